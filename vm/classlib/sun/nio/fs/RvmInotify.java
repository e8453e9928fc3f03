package sun.nio.fs;

/** inotify(7) for RvmWatchService: the natives in vm/src/natives/watch.rs, by handle. */
final class RvmInotify {
    private RvmInotify() {}

    static final int IN_MODIFY = 0x2;
    static final int IN_ATTRIB = 0x4;
    static final int IN_MOVED_FROM = 0x40;
    static final int IN_MOVED_TO = 0x80;
    static final int IN_CREATE = 0x100;
    static final int IN_DELETE = 0x200;
    static final int IN_UNMOUNT = 0x2000;
    static final int IN_Q_OVERFLOW = 0x4000;
    static final int IN_IGNORED = 0x8000;
    static final int IN_ONLYDIR = 0x01000000;

    static native int init0() throws java.io.IOException;

    static native int addWatch0(int handle, String path, int mask) throws java.io.IOException;

    static native void rmWatch0(int handle, int wd);

    static native int read0(int handle, byte[] buf, int millis) throws java.io.IOException;

    static native void close0(int handle);
}
