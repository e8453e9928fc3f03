import java.lang.reflect.*;

public class ReflectErrors {
    static class Target {
        private int hidden = 5;
        public final int fixed = 1;
        public static final String CONST = "c";
        public String text = "t";
        public Target() {}
        public int twice(int x) { return 2 * x; }
        public void fail(String why) { throw new IllegalStateException(why); }
        public void checked() throws Exception { throw new java.io.IOException("disk"); }
        private String whisper() { return "psst"; }
    }
    static abstract class Abstract { public Abstract() {} }
    static class Boom { static { if (true) throw new RuntimeException("init failed"); } public static void go() {} }
    static class Thrower { public Thrower() { throw new UnsupportedOperationException("no"); } }

    interface Step { void run() throws Exception; }

    static void attempt(String label, Step step) {
        try {
            step.run();
            System.out.println(label + ": ok");
        } catch (InvocationTargetException e) {
            System.out.println(label + ": " + e.getClass().getName() + " message=" + e.getMessage() + " cause=" + e.getCause());
        } catch (Throwable e) {
            System.out.println(label + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Target t = new Target();
        Method twice = Target.class.getMethod("twice", int.class);
        attempt("null receiver", () -> twice.invoke(null, 1));
        attempt("wrong receiver", () -> twice.invoke("s", 1));
        attempt("too many", () -> twice.invoke(t, 1, 2));
        attempt("too few", () -> twice.invoke(t));
        attempt("bad type", () -> twice.invoke(t, "x"));
        attempt("null prim", () -> twice.invoke(t, (Object) null));
        attempt("narrowing", () -> twice.invoke(t, 3L));
        attempt("widening", () -> System.out.println(twice.invoke(t, 'A')));
        attempt("throws", () -> Target.class.getMethod("fail", String.class).invoke(t, "bad state"));
        attempt("checked", () -> Target.class.getMethod("checked").invoke(t));
        attempt("no method", () -> Target.class.getMethod("nope", int.class, String[].class));
        attempt("private via getMethod", () -> Target.class.getMethod("whisper"));
        attempt("no field", () -> Target.class.getField("hidden"));
        attempt("no declared field", () -> Target.class.getDeclaredField("missing"));
        attempt("no ctor", () -> Target.class.getConstructor(int.class));
        attempt("abstract", () -> Abstract.class.getConstructor().newInstance());
        attempt("ctor throws", () -> Thrower.class.getConstructor().newInstance());
        attempt("init error", () -> Boom.class.getMethod("go").invoke(null));
        attempt("init again", () -> Boom.class.getMethod("go").invoke(null));
        Field text = Target.class.getField("text");
        attempt("get int of String", () -> text.getInt(t));
        attempt("set String to int", () -> text.set(t, 3));
        attempt("get null obj", () -> text.get(null));
        attempt("get wrong obj", () -> text.get("other"));
        attempt("set final", () -> Target.class.getField("fixed").set(t, 2));
        attempt("set static final", () -> Target.class.getField("CONST").set(null, "d"));
        attempt("setInt String", () -> text.setInt(t, 5));
        Field fixed = Target.class.getField("fixed");
        fixed.setAccessible(true);
        attempt("set final accessible", () -> { fixed.setInt(t, 9); System.out.println(fixed.getInt(t)); });
        attempt("set null to int", () -> fixed.set(t, null));
        attempt("get byte of int", () -> fixed.getByte(t));
        attempt("getLong of int", () -> System.out.println(fixed.getLong(t)));
        attempt("array newInstance void", () -> Array.newInstance(void.class, 1));
        attempt("array negative", () -> Array.newInstance(int.class, -1));
        attempt("array get non-array", () -> Array.get("x", 0));
        attempt("array get oob", () -> Array.get(new int[2], 5));
        attempt("array set mismatch", () -> Array.set(new String[1], 0, 4));
        attempt("array setInt on long[]", () -> { long[] a = new long[1]; Array.setInt(a, 0, 7); System.out.println(a[0]); });
        attempt("array getInt on long[]", () -> Array.getInt(new long[1], 0));
        attempt("array length null", () -> Array.getLength(null));
        attempt("proxy non-interface", () -> Proxy.newProxyInstance(null, new Class<?>[] {String.class}, (p, m, a) -> null));
        attempt("not a proxy", () -> Proxy.getInvocationHandler("x"));
    }
}
