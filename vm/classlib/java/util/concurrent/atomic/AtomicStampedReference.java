package java.util.concurrent.atomic;

/** rvm's AtomicStampedReference: a reference and an int stamp updated together (under a monitor). */
public class AtomicStampedReference<V> {
    private V reference;
    private int stamp;

    public AtomicStampedReference(V initialRef, int initialStamp) {
        reference = initialRef;
        stamp = initialStamp;
    }

    public synchronized V getReference() {
        return reference;
    }

    public synchronized int getStamp() {
        return stamp;
    }

    public synchronized V get(int[] stampHolder) {
        stampHolder[0] = stamp;
        return reference;
    }

    public boolean weakCompareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        return compareAndSet(expectedReference, newReference, expectedStamp, newStamp);
    }

    public synchronized boolean compareAndSet(V expectedReference, V newReference, int expectedStamp, int newStamp) {
        if (expectedReference == reference && expectedStamp == stamp) {
            reference = newReference;
            stamp = newStamp;
            return true;
        }
        return false;
    }

    public synchronized void set(V newReference, int newStamp) {
        reference = newReference;
        stamp = newStamp;
    }

    public synchronized boolean attemptStamp(V expectedReference, int newStamp) {
        if (expectedReference == reference) {
            stamp = newStamp;
            return true;
        }
        return false;
    }
}
