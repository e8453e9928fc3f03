package java.util.zip;

/**
 * rvm's java.util.zip.Deflater: a zlib compressor (natives in vm/src/natives/zlib.rs, on the
 * system zlib that HotSpot uses too, so the bytes are java's). The input array, its window and
 * the byte counts live here; each deflate call hands the native one input window and one output
 * window. A level set before the first deflate applies from the start; a strategy other than
 * DEFAULT_STRATEGY and getAdler are not provided. A Deflater that is not end()ed keeps its zlib
 * stream until the process ends (no Cleaner).
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;
    private static final int FINISH = 4;
    private static final int KEEP_LEVEL = -2;
    private static final byte[] EMPTY = new byte[0];

    private long handle;
    private final boolean nowrap;
    private int level;
    private int strategy;
    private boolean setParams;
    private byte[] input = EMPTY;
    /** The buffer setInput(ByteBuffer) was given: its remaining bytes are copied to input, and its
     *  position follows inputPos as the bytes are consumed (as the JDK advances it). */
    private java.nio.ByteBuffer inputBuffer;
    /** zlib's strm.adler for getAdler: the dictionary's Adler-32 until deflate starts (it goes in
     *  the header), then the Adler-32 of the input consumed; 1 for raw (nowrap) streams. */
    private Adler32 consumedAdler = new Adler32();
    private long dictionaryAdler = -1;
    private int inputBufferStart;
    private int inputPos;
    private int inputLim;
    private boolean finish;
    private boolean finished;
    private long bytesRead;
    private long bytesWritten;

    private static native long init0(int level, boolean nowrap);

    private static native long deflate0(long handle, byte[] input, int inputOff, int inputLen, byte[] output,
            int outputOff, int outputLen, int flush, int level);

    private static native void setDictionary0(long handle, byte[] b, int off, int len);

    private static native void reset0(long handle, boolean nowrap);

    private static native void end0(long handle);

    public Deflater(int level, boolean nowrap) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException(); // zlib's deflateInit2 refuses it; the JDK gives no message
        }
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        this.nowrap = nowrap;
        this.handle = init0(level, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
    }

    private void ensureOpen() {
        if (handle == 0) {
            throw new NullPointerException("Deflater has been closed");
        }
    }

    public void setInput(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            this.input = input;
            this.inputPos = off;
            this.inputLim = off + len;
            this.inputBuffer = null;
        }
    }

    public void setInput(java.nio.ByteBuffer input) {
        java.util.Objects.requireNonNull(input);
        int start = input.position();
        byte[] copy = new byte[input.remaining()];
        input.duplicate().get(copy);
        synchronized (this) {
            this.input = copy;
            this.inputPos = 0;
            this.inputLim = copy.length;
            this.inputBuffer = input;
            this.inputBufferStart = start;
        }
    }

    /** Moves the position of the setInput(ByteBuffer) buffer past the bytes consumed so far. */
    private void syncInputBuffer() {
        if (inputBuffer != null) {
            inputBuffer.position(inputBufferStart + inputPos);
        }
    }

    public void setDictionary(java.nio.ByteBuffer dictionary) {
        byte[] copy = new byte[dictionary.remaining()];
        dictionary.get(copy);
        setDictionary(copy, 0, copy.length);
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            setDictionary0(handle, dictionary, off, len);
            if (!nowrap) {
                Adler32 a = new Adler32();
                a.update(dictionary, off, len);
                dictionaryAdler = a.getValue();
            }
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public void setStrategy(int strategy) {
        switch (strategy) {
            case DEFAULT_STRATEGY:
                break;
            case FILTERED:
            case HUFFMAN_ONLY:
                throw new UnsupportedOperationException("rvm: Deflater strategy " + strategy + " is not provided");
            default:
                throw new IllegalArgumentException();
        }
        synchronized (this) {
            this.strategy = strategy;
        }
    }

    public void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        synchronized (this) {
            if (this.level != level) {
                this.level = level;
                setParams = true;
            }
        }
    }

    public boolean needsInput() {
        synchronized (this) {
            return inputLim == inputPos;
        }
    }

    public void finish() {
        synchronized (this) {
            finish = true;
        }
    }

    public boolean finished() {
        synchronized (this) {
            return finished;
        }
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(java.nio.ByteBuffer output) {
        return deflate(output, NO_FLUSH);
    }

    public int deflate(java.nio.ByteBuffer output, int flush) {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        byte[] out = new byte[output.remaining()];
        int n = deflate(out, 0, out.length, flush);
        output.put(out, 0, n);
        return n;
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            ensureOpen();
            if (finish) {
                flush = FINISH;
            }
            long result = deflate0(handle, input, inputPos, inputLim - inputPos, output, off, len, flush,
                    setParams ? level : KEEP_LEVEL);
            setParams = false;
            int read = (int) (result & 0x7fff_ffffL);
            int written = (int) (result >>> 31 & 0x7fff_ffffL);
            if ((result >>> 62 & 1) != 0) {
                finished = true;
            }
            if (!nowrap) {
                consumedAdler.update(input, inputPos, read);
            }
            dictionaryAdler = -1;
            inputPos += read;
            syncInputBuffer();
            bytesRead += read;
            bytesWritten += written;
            return written;
        }
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public long getBytesRead() {
        synchronized (this) {
            ensureOpen();
            return bytesRead;
        }
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public long getBytesWritten() {
        synchronized (this) {
            ensureOpen();
            return bytesWritten;
        }
    }

    public void reset() {
        synchronized (this) {
            ensureOpen();
            reset0(handle, nowrap);
            finish = false;
            finished = false;
            input = EMPTY;
            inputPos = inputLim = 0;
            inputBuffer = null;
            bytesRead = bytesWritten = 0;
            consumedAdler = new Adler32();
            dictionaryAdler = -1;
        }
    }

    public int getAdler() {
        synchronized (this) {
            ensureOpen();
            if (nowrap) {
                return 1;
            }
            return (int) (dictionaryAdler >= 0 ? dictionaryAdler : consumedAdler.getValue());
        }
    }

    public void end() {
        synchronized (this) {
            if (handle != 0) {
                end0(handle);
                handle = 0;
            }
            input = null;
        }
    }
}
