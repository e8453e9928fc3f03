package java.nio.file;

import java.io.IOException;
import java.io.RvmFileSystem;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.util.Set;

/**
 * The "posix" view (also serving as the basic and owner views) of one path: reads through
 * RvmFileAttributes, sets times with setLastModified0 and permissions with chmod0. Changing
 * the owner or group is not supported and says so.
 */
final class RvmFileAttributeView implements PosixFileAttributeView {
    private final Path path;
    private final boolean follow;
    private final String name;

    RvmFileAttributeView(Path path, boolean follow, String name) {
        this.path = path;
        this.follow = follow;
        this.name = name;
    }

    public String name() {
        return name;
    }

    public PosixFileAttributes readAttributes() throws IOException {
        return RvmFileAttributes.read(path, follow);
    }

    public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime) throws IOException {
        if (lastModifiedTime != null) {
            Files.setLastModifiedTime(path, lastModifiedTime);
        }
    }

    public void setPermissions(Set<PosixFilePermission> perms) throws IOException {
        String s = path.toString();
        int error = RvmFileSystem.chmod0(s.isEmpty() ? "." : s, RvmFileAttributes.toMode(perms));
        if (error == 2) {
            throw new NoSuchFileException(path.toString());
        }
        if (error == 13 || error == 1) {
            throw new AccessDeniedException(path.toString());
        }
        if (error != 0) {
            throw new FileSystemException(path.toString(), null, "error " + error);
        }
    }

    public UserPrincipal getOwner() throws IOException {
        return readAttributes().owner();
    }

    public void setOwner(UserPrincipal owner) throws IOException {
        throw new UnsupportedOperationException("rvm cannot change a file's owner");
    }

    public void setGroup(GroupPrincipal group) throws IOException {
        throw new UnsupportedOperationException("rvm cannot change a file's group");
    }
}
