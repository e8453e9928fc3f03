package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.IllegalBlockingModeException;
import java.nio.channels.IllegalSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.List;

/** The JDK's rules for blocking mode and registration; the keys live here and in the selector. */
public abstract class AbstractSelectableChannel extends SelectableChannel {
    private final Object regLock = new Object();
    private final List<SelectionKey> keys = new ArrayList<>();
    private volatile boolean blocking = true;

    protected AbstractSelectableChannel() {
    }

    void removeKey(SelectionKey k) {
        synchronized (keys) {
            keys.remove(k);
        }
        ((AbstractSelectionKey) k).invalidate();
    }

    private boolean haveValidKeys() {
        synchronized (keys) {
            for (SelectionKey k : keys) {
                if (k.isValid()) {
                    return true;
                }
            }
            return false;
        }
    }

    public final boolean isRegistered() {
        synchronized (keys) {
            return !keys.isEmpty();
        }
    }

    public final SelectionKey keyFor(Selector sel) {
        synchronized (keys) {
            for (SelectionKey k : keys) {
                if (k.selector() == sel) {
                    return k;
                }
            }
            return null;
        }
    }

    public final SelectionKey register(Selector sel, int ops, Object att) throws ClosedChannelException {
        if ((ops & ~validOps()) != 0) {
            throw new IllegalArgumentException();
        }
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
        synchronized (regLock) {
            if (isBlocking()) {
                throw new IllegalBlockingModeException();
            }
            if (!(sel instanceof AbstractSelector)) {
                throw new IllegalSelectorException();
            }
            if (!sel.isOpen()) {
                throw new ClosedSelectorException();
            }
            SelectionKey k = keyFor(sel);
            if (k != null) {
                if (!k.isValid()) {
                    throw new CancelledKeyException();
                }
                k.attach(att);
                k.interestOps(ops);
                return k;
            }
            k = ((AbstractSelector) sel).register(this, ops, att);
            synchronized (keys) {
                keys.add(k);
            }
            return k;
        }
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
            if (blocking == block) {
                return this;
            }
            if (block && haveValidKeys()) {
                throw new IllegalBlockingModeException();
            }
            implConfigureBlocking(block);
            blocking = block;
        }
        return this;
    }

    protected final void implCloseChannel() throws IOException {
        implCloseSelectableChannel();
        List<SelectionKey> copy;
        synchronized (keys) {
            copy = new ArrayList<>(keys);
        }
        for (SelectionKey k : copy) {
            k.cancel();
        }
    }

    protected abstract void implCloseSelectableChannel() throws IOException;

    protected abstract void implConfigureBlocking(boolean block) throws IOException;
}
