import java.io.*;
import java.util.*;

public class FileBasics {
    public static void main(String[] args) throws IOException {
        File dir = File.createTempFile("rvmio", ".d");
        System.out.println(dir.delete() + " " + dir.mkdir() + " " + dir.isDirectory() + " " + dir.exists());
        try {
            File f = new File(dir, "hello.txt");
            System.out.println(f.getName() + " " + f.getParentFile().equals(dir) + " " + f.exists() + " " + f.length());
            try (FileWriter w = new FileWriter(f)) {
                w.write("first line\n");
                w.write("zweite Zeile \u00e4\u00f6\n");
            }
            System.out.println(f.exists() + " " + f.isFile() + " " + f.length() + " " + f.canRead() + " " + f.canWrite());
            try (FileWriter w = new FileWriter(f, true)) {
                w.append("third").append('\n');
            }
            try (BufferedReader r = new BufferedReader(new FileReader(f))) {
                String line;
                while ((line = r.readLine()) != null) System.out.println("> " + line);
            }
            try (FileInputStream in = new FileInputStream(f)) {
                System.out.println(in.available() + " " + (char) in.read() + " " + in.skip(5) + " " + (char) in.read());
                byte[] rest = in.readAllBytes();
                System.out.println(rest.length + " " + in.read());
            }
            File sub = new File(dir, "a/b/c");
            System.out.println(sub.mkdir() + " " + sub.mkdirs() + " " + sub.isDirectory());
            File other = new File(dir, "renamed.txt");
            System.out.println(f.renameTo(other) + " " + f.exists() + " " + other.exists());
            System.out.println(new File(dir, "x.dat").createNewFile() + " " + new File(dir, "x.dat").createNewFile());
            String[] listed = dir.list();
            Arrays.sort(listed);
            System.out.println(Arrays.toString(listed));
            File[] txt = dir.listFiles((d, name) -> name.endsWith(".txt"));
            System.out.println(txt.length + " " + txt[0].getName());
            File[] dirs = dir.listFiles(File::isDirectory);
            System.out.println(dirs.length + " " + dirs[0].getName());
            System.out.println(dir.delete() + " (not empty)");
            try {
                new FileInputStream(new File(dir, "missing.txt"));
            } catch (FileNotFoundException e) {
                System.out.println("FNF " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            try {
                new FileInputStream(dir);
            } catch (FileNotFoundException e) {
                System.out.println("FNF " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            try {
                new FileOutputStream(new File(dir, "no/such/dir/file"));
            } catch (FileNotFoundException e) {
                System.out.println("FNF " + e.getMessage().replace(dir.getPath(), "DIR"));
            }
            FileInputStream closed = new FileInputStream(other);
            closed.close();
            try {
                closed.read();
            } catch (IOException e) {
                System.out.println(e);
            }
            try {
                File.createTempFile("ab", null);
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        } finally {
            deleteTree(dir);
        }
        System.out.println("cleaned " + !dir.exists());

        File rel = new File("some/dir/../file.txt");
        System.out.println(rel.getPath() + " " + rel.getName() + " " + rel.getParent() + " " + rel.isAbsolute());
        System.out.println(new File("/").getParent() + " " + new File("/a").getParent() + " " + new File("a//b/").getPath() + " " + new File("", "x").getPath());
        System.out.println(new File("/tmp", "/y").getPath() + " " + new File((String) null, "z").getPath() + " " + new File("a").getParent());
        System.out.println(new File("x").getAbsolutePath().equals(System.getProperty("user.dir") + "/x"));
        System.out.println(new File("a").compareTo(new File("b")) + " " + new File("a").equals(new File("a")) + " " + new File("q").exists());
        System.out.println(File.separator + File.pathSeparator + File.separatorChar);
    }

    static void deleteTree(File f) {
        File[] children = f.listFiles();
        if (children != null) {
            for (File c : children) deleteTree(c);
        }
        f.delete();
    }
}
