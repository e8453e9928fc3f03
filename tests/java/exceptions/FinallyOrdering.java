public class FinallyOrdering {
    static StringBuilder log = new StringBuilder();

    static int returnFromTry() {
        try {
            log.append("try ");
            return 1;
        } finally {
            log.append("finally ");
        }
    }

    @SuppressWarnings("finally")
    static int returnInFinallyOverrides() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String finallySwallowsException() {
        try {
            throw new IllegalStateException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int valueCapturedBeforeFinally() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.append("x=" + x + " ");
        }
    }

    static String catchThenFinally(boolean fail) {
        StringBuilder s = new StringBuilder();
        try {
            s.append("try ");
            if (fail) throw new RuntimeException("boom");
            s.append("no-throw ");
        } catch (RuntimeException e) {
            s.append("catch(" + e.getMessage() + ") ");
        } finally {
            s.append("finally");
        }
        return s.toString();
    }

    static String finallyInLoops() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                s.append("body" + i + " ");
            } finally {
                s.append("fin" + i + " ");
            }
        }
        return s.toString();
    }

    static String exceptionFromCatchRunsFinally() {
        StringBuilder s = new StringBuilder();
        try {
            try {
                throw new IllegalArgumentException("first");
            } catch (IllegalArgumentException e) {
                s.append("catch1 ");
                throw new UnsupportedOperationException("second");
            } finally {
                s.append("finally1 ");
            }
        } catch (UnsupportedOperationException e) {
            s.append("outer(" + e.getMessage() + ")");
        }
        return s.toString();
    }

    static String exceptionInFinallyReplaces() {
        try {
            try {
                throw new RuntimeException("original");
            } finally {
                if (log != null) throw new IllegalStateException("from finally");
            }
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    static int nestedFinally() {
        int steps = 0;
        try {
            try {
                steps += 1;
                return steps;
            } finally {
                steps += 10;
                log.append("inner-finally ");
            }
        } finally {
            steps += 100;
            log.append("outer-finally(" + steps + ") ");
        }
    }

    static long longReturnWithFinally() {
        long value = Long.MAX_VALUE;
        try {
            return value;
        } finally {
            value = 0;
        }
    }

    public static void main(String[] args) {
        System.out.println(returnFromTry() + " " + log);
        log = new StringBuilder();
        System.out.println(returnInFinallyOverrides());
        System.out.println(finallySwallowsException());
        System.out.println(valueCapturedBeforeFinally() + " " + log);
        log = new StringBuilder();
        System.out.println(catchThenFinally(false));
        System.out.println(catchThenFinally(true));
        System.out.println(finallyInLoops());
        System.out.println(exceptionFromCatchRunsFinally());
        System.out.println(exceptionInFinallyReplaces());
        System.out.println(nestedFinally() + " " + log);
        System.out.println(longReturnWithFinally());
    }
}
