package java.nio.file;

public interface Path extends Comparable<Path>, Iterable<Path>, Watchable {
    /** The default file system, rvm's only one. */
    default FileSystem getFileSystem() {
        return FileSystems.getDefault();
    }

    public static Path of(String first, String... more) {
        return RvmPath.of(first, more);
    }

    public static Path of(java.net.URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null) {
            throw new IllegalArgumentException("Missing scheme");
        }
        if (!scheme.equalsIgnoreCase("file")) {
            throw new FileSystemNotFoundException("Provider \"" + scheme + "\" not installed");
        }
        return new java.io.File(uri).toPath(); // the same checks and messages as File(URI)
    }

    /** A "file:///abs/path" URI, with a trailing slash for a directory (as the JDK's UnixPath). */
    default java.net.URI toUri() {
        String abs = toAbsolutePath().toString();
        if (!abs.endsWith("/") && Files.isDirectory(this)) {
            abs = abs + "/";
        }
        try {
            return new java.net.URI("file", "", abs, null, null);
        } catch (java.net.URISyntaxException e) {
            throw new java.io.IOError(e);
        }
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    default Path resolveSibling(Path other) {
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    default java.io.File toFile() {
        return new java.io.File(toString());
    }

    @Override
    default java.util.Iterator<Path> iterator() {
        java.util.ArrayList<Path> names = new java.util.ArrayList<>();
        for (int i = 0; i < getNameCount(); i++) {
            names.add(getName(i));
        }
        return names.iterator();
    }

    /** Watch services exist for the default file system only (sun.nio.fs.RvmWatchService). */
    @Override
    default WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers)
            throws java.io.IOException {
        return sun.nio.fs.RvmWatchService.register(this, watcher, events, modifiers);
    }

    @Override
    default WatchKey register(WatchService watcher, WatchEvent.Kind<?>... events) throws java.io.IOException {
        return register(watcher, events, new WatchEvent.Modifier[0]);
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
