package java.nio.file;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * rvm-only: what Files.newDirectoryStream returns. Like the JDK's stream on Linux it is a
 * SecureDirectoryStream (libraries such as Guava's MoreFiles.deleteRecursively test for one), but
 * it holds the directory's path, not an open descriptor: a relative entry name is resolved against
 * that path when used, so a directory renamed while the stream is open is not followed. The
 * entries are read when the stream is opened; the filter runs when the iterator is obtained.
 */
final class RvmDirectoryStream implements SecureDirectoryStream<Path> {
    private final Path dir;
    private final List<Path> entries;
    private final DirectoryStream.Filter<? super Path> filter;
    private boolean closed;
    private boolean iterated;

    RvmDirectoryStream(Path dir, List<Path> entries, DirectoryStream.Filter<? super Path> filter) {
        this.dir = dir;
        this.entries = entries;
        this.filter = filter;
    }

    public Iterator<Path> iterator() {
        if (closed) {
            throw new IllegalStateException("Directory stream is closed");
        }
        if (iterated) {
            throw new IllegalStateException("Iterator already obtained");
        }
        iterated = true;
        List<Path> accepted = new ArrayList<>();
        for (Path p : entries) {
            try {
                if (filter.accept(p)) {
                    accepted.add(p);
                }
            } catch (IOException e) {
                throw new DirectoryIteratorException(e);
            }
        }
        return accepted.iterator();
    }

    public void close() {
        closed = true;
    }

    /** An absolute path as it is, a relative one against this directory (as the JDK's openat does). */
    private Path resolve(Path path) {
        if (closed) {
            throw new ClosedDirectoryStreamException();
        }
        return path.isAbsolute() ? path : dir.resolve(path);
    }

    public SecureDirectoryStream<Path> newDirectoryStream(Path path, LinkOption... options) throws IOException {
        Path child = resolve(path);
        if (!RvmFileAttributes.followLinks(options) && Files.isSymbolicLink(child)) {
            throw new FileSystemException(child.toString(), null, "Too many levels of symbolic links");
        }
        return (SecureDirectoryStream<Path>) Files.newDirectoryStream(child);
    }

    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
            throws IOException {
        return Files.newByteChannel(resolve(path), options, attrs);
    }

    public void deleteFile(Path path) throws IOException {
        Path file = resolve(path);
        if (Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(file.toString(), null, "Is a directory");
        }
        Files.delete(file);
    }

    public void deleteDirectory(Path path) throws IOException {
        Path directory = resolve(path);
        if (Files.exists(directory, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(directory.toString(), null, "Not a directory");
        }
        Files.delete(directory);
    }

    public void move(Path srcpath, SecureDirectoryStream<Path> targetdir, Path targetpath) throws IOException {
        Path target = targetpath;
        if (!targetpath.isAbsolute()) {
            if (!(targetdir instanceof RvmDirectoryStream)) {
                throw new ProviderMismatchException();
            }
            target = ((RvmDirectoryStream) targetdir).resolve(targetpath);
        }
        Files.move(resolve(srcpath), target, StandardCopyOption.REPLACE_EXISTING);
    }

    public <V extends FileAttributeView> V getFileAttributeView(Class<V> type) {
        return Files.getFileAttributeView(dir, type);
    }

    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
        return Files.getFileAttributeView(resolve(path), type, options);
    }
}
