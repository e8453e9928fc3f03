package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.HashSet;
import java.util.Set;

public abstract class AbstractSelector extends Selector {
    private volatile boolean closed;
    private final Set<SelectionKey> cancelledKeys = new HashSet<>();

    protected AbstractSelector() {
    }

    void cancel(SelectionKey k) {
        synchronized (cancelledKeys) {
            cancelledKeys.add(k);
        }
    }

    public final void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        implCloseSelector();
    }

    protected abstract void implCloseSelector() throws IOException;

    public final boolean isOpen() {
        return !closed;
    }

    protected final Set<SelectionKey> cancelledKeys() {
        return cancelledKeys;
    }

    protected abstract SelectionKey register(AbstractSelectableChannel ch, int ops, Object att);

    protected final void deregister(AbstractSelectionKey key) {
        ((AbstractSelectableChannel) key.channel()).removeKey(key);
    }

    protected final void begin() {
    }

    protected final void end() {
    }
}
