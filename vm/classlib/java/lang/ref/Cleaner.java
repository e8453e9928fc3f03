package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * rvm's java.lang.ref.Cleaner: each Cleaner has a daemon thread that runs the cleaning action of
 * a registered object once the object is phantom reachable (its PhantomReference is enqueued),
 * unless clean() ran it first. An exception thrown by an action is ignored, as in the JDK.
 */
public final class Cleaner {
    public interface Cleanable {
        void clean();
    }

    private final ReferenceQueue<Object> queue = new ReferenceQueue<>();
    /** Registered cleanables, kept reachable until cleaned (a doubly linked list). */
    private final PhantomCleanable list = new PhantomCleanable();

    private Cleaner() {
    }

    public static Cleaner create() {
        Cleaner cleaner = new Cleaner();
        Thread t = new Thread(cleaner::run, "Cleaner-" + nextId());
        t.setDaemon(true);
        t.start();
        return cleaner;
    }

    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner cleaner = new Cleaner();
        Thread t = threadFactory.newThread(cleaner::run);
        if (t == null) {
            throw new IllegalStateException("ThreadFactory returned null");
        }
        t.setDaemon(true);
        t.start();
        return cleaner;
    }

    private static int threadCount;

    private static synchronized int nextId() {
        return threadCount++;
    }

    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new PhantomCleanable(obj, this, action);
    }

    private void run() {
        while (true) {
            try {
                Reference<?> r = queue.remove(60 * 1000L);
                if (r instanceof PhantomCleanable) {
                    ((PhantomCleanable) r).clean();
                }
            } catch (Throwable e) {
                // As the JDK's cleaner thread: ignore exceptions from actions.
            }
        }
    }

    private static final class PhantomCleanable extends PhantomReference<Object> implements Cleanable {
        private final Runnable action;
        private final PhantomCleanable list;
        private PhantomCleanable prev = this;
        private PhantomCleanable nextCleanable = this;

        /** The list head. */
        PhantomCleanable() {
            super(null, null);
            this.action = null;
            this.list = this;
        }

        PhantomCleanable(Object referent, Cleaner cleaner, Runnable action) {
            super(referent, cleaner.queue);
            this.action = action;
            this.list = cleaner.list;
            synchronized (list) {
                prev = list;
                nextCleanable = list.nextCleanable;
                nextCleanable.prev = this;
                list.nextCleanable = this;
            }
        }

        private boolean remove() {
            synchronized (list) {
                if (nextCleanable != this) {
                    nextCleanable.prev = prev;
                    prev.nextCleanable = nextCleanable;
                    prev = this;
                    nextCleanable = this;
                    return true;
                }
                return false;
            }
        }

        public void clean() {
            if (remove()) {
                super.clear();
                action.run();
            }
        }

        public void clear() {
            if (remove()) {
                super.clear();
            }
        }
    }
}
