package java.nio.channels;

import java.io.IOException;
import java.nio.channels.spi.AbstractInterruptibleChannel;

/** rvm has no Selector: channels are blocking only, and register does not exist. */
public abstract class SelectableChannel extends AbstractInterruptibleChannel {
    protected SelectableChannel() {
    }

    public abstract int validOps();

    public abstract boolean isRegistered();

    public abstract SelectableChannel configureBlocking(boolean block) throws IOException;

    public abstract boolean isBlocking();

    public abstract Object blockingLock();
}
