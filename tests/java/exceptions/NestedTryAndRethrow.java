public class NestedTryAndRethrow {
    static void level3(int mode) {
        switch (mode) {
            case 0: throw new IllegalArgumentException("bad argument");
            case 1: throw new IllegalStateException("bad state");
            case 2: throw new UnsupportedOperationException("unsupported");
            case 3: throw new Error("an error");
            default: System.out.println("  level3 returns normally");
        }
    }

    static void level2(int mode) {
        try {
            level3(mode);
        } catch (IllegalArgumentException e) {
            System.out.println("  level2 handles " + e.getMessage());
        } catch (IllegalStateException e) {
            System.out.println("  level2 rethrows " + e.getMessage());
            throw e;
        } finally {
            System.out.println("  level2 finally");
        }
        System.out.println("  level2 after try");
    }

    static void level1(int mode) {
        try {
            level2(mode);
            System.out.println("  level1 after level2");
        } catch (RuntimeException e) {
            System.out.println("  level1 caught " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String multiCatch(int which) {
        try {
            if (which == 0) throw new ArithmeticException("arith");
            if (which == 1) throw new ArrayIndexOutOfBoundsException("index");
            if (which == 2) throw new NumberFormatException("number");
            return "none";
        } catch (ArithmeticException | ArrayIndexOutOfBoundsException e) {
            return "multi " + e.getMessage();
        } catch (IllegalArgumentException e) {
            return "superclass " + e.getMessage();   // NumberFormatException extends IllegalArgumentException
        }
    }

    static String wrapAndRethrow() {
        try {
            try {
                Object o = "x";
                Integer i = (Integer) o;
                return "no " + i;
            } catch (ClassCastException e) {
                throw new RuntimeException("wrapped", e);
            }
        } catch (RuntimeException e) {
            return e.getMessage() + " caused by " + e.getCause().getClass().getName();
        }
    }

    static int deepCatch(int depth) {
        if (depth == 0) {
            throw new IllegalStateException("bottom");
        }
        int local = depth * 3;
        try {
            return deepCatch(depth - 1) + local;
        } catch (IllegalStateException e) {
            if (depth % 4 == 0) {
                return local;   // handled here; the frames in between keep their locals
            }
            throw e;
        }
    }

    public static void main(String[] args) {
        for (int mode = 0; mode <= 4; mode++) {
            System.out.println("mode " + mode);
            try {
                level1(mode);
            } catch (Error e) {
                System.out.println("  main caught Error: " + e.getMessage());
            }
        }
        for (int i = 0; i < 4; i++) {
            System.out.println(multiCatch(i));
        }
        System.out.println(wrapAndRethrow());
        System.out.println(deepCatch(10) + " " + deepCatch(3 + 4));
        // catch in a loop, exception object reused
        RuntimeException shared = new RuntimeException("shared");
        int caught = 0;
        for (int i = 0; i < 5; i++) {
            try {
                throw shared;
            } catch (RuntimeException e) {
                if (e == shared) caught++;
            }
        }
        System.out.println("caught shared " + caught);
    }
}
