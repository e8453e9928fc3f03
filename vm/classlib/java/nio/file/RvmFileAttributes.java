package java.nio.file;

import java.io.IOException;
import java.io.RvmFileSystem;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A file's basic and POSIX attributes read in one stat (RvmFileSystem.attributes0). As on
 * Linux in JDK 17, creationTime is the modification time (no birth time) and fileKey is
 * "(dev=...,ino=...)"; owner and group are named from the user and group databases.
 */
final class RvmFileAttributes implements PosixFileAttributes {
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

    public UserPrincipal owner() {
        return new Principal((int) raw[8], false);
    }

    public GroupPrincipal group() {
        return new Principal((int) raw[9], true);
    }

    private static final PosixFilePermission[] ORDER = PosixFilePermission.values();

    public Set<PosixFilePermission> permissions() {
        Set<PosixFilePermission> perms = new HashSet<>();
        for (int i = 0; i < 9; i++) {
            if ((raw[7] & (1 << (8 - i))) != 0) {
                perms.add(ORDER[i]);
            }
        }
        return perms;
    }

    /** The permission bits (rwxrwxrwx as 0777) of a set. */
    static int toMode(Set<PosixFilePermission> perms) {
        int mode = 0;
        for (int i = 0; i < 9; i++) {
            if (perms.contains(ORDER[i])) {
                mode |= 1 << (8 - i);
            }
        }
        return mode;
    }

    /** A user or group by id; its name is the database's, else the number (as the JDK). */
    static final class Principal implements GroupPrincipal {
        private final int id;
        private final boolean isGroup;
        private final String name;

        Principal(int id, boolean isGroup) {
            this.id = id;
            this.isGroup = isGroup;
            String found = RvmFileSystem.principalName0(id, isGroup);
            this.name = found != null ? found : Integer.toString(id);
        }

        public String getName() {
            return name;
        }

        public String toString() {
            return name;
        }

        public boolean equals(Object o) {
            return o instanceof Principal && ((Principal) o).id == id && ((Principal) o).isGroup == isGroup;
        }

        public int hashCode() {
            return id != -1 ? id : name.hashCode();
        }
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
