package java.nio.channels;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;

/**
 * rvm's AsynchronousFileChannel: an RvmFileChannel whose positional reads and writes run at
 * once, in the caller's thread, one at a time. The operation's outcome then goes where the
 * JDK sends it: a Future that is already done (get() gives the count, or throws
 * ExecutionException with the cause), or the CompletionHandler, called directly, or on the
 * executor given to open(). Argument errors (negative position, read-only buffer, a channel
 * not opened for reading or writing) are thrown by the call itself, a closed channel fails
 * the operation with ClosedChannelException, as in the JDK's SimpleAsynchronousFileChannelImpl.
 */
final class RvmAsynchronousFileChannel extends AsynchronousFileChannel {
    private final RvmFileChannel fc;
    private final boolean reading;
    private final boolean writing;
    private final ExecutorService executor;

    private RvmAsynchronousFileChannel(RvmFileChannel fc, boolean reading, boolean writing, ExecutorService executor) {
        this.fc = fc;
        this.reading = reading;
        this.writing = writing;
        this.executor = executor;
    }

    static AsynchronousFileChannel open(Path file, OpenOption[] options, ExecutorService executor) throws IOException {
        boolean reading = false;
        boolean writing = false;
        for (OpenOption o : options) {
            if (o == StandardOpenOption.APPEND) {
                throw new UnsupportedOperationException("APPEND not allowed");
            }
            reading |= o == StandardOpenOption.READ;
            writing |= o == StandardOpenOption.WRITE;
        }
        RvmFileChannel fc = (RvmFileChannel) RvmFileChannel.openFile(file, options);
        return new RvmAsynchronousFileChannel(fc, reading || !writing, writing, executor);
    }

    public boolean isOpen() {
        return fc.isOpen();
    }

    public void close() throws IOException {
        fc.close();
    }

    public long size() throws IOException {
        return fc.size();
    }

    public AsynchronousFileChannel truncate(long size) throws IOException {
        if (size < 0) {
            throw new IllegalArgumentException("Negative size");
        }
        if (!writing) {
            throw new NonWritableChannelException();
        }
        fc.truncate(size);
        return this;
    }

    public void force(boolean metaData) throws IOException {
        fc.force(metaData);
    }

    public FileLock tryLock(long position, long size, boolean shared) throws IOException {
        checkLockMode(shared);
        synchronized (this) {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            return fc.tryLockFor(this, position, size, shared);
        }
    }

    private void checkLockMode(boolean shared) {
        if (shared && !reading) {
            throw new NonReadableChannelException();
        }
        if (!shared && !writing) {
            throw new NonWritableChannelException();
        }
    }

    public <A> void lock(long position, long size, boolean shared, A attachment,
            CompletionHandler<FileLock, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        complete(lockTask(position, size, shared), attachment, handler);
    }

    public Future<FileLock> lock(long position, long size, boolean shared) {
        return done(lockTask(position, size, shared));
    }

    /** The lock's work; an overlapping lock is thrown at once, as the JDK's lock table does. */
    private Callable<FileLock> lockTask(long position, long size, boolean shared) {
        checkLockMode(shared);
        FileLock lock;
        synchronized (this) {
            if (!isOpen()) {
                return () -> {
                    throw new ClosedChannelException();
                };
            }
            try {
                lock = fc.tryLockFor(this, position, size, shared);
            } catch (IOException e) {
                return () -> {
                    throw e;
                };
            }
        }
        return () -> lock;
    }

    public <A> void read(ByteBuffer dst, long position, A attachment, CompletionHandler<Integer, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        complete(ioTask(dst, position, false), attachment, handler);
    }

    public Future<Integer> read(ByteBuffer dst, long position) {
        return done(ioTask(dst, position, false));
    }

    public <A> void write(ByteBuffer src, long position, A attachment, CompletionHandler<Integer, ? super A> handler) {
        java.util.Objects.requireNonNull(handler, "'handler' is null");
        complete(ioTask(src, position, true), attachment, handler);
    }

    public Future<Integer> write(ByteBuffer src, long position) {
        return done(ioTask(src, position, true));
    }

    /** The checks the call itself makes (the JDK's order), then the work of one read or write. */
    private Callable<Integer> ioTask(ByteBuffer buf, long position, boolean write) {
        java.util.Objects.requireNonNull(buf);
        if (position < 0) {
            throw new IllegalArgumentException("Negative position");
        }
        if (write && !writing) {
            throw new NonWritableChannelException();
        }
        if (!write && !reading) {
            throw new NonReadableChannelException();
        }
        if (!write && buf.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        return () -> {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            if (buf.remaining() == 0) {
                return 0;
            }
            synchronized (this) {
                return write ? fc.write(buf, position) : fc.read(buf, position);
            }
        };
    }

    /** Runs the work now; a Future that is already done with its outcome. */
    private static <V> Future<V> done(Callable<V> work) {
        FutureTask<V> f = new FutureTask<>(work);
        f.run();
        return f;
    }

    /** Runs the work now and hands its outcome to the handler (on the executor, if any). */
    private <V, A> void complete(Callable<V> work, A attachment, CompletionHandler<V, ? super A> handler) {
        V result = null;
        Throwable failure = null;
        try {
            result = work.call();
        } catch (Throwable t) {
            failure = t;
        }
        V r = result;
        Throwable x = failure;
        Runnable call = () -> {
            if (x == null) {
                handler.completed(r, attachment);
            } else {
                handler.failed(x, attachment);
            }
        };
        if (executor != null) {
            executor.execute(call);
        } else {
            call.run();
        }
    }
}
