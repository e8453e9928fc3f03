import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.*;
import java.nio.file.attribute.*;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// Files.walk/list/find/lines, walkFileTree with each FileVisitResult, BasicFileAttributes
// and FileTime. Directory order is the OS's in java, so listings are sorted before printing.
public class FilesWalkAndVisitors {
    static Path root;

    static String rel(Path p) {
        String s = root.relativize(p).toString();
        return s.isEmpty() ? "." : s;
    }

    static List<String> sorted(Stream<Path> paths) {
        try (Stream<Path> s = paths) {
            return s.map(FilesWalkAndVisitors::rel).sorted().collect(Collectors.toList());
        }
    }

    public static void main(String[] args) throws IOException {
        root = Files.createTempDirectory("rvmwalk");
        Files.writeString(root.resolve("a.txt"), "one\ntwo\nthree\n");
        Files.createDirectories(root.resolve("b/d"));
        Files.writeString(root.resolve("b/c.txt"), "c");
        Files.writeString(root.resolve("b/d/e.txt"), "eeeee");
        Files.createDirectories(root.resolve("z/only"));

        System.out.println("walk " + sorted(Files.walk(root)));
        System.out.println("walk 1 " + sorted(Files.walk(root, 1)));
        System.out.println("walk 0 " + sorted(Files.walk(root, 0)));
        System.out.println("list " + sorted(Files.list(root)));
        System.out.println("find " + sorted(Files.find(root, 10, (p, a) -> a.isRegularFile() && a.size() > 1)));
        try (Stream<String> lines = Files.lines(root.resolve("a.txt"))) {
            System.out.println("lines " + lines.map(String::toUpperCase).collect(Collectors.joining(",")));
        }
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(root.resolve("b"), p -> p.toString().endsWith(".txt"))) {
            List<String> names = new ArrayList<>();
            for (Path p : ds) {
                names.add(p.getFileName().toString());
            }
            System.out.println("dirstream " + names);
        }

