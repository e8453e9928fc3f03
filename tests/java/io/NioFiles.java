import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;

public class NioFiles {
    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("rvmnio");
        try {
            Path file = dir.resolve("data.txt");
            System.out.println(Files.exists(file) + " " + Files.notExists(file) + " " + Files.isDirectory(dir));
            Files.write(file, Arrays.asList("alpha", "beta", "gamma"));
            System.out.println(Files.readAllLines(file) + " " + Files.size(file) + " " + Files.isRegularFile(file));
            Files.writeString(file, "delta\n", StandardOpenOption.APPEND);
            System.out.println(Files.readString(file).replace("\n", "|"));
            Files.write(file, "bytes\u00e9".getBytes(StandardCharsets.UTF_8));
            byte[] all = Files.readAllBytes(file);
            System.out.println(all.length + " " + new String(all, StandardCharsets.UTF_8) + " " + new String(all, StandardCharsets.ISO_8859_1).length());
            try (BufferedWriter w = Files.newBufferedWriter(dir.resolve("w.txt"))) {
                w.write("written");
                w.newLine();
            }
            try (BufferedReader r = Files.newBufferedReader(dir.resolve("w.txt"))) {
                System.out.println(r.readLine() + " " + r.readLine());
            }
            Path copy = Files.copy(file, dir.resolve("copy.txt"));
            System.out.println(Files.readString(copy).length() + " " + copy.getFileName());
            try {
                Files.copy(file, copy);
            } catch (FileAlreadyExistsException e) {
                System.out.println("exists: " + e.getMessage().replace(dir.toString(), "DIR"));
            }
            Files.copy(file, copy, StandardCopyOption.REPLACE_EXISTING);
            Path moved = Files.move(copy, dir.resolve("moved.txt"));
            System.out.println(Files.exists(copy) + " " + Files.exists(moved));
            Path nested = Files.createDirectories(dir.resolve("x/y/z"));
            System.out.println(Files.isDirectory(nested) + " " + dir.relativize(nested));
            try {
                Files.createDirectory(nested);
            } catch (FileAlreadyExistsException e) {
                System.out.println("dir exists " + e.getFile().endsWith("z"));
            }
            try {
                Files.delete(dir.resolve("x"));
            } catch (DirectoryNotEmptyException e) {
                System.out.println("not empty: " + e.getMessage().replace(dir.toString(), "DIR"));
            }
            try {
                Files.readAllLines(dir.resolve("nope.txt"));
            } catch (NoSuchFileException e) {
                System.out.println(e.getClass().getSimpleName() + " " + e.getMessage().replace(dir.toString(), "DIR"));
            }
            try {
                Files.delete(dir.resolve("nope.txt"));
            } catch (NoSuchFileException e) {
                System.out.println("delete: " + e.getMessage().replace(dir.toString(), "DIR"));
            }
            System.out.println(Files.deleteIfExists(dir.resolve("nope.txt")) + " " + Files.deleteIfExists(moved));
            try {
                Files.createFile(file);
            } catch (FileAlreadyExistsException e) {
                System.out.println("createFile: exists");
            }
            Path temp = Files.createTempFile(dir, "pre", ".suf");
            System.out.println(temp.getFileName().toString().startsWith("pre") + " " + temp.toString().endsWith(".suf") + " " + Files.size(temp));
            try (InputStream in = Files.newInputStream(file); OutputStream out = Files.newOutputStream(temp)) {
                System.out.println(in.transferTo(out));
            }
            File asFile = temp.toFile();
            System.out.println(asFile.length() + " " + asFile.toPath().equals(temp));
            // the default file system, path matchers, glob directory streams, links
            FileSystem fs = FileSystems.getDefault();
            System.out.println(fs.getSeparator() + " " + fs.isOpen() + " " + fs.isReadOnly() + " " + (file.getFileSystem() == fs)
                    + " " + fs.getRootDirectories().iterator().next() + " " + fs.getPath("/a", "b", "c"));
            PathMatcher glob = fs.getPathMatcher("glob:*.{txt,md}");
            PathMatcher deep = fs.getPathMatcher("glob:**/[a-c]?.java");
            PathMatcher regex = fs.getPathMatcher("regex:.*\\d+");
            System.out.println(glob.matches(Path.of("a.txt")) + " " + glob.matches(Path.of("b.md")) + " " + glob.matches(Path.of("x/a.txt"))
                    + " " + deep.matches(Path.of("src/x/b1.java")) + " " + deep.matches(Path.of("src/d1.java")) + " " + regex.matches(Path.of("file42")));
            try {
                fs.getPathMatcher("nope:x");
            } catch (UnsupportedOperationException e) {
                System.out.println(e.getMessage());
            }
            List<String> globbed = new ArrayList<>();
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.txt")) {
                for (Path p : ds) globbed.add(p.getFileName().toString());
            }
            Collections.sort(globbed);
            System.out.println(globbed);
            Path link = dir.resolve("link.txt");
            Files.createSymbolicLink(link, file);
            System.out.println(Files.isSymbolicLink(link) + " " + Files.readSymbolicLink(link).equals(file) + " " + Files.readString(link).length());
            try {
                Files.createSymbolicLink(link, file);
            } catch (FileAlreadyExistsException e) {
                System.out.println("exists " + e.getFile().endsWith("link.txt"));
            }
            try {
                Files.readSymbolicLink(file);
            } catch (NotLinkException e) {
                System.out.println("NotLinkException " + e.getFile().endsWith("data.txt"));
            }
            Path hard = Files.createLink(dir.resolve("hard.txt"), file);
            System.out.println(Files.isSymbolicLink(hard) + " " + Files.size(hard) + " " + Files.isSameFile(hard, hard));
            try {
                Files.createLink(dir.resolve("hard2.txt"), dir.resolve("missing"));
            } catch (NoSuchFileException e) {
                System.out.println("NoSuchFileException " + e.getFile().endsWith("hard2.txt") + " " + e.getOtherFile().endsWith("missing"));
            }
        } finally {
            deleteTree(dir.toFile());
        }
        System.out.println("cleaned " + Files.notExists(dir));

        Path p = Paths.get("/usr/local/../lib/./java");
        System.out.println(p + " " + p.normalize() + " " + p.getFileName() + " " + p.getParent() + " " + p.getRoot() + " " + p.getNameCount());
        System.out.println(p.getName(1) + " " + p.subpath(1, 3) + " " + p.isAbsolute() + " " + p.startsWith("/usr") + " " + p.endsWith("java"));
        Path rel = Path.of("a", "b", "c.txt");
        System.out.println(rel + " " + rel.isAbsolute() + " " + rel.getRoot() + " " + rel.resolveSibling("d.txt") + " " + rel.resolve("/abs"));
        System.out.println(Path.of("/a/b").relativize(Path.of("/a/c/d")) + " " + Path.of("a//b/").toString() + " " + Path.of("").getFileName());
        List<String> names = new ArrayList<>();
        for (Path part : Path.of("/x/y/z")) names.add(part.toString());
        System.out.println(names + " " + Path.of("b").compareTo(Path.of("a")) + " " + Path.of("/q").toAbsolutePath());
        System.out.println(Path.of("rel").toAbsolutePath().toString().equals(System.getProperty("user.dir") + "/rel"));
    }

    static void deleteTree(File f) {
        File[] children = f.listFiles();
        if (children != null) {
            for (File c : children) deleteTree(c);
        }
        f.delete();
    }
}
