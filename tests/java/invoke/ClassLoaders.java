import java.io.*;
import java.net.URL;

public class ClassLoaders {
    static class Helper {}

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
    }
}
