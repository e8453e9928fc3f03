import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.HashSet;
import java.util.Set;

// System.gc() clears weak and phantom references whose referents are only weakly
// reachable and puts them on their queues; strongly held referents stay, soft
// references are kept; enqueue(), isEnqueued() and poll() follow the JDK.
public class WeakReferencesCleared {
    static class Big {
        final int id;
        final long[] data = new long[1000];

        Big(int id) {
            this.id = id;
        }

        public String toString() {
            return "Big" + id;
        }
    }

    static WeakReference<Big> weak(int id, ReferenceQueue<Big> q) {
        return new WeakReference<>(new Big(id), q);
    }

    static PhantomReference<Big> phantom(int id, ReferenceQueue<Big> q) {
        return new PhantomReference<>(new Big(id), q);
    }

    // Overwrites stack words that may still hold the temporary objects' addresses.
    static long churn(int depth) {
        long[] filler = new long[16];
        for (int i = 0; i < filler.length; i++) {
            filler[i] = depth * 31L + i;
        }
        return depth == 0 ? filler[3] : churn(depth - 1) + filler[5];
    }

    public static void main(String[] args) throws Exception {
        Big strong = new Big(1);
        WeakReference<Big> w1 = new WeakReference<>(strong);
        ReferenceQueue<Big> q = new ReferenceQueue<>();
        WeakReference<Big> w2 = weak(2, q);
        SoftReference<Big> s3 = new SoftReference<>(new Big(3));
        PhantomReference<Big> p4 = phantom(4, q);
        // (w2's referent may already be gone: any collection may clear it.)
        System.out.println(w1.get() + " " + s3.get() + " " + p4.get());
        churn(50);
        System.gc();
        System.out.println(w1.get() + " " + w2.get() + " " + s3.get() + " " + p4.get() + " "
                + w1.refersTo(strong) + " " + w2.refersTo(null));
        Set<Reference<?>> seen = new HashSet<>();
        Reference<?> r;
        while ((r = q.remove(2000)) != null) {
            seen.add(r);
            if (seen.size() == 2) {
                break;
            }
        }
        System.out.println(seen.contains(w2) + " " + seen.contains(p4) + " " + q.poll());
        WeakReference<Big> manual = new WeakReference<>(new Big(7), q);
        System.out.println(manual.isEnqueued() + " " + manual.enqueue() + " " + manual.isEnqueued() + " "
                + manual.get() + " " + manual.enqueue() + " " + (q.poll() == manual) + " " + manual.isEnqueued());
        WeakReference<Big> noQueue = new WeakReference<>(new Big(8));
        System.out.println(noQueue.enqueue() + " " + noQueue.get());
        try {
            q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        System.out.println(strong.id);
    }
}
