package java.nio.file;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.RvmFileSystem;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * rvm's java.nio.file.Files: the common static operations over RvmFileSystem's natives, with the
 * JDK's exceptions (NoSuchFileException, FileAlreadyExistsException, DirectoryNotEmptyException,
 * each naming the path). lines, list, walk and find read the whole listing or file first and stream
 * it; walkFileTree and walk visit entries in name order.
 */
public final class Files {
    private Files() {}

    private static String p(Path path) {
        if (path == null) {
            throw new NullPointerException();
        }
        String s = path.toString();
        return s.isEmpty() ? "." : s;
    }

    private static int stat(Path path) {
        return RvmFileSystem.stat0(p(path));
    }

    public static boolean exists(Path path, LinkOption... options) {
        return (stat(path) & RvmFileSystem.EXISTS) != 0;
    }

    public static boolean notExists(Path path, LinkOption... options) {
        return !exists(path);
    }

    public static boolean isDirectory(Path path, LinkOption... options) {
        return (stat(path) & RvmFileSystem.IS_DIRECTORY) != 0;
    }

    public static boolean isRegularFile(Path path, LinkOption... options) {
        return (stat(path) & RvmFileSystem.IS_FILE) != 0;
    }

    public static boolean isReadable(Path path) {
        return (stat(path) & RvmFileSystem.READABLE) != 0;
    }

    public static boolean isWritable(Path path) {
        return (stat(path) & RvmFileSystem.WRITABLE) != 0;
    }

    public static boolean isExecutable(Path path) {
        return (stat(path) & RvmFileSystem.EXECUTABLE) != 0;
    }

