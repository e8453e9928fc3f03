import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * What plugin hosts (Maven's class realms, sisu's index) do with a URLClassLoader: collect one
 * resource name from every jar and folder (getResources, findResources), and find a class's own
 * resources through the loader that defined it (Class.getResource).
 */
public class ResourcesThroughLoaders {
    /** A loader that overrides findResource only: the JDK's getResources does not see it. */
    static class SingleResourceLoader extends ClassLoader {
        SingleResourceLoader() {
            super(null);
        }

        @Override
        protected URL findResource(String name) {
            try {
                return name.equals("only.txt") ? new URL("file:/only.txt") : null;
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }
    }

    /** A class file for public class {@code name} (internal form) with no members. */
    static byte[] emptyClass(String name) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(5); // constant pool count
        out.writeByte(7);
        out.writeShort(2);
        out.writeByte(1);
        out.writeUTF(name);
        out.writeByte(7);
        out.writeShort(4);
        out.writeByte(1);
        out.writeUTF("java/lang/Object");
        out.writeShort(0x21); // public super
        out.writeShort(1);
        out.writeShort(3);
        out.writeShort(0);
        out.writeShort(0);
        out.writeShort(0);
        out.writeShort(0);
        out.flush();
        return bytes.toByteArray();
    }

    static void write(File f, String text) throws IOException {
        f.getParentFile().mkdirs();
        Files.write(f.toPath(), text.getBytes(StandardCharsets.UTF_8));
    }

    static String read(InputStream in) throws IOException {
        try (InputStream s = in) {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8).trim();
        }
    }

    static String shorten(URL url, File root) throws IOException {
        String s = url.toExternalForm();
        String r = root.toURI().toURL().toExternalForm();
        return s.replace(r, "<root>/");
    }

    static List<String> names(Enumeration<URL> urls, File root) throws IOException {
        List<String> out = new ArrayList<>();
        for (URL u : Collections.list(urls)) {
            out.add(shorten(u, root));
        }
        return out;
    }

    static File root;

    public static void main(String[] args) throws Exception {
        root = Files.createTempDirectory("res-loaders").toFile();
        try {
            run();
        } finally {
            delete(root);
        }
    }

    static void run() throws Exception {
        File dirA = new File(root, "a");
        File dirB = new File(root, "b");
        write(new File(dirA, "META-INF/index.txt"), "from a");
        write(new File(dirB, "META-INF/index.txt"), "from b");
        write(new File(dirB, "only-b.txt"), "b alone");
        write(new File(dirA, "gen/data.txt"), "data beside Gen");
        write(new File(dirA, "top.txt"), "top of a");
        byte[] gen = emptyClass("gen/Gen");
        try (FileOutputStream out = new FileOutputStream(new File(dirA, "gen/Gen.class"))) {
            out.write(gen);
        }
        File jar = new File(root, "c.jar");
        try (ZipOutputStream zip = new ZipOutputStream(new FileOutputStream(jar))) {
            zip.putNextEntry(new ZipEntry("META-INF/index.txt"));
            zip.write("from c".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("config/settings.properties"));
            zip.write("level=3\n".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }

        URLClassLoader empty = new URLClassLoader(new URL[0], null);
        System.out.println("no urls: " + empty.getResource("META-INF/index.txt") + " "
                + Collections.list(empty.getResources("META-INF/index.txt")));
        URL[] path = {dirA.toURI().toURL(), dirB.toURI().toURL(), jar.toURI().toURL()};
        URLClassLoader loader = new URLClassLoader(path, null);
        System.out.println("urls: " + loader.getURLs().length);
        for (URL u : loader.getURLs()) {
            System.out.println("  " + shorten(u, root));
        }
        System.out.println("getResource: " + shorten(loader.getResource("META-INF/index.txt"), root));
        System.out.println("getResources: " + names(loader.getResources("META-INF/index.txt"), root));
        System.out.println("findResources: " + names(loader.findResources("META-INF/index.txt"), root));
        List<String> texts = new ArrayList<>();
        for (URL u : Collections.list(loader.getResources("META-INF/index.txt"))) {
            texts.add(read(u.openStream()));
        }
        System.out.println("contents: " + texts);
        System.out.println("only in b: " + read(loader.getResourceAsStream("only-b.txt")));
        System.out.println("in the jar: " + read(loader.getResourceAsStream("config/settings.properties")));
        System.out.println("missing: " + loader.getResource("nothing/here.txt") + " "
                + names(loader.getResources("nothing/here.txt"), root));

        Class<?> genClass = loader.loadClass("gen.Gen");
        System.out.println("defined: " + genClass.getName() + " by the URL loader: "
                + (genClass.getClassLoader() == loader));
        System.out.println("relative resource: " + read(genClass.getResourceAsStream("data.txt")));
        System.out.println("absolute resource: " + read(genClass.getResourceAsStream("/top.txt")));
        System.out.println("resource URL: " + shorten(genClass.getResource("data.txt"), root));
        System.out.println("not beside Gen: " + genClass.getResource("top.txt"));
        System.out.println("forName with the loader: "
                + (Class.forName("gen.Gen", false, loader) == genClass));

        SingleResourceLoader single = new SingleResourceLoader();
        System.out.println("findResource override: " + single.getResource("only.txt"));
        System.out.println("getResources does not call findResource: "
                + Collections.list(single.getResources("only.txt")));

        URL ownClassFile = ResourcesThroughLoaders.class.getResource("ResourcesThroughLoaders.class");
        System.out.println("own class file: " + (ownClassFile != null) + " "
                + ownClassFile.toExternalForm().endsWith("/ResourcesThroughLoaders.class"));
        System.out.println("system getResources of own class: "
                + Collections.list(ClassLoader.getSystemClassLoader().getResources("ResourcesThroughLoaders.class")).size());
        loader.close();
        empty.close();
    }

    static void delete(File f) {
        File[] children = f.listFiles();
        if (children != null) {
            for (File c : children) {
                delete(c);
            }
        }
        f.delete();
    }
}
