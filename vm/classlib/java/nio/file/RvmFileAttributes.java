package java.nio.file;

import java.io.IOException;
import java.io.RvmFileSystem;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;

/**
 * A file's basic attributes read in one stat (RvmFileSystem.attributes0). As on Linux in
 * JDK 17, creationTime is the modification time (no birth time) and fileKey is
 * "(dev=...,ino=...)".
 */
final class RvmFileAttributes implements BasicFileAttributes {
    private final long[] raw;

    private RvmFileAttributes(long[] raw) {
        this.raw = raw;
    }

    static RvmFileAttributes read(Path path, boolean follow) throws IOException {
        String s = path.toString();
        long[] raw = RvmFileSystem.attributes0(s.isEmpty() ? "." : s, follow);
        if (raw == null) {
            throw new NoSuchFileException(path.toString());
        }
        return new RvmFileAttributes(raw);
    }

    static boolean followLinks(LinkOption... options) {
        for (LinkOption o : options) {
            if (o == LinkOption.NOFOLLOW_LINKS) {
                return false;
            }
            if (o == null) {
                throw new NullPointerException();
            }
        }
        return true;
    }

    public FileTime lastModifiedTime() {
        return FileTime.from(raw[2], TimeUnit.NANOSECONDS);
    }

    public FileTime lastAccessTime() {
        return FileTime.from(raw[3], TimeUnit.NANOSECONDS);
    }

    public FileTime creationTime() {
        return lastModifiedTime();
    }

    public boolean isRegularFile() {
        return raw[0] == 1;
    }

    public boolean isDirectory() {
        return raw[0] == 2;
    }

    public boolean isSymbolicLink() {
        return raw[0] == 3;
    }

    public boolean isOther() {
        return raw[0] == 4;
    }

    public long size() {
        return raw[1];
    }

    public Object fileKey() {
        return new Key(raw[5], raw[6]);
    }

    private static final class Key {
        private final long dev;
        private final long ino;

        Key(long dev, long ino) {
            this.dev = dev;
            this.ino = ino;
        }

        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).dev == dev && ((Key) o).ino == ino;
        }

        public int hashCode() {
            return (int) (dev ^ (dev >>> 32)) + (int) (ino ^ (ino >>> 32));
        }

        public String toString() {
            return "(dev=" + Long.toHexString(dev) + ",ino=" + ino + ")";
        }
    }
}
