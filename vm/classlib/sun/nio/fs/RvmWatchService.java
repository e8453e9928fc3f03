package sun.nio.fs;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.ProviderMismatchException;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.Watchable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * The default file system's WatchService, on Linux inotify (natives in vm/src/natives/watch.rs).
 *
 * <p>Data flow: Path.register adds an inotify watch on the directory (IN_CREATE|IN_MOVED_TO for
 * ENTRY_CREATE, IN_DELETE|IN_MOVED_FROM for ENTRY_DELETE, IN_MODIFY|IN_ATTRIB for ENTRY_MODIFY,
 * as the JDK's LinuxWatchService) and gets the directory's key. There is no background thread:
 * poll and take read the inotify descriptor themselves (in slices of at most 20 ms, so close from
 * another thread ends them), turn each event into a WatchEvent on its key and queue the key when
 * it becomes signalled. Events on a key coalesce as the JDK's do: a repeat of the last event, or a
 * modification of an entry whose last event was a modification, only raises the count; past 512
 * pending events the key holds a single OVERFLOW. A watched directory that goes away invalidates
 * its key, which is signalled so that take returns it and reset answers false.
 */
public final class RvmWatchService implements WatchService {
    private static final int MAX_EVENTS = 512;

    private final int handle;
    private volatile boolean closed;
    private final Object readLock = new Object();
    private final HashMap<Integer, Key> keys = new HashMap<>();
    private final ArrayDeque<Key> pending = new ArrayDeque<>();
    private final byte[] buffer = new byte[16 * 1024];

    RvmWatchService() throws IOException {
        handle = RvmInotify.init0();
    }

    /** Path.register's work: the watcher must be the default file system's. */
    public static WatchKey register(Path dir, WatchService watcher, WatchEvent.Kind<?>[] events,
            WatchEvent.Modifier... modifiers) throws IOException {
        if (watcher == null) {
            throw new NullPointerException();
        }
        if (!(watcher instanceof RvmWatchService)) {
            throw new ProviderMismatchException();
        }
        return ((RvmWatchService) watcher).register(dir, events, modifiers);
    }

    private WatchKey register(Path dir, WatchEvent.Kind<?>[] events, WatchEvent.Modifier[] modifiers) throws IOException {
        int mask = 0;
        for (WatchEvent.Kind<?> kind : events) {
            if (kind == StandardWatchEventKinds.ENTRY_CREATE) {
                mask |= RvmInotify.IN_CREATE | RvmInotify.IN_MOVED_TO;
            } else if (kind == StandardWatchEventKinds.ENTRY_DELETE) {
                mask |= RvmInotify.IN_DELETE | RvmInotify.IN_MOVED_FROM;
            } else if (kind == StandardWatchEventKinds.ENTRY_MODIFY) {
                mask |= RvmInotify.IN_MODIFY | RvmInotify.IN_ATTRIB;
            } else if (kind != StandardWatchEventKinds.OVERFLOW) {
                if (kind == null) {
                    throw new NullPointerException("An element in event set is 'null'");
                }
                throw new UnsupportedOperationException(kind.name());
            }
        }
        if (events.length == 0) {
            throw new IllegalArgumentException("No events to register");
        }
        for (WatchEvent.Modifier m : modifiers) {
            if (m == null) {
                throw new NullPointerException();
            }
            throw new UnsupportedOperationException("Modifier not supported");
        }
        if (closed) {
            throw new ClosedWatchServiceException();
        }
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS) && !Files.exists(dir)) {
            throw new NoSuchFileException(dir.toString());
        }
        if (!Files.isDirectory(dir)) {
            throw new NotDirectoryException(dir.toString());
        }
        int wd = RvmInotify.addWatch0(handle, dir.toString(), mask | RvmInotify.IN_ONLYDIR);
        synchronized (keys) {
            Key key = keys.get(wd);
            if (key == null || !key.valid) {
                key = new Key(dir, wd);
                keys.put(wd, key);
            }
            return key;
        }
    }

    private void checkOpen() {
        if (closed) {
            throw new ClosedWatchServiceException();
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        synchronized (readLock) {
            RvmInotify.close0(handle);
        }
        synchronized (keys) {
            for (Key key : keys.values()) {
                key.valid = false;
            }
            keys.clear();
        }
        synchronized (pending) {
            pending.clear();
        }
    }

    @Override
    public WatchKey poll() {
        checkOpen();
        Key key = next();
        if (key == null) {
            readEvents(0);
            key = next();
        }
        return key;
    }

    @Override
    public WatchKey poll(long timeout, TimeUnit unit) throws InterruptedException {
        checkOpen();
        long deadline = System.nanoTime() + unit.toNanos(Math.max(0, timeout));
        while (true) {
            Key key = next();
            if (key != null) {
                return key;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                readEvents(0);
                return next();
            }
            waitForEvents((int) Math.min(20, Math.max(1, left / 1_000_000)));
        }
    }

    @Override
    public WatchKey take() throws InterruptedException {
        checkOpen();
        while (true) {
            Key key = next();
            if (key != null) {
                return key;
            }
            waitForEvents(20);
        }
    }

    private void waitForEvents(int millis) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        readEvents(millis);
        checkOpen();
    }

    private Key next() {
        synchronized (pending) {
            return pending.poll();
        }
    }

    private void enqueue(Key key) {
        synchronized (pending) {
            if (!closed) {
                pending.add(key);
            }
        }
    }

    /** Reads what inotify has (waiting up to millis) and signals the keys. */
    private void readEvents(int millis) {
        synchronized (readLock) {
            if (closed) {
                return;
            }
            int n;
            try {
                n = RvmInotify.read0(handle, buffer, millis);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            ByteBuffer bb = ByteBuffer.wrap(buffer, 0, Math.max(0, n)).order(ByteOrder.nativeOrder());
            while (bb.remaining() >= 16) {
                int wd = bb.getInt();
                int mask = bb.getInt();
                bb.getInt(); // cookie
                int len = bb.getInt();
                int start = bb.position();
                int end = start;
                while (end < start + len && buffer[end] != 0) {
                    end++;
                }
                String name = new String(buffer, start, end - start, StandardCharsets.UTF_8);
                bb.position(start + len);
                dispatch(wd, mask, name);
            }
        }
    }

    private void dispatch(int wd, int mask, String name) {
        if ((mask & RvmInotify.IN_Q_OVERFLOW) != 0) {
            ArrayList<Key> all;
            synchronized (keys) {
                all = new ArrayList<>(keys.values());
            }
            for (Key key : all) {
                key.signalEvent(StandardWatchEventKinds.OVERFLOW, null);
            }
            return;
        }
        Key key;
        synchronized (keys) {
            key = keys.get(wd);
            if (key != null && (mask & (RvmInotify.IN_IGNORED | RvmInotify.IN_UNMOUNT)) != 0) {
                keys.remove(wd);
            }
        }
        if (key == null) {
            return;
        }
        if ((mask & (RvmInotify.IN_IGNORED | RvmInotify.IN_UNMOUNT)) != 0) {
            key.valid = false;
            key.signal();
            return;
        }
        if (name.isEmpty()) {
            return;
        }
        Path context = Path.of(name);
        if ((mask & (RvmInotify.IN_MODIFY | RvmInotify.IN_ATTRIB)) != 0) {
            key.signalEvent(StandardWatchEventKinds.ENTRY_MODIFY, context);
        }
        if ((mask & (RvmInotify.IN_CREATE | RvmInotify.IN_MOVED_TO)) != 0) {
            key.signalEvent(StandardWatchEventKinds.ENTRY_CREATE, context);
        }
        if ((mask & (RvmInotify.IN_DELETE | RvmInotify.IN_MOVED_FROM)) != 0) {
            key.signalEvent(StandardWatchEventKinds.ENTRY_DELETE, context);
        }
    }

    /** One directory's key: READY until an event signals it, SIGNALLED (queued once) until reset. */
    private final class Key implements WatchKey {
        private final Path dir;
        private final int wd;
        volatile boolean valid = true;
        private boolean signalled;
        private List<WatchEvent<?>> events = new ArrayList<>();
        private final HashMap<Object, Event<?>> lastModify = new HashMap<>();

        Key(Path dir, int wd) {
            this.dir = dir;
            this.wd = wd;
        }

        synchronized void signal() {
            if (!signalled) {
                signalled = true;
                enqueue(this);
            }
        }

        @SuppressWarnings("unchecked")
        synchronized void signalEvent(WatchEvent.Kind<?> kind, Path context) {
            boolean modify = kind == StandardWatchEventKinds.ENTRY_MODIFY;
            int size = events.size();
            if (size > 0) {
                Event<?> last = (Event<?>) events.get(size - 1);
                if (last.kind == StandardWatchEventKinds.OVERFLOW || (last.kind == kind && Objects.equals(last.context, context))) {
                    last.count++;
                    return;
                }
                if (!lastModify.isEmpty()) {
                    if (modify) {
                        Event<?> previous = lastModify.get(context);
                        if (previous != null) {
                            previous.count++;
                            return;
                        }
                    } else {
                        lastModify.remove(context);
                    }
                }
                if (size >= MAX_EVENTS) {
                    kind = StandardWatchEventKinds.OVERFLOW;
                    modify = false;
                    context = null;
                }
            }
            Event<Object> event = new Event<>((WatchEvent.Kind<Object>) kind, context);
            if (modify) {
                lastModify.put(context, event);
            } else if (kind == StandardWatchEventKinds.OVERFLOW) {
                events.clear();
                lastModify.clear();
            }
            events.add(event);
            signal();
        }

        @Override
        public boolean isValid() {
            return valid && !closed;
        }

        @Override
        public synchronized List<WatchEvent<?>> pollEvents() {
            List<WatchEvent<?>> result = events;
            events = new ArrayList<>();
            lastModify.clear();
            return result;
        }

        @Override
        public synchronized boolean reset() {
            if (signalled && isValid()) {
                if (events.isEmpty()) {
                    signalled = false;
                } else {
                    enqueue(this);
                }
            }
            return isValid();
        }

        @Override
        public void cancel() {
            if (isValid()) {
                valid = false;
                synchronized (keys) {
                    keys.remove(wd);
                }
                RvmInotify.rmWatch0(handle, wd);
            }
        }

        @Override
        public Watchable watchable() {
            return dir;
        }
    }

    private static final class Event<T> implements WatchEvent<T> {
        final WatchEvent.Kind<T> kind;
        final T context;
        int count = 1;

        @SuppressWarnings("unchecked")
        Event(WatchEvent.Kind<T> kind, Object context) {
            this.kind = kind;
            this.context = (T) context;
        }

        @Override
        public WatchEvent.Kind<T> kind() {
            return kind;
        }

        @Override
        public T context() {
            return context;
        }

        @Override
        public int count() {
            return count;
        }
    }
}
