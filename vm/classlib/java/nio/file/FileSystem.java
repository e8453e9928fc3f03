package java.nio.file;

/**
 * rvm's java.nio.file.FileSystem: the default (and only) file system, sun.nio.fs.LinuxFileSystem.
 * No providers or file stores; watch services on inotify (sun.nio.fs.RvmWatchService).
 */
public abstract class FileSystem implements java.io.Closeable {
    protected FileSystem() {
    }

    public abstract void close() throws java.io.IOException;

    public abstract boolean isOpen();

    public abstract boolean isReadOnly();

    public abstract String getSeparator();

    public abstract Iterable<Path> getRootDirectories();

    public abstract java.util.Set<String> supportedFileAttributeViews();

    public abstract Path getPath(String first, String... more);

    public abstract PathMatcher getPathMatcher(String syntaxAndPattern);

    public abstract WatchService newWatchService() throws java.io.IOException;
}
