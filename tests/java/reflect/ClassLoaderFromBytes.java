import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.function.Supplier;

/**
 * A custom class loader that defines a class from the bytes of its class file (a class the
 * application itself never loads), finds it again, runs it through an interface both share.
 */
public class ClassLoaderFromBytes {
    public static class Greeter implements Supplier<String> {
        public static int loads;

        static {
            loads++;
        }

        @Override
        public String get() {
            return "hello from " + getClass().getName() + " loads=" + loads;
        }
    }

    static class BytesLoader extends ClassLoader {
        private final byte[] bytes;
        private final String name;
        int defined;

        BytesLoader(ClassLoader parent, String name, byte[] bytes) {
            super(parent);
            this.name = name;
            this.bytes = bytes;
        }

        @Override
        protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
            synchronized (getClassLoadingLock(n)) {
                if (n.equals(name)) {
                    Class<?> c = findLoadedClass(n);
                    if (c == null) {
                        c = defineClass(n, bytes, 0, bytes.length);
                        defined++;
                    }
                    return c;
                }
                return super.loadClass(n, resolve);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        String name = ClassLoaderFromBytes.class.getName() + "$Greeter";
        byte[] bytes;
        try (InputStream in = ClassLoaderFromBytes.class.getResourceAsStream("/" + name.replace('.', '/') + ".class")) {
            bytes = in.readAllBytes();
        }
        System.out.println("class file magic: " + Integer.toHexString(((bytes[0] & 0xff) << 24) | ((bytes[1] & 0xff) << 16)
                | ((bytes[2] & 0xff) << 8) | (bytes[3] & 0xff)));
        BytesLoader loader = new BytesLoader(ClassLoaderFromBytes.class.getClassLoader(), name, bytes);
        Class<?> c = loader.loadClass(name);
        System.out.println("same name: " + c.getName().equals(name) + ", loader ok: "
                + (c.getClassLoader() == loader) + ", again same: " + (loader.loadClass(name) == c) + ", defined " + loader.defined);
        @SuppressWarnings("unchecked")
        Supplier<String> s = (Supplier<String>) c.getConstructor().newInstance();
        System.out.println(s.get());
        System.out.println("Supplier shared: "
                + (c.getInterfaces()[0] == Supplier.class));
        Method get = c.getMethod("get");
        System.out.println("reflective: " + get.invoke(s));
        System.out.println("parent does not see it: " + (ClassLoaderFromBytes.class.getClassLoader().getResource("no/such/Thing.class") == null)
                + ", static state: " + c.getDeclaredField("loads").getInt(null));
        BytesLoader bad = new BytesLoader(null, "Broken", new byte[] {(byte) 0xca, (byte) 0xfe, 0, 1});
        try {
            bad.loadClass("Broken");
        } catch (ClassFormatError e) {
            System.out.println("ClassFormatError");
        }
        BytesLoader wrongName = new BytesLoader(null, "Other", bytes);
        try {
            wrongName.loadClass("Other");
        } catch (NoClassDefFoundError e) {
            System.out.println("NoClassDefFoundError: " + e.getMessage());
        }
    }
}
