/**
 * A stack trace through interpreted -> compiled -> interpreted -> compiled
 * frames under the adaptive tier: hot1 and hot2 are called 3000 times (past
 * the default compile threshold), cold once, main once. Every tier must print
 * the same trace with the same line numbers as java.
 */
public class MixedModeStackTrace {
    static int sink;

    static int hot1(int n, boolean deep) {
        if (deep) {
            return cold(n) + 1;
        }
        return n + 1;
    }

    static int cold(int n) {
        int r = hot2(n, true);
        return r * 2;
    }

    static int hot2(int n, boolean fail) {
        if (fail) {
            throw new IllegalStateException("thrown in hot2 with n=" + n);
        }
        return n - 1;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3000; i++) {
            sink += hot1(i, false) + hot2(i, false);
        }
        System.out.println("warm: " + sink);
        try {
            hot1(7, true);
        } catch (IllegalStateException e) {
            System.out.println(e);
            for (StackTraceElement frame : e.getStackTrace()) {
                System.out.println("  at " + frame);
            }
        }
        // and uncaught, through the same frames: stderr and exit status 1
        hot1(8, true);
    }
}
