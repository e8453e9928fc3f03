// Thread.setUncaughtExceptionHandler and setDefaultUncaughtExceptionHandler replace the report.
public class UncaughtHandler {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { throw new RuntimeException("from a"); }, "a");
        a.setUncaughtExceptionHandler((t, e) -> System.out.println("handler of " + t.getName() + ": " + e.getMessage()));
        a.start();
        a.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + t.getName() + " " + e));
        Thread b = new Thread(() -> { throw new ArithmeticException("from b"); }, "b");
        b.start();
        b.join();
        System.out.println("handlers: " + (a.getUncaughtExceptionHandler() != null) + " " + (b.getUncaughtExceptionHandler() == null));
        throw new IllegalStateException("main ends through the default handler");
    }
}
