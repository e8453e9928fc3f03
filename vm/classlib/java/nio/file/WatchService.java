package java.nio.file;

public interface WatchService extends java.io.Closeable {
    @Override
    void close() throws java.io.IOException;

    WatchKey poll();

    WatchKey poll(long timeout, java.util.concurrent.TimeUnit unit) throws InterruptedException;

    WatchKey take() throws InterruptedException;
}
