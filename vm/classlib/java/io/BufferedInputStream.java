package java.io;

/** rvm's java.io.BufferedInputStream: a byte buffer in front of another stream, with mark/reset. */
public class BufferedInputStream extends FilterInputStream {
    protected volatile byte[] buf;
    protected int count;
    protected int pos;
    protected int markpos = -1;
    protected int marklimit;

    public BufferedInputStream(InputStream in) {
        this(in, 8192);
    }

    public BufferedInputStream(InputStream in, int size) {
        super(in);
        if (size <= 0) {
            throw new IllegalArgumentException("Buffer size <= 0");
        }
        buf = new byte[size];
    }

    private InputStream input() throws IOException {
        InputStream input = in;
        if (input == null || buf == null) {
            throw new IOException("Stream closed");
        }
        return input;
    }

    private void fill() throws IOException {
        InputStream input = input();
        if (markpos < 0) {
            pos = 0;
        } else if (pos >= buf.length) {
            if (markpos > 0) {
                int keep = pos - markpos;
                System.arraycopy(buf, markpos, buf, 0, keep);
                pos = keep;
                markpos = 0;
            } else if (buf.length >= marklimit) {
                markpos = -1;
                pos = 0;
            } else {
                byte[] bigger = new byte[Math.min(buf.length * 2, marklimit)];
                System.arraycopy(buf, 0, bigger, 0, pos);
                buf = bigger;
            }
        }
        count = pos;
        int n = input.read(buf, pos, buf.length - pos);
        if (n > 0) {
            count = n + pos;
        }
    }

    public synchronized int read() throws IOException {
        if (pos >= count) {
            fill();
            if (pos >= count) {
                return -1;
            }
        }
        return buf[pos++] & 0xff;
    }

    public synchronized int read(byte[] b, int off, int len) throws IOException {
        input();
        if ((off | len | (off + len) | (b.length - (off + len))) < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int n = 0;
        while (n < len) {
            int avail = count - pos;
            if (avail <= 0) {
                if (n > 0 && in.available() <= 0) {
                    break;
                }
                if (len - n >= buf.length && markpos < 0) {
                    int r = in.read(b, off + n, len - n);
                    if (r <= 0) {
                        return n == 0 ? r : n;
                    }
                    n += r;
                    continue;
                }
                fill();
                avail = count - pos;
                if (avail <= 0) {
                    return n == 0 ? -1 : n;
                }
            }
            int cnt = Math.min(avail, len - n);
            System.arraycopy(buf, pos, b, off + n, cnt);
            pos += cnt;
            n += cnt;
        }
        return n;
    }

    public synchronized long skip(long n) throws IOException {
        input();
        if (n <= 0) {
            return 0;
        }
        long avail = count - pos;
        if (avail <= 0) {
            if (markpos < 0) {
                return in.skip(n);
            }
            fill();
            avail = count - pos;
            if (avail <= 0) {
                return 0;
            }
        }
        long skipped = Math.min(avail, n);
        pos += (int) skipped;
        return skipped;
    }

    public synchronized int available() throws IOException {
        int n = count - pos;
        int avail = input().available();
        return n > (Integer.MAX_VALUE - avail) ? Integer.MAX_VALUE : n + avail;
    }

    public synchronized void mark(int readlimit) {
        marklimit = readlimit;
        markpos = pos;
    }

    public synchronized void reset() throws IOException {
        input();
        if (markpos < 0) {
            throw new IOException("Resetting to invalid mark");
        }
        pos = markpos;
    }

    public boolean markSupported() {
        return true;
    }

    public void close() throws IOException {
        InputStream input = in;
        in = null;
        buf = null;
        if (input != null) {
            input.close();
        }
    }
}
