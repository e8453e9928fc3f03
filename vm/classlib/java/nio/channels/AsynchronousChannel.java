package java.nio.channels;

import java.io.IOException;

/** A channel whose operations complete later, through a Future or a CompletionHandler. */
public interface AsynchronousChannel extends Channel {
    @Override
    void close() throws IOException;
}
