import java.lang.reflect.*;

public class AccessRules {
    static class Outer {
        private int secret = 42;
        private static String hidden() { return "hidden"; }
        private Outer() {}
    }

    public static void main(String[] args) throws Exception {
        // Nestmates: AccessRules and Outer share a nest, so private members are accessible.
        Field f = Outer.class.getDeclaredField("secret");
        Constructor<Outer> c = Outer.class.getDeclaredConstructor();
        Outer o = c.newInstance();
        System.out.println(f.getInt(o) + " " + Outer.class.getDeclaredMethod("hidden").invoke(null));
        Helper.run(o);
        System.out.println(f.canAccess(o) + " " + f.isAccessible());
        f.setAccessible(true);
        System.out.println(f.canAccess(o) + " " + f.trySetAccessible());
    }
}

class Helper {
    static void run(Object o) throws Exception {
        Field f = o.getClass().getDeclaredField("secret");
        try {
            f.get(o);
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        Method m = o.getClass().getDeclaredMethod("hidden");
        try {
            m.invoke(null);
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        try {
            o.getClass().getDeclaredConstructor().newInstance();
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        f.setAccessible(true);
        System.out.println("after setAccessible: " + f.get(o));
        Field value = String.class.getDeclaredField("hash");
        try {
            value.setAccessible(true);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
        System.out.println(value.trySetAccessible());
        try {
            value.get("abc");
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
    }
}
