package java.lang.ref;

/** rvm's java.lang.ref.SoftReference: never cleared (see Reference). */
public class SoftReference<T> extends Reference<T> {
    public SoftReference(T referent) {
        super(referent);
    }

    public SoftReference(T referent, ReferenceQueue<? super T> q) {
        super(referent, q);
    }

    public T get() {
        return super.get();
    }
}
