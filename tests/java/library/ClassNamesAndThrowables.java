import java.io.*;
import java.util.*;

public class ClassNamesAndThrowables {
    static class Nested { class Inner {} static class Deeper {} }
    interface Iface {}
    enum E { A, B { } }
    record R(int v) {}

    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
    }

    static class Resource implements AutoCloseable {
        final String name; final boolean failOnClose;
        static final List<String> LOG = new ArrayList<>();
        Resource(String name, boolean failOnClose) { this.name = name; this.failOnClose = failOnClose; LOG.add("open " + name); }
        @Override public void close() throws IOException {
            LOG.add("close " + name);
            if (failOnClose) throw new IOException("close failed: " + name);
        }
    }

    static String firstLine(Throwable t) {
        StringWriter sw = new StringWriter();
        t.printStackTrace(new PrintWriter(sw));
        String all = sw.toString();
        int nl = all.indexOf('\n');
        return nl < 0 ? all : all.substring(0, nl).trim();
    }

    public static void main(String[] args) throws Exception {
        Class<?>[] classes = {String.class, int.class, void.class, int[].class, String[][].class, Nested.class, Nested.Inner.class, Nested.Deeper.class, Iface.class, E.class, E.A.getClass(), E.B.getClass(), R.class, Map.Entry.class, long[][][].class, Nested[].class, boolean.class, double[].class, Integer.class, Object[].class, char.class, byte[].class, ArrayList.class};
        for (Class<?> c : classes) System.out.println(c.getName() + " | " + c.getSimpleName() + " | " + c.isArray() + " " + c.isPrimitive() + " " + c.isInterface());
        Object anon = new Object() {};
        Runnable lambda = () -> {};
        System.out.println(anon.getClass().getName() + " [" + anon.getClass().getSimpleName() + "] " + (lambda.getClass().getName().startsWith("ClassNamesAndThrowables$$Lambda")));
        class LocalClass {}
        System.out.println(new LocalClass().getClass().getName() + " " + LocalClass.class.getSimpleName());
        System.out.println("abc".getClass() == String.class);
        System.out.println(new int[0].getClass() == int[].class);
        System.out.println(Integer.valueOf(1).getClass().getName() + " " + new ArrayList<String>().getClass().getSimpleName() + " " + new int[2][3].getClass().getName() + " " + int[].class.getComponentType() + " " + String[].class.getComponentType().getName() + " " + String.class.getSuperclass().getName() + " " + Integer.class.getSuperclass().getSimpleName() + " " + Object.class.getSuperclass());
        System.out.println(String.class + " | " + int.class + " | " + Iface.class + " | " + int[].class);
        System.out.println(Number.class.isInstance(5) + " " + String.class.isInstance(5) + " " + Number.class.isAssignableFrom(Integer.class) + " " + Integer.class.isAssignableFrom(Number.class));

        Throwable plain = new Throwable();
        Exception withMsg = new Exception("message here");
        RuntimeException withCause = new RuntimeException(new IllegalStateException("root"));
        RuntimeException both = new RuntimeException("outer", new IOException("io"));
        Error err = new Error((String) null);
        System.out.println(plain + " | " + plain.getMessage() + " | " + plain.getCause() + " | " + plain.getLocalizedMessage());
        System.out.println(withMsg + " | " + withMsg.getMessage());
        System.out.println(withCause + " | " + withCause.getMessage() + " | " + withCause.getCause());
        System.out.println(both + " | " + both.getCause().getMessage() + " | " + err);
        Exception init = new Exception("late cause");
        init.initCause(new ArithmeticException("div"));
        System.out.println(init.getCause());
        try {
            init.initCause(new RuntimeException());
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        try {
            init.initCause(init);
        } catch (IllegalArgumentException | IllegalStateException e) {
            System.out.println("self cause: " + e.getClass().getSimpleName());
        }
        AppException chain = new AppException("level1", new AppException("level2", new IllegalArgumentException("level3")));
        StringBuilder sb = new StringBuilder();
        for (Throwable t = chain; t != null; t = t.getCause()) sb.append(t.getClass().getSimpleName()).append(':').append(t.getMessage()).append(" -> ");
        System.out.println(sb);
        System.out.println(chain.getStackTrace().length > 0);
        System.out.println(new AppException("coded", 42).code + " " + new AppException("x", 1).toString());

        Exception primary = new Exception("primary");
        primary.addSuppressed(new IOException("s1"));
        primary.addSuppressed(new IllegalStateException("s2"));
        System.out.println(primary.getSuppressed().length + " " + primary.getSuppressed()[0] + " " + primary.getSuppressed()[1].getMessage());
        try {
            primary.addSuppressed(primary);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
        try {
            primary.addSuppressed(null);
        } catch (NullPointerException e) {
            System.out.println("null suppression: " + e.getMessage());
        }

        try (Resource r1 = new Resource("r1", true); Resource r2 = new Resource("r2", true)) {
            throw new IllegalStateException("body failed");
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + " suppressed=" + e.getSuppressed().length + " " + e.getSuppressed()[0].getMessage() + ", " + e.getSuppressed()[1].getMessage());
        }
        try (Resource r3 = new Resource("r3", false); Resource r4 = new Resource("r4", true)) {
            Resource.LOG.add("body ok");
        } catch (IOException e) {
            System.out.println("close exception: " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
        System.out.println(Resource.LOG);
        try {
            try {
                throw new AppException("inner", 7);
            } finally {
                System.out.println("finally runs");
            }
        } catch (AppException e) {
            System.out.println("caught " + e.getMessage() + " code=" + e.code);
        }
        Throwable noStack = new RuntimeException("quiet", null, false, false) {};
        noStack.addSuppressed(new Exception("ignored"));
        System.out.println(noStack.getSuppressed().length + " " + noStack.getStackTrace().length + " " + noStack.getMessage());
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println(st[0].getMethodName() + " " + st[0].getClassName());
        System.out.println(Runtime.getRuntime().availableProcessors() > 0);
        System.out.println(Runtime.getRuntime().maxMemory() > 0 && Runtime.getRuntime().totalMemory() > 0 && Runtime.getRuntime().freeMemory() >= 0);
        System.out.println(System.lineSeparator().equals("\n") + " " + System.getProperty("line.separator").length() + " " + (System.nanoTime() > 0 || true) + " " + (System.currentTimeMillis() > 1000000000000L));
        // printStackTrace into a custom stream: only the first line is compared
        System.out.println(firstLine(chain));
        System.out.println(firstLine(new ArrayIndexOutOfBoundsException(3)));
        throw new AppException("fatal: exiting via uncaught checked exception", 3);
    }
}
