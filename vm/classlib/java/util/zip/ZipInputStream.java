package java.util.zip;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;

/**
 * rvm's java.util.zip.ZipInputStream: reads entries in stream order from their local headers,
 * inflating DEFLATED data (sizes and CRC from the EXT record when the header has the
 * data-descriptor flag) and copying STORED data, checking sizes and CRC-32 with the JDK's messages.
 * Names are UTF-8. No ZIP64, no encrypted entries.
 */
public class ZipInputStream extends InflaterInputStream {
    private ZipEntry entry;
    private int flag;
    private final CRC32 crc = new CRC32();
    private long remaining;
    private final byte[] tmpbuf = new byte[512];
    private static final int STORED = ZipEntry.STORED;
    private static final int DEFLATED = ZipEntry.DEFLATED;
    private boolean closed = false;
    private boolean entryEOF = false;

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    public ZipInputStream(InputStream in) {
        super(new PushbackInputStream(in, 512), new Inflater(true), 512);
        usesDefaultInflater = true;
        if (in == null) {
            throw new NullPointerException("in is null");
        }
    }

    public ZipInputStream(InputStream in, java.nio.charset.Charset charset) {
        this(in);
        if (charset == null) {
            throw new NullPointerException("charset is null");
        }
    }

    public ZipEntry getNextEntry() throws IOException {
        ensureOpen();
        if (entry != null) {
            closeEntry();
        }
        crc.reset();
        inf.reset();
        if ((entry = readLOC()) == null) {
            return null;
        }
        if (entry.method == STORED) {
            remaining = entry.size;
        }
        entryEOF = false;
        return entry;
    }

    public void closeEntry() throws IOException {
        ensureOpen();
        while (read(tmpbuf, 0, tmpbuf.length) != -1) {
        }
        entryEOF = true;
    }

    public int available() throws IOException {
        ensureOpen();
        return entryEOF ? 0 : 1;
    }

    public int read(byte[] b, int off, int len) throws IOException {
        ensureOpen();
        if (off < 0 || len < 0 || off > b.length - len) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        if (entry == null) {
            return -1;
        }
        switch (entry.method) {
            case DEFLATED:
                len = super.read(b, off, len);
                if (len == -1) {
                    readEnd(entry);
                    entryEOF = true;
                    entry = null;
                } else {
                    crc.update(b, off, len);
                }
                return len;
            case STORED:
                if (remaining <= 0) {
                    entryEOF = true;
                    entry = null;
                    return -1;
                }
                if (len > remaining) {
                    len = (int) remaining;
                }
                len = in.read(b, off, len);
                if (len == -1) {
                    throw new ZipException("unexpected EOF");
                }
                crc.update(b, off, len);
                remaining -= len;
                if (remaining == 0 && entry.crc != crc.getValue()) {
                    throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(entry.crc)
                            + " but got 0x" + Long.toHexString(crc.getValue()) + ")");
                }
                return len;
            default:
                throw new ZipException("invalid compression method");
        }
    }

    public long skip(long n) throws IOException {
        if (n < 0) {
            throw new IllegalArgumentException("negative skip length");
        }
        ensureOpen();
        int max = (int) Math.min(n, Integer.MAX_VALUE);
        int total = 0;
        while (total < max) {
            int len = max - total;
            if (len > tmpbuf.length) {
                len = tmpbuf.length;
            }
            len = read(tmpbuf, 0, len);
            if (len == -1) {
                entryEOF = true;
                break;
            }
            total += len;
        }
        return total;
    }

    public void close() throws IOException {
        if (!closed) {
            super.close();
            closed = true;
        }
    }

    private ZipEntry readLOC() throws IOException {
        try {
            readFully(tmpbuf, 0, ZipConstants.LOCHDR);
        } catch (EOFException e) {
            return null;
        }
        if (ZipConstants.get32(tmpbuf, 0) != ZipConstants.LOCSIG) {
            return null;
        }
        flag = ZipConstants.get16(tmpbuf, 6);
        int len = ZipConstants.get16(tmpbuf, 26);
        byte[] b = new byte[len];
        readFully(b, 0, len);
        ZipEntry e = createZipEntry(new String(b, 0, len, java.nio.charset.StandardCharsets.UTF_8));
        if ((flag & 1) == 1) {
            throw new ZipException("encrypted ZIP entry not supported");
        }
        e.method = ZipConstants.get16(tmpbuf, 8);
        e.xdostime = ZipConstants.get32(tmpbuf, 10);
        if ((flag & 8) == 8) {
            if (e.method != DEFLATED) {
                throw new ZipException("only DEFLATED entries can have EXT descriptor");
            }
        } else {
            e.crc = ZipConstants.get32(tmpbuf, 14);
            e.csize = ZipConstants.get32(tmpbuf, 18);
            e.size = ZipConstants.get32(tmpbuf, 22);
        }
        len = ZipConstants.get16(tmpbuf, 28);
        if (len > 0) {
            byte[] extra = new byte[len];
            readFully(extra, 0, len);
            e.extra = extra;
            e.readExtendedTime(extra);
        }
        return e;
    }

    protected ZipEntry createZipEntry(String name) {
        return new ZipEntry(name);
    }

    private void readEnd(ZipEntry e) throws IOException {
        int n = inf.getRemaining();
        if (n > 0) {
            ((PushbackInputStream) in).unread(buf, len - n, n);
        }
        if ((flag & 8) == 8) {
            readFully(tmpbuf, 0, ZipConstants.EXTHDR);
            long sig = ZipConstants.get32(tmpbuf, 0);
            if (sig != ZipConstants.EXTSIG) {
                e.crc = sig;
                e.csize = ZipConstants.get32(tmpbuf, 4);
                e.size = ZipConstants.get32(tmpbuf, 8);
                ((PushbackInputStream) in).unread(tmpbuf, 12, 4);
            } else {
                e.crc = ZipConstants.get32(tmpbuf, 4);
                e.csize = ZipConstants.get32(tmpbuf, 8);
                e.size = ZipConstants.get32(tmpbuf, 12);
            }
        }
        if (e.size != inf.getBytesWritten()) {
            throw new ZipException("invalid entry size (expected " + e.size + " but got " + inf.getBytesWritten()
                    + " bytes)");
        }
        if (e.csize != inf.getBytesRead()) {
            throw new ZipException("invalid entry compressed size (expected " + e.csize + " but got "
                    + inf.getBytesRead() + " bytes)");
        }
        if (e.crc != crc.getValue()) {
            throw new ZipException("invalid entry CRC (expected 0x" + Long.toHexString(e.crc) + " but got 0x"
                    + Long.toHexString(crc.getValue()) + ")");
        }
    }

    private void readFully(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            int n = in.read(b, off, len);
            if (n == -1) {
                throw new EOFException();
            }
            off += n;
            len -= n;
        }
    }
}
