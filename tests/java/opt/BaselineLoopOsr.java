// On-stack replacement from baseline code: each method is called often
// enough with tiny loops to be compiled by the baseline compiler, then once
// with a long loop. In the adaptive tier the baseline code's countdown runs
// out inside that loop: a for loop (closed by javac with a `goto`) moves to
// optimized code at its header; a do-while (closed by a conditional branch)
// is only promoted. The third loop throws from the optimized code; the trace
// must show the method once. An argument sets the long loops' length
// (tests/opt.rs runs them long enough for the cost-benefit controller's
// timer samples).
public class BaselineLoopOsr {
    static long forLoop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            s += i ^ (s >>> 3);
        }
        return s;
    }

    static long doWhile(int n) {
        long s = 0;
        int i = 0;
        do {
            s += i ^ (s >>> 5);
            i++;
        } while (i < n);
        return s;
    }

    static int throwing(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += 1000 / (n - 1 - i);
        }
        return s;
    }

    public static void main(String[] args) {
        long warm = 0;
        for (int k = 0; k < 1200; k++) {
            warm += forLoop(1) + doWhile(1) + throwing(0);
        }
        System.out.println("warm " + warm);
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 300_000;
        System.out.println("for " + forLoop(n));
        System.out.println("do-while " + doWhile(n));
        try {
            System.out.println("throwing " + throwing(n));
        } catch (ArithmeticException e) {
            System.out.println("caught " + e.getMessage());
            StackTraceElement[] trace = e.getStackTrace();
            System.out.println("  at " + trace[0].getMethodName() + ":" + trace[0].getLineNumber());
            System.out.println("  at " + trace[1].getMethodName() + ":" + trace[1].getLineNumber());
            System.out.println("frames " + trace.length);
        }
    }
}
