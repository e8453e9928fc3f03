package java.util.zip;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;

/**
 * rvm's java.util.zip.ZipFile: random access to a zip file through its central directory. The
 * constructor reads the end record (searching back over a trailing comment) and every central
 * directory header into entries, in the directory's order; getInputStream seeks to the entry's
 * local header and returns its bytes, inflated through Inflater (natives/zlib.rs) when DEFLATED.
 * Zip64 archives and encrypted entries are rejected with a ZipException saying so.
 */
public class ZipFile implements java.io.Closeable {
    public static final int OPEN_READ = 0x1;
    public static final int OPEN_DELETE = 0x4;

    private final String name;
    private RandomAccessFile file;
    private final java.util.LinkedHashMap<String, ZipEntry> entries = new java.util.LinkedHashMap<>();
    /** The local header offset of each entry, by name. */
    private final java.util.HashMap<String, Long> offsets = new java.util.HashMap<>();
    private String comment;
    private final java.util.ArrayList<InputStream> streams = new java.util.ArrayList<>();

    public ZipFile(String name) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File file) throws IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(File file, java.nio.charset.Charset charset) throws IOException {
        this(file, OPEN_READ);
    }

    public ZipFile(String name, java.nio.charset.Charset charset) throws IOException {
        this(new File(name), OPEN_READ);
    }

    public ZipFile(File f, int mode) throws IOException {
        if ((mode & OPEN_READ) == 0 || (mode & ~(OPEN_READ | OPEN_DELETE)) != 0) {
            throw new IllegalArgumentException("Illegal mode: 0x" + Integer.toHexString(mode));
        }
        this.name = f.getPath();
        if (!f.exists()) {
            throw new java.nio.file.NoSuchFileException(name);
        }
        file = new RandomAccessFile(f, "r");
        try {
            readCentralDirectory();
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
        if ((mode & OPEN_DELETE) != 0) {
            f.delete();
        }
    }

    private void readCentralDirectory() throws IOException {
        long length = file.length();
        if (length == 0) {
            throw new ZipException("zip file is empty");
        }
        int window = (int) Math.min(length, ZipConstants.ENDHDR + 0xFFFF);
        byte[] tail = new byte[window];
        file.seek(length - window);
        file.readFully(tail, 0, window);
        int end = -1;
        for (int i = window - ZipConstants.ENDHDR; i >= 0; i--) {
            if (get32(tail, i) == ZipConstants.ENDSIG && i + ZipConstants.ENDHDR + get16(tail, i + 20) <= window) {
                end = i;
                break;
            }
        }
        if (end < 0) {
            throw new ZipException("zip END header not found");
        }
        int total = get16(tail, end + 10);
        long cenSize = get32(tail, end + 12);
        long cenOffset = get32(tail, end + 16);
        int commentLength = get16(tail, end + 20);
        if (commentLength > 0) {
            comment = new String(tail, end + ZipConstants.ENDHDR, commentLength, java.nio.charset.StandardCharsets.UTF_8);
        }
        if (total == 0xFFFF || cenSize == 0xFFFFFFFFL || cenOffset == 0xFFFFFFFFL) {
            throw new ZipException("rvm: zip64 archives are not supported");
        }
        long endPosition = length - window + end;
        if (cenOffset + cenSize > endPosition) {
            throw new ZipException("invalid END header (bad central directory offset)");
        }
        byte[] cen = new byte[(int) cenSize];
        file.seek(cenOffset);
        file.readFully(cen, 0, cen.length);
        int pos = 0;
        for (int i = 0; i < total; i++) {
            if (pos + ZipConstants.CENHDR > cen.length || get32(cen, pos) != ZipConstants.CENSIG) {
                throw new ZipException("invalid CEN header (bad signature)");
            }
            int flag = get16(cen, pos + 8);
            int nameLength = get16(cen, pos + 28);
            int extraLength = get16(cen, pos + 30);
            int entryCommentLength = get16(cen, pos + 32);
            if (pos + ZipConstants.CENHDR + nameLength + extraLength + entryCommentLength > cen.length) {
                throw new ZipException("invalid CEN header (bad header size)");
            }
            String entryName = new String(cen, pos + ZipConstants.CENHDR, nameLength, java.nio.charset.StandardCharsets.UTF_8);
            ZipEntry e = new ZipEntry(entryName);
            e.flag = flag;
            e.method = get16(cen, pos + 10);
            e.xdostime = get32(cen, pos + 12);
            e.crc = get32(cen, pos + 16);
            e.csize = get32(cen, pos + 20);
            e.size = get32(cen, pos + 24);
            if (extraLength > 0) {
                byte[] extra = new byte[extraLength];
                System.arraycopy(cen, pos + ZipConstants.CENHDR + nameLength, extra, 0, extraLength);
                e.extra = extra;
                e.readExtendedTime(extra);
            }
            if (entryCommentLength > 0) {
                e.comment = new String(cen, pos + ZipConstants.CENHDR + nameLength + extraLength, entryCommentLength,
                        java.nio.charset.StandardCharsets.UTF_8);
            }
            long offset = get32(cen, pos + 42);
            if (!entries.containsKey(entryName)) {
                entries.put(entryName, e);
                offsets.put(entryName, offset);
            }
            pos += ZipConstants.CENHDR + nameLength + extraLength + entryCommentLength;
        }
    }

    private void ensureOpen() {
        if (file == null) {
            throw new IllegalStateException("zip file closed");
        }
    }

    public ZipEntry getEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        synchronized (this) {
            ensureOpen();
            ZipEntry e = entries.get(name);
            if (e == null && !name.endsWith("/")) {
                e = entries.get(name + "/");
            }
            return e == null ? null : copyEntry(e);
        }
    }

    /** A fresh entry object for callers (the JDK gives a new one on each lookup), a JarEntry for a JarFile. */
    private ZipEntry copyEntry(ZipEntry e) {
        return this instanceof java.util.jar.JarFile ? new java.util.jar.JarEntry(e) : new ZipEntry(e);
    }

    public InputStream getInputStream(ZipEntry entry) throws IOException {
        if (entry == null) {
            throw new NullPointerException("entry");
        }
        byte[] data;
        ZipEntry e;
        synchronized (this) {
            ensureOpen();
            e = entries.get(entry.getName());
            if (e == null) {
                return null;
            }
            if ((e.flag & 1) != 0) {
                throw new ZipException("rvm: encrypted zip entries are not supported");
            }
            long offset = offsets.get(e.getName());
            byte[] header = new byte[ZipConstants.LOCHDR];
            file.seek(offset);
            file.readFully(header, 0, ZipConstants.LOCHDR);
            if (get32(header, 0) != ZipConstants.LOCSIG) {
                throw new ZipException("ZipFile invalid LOC header (bad signature)");
            }
            file.seek(offset + ZipConstants.LOCHDR + get16(header, 26) + get16(header, 28));
            data = new byte[(int) e.csize];
            file.readFully(data, 0, data.length);
        }
        InputStream in;
        if (e.method == ZipEntry.STORED) {
            in = new ByteArrayInputStream(data);
        } else if (e.method == ZipEntry.DEFLATED) {
            in = new InflaterInputStream(new ByteArrayInputStream(data), new Inflater(true), 512);
        } else {
            throw new ZipException("invalid compression method");
        }
        synchronized (streams) {
            streams.add(in);
        }
        return in;
    }

    public String getName() {
        return name;
    }

    public String getComment() {
        synchronized (this) {
            ensureOpen();
            return comment;
        }
    }

    public int size() {
        synchronized (this) {
            ensureOpen();
            return entries.size();
        }
    }

    /** The entries in the central directory's order, as entries() gives them. */
    public java.util.stream.Stream<? extends ZipEntry> stream() {
        java.util.ArrayList<ZipEntry> list = new java.util.ArrayList<>();
        for (java.util.Enumeration<? extends ZipEntry> e = entries(); e.hasMoreElements();) {
            list.add(e.nextElement());
        }
        return list.stream();
    }

    public java.util.Enumeration<? extends ZipEntry> entries() {
        final java.util.ArrayList<ZipEntry> list;
        synchronized (this) {
            ensureOpen();
            list = new java.util.ArrayList<>(entries.values());
        }
        return new java.util.Enumeration<ZipEntry>() {
            private int next;

            public boolean hasMoreElements() {
                synchronized (ZipFile.this) {
                    ensureOpen();
                }
                return next < list.size();
            }

            public ZipEntry nextElement() {
                synchronized (ZipFile.this) {
                    ensureOpen();
                }
                if (next >= list.size()) {
                    throw new java.util.NoSuchElementException();
                }
                return copyEntry(list.get(next++));
            }
        };
    }

    public void close() throws IOException {
        synchronized (this) {
            if (file == null) {
                return;
            }
            file.close();
            file = null;
        }
        synchronized (streams) {
            for (InputStream in : streams) {
                in.close();
            }
            streams.clear();
        }
    }

    private static int get16(byte[] b, int off) {
        return ZipConstants.get16(b, off);
    }

    private static long get32(byte[] b, int off) {
        return ZipConstants.get32(b, off);
    }
}
