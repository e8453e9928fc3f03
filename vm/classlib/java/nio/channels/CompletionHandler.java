package java.nio.channels;

/** Receives the result of an asynchronous operation, or why it failed. */
public interface CompletionHandler<V, A> {
    void completed(V result, A attachment);

    void failed(Throwable exc, A attachment);
}
