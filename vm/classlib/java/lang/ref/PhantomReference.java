package java.lang.ref;

/** rvm's java.lang.ref.PhantomReference: get() is always null; cleared and enqueued like a weak reference. */
public class PhantomReference<T> extends Reference<T> {
    public T get() {
        return null;
    }

    public PhantomReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }
}
