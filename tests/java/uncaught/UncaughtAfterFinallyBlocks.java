public class UncaughtAfterFinallyBlocks {
    static void inner() {
        try {
            System.out.println("inner try");
            throw new UnsupportedOperationException("from inner");
        } finally {
            System.out.println("inner finally");
        }
    }

    static void outer() {
        try {
            inner();
        } catch (IllegalArgumentException e) {
            System.out.println("wrong handler");
        } finally {
            System.out.println("outer finally");
        }
    }

    public static void main(String[] args) {
        try {
            outer();
        } finally {
            System.out.println("main finally");
        }
    }
}
