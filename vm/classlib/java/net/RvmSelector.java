package java.net;

import java.io.IOException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.spi.AbstractSelectableChannel;
import java.nio.channels.spi.AbstractSelectionKey;
import java.nio.channels.spi.AbstractSelector;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * rvm's Selector: each select is poll(2) over the registered sockets (RvmNet.poll0), in
 * slices of at most 20 ms so that wakeup() and close() from another thread are seen. The
 * key and selected-key sets follow the JDK's rules (cancelled keys leave at the next
 * selection; a key already selected gets its ready set or-ed).
 */
public final class RvmSelector extends AbstractSelector {
    private static final int POLLIN = 1;
    private static final int POLLOUT = 4;
    private static final int POLLERR = 8;
    private static final int POLLHUP = 16;
    private static final int POLLNVAL = 32;

    private final Set<SelectionKey> keys = new HashSet<>();
    private final Set<SelectionKey> publicKeys = Collections.unmodifiableSet(keys);
    private final Set<SelectionKey> selected = new HashSet<>();
    private volatile boolean wakeupPending;

    private RvmSelector() {
    }

    public static Selector open() {
        return new RvmSelector();
    }

    private void ensureOpen() {
        if (!isOpen()) {
            throw new ClosedSelectorException();
        }
    }

    protected SelectionKey register(AbstractSelectableChannel ch, int ops, Object att) {
        int handle;
        try {
            if (ch instanceof RvmSocketChannel) {
                handle = ((RvmSocketChannel) ch).handle();
            } else if (ch instanceof RvmServerSocketChannel) {
                handle = ((RvmServerSocketChannel) ch).handle();
            } else if (ch instanceof RvmDatagramChannel) {
                handle = ((RvmDatagramChannel) ch).socket().handle();
            } else if (ch instanceof RvmPipe.Source) {
                handle = ((RvmPipe.Source) ch).handle();
            } else if (ch instanceof RvmPipe.Sink) {
                handle = ((RvmPipe.Sink) ch).handle();
            } else {
                throw new java.nio.channels.IllegalSelectorException();
            }
        } catch (IOException e) {
            throw new java.nio.channels.ClosedSelectorException();
        }
        Key k = new Key(this, ch, handle);
        k.attach(att);
        k.interestOps(ops);
        synchronized (keys) {
            keys.add(k);
        }
        return k;
    }

    public Set<SelectionKey> keys() {
        ensureOpen();
        return publicKeys;
    }

    public Set<SelectionKey> selectedKeys() {
        ensureOpen();
        return selected;
    }

    public int selectNow() throws IOException {
        return doSelect(-1);
    }

    public int select(long timeout) throws IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout");
        }
        return doSelect(timeout);
    }

    public int select() throws IOException {
        return doSelect(0);
    }

    public Selector wakeup() {
        wakeupPending = true;
        return this;
    }

    private void processCancelled() {
        Set<SelectionKey> cancelled = cancelledKeys();
        List<SelectionKey> gone;
        synchronized (cancelled) {
            gone = new ArrayList<>(cancelled);
            cancelled.clear();
        }
        for (SelectionKey k : gone) {
            synchronized (keys) {
                keys.remove(k);
            }
            selected.remove(k);
            deregister((AbstractSelectionKey) k);
        }
    }

    /** timeout: -1 look once, 0 wait until something is ready, else wait at most that many ms. */
    private int doSelect(long timeout) throws IOException {
        ensureOpen();
        processCancelled();
        List<Key> polled = new ArrayList<>();
        synchronized (keys) {
            for (SelectionKey k : keys) {
                polled.add((Key) k);
            }
        }
        int n = polled.size();
        int[] handles = new int[n];
        int[] events = new int[n];
        int[] revents = new int[n];
        for (int i = 0; i < n; i++) {
            Key k = polled.get(i);
            handles[i] = k.handle;
            int ops = k.interest;
            events[i] = ((ops & (SelectionKey.OP_READ | SelectionKey.OP_ACCEPT)) != 0 ? POLLIN : 0)
                    | ((ops & (SelectionKey.OP_WRITE | SelectionKey.OP_CONNECT)) != 0 ? POLLOUT : 0);
        }
        long deadline = timeout > 0 ? System.currentTimeMillis() + timeout : 0;
        while (true) {
            if (wakeupPending) {
                if (timeout >= 0) {
                    wakeupPending = false;
                    return 0;
                }
            }
            int slice = 0;
            if (timeout == 0) {
                slice = 20;
            } else if (timeout > 0) {
                slice = (int) Math.max(0, Math.min(20, deadline - System.currentTimeMillis()));
            }
            int ready = RvmNet.poll0(handles, events, revents, slice);
            if (!isOpen()) {
                throw new ClosedSelectorException();
            }
            if (ready > 0) {
                break;
            }
            if (timeout < 0 || (timeout > 0 && System.currentTimeMillis() >= deadline)) {
                break;
            }
        }
        if (timeout < 0) {
            wakeupPending = false;
        }
        int updated = 0;
        for (int i = 0; i < n; i++) {
            int r = revents[i];
            if (r == 0) {
                continue;
            }
            Key k = polled.get(i);
            if (!k.isValid()) {
                continue;
            }
            if ((r & POLLNVAL) != 0) {
                k.cancel();
                continue;
            }
            int ops = k.interest;
            int readyOps = 0;
            if ((r & (POLLIN | POLLERR | POLLHUP)) != 0) {
                readyOps |= ops & (SelectionKey.OP_READ | SelectionKey.OP_ACCEPT);
            }
            if ((r & (POLLOUT | POLLERR | POLLHUP)) != 0) {
                readyOps |= ops & (SelectionKey.OP_WRITE | SelectionKey.OP_CONNECT);
            }
            if (readyOps == 0) {
                continue;
            }
            if (selected.contains(k)) {
                if ((k.ready | readyOps) != k.ready) {
                    k.ready |= readyOps;
                    updated++;
                }
            } else {
                k.ready = readyOps;
                selected.add(k);
                updated++;
            }
        }
        processCancelled();
        return updated;
    }

    protected void implCloseSelector() throws IOException {
        wakeupPending = true;
        List<SelectionKey> all;
        synchronized (keys) {
            all = new ArrayList<>(keys);
            keys.clear();
        }
        selected.clear();
        for (SelectionKey k : all) {
            deregister((AbstractSelectionKey) k);
        }
    }

    /** A registration: the channel, its socket handle, the interest and ready sets. */
    static final class Key extends AbstractSelectionKey {
        private final RvmSelector selector;
        private final AbstractSelectableChannel channel;
        final int handle;
        volatile int interest;
        volatile int ready;

        Key(RvmSelector selector, AbstractSelectableChannel channel, int handle) {
            this.selector = selector;
            this.channel = channel;
            this.handle = handle;
        }

        public SelectableChannel channel() {
            return channel;
        }

        public Selector selector() {
            return selector;
        }

        private void ensureValid() {
            if (!isValid()) {
                throw new java.nio.channels.CancelledKeyException();
            }
        }

        public int interestOps() {
            ensureValid();
            return interest;
        }

        public SelectionKey interestOps(int ops) {
            ensureValid();
            if ((ops & ~channel.validOps()) != 0) {
                throw new IllegalArgumentException("Invalid interest ops: 0x" + Integer.toHexString(ops));
            }
            interest = ops;
            return this;
        }

        public int readyOps() {
            ensureValid();
            return ready;
        }

        public String toString() {
            return "channel=" + channel + ", selector=" + selector + (isValid()
                    ? ", interestOps=" + interest + ", readyOps=" + ready : ", invalid");
        }
    }
}
