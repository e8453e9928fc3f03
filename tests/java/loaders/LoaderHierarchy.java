import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;

/**
 * A loader hierarchy in which one class name stands for different class files: a class that
 * refers to DepOne gets the DepOne its own loader resolves (JVMS 5.3), whichever loader asked.
 */
public class LoaderHierarchy {
    static byte[] bytes(String name) throws Exception {
        try (InputStream in = LoaderHierarchy.class.getResourceAsStream("/" + name + ".class")) {
            return in.readAllBytes();
        }
    }

    /** DepTwo's class file renamed to DepOne (both names have six letters). */
    static byte[] renamed() throws Exception {
        byte[] b = bytes("DepTwo");
        byte[] from = "\u0000\u0006DepTwo".getBytes("ISO-8859-1");
        byte[] to = "\u0000\u0006DepOne".getBytes("ISO-8859-1");
        for (int i = 0; i + from.length <= b.length; i++) {
            boolean match = true;
            for (int j = 0; j < from.length && match; j++) {
                match = b[i + j] == from[j];
            }
            if (match) {
                System.arraycopy(to, 0, b, i, to.length);
            }
        }
        return b;
    }

    /** Serves the class files it was given; child-first for them when asked, else parent-first. */
    static class MapLoader extends ClassLoader {
        final Map<String, byte[]> classes = new HashMap<>();
        final boolean childFirst;
        final StringBuilder log = new StringBuilder();

        MapLoader(String name, ClassLoader parent, boolean childFirst) {
            super(name, parent);
            this.childFirst = childFirst;
        }

        MapLoader serve(String name, byte[] b) {
            classes.put(name, b);
            return this;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null && childFirst && classes.containsKey(name)) {
                    c = findClass(name);
                }
                return c != null ? c : super.loadClass(name, resolve);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = classes.get(name);
            if (b == null) {
                throw new ClassNotFoundException(name);
            }
            log.append(' ').append(name);
            return defineClass(name, b, 0, b.length);
        }
    }

    static Object run(Class<?> c) throws Exception {
        Method m = c.getDeclaredMethod("describe");
        m.setAccessible(true);
        return m.invoke(null);
    }

    static String name(ClassLoader l) {
        return l == null ? "bootstrap" : l.getName();
    }

    public static void main(String[] args) throws Exception {
        byte[] user = bytes("User");
        // base defines User and the real DepOne; child (under base) defines its own User and a
        // DepOne made from DepTwo's bytes; sibling (under base, parent-first) defines nothing.
        MapLoader base = new MapLoader("base", null, false).serve("User", user).serve("DepOne", bytes("DepOne"));
        MapLoader child = new MapLoader("child", base, true).serve("User", user).serve("DepOne", renamed());
        MapLoader sibling = new MapLoader("sibling", base, false).serve("User", user);

        Class<?> baseUser = base.loadClass("User");
        Class<?> childUser = child.loadClass("User");
        Class<?> siblingUser = sibling.loadClass("User");
        System.out.println("User: " + name(baseUser.getClassLoader()) + " " + name(childUser.getClassLoader()) + " "
                + name(siblingUser.getClassLoader()) + " sibling's is base's " + (siblingUser == baseUser));
        System.out.println("base: " + run(baseUser));
        System.out.println("child: " + run(childUser));
        System.out.println("sibling: " + run(siblingUser));
        System.out.println("app: " + User.describe());
        Class<?> baseDep = base.loadClass("DepOne");
        Class<?> childDep = child.loadClass("DepOne");
        System.out.println("DepOne: " + (baseDep != childDep) + " " + name(childDep.getClassLoader()) + " "
                + (child.loadClass("User").getDeclaredMethod("dep").getReturnType() == childDep) + " "
                + (sibling.loadClass("DepOne") == baseDep));
        System.out.println("logs:" + base.log + " |" + child.log + " |" + sibling.log);

        // A class of the parent passed where the child's class of the same name is expected.
        Method make = baseDep.getDeclaredMethod("make");
        try {
            make.invoke(null);
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage());
        }
        make.setAccessible(true);
        Object baseDepValue = make.invoke(null);
        Method childMake = childDep.getDeclaredMethod("make");
        childMake.setAccessible(true);
        Method take = childUser.getDeclaredMethod("take", Object.class);
        take.setAccessible(true);
        try {
            take.invoke(null, baseDepValue);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println(e.getCause().getMessage().replaceAll("@[0-9a-f]+", "@H"));
        }
        System.out.println("take own: " + take.invoke(null, childMake.invoke(null)));
        System.out.println(Class.forName("DepOne", false, child) == childDep);
        try {
            Class.forName("NoSuchDep", false, child);
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
    }
}

class User {
    static DepOne dep() {
        return new DepOne();
    }

    static String describe() {
        return DepOne.version() + " (" + DepOne.loads + " loads)";
    }

    static Object take(Object o) {
        return "took " + ((DepOne) o).getClass().getName();
    }
}

class DepOne {
    static int loads;

    static {
        loads++;
        System.out.println("DepOne <clinit> (one) in " + DepOne.class.getClassLoader().getName());
    }

    static String version() {
        return "one";
    }

    static Object make() {
        return new DepOne();
    }
}

class DepTwo {
    static int loads;

    static {
        loads += 2;
        System.out.println("DepTwo <clinit> (two) in " + DepTwo.class.getClassLoader().getName());
    }

    static String version() {
        return "two";
    }

    static Object make() {
        return new DepTwo();
    }
}
