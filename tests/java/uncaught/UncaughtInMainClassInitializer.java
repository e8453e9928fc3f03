public class UncaughtInMainClassInitializer {
    static int value = compute();

    static int compute() {
        System.out.println("static initializer of the main class");
        throw new IllegalStateException("main class cannot initialize");
    }

    public static void main(String[] args) {
        System.out.println("main never runs " + value);
    }
}
