public class ExitFromNestedCall {
    static int descend(int depth) {
        if (depth == 0) {
            System.out.println("exiting from the bottom");
            System.exit(42);
        }
        try {
            return descend(depth - 1) + 1;
        } finally {
            System.out.println("finally at depth " + depth + " must not run");
        }
    }

    public static void main(String[] args) {
        System.out.println("descending");
        System.out.println(descend(10));
    }
}
