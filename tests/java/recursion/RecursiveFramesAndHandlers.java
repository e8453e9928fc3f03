/**
 * Recursive methods small enough to be inlined into themselves (one level, as
 * HotSpot does): results, exceptions caught at each level, and stack traces
 * that must still show one frame per activation.
 */
public class RecursiveFramesAndHandlers {
    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    /** Small enough for the static size limit: inlined into itself even without a profile. */
    static int count(int n) {
        return n == 0 ? 0 : 1 + count(n - 1);
    }

    /** Runs off the array's start: the exception comes from an inlined activation. */
    static int sumDown(int[] a, int n) {
        return a[n] + sumDown(a, n - 1);
    }

    static int down(int n) {
        if (n == 0) {
            throw new IllegalStateException("bottom");
        }
        return down(n - 1) + 1;
    }

    /** Catches at every third level and rethrows with the depth added. */
    static int catching(int n) {
        if (n == 0) {
            throw new IllegalArgumentException("0");
        }
        try {
            return catching(n - 1) + 1;
        } catch (IllegalArgumentException e) {
            if (n % 3 == 0) {
                return n * 100;
            }
            throw new IllegalArgumentException(e.getMessage() + "," + n);
        }
    }

    static long sumList(Node node) {
        return node == null ? 0 : node.value + sumList(node.next);
    }

    static final class Node {
        final int value;
        final Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static int depthOfTrace(int n) {
        if (n == 0) {
            StackTraceElement[] trace = new Throwable().getStackTrace();
            int frames = 0;
            for (StackTraceElement e : trace) {
                if (e.getMethodName().equals("depthOfTrace")) {
                    frames++;
                }
            }
            return frames;
        }
        return depthOfTrace(n - 1);
    }

    public static void main(String[] args) {
        long total = 0;
        for (int round = 0; round < 300; round++) {
            total += fib(15);
        }
        System.out.println("fib " + fib(20) + " " + total);
        for (int round = 0; round < 2000; round++) {
            try {
                down(round % 7);
            } catch (IllegalStateException e) {
                total += e.getStackTrace().length;
            }
        }
        System.out.println("down frames total " + total);
        try {
            down(5);
        } catch (IllegalStateException e) {
            StackTraceElement[] trace = e.getStackTrace();
            for (int i = 0; i < 7; i++) {
                System.out.println("  at " + trace[i].getMethodName() + ":" + trace[i].getLineNumber());
            }
        }
        for (int n = 0; n < 8; n++) {
            try {
                System.out.println("catching(" + n + ") = " + catching(n));
            } catch (IllegalArgumentException e) {
                System.out.println("catching(" + n + ") threw " + e.getMessage());
            }
        }
        for (int round = 0; round < 3000; round++) {
            total += count(round % 40);
        }
        System.out.println("count " + count(100) + " " + total);
        int[] values = new int[12];
        for (int i = 0; i < values.length; i++) {
            values[i] = i * i;
        }
        for (int n = 0; n < 12; n += 5) {
            try {
                sumDown(values, n);
            } catch (ArrayIndexOutOfBoundsException e) {
                int frames = 0;
                for (StackTraceElement element : e.getStackTrace()) {
                    if (element.getMethodName().equals("sumDown")) {
                        frames++;
                    }
                }
                System.out.println("sumDown(" + n + "): " + e.getMessage() + ", " + frames + " frames");
            }
        }
        Node list = null;
        for (int i = 1; i <= 500; i++) {
            list = new Node(i, list);
        }
        long sums = 0;
        for (int round = 0; round < 200; round++) {
            sums += sumList(list);
        }
        System.out.println("sumList " + sums);
        for (int round = 0; round < 500; round++) {
            sums += depthOfTrace(round % 9);
        }
        System.out.println("depthOfTrace(8) " + depthOfTrace(8) + " " + sums);
    }
}