        // Every event; each directory's pre comes before its entries and post after them.
        List<String> events = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                events.add("pre " + rel(dir));
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                events.add("file " + rel(file) + " " + attrs.size());
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                events.add("post " + rel(dir) + " " + exc);
                return FileVisitResult.CONTINUE;
            }
        });
        boolean nested = events.indexOf("pre b") < events.indexOf("file b/c.txt 1")
                && events.indexOf("file b/d/e.txt 5") < events.indexOf("post b/d null")
                && events.indexOf("post b/d null") < events.indexOf("post b null")
                && events.get(0).equals("pre .") && events.get(events.size() - 1).equals("post . null");
        List<String> sortedEvents = new ArrayList<>(events);
        Collections.sort(sortedEvents);
        System.out.println("events " + events.size() + " nested " + nested + " " + sortedEvents);

        System.out.println("skip subtree " + visit(root, "b", FileVisitResult.SKIP_SUBTREE, 99));
        System.out.println("terminate " + visit(root.resolve("b/d"), "e.txt", FileVisitResult.TERMINATE, 99));
        System.out.println("skip siblings " + visit(root.resolve("z"), "only", FileVisitResult.SKIP_SIBLINGS, 99));
        System.out.println("depth 1 " + visit(root.resolve("z"), "-", FileVisitResult.CONTINUE, 1));
        System.out.println("depth 0 " + visit(root.resolve("b"), "-", FileVisitResult.CONTINUE, 0));

        try {
            Files.walkFileTree(root.resolve("missing"), new SimpleFileVisitor<Path>() {});
        } catch (NoSuchFileException e) {
            System.out.println("missing start: " + rel(Paths.get(e.getMessage())));
        }
        try {
            Files.walk(root.resolve("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("walk missing: " + e.getClass().getName());
        }
        try {
            Files.list(root.resolve("a.txt"));
        } catch (NotDirectoryException e) {
            System.out.println("list file: " + e.getClass().getName() + " " + rel(Paths.get(e.getMessage())));
        }
        try {
            Files.walk(root, -1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative depth: " + e.getMessage());
        }
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    return null;
                }
            });
        } catch (NullPointerException e) {
            System.out.println("null result: NullPointerException");
        }

        Path a = root.resolve("a.txt");
        BasicFileAttributes attrs = Files.readAttributes(a, BasicFileAttributes.class);
        System.out.println("attrs " + attrs.size() + " " + attrs.isRegularFile() + " " + attrs.isDirectory() + " "
                + attrs.isSymbolicLink() + " " + attrs.isOther() + " " + (attrs.fileKey() != null));
        BasicFileAttributes dirAttrs = Files.readAttributes(root, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        System.out.println("dir attrs " + dirAttrs.isDirectory() + " " + dirAttrs.isRegularFile() + " " + Files.isSymbolicLink(a));
        Files.setLastModifiedTime(a, FileTime.fromMillis(1600000000123L));
        FileTime t = Files.getLastModifiedTime(a);
        System.out.println("mtime " + t + " " + t.toMillis() + " " + t.toInstant() + " "
                + t.equals(Files.readAttributes(a, BasicFileAttributes.class).lastModifiedTime()));
        FileTime whole = FileTime.from(Instant.ofEpochSecond(86400 * 365));
        System.out.println("filetime " + whole + " " + FileTime.fromMillis(1500).compareTo(whole) + " "
                + FileTime.from(1234567, java.util.concurrent.TimeUnit.MICROSECONDS) + " "
                + whole.to(java.util.concurrent.TimeUnit.DAYS));
        try {
            Files.readAttributes(root.resolve("nope"), BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            System.out.println("attrs missing: " + e.getClass().getName());
        }

        Files.setPosixFilePermissions(a, PosixFilePermissions.fromString("rw-r-----"));
        PosixFileAttributes posix = Files.readAttributes(a, PosixFileAttributes.class);
        System.out.println("posix " + PosixFilePermissions.toString(posix.permissions()) + " "
                + PosixFilePermissions.toString(Files.getPosixFilePermissions(a)) + " "
                + posix.owner().equals(Files.getOwner(a)) + " " + posix.owner().getName().equals(Files.getOwner(root).getName()));
        PosixFileAttributeView view = Files.getFileAttributeView(a, PosixFileAttributeView.class);
        Set<PosixFilePermission> perms = view.readAttributes().permissions();
        perms.add(PosixFilePermission.OWNER_EXECUTE);
        perms.remove(PosixFilePermission.GROUP_READ);
        view.setPermissions(perms);
        System.out.println("view " + view.name() + " " + PosixFilePermissions.toString(Files.getPosixFilePermissions(a)) + " "
                + Files.getFileAttributeView(a, BasicFileAttributeView.class).readAttributes().size()
                + " " + PosixFilePermissions.asFileAttribute(perms).name());
        try {
            PosixFilePermissions.fromString("rwxrwxrw?");
        } catch (IllegalArgumentException e) {
            System.out.println("bad mode: " + e.getMessage());
        }
        try {
            Files.setPosixFilePermissions(root.resolve("nope"), perms);
        } catch (NoSuchFileException e) {
            System.out.println("chmod missing: " + e.getClass().getName());
        }

        // The usual recursive delete.
        Files.walkFileTree(root, new SimpleFileVisitor<Path>() {
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                Files.delete(dir);
                return FileVisitResult.CONTINUE;
            }
        });
        System.out.println("deleted " + !Files.exists(root));
    }

    static List<String> visit(Path start, String at, FileVisitResult answer, int depth) throws IOException {
        List<String> events = new ArrayList<>();
        Files.walkFileTree(start, Collections.emptySet(), depth, new SimpleFileVisitor<Path>() {
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                events.add("pre " + rel(dir));
                return dir.getFileName().toString().equals(at) ? answer : FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                events.add("file " + rel(file) + (attrs.isDirectory() ? "/" : ""));
                return file.getFileName().toString().equals(at) ? answer : FileVisitResult.CONTINUE;
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
                events.add("post " + rel(dir));
                return FileVisitResult.CONTINUE;
            }
        });
        if (answer != FileVisitResult.TERMINATE) {
            Collections.sort(events);
        }
        return events;
    }
}
