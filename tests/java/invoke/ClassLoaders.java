import java.io.*;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.ByteBuffer;
import java.nio.file.*;
import java.security.*;
import java.util.*;
import java.util.function.Supplier;

public class ClassLoaders {
    static class Helper {}

    static byte[] classBytes(String name) throws IOException {
        try (InputStream in = ClassLoaders.class.getResourceAsStream("/" + name + ".class")) {
            return in.readAllBytes();
        }
    }

    /** Defines the classes it was given from their bytes; everything else goes to the parent. */
    static class BytesLoader extends ClassLoader {
        final Map<String, byte[]> bytes = new HashMap<>();
        final List<String> log = new ArrayList<>();

        BytesLoader(ClassLoader parent, String... names) throws IOException {
            super(parent);
            for (String n : names) {
                bytes.put(n, classBytes(n));
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = bytes.get(name);
            if (b == null) {
                throw new ClassNotFoundException(name);
            }
            log.add("find " + name);
            return defineClass(name, b, 0, b.length);
        }

        Class<?> define(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }

        Class<?> define(String name, byte[] b, int off, int len) {
            return defineClass(name, b, off, len);
        }

        Class<?> define(String name, ByteBuffer b, ProtectionDomain pd) {
            return defineClass(name, b, pd);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }
    }

    static String hashless(Throwable e) {
        if (e == null) {
            return "no cause";
        }
        return e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@H");
    }

