package java.lang.ref;

/**
 * rvm's java.lang.ref.Reference. The collector (vm/src/heap/gc.rs) does not trace the referent
 * of a WeakReference or PhantomReference: when nothing else keeps the referent alive it clears
 * the field and, if the reference has a queue, puts it on the VM's pending list. Java code moves
 * pending references to their queues (processPending) before a queue is polled or waited on, and
 * before isEnqueued answers. SoftReferences are never cleared (rvm has no memory-pressure policy;
 * HotSpot clears them only when memory runs short or after long disuse).
 */
public abstract class Reference<T> {
    private T referent;
    volatile ReferenceQueue<? super T> queue;
    /** Next on the queue's list. */
    Reference<?> next;
    /** True once on its queue (also after removal: a reference is enqueued at most once). */
    boolean enqueued;

    Reference(T referent) {
        this(referent, null);
    }

    Reference(T referent, ReferenceQueue<? super T> queue) {
        this.referent = referent;
        this.queue = queue;
    }

    public T get() {
        return this.referent;
    }

    public final boolean refersTo(T obj) {
        return referent == obj;
    }

    public void clear() {
        this.referent = null;
    }

    @Deprecated(since = "16")
    public boolean isEnqueued() {
        processPending();
        return enqueued && queue != null;
    }

    public boolean enqueue() {
        this.referent = null;
        ReferenceQueue<? super T> q = queue;
        return q != null && q.enqueue(this);
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    /** Native (a no-op), so that no compiler can see through it: ref stays live up to the call. */
    public static native void reachabilityFence(Object ref);

    /** The references the collector cleared that have queues, taken off the VM's list. */
    private static native Reference<?>[] takePending0();

    /** Moves references the collector cleared onto their queues. */
    static void processPending() {
        Reference<?>[] pending = takePending0();
        if (pending == null) {
            return;
        }
        for (Reference<?> r : pending) {
            enqueueFromCollector(r);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void enqueueFromCollector(Reference r) {
        ReferenceQueue q = r.queue;
        if (q != null) {
            q.enqueue(r);
        }
    }
}
