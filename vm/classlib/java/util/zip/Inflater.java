package java.util.zip;

/**
 * rvm's java.util.zip.Inflater: a zlib decompressor (natives in vm/src/natives/zlib.rs, on the
 * system zlib, so corrupt input fails with zlib's messages as under java). The input array, its
 * window and the byte counts live here. getAdler is not provided. An Inflater that is not end()ed
 * keeps its zlib stream until the process ends (no Cleaner).
 */
public class Inflater {
    private static final byte[] EMPTY = new byte[0];

    private long handle;
    private final boolean nowrap;
    private byte[] input = EMPTY;
    /** The buffer setInput(ByteBuffer) was given: its remaining bytes are copied to input, and its
     *  position follows inputPos as the bytes are consumed (as the JDK advances it). */
    private java.nio.ByteBuffer inputBuffer;
    private int inputBufferStart;
    private int inputPos;
    private int inputLim;
    private boolean finished;
    private boolean needDict;
    private long bytesRead;
    private long bytesWritten;

    private static native long init0(boolean nowrap);

    private static native long inflate0(long handle, byte[] input, int inputOff, int inputLen, byte[] output,
            int outputOff, int outputLen) throws DataFormatException;

    private static native void setDictionary0(long handle, byte[] b, int off, int len);

    private static native void reset0(long handle, boolean nowrap);

    private static native void end0(long handle);

    public Inflater(boolean nowrap) {
        this.nowrap = nowrap;
        this.handle = init0(nowrap);
    }

    public Inflater() {
        this(false);
    }

    private void ensureOpen() {
        if (handle == 0) {
            throw new NullPointerException("Inflater has been closed");
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
            needDict = false;
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public int getRemaining() {
        synchronized (this) {
            return inputLim - inputPos;
        }
    }

    public boolean needsInput() {
        synchronized (this) {
            return inputLim == inputPos;
        }
    }

    public boolean needsDictionary() {
        synchronized (this) {
            return needDict;
        }
    }

    public boolean finished() {
        synchronized (this) {
            return finished;
        }
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            long result = inflate0(handle, input, inputPos, inputLim - inputPos, output, off, len);
            int read = (int) (result & 0x7fff_ffffL);
            int written = (int) (result >>> 31 & 0x7fff_ffffL);
            if ((result >>> 62 & 1) != 0) {
                finished = true;
            }
            if ((result >>> 63 & 1) != 0) {
                needDict = true;
            }
            inputPos += read;
            syncInputBuffer();
            bytesRead += read;
            bytesWritten += written;
            return written;
        }
    }

    public int inflate(java.nio.ByteBuffer output) throws DataFormatException {
        if (output.isReadOnly()) {
            throw new java.nio.ReadOnlyBufferException();
        }
        byte[] out = new byte[output.remaining()];
        int n = inflate(out, 0, out.length);
        output.put(out, 0, n);
        return n;
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
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
            input = EMPTY;
            inputPos = inputLim = 0;
            inputBuffer = null;
            finished = false;
            needDict = false;
            bytesRead = bytesWritten = 0;
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
