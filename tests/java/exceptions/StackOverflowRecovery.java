public class StackOverflowRecovery {
    static int depth;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, double b) {
        long c = a + 1;
        double d = b * 2;
        return recurseWithLocals(c, d) + c + (long) d;
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught " + e.getClass().getName() + ", depth > 1000: " + (depth > 1000));
        }
        // the program continues normally and can overflow again
        depth = 0;
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught again, depth > 1000: " + (depth > 1000));
        }
        try {
            recurseWithLocals(0, 1);
        } catch (Throwable t) {
            System.out.println("caught as Throwable: " + (t instanceof StackOverflowError) + " " + (t instanceof VirtualMachineError) + " " + (t instanceof Error));
        }
        // finally blocks run while the overflow unwinds
        int[] finallyCount = new int[1];
        try {
            overflowWithFinally(finallyCount);
        } catch (StackOverflowError e) {
            System.out.println("finally blocks ran: " + (finallyCount[0] > 1000));
        }
        System.out.println("fib(20) = " + fib(20));
    }

    static void overflowWithFinally(int[] count) {
        try {
            overflowWithFinally(count);
        } finally {
            count[0]++;
        }
    }
}
