package java.io;

/**
 * rvm's file-system natives (natives/files.rs), shared by File, the file streams, RandomAccessFile
 * and java.nio.file.Files. Open files are small integer handles. Not part of the JDK API.
 */
public final class RvmFileSystem {
    private RvmFileSystem() {}

    public static final int READ = 0;
    public static final int WRITE = 1;
    public static final int APPEND = 2;
    public static final int READ_WRITE = 3;
    public static final int CREATE_NEW = 4;

    public static final int EXISTS = 1;
    public static final int IS_FILE = 2;
    public static final int IS_DIRECTORY = 4;
    public static final int READABLE = 8;
    public static final int WRITABLE = 16;
    public static final int EXECUTABLE = 32;

    public static native int open0(String path, int mode) throws FileNotFoundException;

    public static native int read0(int handle, byte[] b, int off, int len) throws IOException;

    public static native void write0(int handle, byte[] b, int off, int len) throws IOException;

    public static native void close0(int handle);

    public static native void seek0(int handle, long position) throws IOException;

    public static native long position0(int handle) throws IOException;

    public static native long size0(int handle) throws IOException;

    public static native void setLength0(int handle, long length) throws IOException;

    public static native int available0(int handle) throws IOException;

    public static native int stat0(String path);

    public static native long lengthOf0(String path);

    public static native long lastModified0(String path);

    public static native boolean setLastModified0(String path, long time);

    public static native String[] list0(String path);

    /**
     * {kind (1 file, 2 directory, 3 link, 4 other), size, mtime, atime, ctime (ns), dev, ino, mode, uid, gid},
     * or null if missing.
     */
    public static native long[] attributes0(String path, boolean followLinks);

    /** chmod(2) with the permission bits; 0 or the errno. */
    public static native int chmod0(String path, int mode);

    /** The name of a user (or group) id, or null if the database has none. */
    public static native String principalName0(int id, boolean group);

    /** 0 deleted, 1 no such file, 2 directory not empty, 3 other failure. */
    public static native int delete0(String path);

    public static native boolean mkdir0(String path);

    public static native boolean rename0(String from, String to);

    /** Makes {@code link} a symbolic (or hard) link to {@code target}: 0 done, 1 link exists, 2 no target, 3 other error. */
    public static native int link0(String target, String link, boolean symbolic);

    /** The target of a symbolic link, or null when the path is not one. */
    public static native String readLink0(String path);

    public static native boolean createNew0(String path) throws IOException;

    public static native String canonicalize0(String path);

    public static native boolean setPermission0(String path, int bit, boolean enable, boolean ownerOnly);

    /** A path made absolute against user.dir. */
    public static String absolute(String path) {
        if (path.startsWith("/")) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        return path.isEmpty() ? dir : dir + "/" + path;
    }
}