    static void definedFromBytes() throws Exception {
        BytesLoader loader = new BytesLoader(null, "LoadedPlugin", "LoadedHelper", "LoadedBase", "LoadedChild");
        System.out.println(loader.loaded("LoadedPlugin"));
        Class<?> plugin = loader.loadClass("LoadedPlugin");
        System.out.println(plugin.getName() + " " + (plugin.getClassLoader() == loader) + " " + loader.log);
        System.out.println((loader.loadClass("LoadedPlugin") == plugin) + " " + (loader.loaded("LoadedPlugin") == plugin)
                + " " + (Class.forName("LoadedPlugin", false, loader) == plugin) + " " + loader.log);
        @SuppressWarnings("unchecked")
        java.lang.reflect.Constructor<?> make = plugin.getDeclaredConstructor();
        make.setAccessible(true);
        Supplier<String> s = (Supplier<String>) make.newInstance();
        System.out.println(s.get() + " " + new TreeSet<>(loader.log));
        System.out.println(s.get() + " " + new TreeSet<>(loader.log));
        System.out.println(s.toString());
        try {
            java.lang.reflect.Constructor<?> dangling = new BytesLoader(null, "LoadedDangling").loadClass("LoadedDangling").getDeclaredConstructor();
            dangling.setAccessible(true);
            dangling.newInstance();
        } catch (Throwable e) {
            System.out.println(hashless(e) + " / " + hashless(e.getCause()));
        }
        System.out.println(plugin.getSuperclass().getName() + " " + (plugin.getModule() == loader.getUnnamedModule())
                + " " + (java.lang.reflect.Array.newInstance(plugin, 1).getClass().getClassLoader() == loader));
        Class<?> parentFirst = new BytesLoader(ClassLoaders.class.getClassLoader(), "ClassLoaders$Helper").loadClass("ClassLoaders$Helper");
        System.out.println(parentFirst == Helper.class);
        try {
            loader.define("LoadedPlugin", classBytes("LoadedPlugin"));
        } catch (LinkageError e) {
            System.out.println(hashless(e));
        }
        BytesLoader other = new BytesLoader(null);
        byte[] helperBytes = classBytes("LoadedWrongName");
        try {
            other.define("Renamed", helperBytes);
        } catch (NoClassDefFoundError e) {
            System.out.println(hashless(e));
        }
        try {
            other.define("Garbage", new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        } catch (ClassFormatError e) {
            System.out.println(hashless(e));
        }
        try {
            other.define("LoadedWrongName", Arrays.copyOf(helperBytes, 30));
        } catch (ClassFormatError e) {
            System.out.println(hashless(e));
        }
        try {
            other.define("java.lang.Evil", helperBytes);
        } catch (SecurityException e) {
            System.out.println(hashless(e));
        }
        try {
            other.define("LoadedWrongName", helperBytes, 4, helperBytes.length);
        } catch (IndexOutOfBoundsException | ClassFormatError e) {
            System.out.println(e.getClass().getName());
        }
        CodeSource cs = new CodeSource(null, (java.security.cert.Certificate[]) null);
        ProtectionDomain pd = new ProtectionDomain(cs, null);
        Class<?> viaBuffer = other.define(null, ByteBuffer.wrap(helperBytes), pd);
        java.lang.reflect.Method value = viaBuffer.getDeclaredMethod("value");
        value.setAccessible(true);
        System.out.println(viaBuffer.getName() + " " + (viaBuffer.getProtectionDomain() == pd) + " " + (viaBuffer.getClassLoader() == other)
                + " " + value.invoke(null));
        try {
            loader.loadClass("LoadedMissing");
        } catch (ClassNotFoundException e) {
            System.out.println(hashless(e));
        }
    }

    static void jarClassLoader() throws Exception {
        File jar = File.createTempFile("rvm-ucl", ".jar");
        try {
            try (java.util.zip.ZipOutputStream zos = new java.util.zip.ZipOutputStream(new FileOutputStream(jar))) {
                zos.putNextEntry(new java.util.zip.ZipEntry("META-INF/MANIFEST.MF"));
                zos.write("Manifest-Version: 1.0\r\nMain-Class: JarPlugin\r\n\r\n".getBytes());
                zos.putNextEntry(new java.util.zip.ZipEntry("JarPlugin.class"));
                zos.write(classBytes("JarPlugin"));
                zos.putNextEntry(new java.util.zip.ZipEntry("res/data.txt"));
                zos.write("data in the jar".getBytes());
            }
            URL url = jar.toURI().toURL();
            try (URLClassLoader ucl = new URLClassLoader(new URL[] {url}, null)) {
                Class<?> c = ucl.loadClass("JarPlugin");
                java.lang.reflect.Constructor<?> make = c.getDeclaredConstructor();
                make.setAccessible(true);
                @SuppressWarnings("unchecked")
                Supplier<String> s = (Supplier<String>) make.newInstance();
                System.out.println(s.get() + " " + (c.getClassLoader() == ucl) + " " + c.getProtectionDomain().getCodeSource().getLocation().equals(url));
                URL data = ucl.getResource("res/data.txt");
                System.out.println(data.getProtocol() + " " + data.toString().equals("jar:" + url + "!/res/data.txt")
                        + " " + new String(ucl.getResourceAsStream("res/data.txt").readAllBytes()) + " " + new String(data.openStream().readAllBytes()));
                System.out.println(ucl.getResource("res/none.txt") + " " + ucl.getResourceAsStream("META-INF/MANIFEST.MF").readAllBytes().length);
            }
        } finally {
            jar.delete();
        }
    }

    static void urlClassLoader() throws Exception {
        Path dir = Files.createTempDirectory("rvm-ucl");
        try {
            for (String n : new String[] {"UrlPlugin", "UrlHelper"}) {
                Files.write(dir.resolve(n + ".class"), classBytes(n));
            }
            Files.write(dir.resolve("note.txt"), "hello from the directory\n".getBytes());
            try (URLClassLoader ucl = new URLClassLoader(new URL[] {dir.toUri().toURL()}, null)) {
                System.out.println(ucl.getURLs().length + " " + ucl.getURLs()[0].getPath().endsWith("/"));
                Class<?> c = ucl.loadClass("UrlPlugin");
                @SuppressWarnings("unchecked")
                java.lang.reflect.Constructor<?> make = c.getDeclaredConstructor();
                make.setAccessible(true);
                Supplier<String> s = (Supplier<String>) make.newInstance();
                System.out.println(s.get() + " " + (c.getClassLoader() == ucl));
                CodeSource cs = c.getProtectionDomain().getCodeSource();
                System.out.println(cs.getLocation().equals(dir.toUri().toURL()));
                URL note = ucl.getResource("note.txt");
                System.out.println(note.getProtocol() + " " + new String(ucl.getResourceAsStream("note.txt").readAllBytes()).trim());
                System.out.println(ucl.getResource("absent.txt") + " " + (ucl.findResource("note.txt") != null));
                try {
                    ucl.loadClass("UrlAbsent");
                } catch (ClassNotFoundException e) {
                    System.out.println(hashless(e));
                }
            }
        } finally {
            for (String n : new String[] {"UrlPlugin.class", "UrlHelper.class", "note.txt"}) {
                Files.deleteIfExists(dir.resolve(n));
            }
            Files.delete(dir);
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoader.getSystemClassLoader();
        System.out.println(ClassLoaders.class.getClassLoader() == app);
        System.out.println(String.class.getClassLoader() + " " + int.class.getClassLoader() + " " + (int[].class.getClassLoader() == null));
        System.out.println(app.getName() + " " + app.getParent().getName() + " " + app.getParent().getParent());
        Class<?> h = app.loadClass("ClassLoaders$Helper");
        System.out.println(h == Helper.class);
        System.out.println(app.loadClass("java.util.ArrayList").getName());
        try {
            app.loadClass("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("CNFE " + e.getMessage());
        }
        System.out.println(app.getResource("no/such/resource.txt") + " " + ClassLoaders.class.getResource("missing.txt") + " " + app.getResourceAsStream("nope"));
        URL self = ClassLoaders.class.getResource("ClassLoaders.class");
        System.out.println(self.getProtocol() + " " + self.getPath().endsWith("/ClassLoaders.class"));
        URL same = app.getResource("ClassLoaders.class");
        System.out.println(self.equals(same) + " " + ClassLoaders.class.getResource("/ClassLoaders.class").equals(self));
        try (InputStream in = ClassLoaders.class.getResourceAsStream("ClassLoaders.class")) {
            byte[] head = new byte[4];
            new DataInputStream(in).readFully(head);
            System.out.printf("%02x%02x%02x%02x%n", head[0], head[1], head[2], head[3]);
        }
        System.out.println(Thread.currentThread().getContextClassLoader() == app);
        System.out.println(Class.forName("ClassLoaders$Helper", false, app).getSimpleName());
        ClassLoader custom = new ClassLoader(app) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                throw new ClassNotFoundException("custom " + name);
            }
        };
        System.out.println(custom.loadClass("ClassLoaders").getSimpleName() + " " + (custom.getParent() == app));
        try {
            custom.loadClass("zzz.Missing");
        } catch (ClassNotFoundException e) {
            System.out.println(e.getMessage());
        }
        definedFromBytes();
        urlClassLoader();
        jarClassLoader();
    }
}

class LoadedPlugin implements Supplier<String> {
    static int made;

