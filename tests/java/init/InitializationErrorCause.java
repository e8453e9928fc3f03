// JDK 17 records why a class's initialization failed: every later
// NoClassDefFoundError "Could not initialize class X" has as its cause an
// ExceptionInInitializerError "Exception <class>: <message> [in thread "<name>"]"
// carrying the original exception's stack trace (also for Errors, for a
// superclass that failed, and in another thread).
class FailsWithMessage {
    static {
        if (true) throw new IllegalStateException("boom in clinit");
    }
    static void touch() {}
}

class DividesByZeroInInit {
    static int zero = 0;
    static int x = 10 / zero;
}

class FailsWithError {
    static {
        if (true) throw new StackOverflowError();
    }
    static int y;
}

class BaseFails {
    static {
        if (true) throw new UnsupportedOperationException("base");
    }
}

class SubOfFailing extends BaseFails {
    static int z;
}

class FailsInWorker {
    static {
        if (true) throw new IllegalArgumentException("in worker");
    }
    static int w;
}

public class InitializationErrorCause {
    static void show(Throwable e) {
        System.out.println(e);
        Throwable cause = e.getCause();
        System.out.println("  cause: " + cause);
        if (cause != null) {
            for (StackTraceElement element : cause.getStackTrace()) {
                // Library frames carry rvm's own line numbers.
                if (!element.getClassName().startsWith("java.")) {
                    System.out.println("    at " + element);
                }
            }
            System.out.println("  cause of cause: " + cause.getCause());
        }
    }

    public static void main(String[] args) throws Exception {
        try { FailsWithMessage.touch(); } catch (Throwable e) { show(e); }
        try { FailsWithMessage.touch(); } catch (Throwable e) { show(e); }
        try { System.out.println(DividesByZeroInInit.x); } catch (Throwable e) { show(e); }
        try { System.out.println(DividesByZeroInInit.x); } catch (Throwable e) { e.printStackTrace(System.out); }
        try { System.out.println(FailsWithError.y); } catch (Throwable e) { show(e); }
        try { System.out.println(FailsWithError.y); } catch (Throwable e) { show(e); }
        try { System.out.println(SubOfFailing.z); } catch (Throwable e) { show(e); }
        try { System.out.println(SubOfFailing.z); } catch (Throwable e) { show(e); }
        try { System.out.println(BaseFails.class.getName()); new BaseFails(); } catch (Throwable e) { show(e); }
        Thread worker = new Thread(() -> {
            try { System.out.println(FailsInWorker.w); } catch (Throwable e) { System.out.println("worker: " + e); }
        }, "init-worker");
        worker.start();
        worker.join();
        try { System.out.println(FailsInWorker.w); } catch (Throwable e) { show(e); }
        FailsWithMessage.touch();
    }
}
