import java.io.InputStream;
import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.function.IntSupplier;

/**
 * Two sibling class loaders define the same class files: each gets its own classes (JVMS 5.3),
 * with their own statics and static initializers, and the JDK's messages when they meet.
 */
public class SiblingLoaders {
    static byte[] bytes(String name) throws Exception {
        try (InputStream in = SiblingLoaders.class.getResourceAsStream("/" + name + ".class")) {
            return in.readAllBytes();
        }
    }

    static String hashless(Throwable e) {
        return e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@H");
    }

    /** Defines the Counter family itself (parent: the bootstrap loader); java.* from the parent. */
    static class IsolatingLoader extends ClassLoader {
        IsolatingLoader(String name) {
            super(name, null);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.startsWith("Counter") && !name.equals("Shape") && !name.equals("Square") && !name.equals("Oops")
                    && !name.equals("Maker")) {
                throw new ClassNotFoundException(name);
            }
            try {
                byte[] b = bytes(name);
                return defineClass(name, b, 0, b.length);
            } catch (ClassNotFoundException e) {
                throw e;
            } catch (Exception e) {
                throw new ClassNotFoundException(name, e);
            }
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }

        Class<?> define(String name) throws Exception {
            byte[] b = bytes(name);
            return defineClass(name, b, 0, b.length);
        }
    }

    /** Child-first: defines the Counter family even though the class path has it too. */
    static class ChildFirstLoader extends IsolatingLoader {
        ChildFirstLoader() {
            super("childfirst");
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c != null) {
                    return c;
                }
                try {
                    return findClass(name);
                } catch (ClassNotFoundException e) {
                    return ClassLoader.getSystemClassLoader().loadClass(name);
                }
            }
        }
    }

    static Object call(Class<?> c, String method, Object... args) throws Exception {
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(method) && m.getParameterCount() == args.length) {
                m.setAccessible(true);
                return m.invoke(null, args);
            }
        }
        throw new NoSuchMethodException(method);
    }

    static Object make(Class<?> c) throws Exception {
        java.lang.reflect.Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        return k.newInstance();
    }

    public static void main(String[] args) throws Exception {
        IsolatingLoader one = new IsolatingLoader("one");
        IsolatingLoader two = new IsolatingLoader("two");
        System.out.println("before: " + one.loaded("Counter"));
        Class<?> c1 = one.loadClass("Counter");
        Class<?> c2 = two.loadClass("Counter");
        System.out.println("distinct " + (c1 != c2) + ", same name " + c1.getName().equals(c2.getName()) + ", loaders "
                + c1.getClassLoader().getName() + " " + c2.getClassLoader().getName() + ", app's differs "
                + (c1 != Counter.class));
        System.out.println("findLoadedClass " + (one.loaded("Counter") == c1) + " " + (two.loaded("Counter") == c2)
                + " " + one.loaded("Square"));
        System.out.println("forName " + (Class.forName("Counter", false, one) == c1) + " "
                + (Class.forName("Counter", true, two) == c2));

        // Statics are per class: bump one's counter twice, two's once, the app's never.
        System.out.println("bump " + call(c1, "bump") + " " + call(c1, "bump") + " " + call(c2, "bump") + " app "
                + Counter.count);

        // Instances, instanceof and casts across the two.
        Object o1 = make(c1);
        Object o2 = make(c2);
        System.out.println("isInstance " + c1.isInstance(o1) + " " + c2.isInstance(o1) + " " + c2.isInstance(o2)
                + ", instanceof " + call(c2, "isCounter", o1) + " " + call(c2, "isCounter", o2) + ", assignable "
                + c1.isAssignableFrom(c2));
        System.out.println("as IntSupplier " + ((IntSupplier) o1).getAsInt() + " " + ((IntSupplier) o2).getAsInt());
        try {
            call(c2, "asCounter", o1);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println(hashless(e.getCause()));
        }
        try {
            c2.cast(o1);
        } catch (ClassCastException e) {
            System.out.println(hashless(e));
        }
        try {
            Counter mine = (Counter) o1;
            System.out.println("cast worked " + mine);
        } catch (ClassCastException e) {
            System.out.println(hashless(e));
        }

        // Arrays belong to their element's loader.
        Class<?> a1 = Array.newInstance(c1, 1).getClass();
        Class<?> a2 = Array.newInstance(c2, 1).getClass();
        System.out.println("arrays " + (a1 != a2) + " " + a1.getName().equals(a2.getName()) + " "
                + (a1.getClassLoader() == one) + " " + (a1.getComponentType() == c1) + " "
                + (Class.forName("[LCounter;", false, one) == a1) + " " + (Class.forName("[[LCounter;", false, two).getComponentType() == a2)
                + " " + a1.isInstance(Array.newInstance(c2, 1)) + " " + (call(c1, "newArray").getClass() == a1));

        // Names a class refers to resolve through its loader.
        Object shape = call(c1, "makeShape");
        System.out.println("shape " + shape + " " + (shape.getClass().getClassLoader() == one) + " "
                + (shape.getClass().getSuperclass() == one.loadClass("Shape")) + " " + (one.loaded("Square") != null)
                + " " + two.loaded("Square"));
        Class<?> viaForName = (Class<?>) call(c1, "forNameShape");
        System.out.println("Class.forName from a loaded class " + (viaForName == one.loadClass("Shape")) + " "
                + (viaForName != Shape.class));
        Class<?> inner = one.loadClass("Counter$Inner");
        System.out.println("declaring " + (inner.getDeclaringClass() == c1) + " " + (c1.getDeclaredClasses().length)
                + " nest " + (inner.getNestHost() == c1));
        Method describe = c1.getDeclaredMethod("describe", one.loadClass("Shape"));
        System.out.println("reflection " + describe.getName() + " " + (describe.getParameterTypes()[0] == one.loadClass("Shape"))
                + " " + (describe.getReturnType() == String.class) + " " + (c1.getDeclaredField("last").getType() == one.loadClass("Shape")));
        try {
            c1.getDeclaredMethod("describe", two.loadClass("Shape"));
        } catch (NoSuchMethodException e) {
            System.out.println(hashless(e));
        }
        try {
            c1.getDeclaredMethod("describe", Shape.class);
        } catch (NoSuchMethodException e) {
            System.out.println(hashless(e));
        }
        Object maker = call(c1, "maker");
        System.out.println("lambda " + (maker.getClass().getClassLoader() == one) + " "
                + (call(c1, "fromMaker", maker).getClass().getClassLoader() == one));

        Object p1 = call(c1, "proxyMaker");
        Object p2 = call(c2, "proxyMaker");
        System.out.println("proxy " + (p1.getClass() != p2.getClass()) + " " + one.loadClass("Maker").isInstance(p1) + " "
                + one.loadClass("Maker").isInstance(p2) + " " + (call(c2, "fromMaker", p2).getClass().getClassLoader() == two)
                + " " + (p1.getClass().getClassLoader() == one));

        // A catch clause names its own loader's class.
        System.out.println("catch own " + call(c1, "catchFrom", call(c1, "thrower")));
        try {
            call(c1, "catchFrom", call(c2, "thrower"));
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("not caught: " + e.getCause().getClass().getName() + " from two "
                    + (e.getCause().getClass().getClassLoader() == two));
        }

        // The same loader defining a name twice.
        try {
            one.define("Counter");
        } catch (LinkageError e) {
            System.out.println(hashless(e));
        }
        try {
            one.define("Square");
        } catch (LinkageError e) {
            System.out.println(hashless(e));
        }

        // A new loader instance gives a fresh class: its static initializer runs again.
        IsolatingLoader three = new IsolatingLoader("three");
        Class<?> c3 = Class.forName("Counter", true, three);
        System.out.println("reloaded " + (c3 != c1) + " " + call(c3, "bump"));

        // A child-first loader gets its own copy of a class the class path also has.
        ChildFirstLoader childFirst = new ChildFirstLoader();
        Class<?> cf = childFirst.loadClass("Counter");
        System.out.println("child-first " + (cf != Counter.class) + " " + (cf.getClassLoader() == childFirst) + " "
                + call(cf, "bump") + " app " + Counter.count + " " + (childFirst.loadClass("SiblingLoaders") == SiblingLoaders.class));
        System.out.println("app " + new Counter().getAsInt() + " " + Counter.count);
    }
}

