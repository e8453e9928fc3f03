package java.lang.reflect;

import java.util.ArrayList;
import java.util.HashMap;

/**
 * rvm's java.lang.reflect.Proxy: the VM writes the proxy class (natives/proxy.rs, defineProxy0);
 * each of its methods calls rvmInvoke with its index in the class's method table (Object's
 * hashCode, equals, toString, then the interfaces' methods), which calls the handler and applies
 * the JDK's rules for exceptions (undeclared checked exceptions become
 * UndeclaredThrowableException). Proxy classes are cached per interface list.
 */
public class Proxy implements java.io.Serializable {
    protected InvocationHandler h;

    /** By the interface classes themselves: two loaders may each have an interface of one name. */
    private static final HashMap<java.util.List<Class<?>>, Class<?>> CACHE = new HashMap<>();
    private static final HashMap<Class<?>, Method[]> TABLES = new HashMap<>();
    private static int counter;

    protected Proxy(InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        this.h = h;
    }

    private static native Class<?> defineProxy0(String name, Class<?>[] interfaces, String[] names, String[] descriptors);

    @Deprecated
    public static Class<?> getProxyClass(ClassLoader loader, Class<?>... interfaces) {
        checkVisible(loader, interfaces);
        return proxyClass(interfaces);
    }

    /** The JDK's check that the loader sees the interfaces and the types their methods name. */
    private static void checkVisible(ClassLoader loader, Class<?>[] interfaces) {
        if (loader != null) {
            return;
        }
        for (Class<?> i : interfaces) {
            ensureVisible(i);
            for (Method m : i.getMethods()) {
                for (Class<?> p : m.getParameterTypes()) {
                    ensureVisible(p);
                }
                ensureVisible(m.getReturnType());
            }
        }
    }

    private static void ensureVisible(Class<?> c) {
        while (c.isArray()) {
            c = c.getComponentType();
        }
        if (!c.isPrimitive() && !c.isLibrary0()) {
            throw new IllegalArgumentException(c.getName() + " referenced from a method is not visible from class loader: null");
        }
    }

    private static synchronized Class<?> proxyClass(Class<?>[] interfaces) {
        for (Class<?> i : interfaces) {
            if (!i.isInterface()) {
                throw new IllegalArgumentException(i.getName() + " is not an interface");
            }
        }
        java.util.List<Class<?>> key = java.util.Arrays.asList(interfaces.clone());
        Class<?> cached = CACHE.get(key);
        if (cached != null) {
            return cached;
        }
        String pkg = null;
        for (Class<?> i : interfaces) {
            if (!Modifier.isPublic(i.getModifiers())) {
                pkg = i.getPackageName();
            }
        }
        String name = (pkg == null ? "jdk.proxy1".replace('.', '/') : pkg.replace('.', '/')) + (pkg != null && pkg.isEmpty() ? "" : "/") + "$Proxy" + counter++;
        ArrayList<Method> table = new ArrayList<>();
        try {
            table.add(Object.class.getMethod("hashCode"));
            table.add(Object.class.getMethod("equals", Object.class));
            table.add(Object.class.getMethod("toString"));
        } catch (NoSuchMethodException e) {
            throw new InternalError(e.toString());
        }
        ArrayList<String> descriptors = new ArrayList<>();
        descriptors.add("()I");
        descriptors.add("(Ljava/lang/Object;)Z");
        descriptors.add("()Ljava/lang/String;");
        for (Class<?> i : interfaces) {
            for (Method m : i.getMethods()) {
                if (Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                String d = RvmReflect.methodDescriptor(m);
                boolean seen = false;
                for (int k = 0; k < table.size(); k++) {
                    if (table.get(k).getName().equals(m.getName()) && descriptors.get(k).equals(d)) {
                        seen = true;
                        break;
                    }
                }
                if (!seen) {
                    table.add(m);
                    descriptors.add(d);
                }
            }
        }
        String[] names = new String[table.size()];
        for (int k = 0; k < names.length; k++) {
            names[k] = table.get(k).getName();
        }
        Class<?> c = defineProxy0(name, interfaces.clone(), names, descriptors.toArray(new String[0]));
        CACHE.put(key, c);
        TABLES.put(c, table.toArray(new Method[0]));
        return c;
    }

    public static Object newProxyInstance(ClassLoader loader, Class<?>[] interfaces, InvocationHandler h) {
        if (h == null) {
            throw new NullPointerException();
        }
        checkVisible(loader, interfaces);
        return newInstance(proxyClass(interfaces), h);
    }

    /** A proxy for rvm's own uses (annotations), without the class-loader check. */
    static Object rvmNewProxyInstance(Class<?>[] interfaces, InvocationHandler h) {
        return newInstance(proxyClass(interfaces), h);
    }

    private static Object newInstance(Class<?> c, InvocationHandler h) {
        try {
            Constructor<?> constructor = c.getConstructor(InvocationHandler.class);
            return constructor.newInstance(h);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e.toString());
        }
    }

    public static boolean isProxyClass(Class<?> cl) {
        synchronized (Proxy.class) {
            return TABLES.containsKey(cl);
        }
    }

    public static InvocationHandler getInvocationHandler(Object proxy) throws IllegalArgumentException {
        if (proxy == null || !isProxyClass(proxy.getClass())) {
            throw new IllegalArgumentException("not a proxy instance");
        }
        return ((Proxy) proxy).h;
    }

    /** Called by every method of a proxy class (natives/proxy.rs). */
    static Object rvmInvoke(Proxy proxy, int index, Object[] args) throws Throwable {
        Method[] table;
        synchronized (Proxy.class) {
            table = TABLES.get(proxy.getClass());
        }
        Method m = table[index];
        try {
            return proxy.h.invoke(proxy, m, args.length == 0 ? null : args);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            for (Class<?> declared : m.getExceptionTypes()) {
                if (declared.isInstance(t)) {
                    throw t;
                }
            }
            throw new UndeclaredThrowableException(t);
        }
    }
}