    public static boolean isHidden(Path path) {
        Path name = path.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    public static boolean isSameFile(Path path, Path path2) throws IOException {
        if (path.equals(path2)) {
            return true;
        }
        requireExists(path);
        requireExists(path2);
        return path.toFile().getCanonicalPath().equals(path2.toFile().getCanonicalPath());
    }

    private static void requireExists(Path path) throws NoSuchFileException {
        if (!exists(path)) {
            throw new NoSuchFileException(path.toString());
        }
    }

    public static long size(Path path) throws IOException {
        requireExists(path);
        return RvmFileSystem.lengthOf0(p(path));
    }

    public static void delete(Path path) throws IOException {
        switch (RvmFileSystem.delete0(p(path))) {
            case 0:
                return;
            case 1:
                throw new NoSuchFileException(path.toString());
            case 2:
                throw new DirectoryNotEmptyException(path.toString());
            default:
                throw new FileSystemException(path.toString(), null, "Operation not permitted");
        }
    }

    public static boolean deleteIfExists(Path path) throws IOException {
        switch (RvmFileSystem.delete0(p(path))) {
            case 0:
                return true;
            case 1:
                return false;
            case 2:
                throw new DirectoryNotEmptyException(path.toString());
            default:
                throw new FileSystemException(path.toString(), null, "Operation not permitted");
        }
    }

    private static void requireParent(Path path) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null && !isDirectory(parent)) {
            throw new NoSuchFileException(path.toString());
        }
    }

    public static Path createFile(Path path, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        requireParent(path);
        if (!RvmFileSystem.createNew0(p(path))) {
            throw new FileAlreadyExistsException(path.toString());
        }
        return path;
    }

    public static Path createDirectory(Path dir, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        if (exists(dir)) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        requireParent(dir);
        if (!RvmFileSystem.mkdir0(p(dir))) {
            throw new FileSystemException(dir.toString(), null, "Permission denied");
        }
        return dir;
    }

    public static Path createDirectories(Path dir, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        if (isDirectory(dir)) {
            return dir;
        }
        if (exists(dir)) {
            throw new FileAlreadyExistsException(dir.toString());
        }
        Path absolute = dir.toAbsolutePath();
        Path parent = absolute.getParent();
        if (parent != null) {
            createDirectories(parent);
        }
        if (!RvmFileSystem.mkdir0(p(absolute)) && !isDirectory(absolute)) {
            throw new FileSystemException(dir.toString(), null, "Permission denied");
        }
        return dir;
    }

    private static final java.util.Random RANDOM = new java.util.Random();

    private static String randomName(String prefix, String suffix) {
        long n;
        synchronized (RANDOM) {
            n = RANDOM.nextLong();
        }
        return (prefix == null ? "" : prefix) + Long.toUnsignedString(n) + (suffix == null ? ".tmp" : suffix);
    }

    public static Path createTempFile(Path dir, String prefix, String suffix, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        while (true) {
            Path candidate = dir.resolve(randomName(prefix, suffix));
            requireParent(candidate);
            if (RvmFileSystem.createNew0(p(candidate))) {
                return candidate;
            }
        }
    }

    public static Path createTempFile(String prefix, String suffix, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        return createTempFile(Path.of(System.getProperty("java.io.tmpdir")), prefix, suffix);
    }

    public static Path createTempDirectory(Path dir, String prefix, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        while (true) {
            Path candidate = dir.resolve(randomName(prefix, ""));
            if (!exists(candidate)) {
                return createDirectory(candidate);
            }
        }
    }

    public static Path createTempDirectory(String prefix, java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        return createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), prefix);
    }

    // ---------------------------------------------------------------- streams

    private static boolean has(OpenOption[] options, OpenOption o) {
        for (OpenOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, OpenOption... options) throws IOException {
        return java.nio.channels.FileChannel.open(path, options);
    }

    public static java.nio.channels.SeekableByteChannel newByteChannel(Path path, java.util.Set<? extends OpenOption> options,
            java.nio.file.attribute.FileAttribute<?>... attrs) throws IOException {
        return java.nio.channels.FileChannel.open(path, options, attrs);
    }

    public static InputStream newInputStream(Path path, OpenOption... options) throws IOException {
        int s = stat(path);
        if ((s & RvmFileSystem.EXISTS) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        if ((s & RvmFileSystem.IS_DIRECTORY) != 0) {
            throw new IOException("Is a directory");
        }
        return new java.io.FileInputStream(p(path));
    }

    public static OutputStream newOutputStream(Path path, OpenOption... options) throws IOException {
        boolean exists = exists(path);
        if (has(options, StandardOpenOption.CREATE_NEW) && exists) {
            throw new FileAlreadyExistsException(path.toString());
        }
        boolean create = options.length == 0 || has(options, StandardOpenOption.CREATE) || has(options, StandardOpenOption.CREATE_NEW);
        if (!exists && !create) {
            throw new NoSuchFileException(path.toString());
        }
        if (isDirectory(path)) {
            throw new FileSystemException(path.toString(), null, "Is a directory");
        }
        requireParent(path);
        boolean append = has(options, StandardOpenOption.APPEND);
        return new java.io.FileOutputStream(p(path), append);
    }

    public static BufferedReader newBufferedReader(Path path, Charset cs) throws IOException {
        return new BufferedReader(new InputStreamReader(newInputStream(path), cs));
    }

    public static BufferedReader newBufferedReader(Path path) throws IOException {
        return newBufferedReader(path, StandardCharsets.UTF_8);
    }

    public static BufferedWriter newBufferedWriter(Path path, Charset cs, OpenOption... options) throws IOException {
        return new BufferedWriter(new OutputStreamWriter(newOutputStream(path, options), cs));
    }

    public static BufferedWriter newBufferedWriter(Path path, OpenOption... options) throws IOException {
        return newBufferedWriter(path, StandardCharsets.UTF_8, options);
    }

    // ---------------------------------------------------------------- whole files

    public static byte[] readAllBytes(Path path) throws IOException {
        try (InputStream in = newInputStream(path)) {
            return in.readAllBytes();
        }
    }

    public static String readString(Path path) throws IOException {
        return readString(path, StandardCharsets.UTF_8);
    }

    public static String readString(Path path, Charset cs) throws IOException {
        byte[] bytes = readAllBytes(path);
        return new String(bytes, cs);
    }

    public static List<String> readAllLines(Path path, Charset cs) throws IOException {
        try (BufferedReader reader = newBufferedReader(path, cs)) {
            List<String> result = new ArrayList<>();
            for (;;) {
                String line = reader.readLine();
                if (line == null) {
                    break;
                }
                result.add(line);
            }
            return result;
        }
    }

    public static List<String> readAllLines(Path path) throws IOException {
        return readAllLines(path, StandardCharsets.UTF_8);
    }

    public static Path write(Path path, byte[] bytes, OpenOption... options) throws IOException {
        try (OutputStream out = newOutputStream(path, options)) {
            out.write(bytes, 0, bytes.length);
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, Charset cs, OpenOption... options)
            throws IOException {
        try (BufferedWriter writer = newBufferedWriter(path, cs, options)) {
            for (CharSequence line : lines) {
                writer.append(line);
                writer.newLine();
            }
        }
        return path;
    }

    public static Path write(Path path, Iterable<? extends CharSequence> lines, OpenOption... options) throws IOException {
        return write(path, lines, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, OpenOption... options) throws IOException {
        return writeString(path, csq, StandardCharsets.UTF_8, options);
    }

    public static Path writeString(Path path, CharSequence csq, Charset cs, OpenOption... options) throws IOException {
        return write(path, csq.toString().getBytes(cs), options);
    }

    // ---------------------------------------------------------------- copy and move

    private static boolean has(CopyOption[] options, CopyOption o) {
        for (CopyOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    public static Path copy(Path source, Path target, CopyOption... options) throws IOException {
        requireExists(source);
        if (exists(target)) {
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        if (isDirectory(source)) {
            createDirectory(target);
            return target;
        }
        write(target, readAllBytes(source));
        return target;
    }

    public static long copy(InputStream in, Path target, CopyOption... options) throws IOException {
        if (exists(target)) {
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            delete(target);
        }
        try (OutputStream out = newOutputStream(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            return in.transferTo(out);
        }
    }

    public static long copy(Path source, OutputStream out) throws IOException {
        try (InputStream in = newInputStream(source)) {
            return in.transferTo(out);
        }
    }

    public static Path move(Path source, Path target, CopyOption... options) throws IOException {
        requireExists(source);
        if (exists(target)) {
            if (!has(options, StandardCopyOption.REPLACE_EXISTING)) {
                throw new FileAlreadyExistsException(target.toString());
            }
            if (!isDirectory(target)) {
                delete(target);
            }
        }
        if (!RvmFileSystem.rename0(p(source), p(target))) {
            throw new FileSystemException(source.toString(), target.toString(), "Operation not permitted");
        }
        return target;
    }

    // ---- attributes ----

    @SuppressWarnings("unchecked")
    public static <A extends java.nio.file.attribute.BasicFileAttributes> A readAttributes(Path path, Class<A> type,
            LinkOption... options) throws IOException {
        if (type != java.nio.file.attribute.BasicFileAttributes.class
                && type != java.nio.file.attribute.PosixFileAttributes.class) {
            if (type == null) {
                throw new NullPointerException();
            }
            throw new UnsupportedOperationException("rvm reads only basic and posix attributes, not " + type.getName());
        }
        return (A) RvmFileAttributes.read(path, RvmFileAttributes.followLinks(options));
    }

    public static java.nio.file.attribute.FileTime getLastModifiedTime(Path path, LinkOption... options)
            throws IOException {
        return RvmFileAttributes.read(path, RvmFileAttributes.followLinks(options)).lastModifiedTime();
    }

    public static Path setLastModifiedTime(Path path, java.nio.file.attribute.FileTime time) throws IOException {
        java.util.Objects.requireNonNull(time);
        if ((stat(path) & RvmFileSystem.EXISTS) == 0) {
            throw new NoSuchFileException(path.toString());
        }
        RvmFileSystem.setLastModified0(p(path), time.toMillis());
        return path;
    }

    /** The basic, owner and posix views; null for the others (rvm has no "dos", "acl" or "user" view). */
    @SuppressWarnings("unchecked")
    public static <V extends java.nio.file.attribute.FileAttributeView> V getFileAttributeView(Path path, Class<V> type,
            LinkOption... options) {
        boolean follow = RvmFileAttributes.followLinks(options);
        if (type == java.nio.file.attribute.BasicFileAttributeView.class) {
            return (V) new RvmFileAttributeView(path, follow, "basic");
        }
        if (type == java.nio.file.attribute.FileOwnerAttributeView.class) {
            return (V) new RvmFileAttributeView(path, follow, "owner");
        }
        if (type == java.nio.file.attribute.PosixFileAttributeView.class) {
            return (V) new RvmFileAttributeView(path, follow, "posix");
        }
        if (type == null) {
            throw new NullPointerException();
        }
        return null;
    }

    public static java.util.Set<java.nio.file.attribute.PosixFilePermission> getPosixFilePermissions(Path path,
            LinkOption... options) throws IOException {
        return RvmFileAttributes.read(path, RvmFileAttributes.followLinks(options)).permissions();
    }

    public static Path setPosixFilePermissions(Path path, java.util.Set<java.nio.file.attribute.PosixFilePermission> perms)
            throws IOException {
        new RvmFileAttributeView(path, true, "posix").setPermissions(perms);
        return path;
    }

    public static java.nio.file.attribute.UserPrincipal getOwner(Path path, LinkOption... options) throws IOException {
        return RvmFileAttributes.read(path, RvmFileAttributes.followLinks(options)).owner();
    }

    public static Path createSymbolicLink(Path link, Path target, java.nio.file.attribute.FileAttribute<?>... attrs)
            throws IOException {
        if (attrs.length > 0) {
            throw new UnsupportedOperationException("Initial file attributes not supported when creating symbolic link");
        }
        int r = java.io.RvmFileSystem.link0(target.toString(), link.toString(), true);
        if (r == 1) {
            throw new FileAlreadyExistsException(link.toString());
        }
        if (r != 0) {
            throw new FileSystemException(link.toString(), target.toString(), "Operation failed");
        }
        return link;
    }

    public static Path createLink(Path link, Path existing) throws IOException {
        int r = java.io.RvmFileSystem.link0(existing.toString(), link.toString(), false);
        if (r == 1) {
            throw new FileAlreadyExistsException(link.toString());
        }
        if (r == 2) {
            throw new NoSuchFileException(link.toString(), existing.toString(), null);
        }
        if (r != 0) {
            throw new FileSystemException(link.toString(), existing.toString(), "Operation failed");
        }
        return link;
    }

    public static Path readSymbolicLink(Path link) throws IOException {
        String target = java.io.RvmFileSystem.readLink0(link.toString());
        if (target == null) {
            if (!exists(link, LinkOption.NOFOLLOW_LINKS)) {
                throw new NoSuchFileException(link.toString());
            }
            throw new NotLinkException(link.toString());
        }
        return Paths.get(target);
    }

    public static boolean isSymbolicLink(Path path) {
        try {
            return RvmFileAttributes.read(path, false).isSymbolicLink();
        } catch (IOException e) {
            return false;
        }
    }

    // ---- walking and listing ----

    public static Path walkFileTree(Path start, java.util.Set<FileVisitOption> options, int maxDepth,
            FileVisitor<? super Path> visitor) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        java.util.Objects.requireNonNull(visitor);
        new RvmFileWalker(options.contains(FileVisitOption.FOLLOW_LINKS), maxDepth, visitor).walk(start, 0);
        return start;
    }

    public static Path walkFileTree(Path start, FileVisitor<? super Path> visitor) throws IOException {
        return walkFileTree(start, java.util.EnumSet.noneOf(FileVisitOption.class), Integer.MAX_VALUE, visitor);
    }

    /** Every path under start (start first, depth first, entries in name order), as Files.walk gives them. */
    private static List<Path> collect(Path start, int maxDepth, FileVisitOption[] options,
            java.util.function.BiPredicate<Path, java.nio.file.attribute.BasicFileAttributes> matcher) throws IOException {
        if (maxDepth < 0) {
            throw new IllegalArgumentException("'maxDepth' is negative");
        }
        boolean follow = false;
        for (FileVisitOption o : options) {
            if (o == FileVisitOption.FOLLOW_LINKS) {
                follow = true;
            }
        }
        List<Path> found = new ArrayList<>();
        new RvmFileWalker(follow, maxDepth, new FileVisitor<Path>() {
            private void add(Path p, java.nio.file.attribute.BasicFileAttributes attrs) {
                if (matcher == null || matcher.test(p, attrs)) {
                    found.add(p);
                }
            }

            public FileVisitResult preVisitDirectory(Path dir, java.nio.file.attribute.BasicFileAttributes attrs) {
                add(dir, attrs);
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFile(Path file, java.nio.file.attribute.BasicFileAttributes attrs) {
                add(file, attrs);
                return FileVisitResult.CONTINUE;
            }

            public FileVisitResult visitFileFailed(Path file, IOException exc) throws IOException {
                if (file == start) {
                    throw exc;
                }
                throw new java.io.UncheckedIOException(exc);
            }

            public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
                if (exc != null) {
                    throw exc;
                }
                return FileVisitResult.CONTINUE;
            }
        }).walk(start, 0);
        return found;
    }

    public static java.util.stream.Stream<Path> walk(Path start, int maxDepth, FileVisitOption... options)
            throws IOException {
        return collect(start, maxDepth, options, null).stream();
    }

    public static java.util.stream.Stream<Path> walk(Path start, FileVisitOption... options) throws IOException {
        return walk(start, Integer.MAX_VALUE, options);
    }

    public static java.util.stream.Stream<Path> find(Path start, int maxDepth,
            java.util.function.BiPredicate<Path, java.nio.file.attribute.BasicFileAttributes> matcher,
            FileVisitOption... options) throws IOException {
        java.util.Objects.requireNonNull(matcher);
        return collect(start, maxDepth, options, matcher).stream();
    }

    private static List<Path> entries(Path dir) throws IOException {
        int bits = stat(dir);
        if ((bits & RvmFileSystem.EXISTS) == 0) {
            throw new NoSuchFileException(dir.toString());
        }
        if ((bits & RvmFileSystem.IS_DIRECTORY) == 0) {
            throw new NotDirectoryException(dir.toString());
        }
        String[] names = RvmFileSystem.list0(p(dir));
        if (names == null) {
            throw new AccessDeniedException(dir.toString());
        }
        List<Path> paths = new ArrayList<>(names.length);
        for (String name : names) {
            paths.add(dir.resolve(name));
        }
        return paths;
    }

    public static java.util.stream.Stream<Path> list(Path dir) throws IOException {
        return entries(dir).stream();
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir) throws IOException {
        return newDirectoryStream(dir, (DirectoryStream.Filter<Path>) entry -> true);
    }

    /** The entries whose file name matches {@code glob} (FileSystem.getPathMatcher's glob syntax). */
    public static DirectoryStream<Path> newDirectoryStream(Path dir, String glob) throws IOException {
        if (glob.equals("*")) {
            return newDirectoryStream(dir);
        }
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + glob);
        return newDirectoryStream(dir, (DirectoryStream.Filter<Path>) entry -> matcher.matches(entry.getFileName()));
    }

    public static DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
            throws IOException {
        java.util.Objects.requireNonNull(filter);
        return new RvmDirectoryStream(dir, entries(dir), filter);
    }

    public static java.util.stream.Stream<String> lines(Path path, Charset cs) throws IOException {
        return readAllLines(path, cs).stream();
    }

    public static java.util.stream.Stream<String> lines(Path path) throws IOException {
        return lines(path, StandardCharsets.UTF_8);
    }
}
