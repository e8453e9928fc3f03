package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectableChannel;

public abstract class AbstractSelectableChannel extends SelectableChannel {
    private final Object regLock = new Object();
    private boolean blocking = true;

    protected AbstractSelectableChannel() {
    }

    public final boolean isRegistered() {
        return false;
    }

    public final Object blockingLock() {
        return regLock;
    }

    public final boolean isBlocking() {
        return blocking;
    }

    public final SelectableChannel configureBlocking(boolean block) throws IOException {
        synchronized (regLock) {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            if (!block) {
                throw new UnsupportedOperationException("non-blocking channels need a Selector, which rvm does not have");
            }
            blocking = block;
            implConfigureBlocking(block);
        }
        return this;
    }

    protected final void implCloseChannel() throws IOException {
        implCloseSelectableChannel();
    }

    protected abstract void implCloseSelectableChannel() throws IOException;

    protected abstract void implConfigureBlocking(boolean block) throws IOException;
}
