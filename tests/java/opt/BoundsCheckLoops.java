// Bounds-check elimination (jit/src/opt/bounds.rs): loops whose index is
// proven in bounds must compute the same sums, and every loop that looks
// like them but is not provably in bounds must still throw
// ArrayIndexOutOfBoundsException at the same element: negative starts, the
// array local reassigned in the loop, the index changed in the body, steps
// that overflow, a long index, an inclusive bound, a bound that grows, a
// decrement below zero, a constant index past a new array's length. Each
// method runs warm (valid input, many calls: the adaptive tier compiles it)
// and then on the input that throws; the long loop in main is entered by
// on-stack replacement in the adaptive tier, and the small helpers are
// inlined into their callers' loops.
public class BoundsCheckLoops {
    static int up(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) s += a[i];
        return s;
    }

    static int cached(int[] a) {
        int s = 0;
        int n = a.length;
        for (int i = 0; i < n; i++) s += a[i] * (i + 1);
        return s;
    }

    static int down(int[] a) {
        int s = 0;
        for (int i = a.length - 1; i >= 0; i--) s = s * 31 + a[i];
        return s;
    }

    static int from(int[] a, int start) {
        int s = 0;
        for (int i = start; i < a.length; i++) s += a[i];
        return s;
    }

    static int inclusive(int[] a, int extra) {
        int s = 0;
        for (int i = 0; i <= a.length - 1 + extra; i++) s += a[i];
        return s;
    }

    static int next(int[] a, int stop) {
        int s = 0;
        for (int i = 0; i < a.length - stop; i++) s += a[i + 1];
        return s;
    }

    static int swapped(int[] a, int[] b, int at) {
        int s = 0;
        int n = a.length;
        for (int i = 0; i < n; i++) {
            if (i == at) a = b;
            s += a[i];
        }
        return s;
    }

    static int bodyChanges(int[] a, int jump) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == 7) i += jump;
            s += a[i];
        }
        return s;
    }

    static int downPastZero(int[] a, int below) {
        int s = 0;
        for (int i = a.length - 1; i >= below; i--) s += a[i];
        return s;
    }

    static int longIndex(int[] a, long start) {
        int s = 0;
        for (long l = start; l < a.length; l++) s += a[(int) l];
        return s;
    }

    static int growing(int[] a, int grow) {
        int s = 0;
        int n = a.length;
        for (int i = 0; i < n; i++) {
            n += grow;
            s += a[i];
        }
        return s;
    }

    // i <= Integer.MAX_VALUE - 1 holds for every i, and i += 3 overflows:
    // the index goes negative without leaving the loop.
    static int overflow(int[] a, int start) {
        int s = 0;
        for (int i = start; i <= Integer.MAX_VALUE - 1; i += 3) {
            if (i < 0 || i >= start + 9) s += a[i & 0x80000001] + a[i >= 0 ? 0 : i];
            s += a[0];
        }
        return s;
    }

    static int fresh(int last) {
        int[] a = new int[10];
        for (int i = 0; i < 10; i++) a[i] = i * i;
        int s = 0;
        for (int i = 0; i <= 9; i++) s += a[i];
        return s + a[last];
    }

    static int sum(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) s += a[i];
        return s;
    }

    static int nestedInlined(int[][] rows) {
        int s = 0;
        for (int r = 0; r < rows.length; r++) s += sum(rows[r]);
        return s;
    }

    static void copy(int[] from, int[] to) {
        for (int i = 0; i < from.length; i++) to[i] = from[i];
    }

    static int caught(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length + 2; i++) {
            try {
                s += a[i];
            } catch (ArrayIndexOutOfBoundsException e) {
                s += 1000;
            }
        }
        return s;
    }

    static int[] a = {3, 1, 4, 1, 5, 9, 2, 6};
    static int[] shorter = {2, 7, 1};

    static int run(int which) {
        switch (which) {
            case 0: return up(a);
            case 1: return cached(a);
            case 2: return down(a);
            case 3: return from(a, -1);
            case 4: return from(a, Integer.MIN_VALUE);
            case 5: return inclusive(a, 1);
            case 6: return next(a, 0);
            case 7: return swapped(a, shorter, 2);
            case 8: return bodyChanges(new int[] {1, 7, 2, 3}, 5);
            case 9: return downPastZero(a, -1);
            case 10: return longIndex(a, -0x1_0000_0000L);
            case 11: return growing(a, 1);
            case 12: return overflow(a, Integer.MAX_VALUE - 10);
            case 13: return fresh(10);
            case 14: return fresh(-1);
            case 15: return nestedInlined(new int[][] {a, null});
            case 16: return caught(shorter);
            default:
                copy(a, shorter);
                return 0;
        }
    }

    static final String[] NAMES = {
        "up", "cached", "down", "from -1", "from min", "inclusive", "next", "swapped",
        "bodyChanges", "downPastZero", "longIndex", "growing", "overflow", "fresh 10",
        "fresh -1", "nestedInlined", "caught", "copy"
    };

    public static void main(String[] args) {
        int[][] rows = {a, shorter, {}, {8}};
        long warm = 0;
        for (int k = 0; k < 3000; k++) {
            warm += up(a) + cached(a) + down(a) + from(a, k & 3) + inclusive(a, 0) + next(a, 1)
                    + swapped(a, a, k & 7) + bodyChanges(shorter, 0) + downPastZero(a, 0)
                    + longIndex(a, k & 1) + growing(a, 0) + fresh(k % 10) + nestedInlined(rows);
            copy(shorter, a);
        }
        System.out.println("warm " + warm);
        for (int which = 0; which < NAMES.length; which++) {
            try {
                System.out.println(NAMES[which] + " = " + run(which));
            } catch (ArrayIndexOutOfBoundsException e) {
                System.out.println(NAMES[which] + " threw " + e.getMessage());
            } catch (RuntimeException e) {
                System.out.println(NAMES[which] + " threw " + e.getClass().getName());
            }
        }

        // A long loop in main (on-stack replacement in the adaptive tier).
        int[] big = new int[1000];
        long total = 0;
        for (int round = 0; round < 400; round++) {
            for (int i = 0; i < big.length; i++) {
                big[i] += i ^ round;
                total += big[i];
            }
        }
        System.out.println("main " + total);
        int i = -3;
        try {
            for (; i < big.length; i++) total += big[i];
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("main threw " + e.getMessage() + " at " + i);
        }
    }
}
