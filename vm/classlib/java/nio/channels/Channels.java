package java.nio.channels;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;

/** Adapters between streams and channels. */
public final class Channels {
    private Channels() {
    }

    public static InputStream newInputStream(ReadableByteChannel ch) {
        if (ch == null) {
            throw new NullPointerException("ch");
        }
        return new InputStream() {
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n <= 0 ? -1 : one[0] & 0xff;
            }

            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                int n;
                do {
                    n = ch.read(ByteBuffer.wrap(b, off, len));
                } while (n == 0);
                return n;
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    public static OutputStream newOutputStream(WritableByteChannel ch) {
        if (ch == null) {
            throw new NullPointerException("ch");
        }
        return new OutputStream() {
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            public void write(byte[] b, int off, int len) throws IOException {
                ByteBuffer buf = ByteBuffer.wrap(b, off, len);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
            }

            public void close() throws IOException {
                ch.close();
            }
        };
    }

    public static ReadableByteChannel newChannel(InputStream in) {
        if (in == null) {
            throw new NullPointerException("in");
        }
        return new ReadableByteChannel() {
            private boolean open = true;

            public int read(ByteBuffer dst) throws IOException {
                if (!open) {
                    throw new ClosedChannelException();
                }
                int len = dst.remaining();
                if (len == 0) {
                    return 0;
                }
                byte[] tmp = new byte[Math.min(len, 8192)];
                int n = in.read(tmp, 0, tmp.length);
                if (n < 0) {
                    return -1;
                }
                dst.put(tmp, 0, n);
                return n;
            }

            public boolean isOpen() {
                return open;
            }

            public void close() throws IOException {
                open = false;
                in.close();
            }
        };
    }

    public static WritableByteChannel newChannel(OutputStream out) {
        if (out == null) {
            throw new NullPointerException("out");
        }
        return new WritableByteChannel() {
            private boolean open = true;

            public int write(ByteBuffer src) throws IOException {
                if (!open) {
                    throw new ClosedChannelException();
                }
                int n = src.remaining();
                byte[] tmp = new byte[n];
                src.get(tmp, 0, n);
                out.write(tmp, 0, n);
                return n;
            }

            public boolean isOpen() {
                return open;
            }

            public void close() throws IOException {
                open = false;
                out.close();
            }
        };
    }

    public static java.io.Reader newReader(ReadableByteChannel ch, String csName) {
        return new java.io.InputStreamReader(newInputStream(ch), java.nio.charset.Charset.forName(csName));
    }

    public static java.io.Writer newWriter(WritableByteChannel ch, String csName) {
        return new java.io.OutputStreamWriter(newOutputStream(ch), java.nio.charset.Charset.forName(csName));
    }
}
