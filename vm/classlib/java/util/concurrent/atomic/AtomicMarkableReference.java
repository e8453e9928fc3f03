package java.util.concurrent.atomic;

/** rvm's AtomicMarkableReference: a reference and a boolean mark updated together (under a monitor). */
public class AtomicMarkableReference<V> {
    private V reference;
    private boolean mark;

    public AtomicMarkableReference(V initialRef, boolean initialMark) {
        reference = initialRef;
        mark = initialMark;
    }

    public synchronized V getReference() {
        return reference;
    }

    public synchronized boolean isMarked() {
        return mark;
    }

    public synchronized V get(boolean[] markHolder) {
        markHolder[0] = mark;
        return reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        return compareAndSet(expectedReference, newReference, expectedMark, newMark);
    }

    public synchronized boolean compareAndSet(V expectedReference, V newReference, boolean expectedMark, boolean newMark) {
        if (expectedReference == reference && expectedMark == mark) {
            reference = newReference;
            mark = newMark;
            return true;
        }
        return false;
    }

    public synchronized void set(V newReference, boolean newMark) {
        reference = newReference;
        mark = newMark;
    }

    public synchronized boolean attemptMark(V expectedReference, boolean newMark) {
        if (expectedReference == reference) {
            mark = newMark;
            return true;
        }
        return false;
    }
}