    static LoadedBase pick(boolean child) {
        return child ? new LoadedChild() : null;
    }

    public String toString() {
        return pick(true).kind();
    }

    public String get() {
        LoadedHelper h = new LoadedHelper();
        made++;
        return "plugin " + h.describe() + " " + (LoadedHelper.class.getClassLoader() == getClass().getClassLoader()) + " " + made;
    }
}

abstract class LoadedBase {
    abstract String kind();
}

class LoadedChild extends LoadedBase {
    String kind() {
        return "child of " + getClass().getSuperclass().getName() + " " + (getClass().getClassLoader() == LoadedBase.class.getClassLoader());
    }
}

/** Refers to a class its loader cannot find. */
class LoadedDangling {
    public LoadedDangling() {
        new LoadedOrphan();
    }
}

class LoadedOrphan {}

class LoadedHelper {
    String describe() {
        return "helper";
    }
}

class LoadedWrongName {
    static String value() {
        return "wrong-name value";
    }
}

class UrlPlugin implements Supplier<String> {
    public String get() {
        return "url " + UrlHelper.twice(21) + " " + (UrlHelper.class.getClassLoader() == getClass().getClassLoader());
    }
}

class JarPlugin implements Supplier<String> {
    public String get() {
        return "jar plugin " + getClass().getName();
    }
}

class UrlHelper {
    static int twice(int x) {
        return 2 * x;
    }
}
