package java.nio.channels.spi;

import java.nio.channels.SelectionKey;

public abstract class AbstractSelectionKey extends SelectionKey {
    private volatile boolean invalid;

    protected AbstractSelectionKey() {
    }

    public final boolean isValid() {
        return !invalid;
    }

    void invalidate() {
        invalid = true;
    }

    public final void cancel() {
        boolean was;
        synchronized (this) {
            was = invalid;
            invalid = true;
        }
        if (!was) {
            ((AbstractSelector) selector()).cancel(this);
        }
    }
}
