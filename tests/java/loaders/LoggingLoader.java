import java.io.InputStream;
import java.util.TreeSet;

/**
 * A loader that logs every name it is asked for: HotSpot asks the defining loader of a class for
 * every name the class resolves, the library's own (java.lang.Object first) included.
 */
public class LoggingLoader extends ClassLoader {
    final TreeSet<String> asked = new TreeSet<>();

    LoggingLoader() {
        super("logging", null);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        asked.add(name);
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        try (InputStream in = LoggingLoader.class.getResourceAsStream("/" + name + ".class")) {
            if (in == null) {
                throw new ClassNotFoundException(name);
            }
            byte[] b = in.readAllBytes();
            return defineClass(name, b, 0, b.length);
        } catch (java.io.IOException e) {
            throw new ClassNotFoundException(name, e);
        }
    }

    public static void main(String[] args) throws Exception {
        LoggingLoader l = new LoggingLoader();
        Class<?> c = l.loadClass("Logged");
        System.out.println("after loadClass " + l.asked);
        java.lang.reflect.Constructor<?> k = c.getDeclaredConstructor(); k.setAccessible(true); Object o = k.newInstance();
        // (Not printed after linking: HotSpot's verifier also asks for java.util.List there, rvm's does not.)
        System.out.println(o);
        System.out.println("after toString " + l.asked);
        System.out.println(Class.forName("java.util.ArrayList", false, l).getName() + " " + l.asked.contains("java.util.ArrayList"));
    }
}

class Logged {
    public Logged() {}

    public String toString() {
        StringBuilder sb = new StringBuilder("logged");
        java.util.List<String> list = new java.util.ArrayList<>();
        list.add("x");
        return sb.append(list).toString();
    }
}
