import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

// Old objects made to point at young ones through every kind of reference
// store (putfield, aastore, System.arraycopy, an inlined setter, Unsafe
// compare-and-set and get-and-set through the atomics, reflection's
// Field.set, ArrayList), then enough allocation for collections (nursery
// ones under a generational plan) before the young objects are checked. A
// store whose write barrier is missing leaves its young object unreachable
// for a nursery collection, which frees or moves it: the checks then read
// garbage.
public class OldToYoungStores {
    static final int N = 1500;

    static final class Box {
        final int value;
        final int check;
        final int[] payload;

        Box(int value) {
            this.value = value;
            this.check = value * 31 + 7;
            this.payload = new int[] {value, -value};
        }

        boolean ok(int expected) {
            return value == expected
                    && check == expected * 31 + 7
                    && payload.length == 2
                    && payload[0] == expected
                    && payload[1] == -expected;
        }
    }

    static final class Holder {
        Box field;
        Box reflected;
        Box viaSetter;

        void set(Box b) {
            viaSetter = b;
        }
    }

    static Holder[] holders;
    static Box[] elements;
    static Box[] copied;
    static AtomicReference<Box>[] cas;
    static AtomicReferenceArray<Box> swapped;
    static ArrayList<Box> list;
    static Object sink;

    @SuppressWarnings("unchecked")
    static void buildOld() {
        holders = new Holder[N];
        for (int i = 0; i < N; i++) {
            holders[i] = new Holder();
        }
        elements = new Box[N];
        copied = new Box[N];
        cas = new AtomicReference[N];
        for (int i = 0; i < N; i++) {
            cas[i] = new AtomicReference<>();
        }
        swapped = new AtomicReferenceArray<>(N);
        list = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            list.add(null);
        }
    }

    static int value(int round, int kind, int i) {
        return round * 1_000_000 + kind * 10_000 + i;
    }

    static void storeYoung(int round, Field reflected) throws Exception {
        for (int i = 0; i < N; i++) {
            holders[i].field = new Box(value(round, 0, i));
        }
        for (int i = 0; i < N; i++) {
            elements[i] = new Box(value(round, 1, i));
        }
        Box[] young = new Box[N];
        for (int i = 0; i < N; i++) {
            young[i] = new Box(value(round, 2, i));
        }
        System.arraycopy(young, 0, copied, 0, N);
        young = null;
        for (int i = 0; i < N; i++) {
            holders[i].set(new Box(value(round, 3, i)));
        }
        for (int i = 0; i < N; i++) {
            Box old = cas[i].get();
            if (!cas[i].compareAndSet(old, new Box(value(round, 4, i)))) {
                throw new AssertionError("compareAndSet failed at " + i);
            }
        }
        for (int i = 0; i < N; i++) {
            swapped.getAndSet(i, new Box(value(round, 5, i)));
        }
        for (int i = 0; i < N; i++) {
            reflected.set(holders[i], new Box(value(round, 6, i)));
        }
        for (int i = 0; i < N; i++) {
            list.set(i, new Box(value(round, 7, i)));
        }
    }

    // Allocation that survives nothing: collections (nursery ones under a
    // generational plan) while the boxes above are reachable only from old
    // objects.
    static void churn(int megabytes) {
        for (int i = 0; i < megabytes * 64; i++) {
            int[] garbage = new int[4000];
            garbage[i % 4000] = i;
            if ((i & 255) == 0) {
                sink = garbage;
            }
        }
        sink = null;
    }

    static int check(int round) {
        int bad = 0;
        for (int i = 0; i < N; i++) {
            bad += holders[i].field.ok(value(round, 0, i)) ? 0 : 1;
            bad += elements[i].ok(value(round, 1, i)) ? 0 : 1;
            bad += copied[i].ok(value(round, 2, i)) ? 0 : 1;
            bad += holders[i].viaSetter.ok(value(round, 3, i)) ? 0 : 1;
            bad += cas[i].get().ok(value(round, 4, i)) ? 0 : 1;
            bad += swapped.get(i).ok(value(round, 5, i)) ? 0 : 1;
            bad += holders[i].reflected.ok(value(round, 6, i)) ? 0 : 1;
            bad += list.get(i).ok(value(round, 7, i)) ? 0 : 1;
        }
        return bad;
    }

    public static void main(String[] args) throws Exception {
        Field reflected = Holder.class.getDeclaredField("reflected");
        buildOld();
        // Full collections: everything above is old from now on.
        System.gc();
        System.gc();
        for (int round = 1; round <= 4; round++) {
            storeYoung(round, reflected);
            churn(48);
            int bad = check(round);
            churn(24);
            bad += check(round);
            System.out.println("round " + round + ": " + bad + " wrong of " + (16 * N));
        }
    }
}
