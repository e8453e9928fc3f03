package java.nio.channels;

import java.io.IOException;
import java.io.RvmFileSystem;
import java.nio.ByteBuffer;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * rvm's FileChannel: an RvmFileSystem handle (whose OS file offset is the channel's position) with
 * the JDK's option rules and exceptions. Opened by FileChannel.open / Files.newByteChannel, or
 * shared with a FileInputStream, FileOutputStream or RandomAccessFile (getChannel). Locks are
 * kept in a table of this VM (overlapping locks through any channel of the same file throw
 * OverlappingFileLockException); they are not OS locks, so other processes do not see them.
 * map copies the region: READ_ONLY and PRIVATE mappings behave as the JDK's, READ_WRITE is refused.
 */
public class RvmFileChannel extends FileChannel {
    private final int handle;
    private final String path;
    private final boolean readable;
    private final boolean writable;
    private final boolean append;
    private final boolean deleteOnClose;
    private final java.io.Closeable owner; // the stream whose handle this is, closed with the channel

    private static final java.util.ArrayList<Lock> LOCKS = new java.util.ArrayList<>();

    private RvmFileChannel(int handle, String path, boolean readable, boolean writable, boolean append,
            boolean deleteOnClose, java.io.Closeable owner) {
        this.handle = handle;
        this.path = path;
        this.readable = readable;
        this.writable = writable;
        this.append = append;
        this.deleteOnClose = deleteOnClose;
        this.owner = owner;
    }

    /** For the streams' getChannel: a channel on their handle. */
    public static FileChannel rvmOf(int handle, String path, boolean readable, boolean writable, boolean append,
            java.io.Closeable owner) {
        return new RvmFileChannel(handle, path, readable, writable, append, false, owner);
    }

    private static boolean has(OpenOption[] options, OpenOption o) {
        for (OpenOption x : options) {
            if (x == o) {
                return true;
            }
        }
        return false;
    }

    static FileChannel openFile(Path file, OpenOption... options) throws IOException {
        for (OpenOption o : options) {
            if (o == null) {
                throw new NullPointerException();
            }
        }
        boolean append = has(options, StandardOpenOption.APPEND);
        boolean write = append || has(options, StandardOpenOption.WRITE);
        boolean read = has(options, StandardOpenOption.READ) || !write;
        if (read && append) {
            throw new IllegalArgumentException("READ + APPEND not allowed");
        }
        boolean truncate = has(options, StandardOpenOption.TRUNCATE_EXISTING);
        if (append && truncate) {
            throw new IllegalArgumentException("APPEND + TRUNCATE_EXISTING not allowed");
        }
        String p = file.toString();
        int stat = RvmFileSystem.stat0(p);
        boolean exists = (stat & RvmFileSystem.EXISTS) != 0;
        if (write && has(options, StandardOpenOption.CREATE_NEW)) {
            if (exists) {
                throw new FileAlreadyExistsException(p);
            }
        } else if (!exists && !(write && has(options, StandardOpenOption.CREATE))) {
            throw new NoSuchFileException(p);
        }
        if ((stat & RvmFileSystem.IS_DIRECTORY) != 0 && write) {
            throw new java.nio.file.FileSystemException(p, null, "Is a directory");
        }
        int handle;
        try {
            handle = RvmFileSystem.open0(p, write ? RvmFileSystem.READ_WRITE : RvmFileSystem.READ);
        } catch (java.io.FileNotFoundException e) {
            String m = String.valueOf(e.getMessage());
            if (m.contains("Permission denied")) {
                throw new java.nio.file.AccessDeniedException(p);
            }
            throw new NoSuchFileException(p);
        }
        if (write && truncate) {
            RvmFileSystem.setLength0(handle, 0);
        }
        return new RvmFileChannel(handle, p, read, write, append, has(options, StandardOpenOption.DELETE_ON_CLOSE), null);
    }

    private void ensureOpen() throws IOException {
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
    }