class Counter implements IntSupplier {
    static int count;
    Shape last;

    static {
        ClassLoader l = Counter.class.getClassLoader();
        System.out.println("Counter <clinit> in " + (l == null ? "bootstrap" : l.getName()));
    }

    static class Inner {}

    static int bump() {
        return ++count;
    }

    public int getAsInt() {
        return count * 10;
    }

    static boolean isCounter(Object o) {
        return o instanceof Counter;
    }

    static Object asCounter(Object o) {
        return (Counter) o;
    }

    static Object newArray() {
        return new Counter[2];
    }

    static Shape makeShape() {
        return new Square();
    }

    static Class<?> forNameShape() throws ClassNotFoundException {
        return Class.forName("Shape");
    }

    static String describe(Shape s) {
        return s.toString();
    }

    static Maker maker() {
        return () -> new Square();
    }

    static Object proxyMaker() {
        return java.lang.reflect.Proxy.newProxyInstance(Counter.class.getClassLoader(), new Class<?>[] {Maker.class},
                (proxy, method, args) -> new Square());
    }

    static Object fromMaker(Object m) {
        return ((Maker) m).make();
    }

    static Runnable thrower() {
        return new Runnable() {
            public void run() {
                throw new Oops();
            }
        };
    }

    static String catchFrom(Object r) {
        try {
            ((Runnable) r).run();
            return "nothing thrown";
        } catch (Oops e) {
            return "caught Oops";
        }
    }
}

interface Maker {
    Shape make();
}

class Shape {
    public String toString() {
        return "a " + getClass().getName();
    }
}

class Square extends Shape {}

class Oops extends RuntimeException {}
