import java.lang.reflect.Method;
import java.net.URL;
import java.util.function.Supplier;
import org.codehaus.plexus.classworlds.ClassWorld;
import org.codehaus.plexus.classworlds.realm.ClassRealm;

/**
 * plexus-classworlds (Maven's launcher) builds class realms, each a URLClassLoader of its own:
 * two realms over the same directory define two copies of a class; imports share one.
 */
public class PlexusRealms {
    static Object call(Class<?> c, String name, Object... args) throws Exception {
        for (Method m : c.getDeclaredMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length) {
                m.setAccessible(true);
                return m.invoke(null, args);
            }
        }
        throw new NoSuchMethodException(name);
    }

    public static void main(String[] args) throws Exception {
        URL here = PlexusRealms.class.getProtectionDomain().getCodeSource().getLocation();
        ClassWorld world = new ClassWorld();
        ClassRealm a = world.newRealm("a", null);
        a.addURL(here);
        ClassRealm b = world.newRealm("b", null);
        b.addURL(here);
        System.out.println("realms " + a.getId() + " " + b.getId() + " " + (world.getRealm("a") == a) + " "
                + world.getRealms().size() + " urls " + a.getURLs().length);
        Class<?> pa = a.loadClass("RealmPlugin");
        Class<?> pb = b.loadClass("RealmPlugin");
        System.out.println("plugins distinct " + (pa != pb) + " " + (pa != RealmPlugin.class) + " loaders "
                + (pa.getClassLoader() == a) + " " + (pb.getClassLoader() == b));
        System.out.println("calls " + call(pa, "next") + " " + call(pa, "next") + " " + call(pb, "next") + " app "
                + RealmPlugin.calls);
        Object made = call(pa, "make");
        System.out.println("supplier " + ((Supplier<?>) made).get() + " " + call(pb, "accepts", made) + " "
                + call(pa, "accepts", made));
        try {
            call(pb, "cast", made);
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println(e.getCause().getClass().getName());
        }

        ClassRealm c = world.newRealm("c", null);
        c.importFrom("a", "RealmPlugin");
        System.out.println("imported " + (c.loadClass("RealmPlugin") == pa));
        ClassRealm child = a.createChildRealm("a.child");
        System.out.println("child realm " + child.getId() + " " + (child.getParentRealm() == a) + " "
                + (child.loadClass("RealmPlugin") == pa));
        try {
            world.newRealm("a");
        } catch (Exception e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            b.loadClass("no.such.Plugin");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        world.disposeRealm("b");
        System.out.println("after dispose " + world.getRealms().size());
    }
}

class RealmPlugin implements Supplier<String> {
    static int calls;

    static {
        ClassLoader l = RealmPlugin.class.getClassLoader();
        System.out.println("RealmPlugin <clinit>, in a realm: " + l.getClass().getName().endsWith(".ClassRealm"));
    }

    static int next() {
        return ++calls;
    }

    static Object make() {
        return new RealmPlugin();
    }

    static boolean accepts(Object o) {
        return o instanceof RealmPlugin;
    }

    static Object cast(Object o) {
        return (RealmPlugin) o;
    }

    public String get() {
        return "plugin " + calls;
    }
}