    private void ensureReadable() throws IOException {
        ensureOpen();
        if (!readable) {
            throw new NonReadableChannelException();
        }
    }

    private void ensureWritable() throws IOException {
        ensureOpen();
        if (!writable) {
            throw new NonWritableChannelException();
        }
    }

    public int read(ByteBuffer dst) throws IOException {
        ensureReadable();
        int want = dst.remaining();
        if (want == 0) {
            return 0;
        }
        byte[] tmp = new byte[want];
        int n = RvmFileSystem.read0(handle, tmp, 0, want);
        if (n <= 0) {
            return n == 0 ? 0 : -1;
        }
        dst.put(tmp, 0, n);
        return n;
    }

    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > dsts.length - length) {
            throw new IndexOutOfBoundsException();
        }
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            if (!dsts[i].hasRemaining()) {
                continue;
            }
            int want = dsts[i].remaining();
            int n = read(dsts[i]);
            if (n < 0) {
                return total == 0 ? -1 : total;
            }
            total += n;
            if (n < want) {
                break;
            }
        }
        return total;
    }

    public int write(ByteBuffer src) throws IOException {
        ensureWritable();
        if (append) {
            RvmFileSystem.seek0(handle, RvmFileSystem.size0(handle));
        }
        int n = src.remaining();
        byte[] tmp = new byte[n];
        src.get(tmp, 0, n);
        RvmFileSystem.write0(handle, tmp, 0, n);
        return n;
    }

    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        if (offset < 0 || length < 0 || offset > srcs.length - length) {
            throw new IndexOutOfBoundsException();
        }
        long total = 0;
        for (int i = offset; i < offset + length; i++) {
            total += write(srcs[i]);
        }
        return total;
    }

    public long position() throws IOException {
        ensureOpen();
        return append ? RvmFileSystem.size0(handle) : RvmFileSystem.position0(handle);
    }

    public FileChannel position(long newPosition) throws IOException {
        ensureOpen();
        if (newPosition < 0) {
            throw new IllegalArgumentException();
        }
        RvmFileSystem.seek0(handle, newPosition);
        return this;
    }

    public long size() throws IOException {
        ensureOpen();
        return RvmFileSystem.size0(handle);
    }

    public FileChannel truncate(long size) throws IOException {
        ensureOpen();
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (!writable) {
            throw new NonWritableChannelException();
        }
        long pos = RvmFileSystem.position0(handle);
        if (size < RvmFileSystem.size0(handle)) {
            RvmFileSystem.setLength0(handle, size);
        }
        if (pos > size) {
            pos = size;
        }
        RvmFileSystem.seek0(handle, pos);
        return this;
    }

    public void force(boolean metaData) throws IOException {
        ensureOpen();
    }

    public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
        ensureReadable();
        if (!target.isOpen()) {
            throw new ClosedChannelException();
        }
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        long size = size();
        if (position > size) {
            return 0;
        }
        long n = Math.min(count, size - position);
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate((int) Math.min(n, 8192));
        while (done < n) {
            buf.clear();
            buf.limit((int) Math.min(buf.capacity(), n - done));
            int r = read(buf, position + done);
            if (r <= 0) {
                break;
            }
            buf.flip();
            while (buf.hasRemaining()) {
                int w = target.write(buf);
                if (w <= 0) {
                    return done + (r - buf.remaining());
                }
            }
            done += r;
        }
        return done;
    }

    public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
        ensureWritable();
        if (!src.isOpen()) {
            throw new ClosedChannelException();
        }
        if (position < 0 || count < 0) {
            throw new IllegalArgumentException();
        }
        if (position > size()) {
            return 0;
        }
        long done = 0;
        ByteBuffer buf = ByteBuffer.allocate((int) Math.min(Math.max(count, 1), 8192));
        while (done < count) {
            buf.clear();
            buf.limit((int) Math.min(buf.capacity(), count - done));
            int r = src.read(buf);
            if (r <= 0) {
                break;
            }
            buf.flip();
            done += write(buf, position + done);
        }
        return done;
    }

    public int read(ByteBuffer dst, long position) throws IOException {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureReadable();
        long saved = RvmFileSystem.position0(handle);
        try {
            RvmFileSystem.seek0(handle, position);
            return read(dst);
        } finally {
            RvmFileSystem.seek0(handle, saved);
        }
    }

    public int write(ByteBuffer src, long position) throws IOException {
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        ensureWritable();
        long saved = RvmFileSystem.position0(handle);
        try {
            RvmFileSystem.seek0(handle, position);
            int n = src.remaining();
            byte[] tmp = new byte[n];
            src.get(tmp, 0, n);
            RvmFileSystem.write0(handle, tmp, 0, n);
            return n;
        } finally {
            RvmFileSystem.seek0(handle, saved);
        }
    }

    /** Writes {@code data} at {@code position} without moving the channel's position (mappings). */
    private synchronized void writeAt(byte[] data, long position) throws IOException {
        long saved = RvmFileSystem.position0(handle);
        try {
            RvmFileSystem.seek0(handle, position);
            RvmFileSystem.write0(handle, data, 0, data.length);
        } finally {
            RvmFileSystem.seek0(handle, saved);
        }
    }

    public java.nio.MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
        ensureOpen();
        if (mode == null) {
            throw new NullPointerException("Mode is null");
        }
        if (position < 0L) {
            throw new IllegalArgumentException("Negative position");
        }
        if (size < 0L) {
            throw new IllegalArgumentException("Negative size");
        }
        if (position + size < 0) {
            throw new IllegalArgumentException("Position + size overflow");
        }
        if (size > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("Size exceeds Integer.MAX_VALUE");
        }
        if (!readable) {
            throw new NonReadableChannelException();
        }
        if (mode != MapMode.READ_ONLY && !writable) {
            throw new NonWritableChannelException();
        }
        if (size() < position + size) {
            // As the JDK, in every mode: the file grows to hold the region.
            if (!writable) {
                throw new IOException("Channel not open for writing - cannot extend file to required size");
            }
            RvmFileSystem.setLength0(handle, position + size);
        }
        byte[] bytes = new byte[(int) size];
        ByteBuffer b = ByteBuffer.wrap(bytes);
        long at = position;
        while (b.hasRemaining()) {
            int r = read(b, at);
            if (r <= 0) {
                break;
            }
            at += r;
        }
        if (mode == MapMode.READ_WRITE) {
            Mapping mapping = new Mapping(this, path, position);
            synchronized (MAPPINGS) {
                if (MAPPINGS.isEmpty()) {
                    // Shared mappings reach the file when the program ends, as the OS would write them.
                    Runtime.getRuntime().addShutdownHook(new Thread(RvmFileChannel::writeBackAll, "rvm mapped files"));
                }
                MAPPINGS.add(mapping);
            }
            java.nio.MappedByteBuffer buffer = java.nio.MappedByteBuffer.rvmShared(bytes, mapping);
            mapping.bytes = bytes;
            mapping.written = java.util.Arrays.copyOf(bytes, bytes.length);
            return buffer;
        }
        return java.nio.MappedByteBuffer.rvmCopyOf(bytes, mode == MapMode.PRIVATE);
    }

    /** Every READ_WRITE mapping made so far (kept until the program ends, as their bytes must reach the file). */
    private static final java.util.ArrayList<Mapping> MAPPINGS = new java.util.ArrayList<>();

    private static void writeBackAll() {
        synchronized (MAPPINGS) {
            for (Mapping m : MAPPINGS) {
                m.accept(m.bytes);
            }
        }
    }

    /**
     * A READ_WRITE mapping's way back to its file: through its channel while that is open, else
     * through the file's path (if the file still exists). rvm's mappings are copies, so another
     * reader of the file sees the buffer's writes only after force(), the channel's close or the
     * end of the program.
     */
    private static final class Mapping implements java.util.function.Consumer<byte[]> {
        final RvmFileChannel channel;
        final String path;
        final long position;
        byte[] bytes;
        /**
         * The bytes as last written to (or read from) the file: only runs that differ are
         * written back, so overlapping mappings and the channel's own writes are not undone
         * by a stale copy.
         */
        byte[] written;

        /** Writes the changed runs through {@code target} (an open channel) and remembers them. */
        synchronized void writeChanges(RvmFileChannel target) throws IOException {
            int n = bytes.length;
            int i = 0;
            while (i < n) {
                if (bytes[i] == written[i]) {
                    i++;
                    continue;
                }
                int start = i;
                while (i < n && bytes[i] != written[i]) {
                    i++;
                }
                byte[] run = java.util.Arrays.copyOfRange(bytes, start, i);
                if (target != null) {
                    target.writeAt(run, position + start);
                } else {
                    try (java.io.RandomAccessFile file = new java.io.RandomAccessFile(path, "rw")) {
                        file.seek(position + start);
                        file.write(run);
                    }
                }
                System.arraycopy(run, 0, written, start, run.length);
            }
        }

        Mapping(RvmFileChannel channel, String path, long position) {
            this.channel = channel;
            this.path = path;
            this.position = position;
        }

        public void accept(byte[] data) {
            try {
                if (channel.isOpen()) {
                    writeChanges(channel);
                } else if (path != null && (RvmFileSystem.stat0(path) & RvmFileSystem.EXISTS) != 0) {
                    writeChanges(null);
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    public FileLock lock(long position, long size, boolean shared) throws IOException {
        FileLock l = tryLock(position, size, shared);
        return l;
    }

    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        ensureOpen();
        return tryLockFor(null, position, size, shared);
    }

    /** A lock on this channel's file, acquired by {@code async} when that is not null (the
     *  AsynchronousFileChannel over this channel), else by this channel. */
    FileLock tryLockFor(AsynchronousFileChannel async, long position, long size, boolean shared) throws IOException {
        if (shared && !readable) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writable) {
            throw new NonWritableChannelException();
        }
        Lock lock = async == null ? new Lock(this, position, size, shared) : new Lock(this, async, position, size, shared);
        synchronized (LOCKS) {
            for (Lock other : LOCKS) {
                if (other.file.equals(path) && other.overlaps(position, size)) {
                    throw new OverlappingFileLockException();
                }
            }
            LOCKS.add(lock);
        }
        return lock;
    }

    protected void implCloseChannel() throws IOException {
        synchronized (MAPPINGS) {
            for (Mapping m : MAPPINGS) {
                if (m.channel == this) {
                    m.writeChanges(this);
                }
            }
        }
        synchronized (LOCKS) {
            for (int i = LOCKS.size() - 1; i >= 0; i--) {
                if (LOCKS.get(i).fc == this) {
                    LOCKS.get(i).valid = false;
                    LOCKS.remove(i);
                }
            }
        }
        if (owner != null) {
            owner.close();
        } else {
            RvmFileSystem.close0(handle);
        }
        if (deleteOnClose) {
            RvmFileSystem.delete0(path);
        }
    }

    private static final class Lock extends FileLock {
        final RvmFileChannel fc;
        final String file;
        boolean valid = true;

        Lock(RvmFileChannel channel, long position, long size, boolean shared) {
            super(channel, position, size, shared);
            fc = channel;
            file = fileOf(channel);
        }

        Lock(RvmFileChannel channel, AsynchronousFileChannel async, long position, long size, boolean shared) {
            super(async, position, size, shared);
            fc = channel;
            file = fileOf(channel);
        }

        private static String fileOf(RvmFileChannel channel) {
            return channel.path != null ? channel.path : "#" + channel.handle;
        }

        public boolean isValid() {
            synchronized (LOCKS) {
                return valid;
            }
        }

        public void release() throws IOException {
            if (!acquiredBy().isOpen()) {
                throw new ClosedChannelException();
            }
            synchronized (LOCKS) {
                valid = false;
                LOCKS.remove(this);
            }
        }
    }
}
