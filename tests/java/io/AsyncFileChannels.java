import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.EnumSet;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

// AsynchronousFileChannel as ordinary code uses it: reads and writes with Future results and
// with a CompletionHandler (waiting on a latch), sizes, truncate, locks, an executor given to
// open(), and the exceptions: thrown by the call, or the operation's failure after close.
public class AsyncFileChannels {
    static String text(ByteBuffer b) {
        b.flip();
        return StandardCharsets.UTF_8.decode(b).toString();
    }

    static String cause(Future<?> f) throws InterruptedException {
        try {
            return "result " + f.get();
        } catch (ExecutionException e) {
            return "ExecutionException: " + e.getCause().getClass().getName();
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("afc");
        Path f = dir.resolve("data.txt");
        try (AsynchronousFileChannel ch = AsynchronousFileChannel.open(f, StandardOpenOption.CREATE,
                StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            System.out.println("open " + ch.isOpen() + " size " + ch.size());
            Future<Integer> w = ch.write(ByteBuffer.wrap("hello asynchronous world".getBytes()), 0);
            System.out.println("write future " + w.get() + " done " + w.isDone() + " cancelled " + w.isCancelled());
            System.out.println("size " + ch.size());
            ByteBuffer buf = ByteBuffer.allocate(10);
            Future<Integer> r = ch.read(buf, 6);
            System.out.println("read future " + r.get(1, TimeUnit.SECONDS) + " '" + text(buf) + "'");
            System.out.println("cancel after done " + r.cancel(true));
            ByteBuffer past = ByteBuffer.allocate(4);
            System.out.println("read past the end " + ch.read(past, 1000).get() + " position " + past.position());
            System.out.println("read into a full buffer " + ch.read(ByteBuffer.allocate(0), 0).get());
            System.out.println("write nothing " + ch.write(ByteBuffer.allocate(0), 0).get());
            // Writing past the end extends the file with zeros.
            System.out.println("write at 30 " + ch.write(ByteBuffer.wrap("!".getBytes()), 30).get() + " size " + ch.size());

            // A CompletionHandler, waited for with a latch.
            CountDownLatch latch = new CountDownLatch(1);
            ByteBuffer hb = ByteBuffer.allocate(64);
            String[] seen = new String[1];
            ch.read(hb, 0, "attachment", new CompletionHandler<Integer, String>() {
                public void completed(Integer result, String attachment) {
                    seen[0] = "completed " + result + " " + attachment;
                    latch.countDown();
                }

                public void failed(Throwable exc, String attachment) {
                    seen[0] = "failed " + exc;
                    latch.countDown();
                }
            });
            System.out.println("latch " + latch.await(5, TimeUnit.SECONDS) + ": " + seen[0]);
            hb.flip();
            byte[] bytes = new byte[hb.remaining()];
            hb.get(bytes);
            StringBuilder sb = new StringBuilder();
            for (byte b : bytes) {
                sb.append(b == 0 ? '.' : (char) b);
            }
            System.out.println("contents " + sb);

            // Chained writes from the handler, each at the next position.
            String[] words = { "one ", "two ", "three" };
            CountDownLatch all = new CountDownLatch(words.length);
            AtomicInteger total = new AtomicInteger();
            CompletionHandler<Integer, Integer> chain = new CompletionHandler<Integer, Integer>() {
                public void completed(Integer n, Integer index) {
                    int pos = total.addAndGet(n);
                    all.countDown();
                    if (index + 1 < words.length) {
                        ch.write(ByteBuffer.wrap(words[index + 1].getBytes()), 100 + pos, index + 1, this);
                    }
                }

                public void failed(Throwable exc, Integer index) {
                    System.out.println("chain failed " + exc);
                    all.countDown();
                }
            };
            ch.write(ByteBuffer.wrap(words[0].getBytes()), 100, 0, chain);
            all.await(5, TimeUnit.SECONDS);
            ByteBuffer chained = ByteBuffer.allocate(total.get());
            ch.read(chained, 100).get();
            System.out.println("chained " + total.get() + " '" + text(chained) + "'");

            // Argument errors are thrown by the call itself.
            try {
                ch.read(ByteBuffer.allocate(4), -1);
            } catch (IllegalArgumentException e) {
                System.out.println("negative read position: " + e.getMessage());
            }
            try {
                ch.write(ByteBuffer.allocate(4), -5);
            } catch (IllegalArgumentException e) {
                System.out.println("negative write position: " + e.getMessage());
            }
            try {
                ch.read(ByteBuffer.allocate(4).asReadOnlyBuffer(), 0);
            } catch (IllegalArgumentException e) {
                System.out.println("read-only: " + e.getMessage());
            }

            // Locks.
            FileLock lock = ch.lock().get();
            System.out.println("lock " + lock.isValid() + " shared " + lock.isShared() + " by channel "
                    + (lock.acquiredBy() == ch) + " file channel " + lock.channel() + " size " + lock.size());
            try {
                ch.tryLock(0, 10, false);
            } catch (OverlappingFileLockException e) {
                System.out.println("overlap: OverlappingFileLockException");
            }
            lock.release();
            System.out.println("released " + lock.isValid());
            FileLock part = ch.tryLock(0, 5, true);
            System.out.println("tryLock " + part.position() + " " + part.size() + " " + part.isShared());
            CountDownLatch locked = new CountDownLatch(1);
            ch.lock(10, 5, false, "region", new CompletionHandler<FileLock, String>() {
                public void completed(FileLock l, String a) {
                    System.out.println("locked " + a + " " + l.position() + "+" + l.size());
                    locked.countDown();
                }

                public void failed(Throwable exc, String a) {
                    System.out.println("lock failed " + exc);
                    locked.countDown();
                }
            });
            locked.await(5, TimeUnit.SECONDS);

            ch.truncate(11);
            System.out.println("truncated size " + ch.size());
            ch.truncate(100);
            System.out.println("truncate larger keeps " + ch.size());
            try {
                ch.truncate(-1);
            } catch (IllegalArgumentException e) {
                System.out.println("negative truncate: " + e.getMessage());
            }
            ch.force(true);
            ch.close();
            System.out.println("closed " + ch.isOpen() + " part lock valid " + part.isValid());
            System.out.println("read after close: " + cause(ch.read(ByteBuffer.allocate(4), 0)));
            System.out.println("write after close: " + cause(ch.write(ByteBuffer.wrap("x".getBytes()), 0)));
            CountDownLatch failed = new CountDownLatch(1);
            ch.read(ByteBuffer.allocate(4), 0, null, new CompletionHandler<Integer, Object>() {
                public void completed(Integer n, Object a) {
                    System.out.println("completed after close " + n);
                    failed.countDown();
                }

                public void failed(Throwable exc, Object a) {
                    System.out.println("handler after close: " + exc.getClass().getName());
                    failed.countDown();
                }
            });
            failed.await(5, TimeUnit.SECONDS);
            try {
                ch.size();
            } catch (ClosedChannelException e) {
                System.out.println("size after close: ClosedChannelException");
            }
            try {
                ch.tryLock();
            } catch (ClosedChannelException e) {
                System.out.println("tryLock after close: ClosedChannelException");
            }
        }

        // Read-only and write-only channels.
        try (AsynchronousFileChannel ro = AsynchronousFileChannel.open(f)) {
            ByteBuffer b = ByteBuffer.allocate(5);
            System.out.println("default open reads " + ro.read(b, 0).get() + " '" + text(b) + "'");
            try {
                ro.write(ByteBuffer.wrap("x".getBytes()), 0);
            } catch (NonWritableChannelException e) {
                System.out.println("write to read-only: NonWritableChannelException");
            }
            try {
                ro.lock();
            } catch (NonWritableChannelException e) {
                System.out.println("exclusive lock on read-only: NonWritableChannelException");
            }
            try {
                ro.truncate(0);
            } catch (NonWritableChannelException e) {
                System.out.println("truncate read-only: NonWritableChannelException");
            }
        }
        try (AsynchronousFileChannel wo = AsynchronousFileChannel.open(f, StandardOpenOption.WRITE)) {
            try {
                wo.read(ByteBuffer.allocate(4), 0);
            } catch (NonReadableChannelException e) {
                System.out.println("read from write-only: NonReadableChannelException");
            }
            try {
                wo.tryLock(0, 1, true);
            } catch (NonReadableChannelException e) {
                System.out.println("shared lock on write-only: NonReadableChannelException");
            }
        }
        try {
            AsynchronousFileChannel.open(dir.resolve("missing"), StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            System.out.println("missing: NoSuchFileException " + e.getFile().endsWith("missing"));
        }
        try {
            AsynchronousFileChannel.open(f, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
        } catch (UnsupportedOperationException e) {
            System.out.println("append: " + e.getMessage());
        }

        // An executor given to open() runs the handlers.
        ExecutorService pool = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "afc-pool");
            t.setDaemon(true);
            return t;
        });
        Path g = dir.resolve("pooled.txt");
        try (AsynchronousFileChannel pc = AsynchronousFileChannel.open(g,
                EnumSet.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, StandardOpenOption.READ), pool)) {
            CountDownLatch done = new CountDownLatch(1);
            String[] where = new String[1];
            pc.write(ByteBuffer.wrap("pooled".getBytes()), 0, null, new CompletionHandler<Integer, Object>() {
                public void completed(Integer n, Object a) {
                    where[0] = n + " on " + Thread.currentThread().getName();
                    done.countDown();
                }

                public void failed(Throwable exc, Object a) {
                    where[0] = "failed " + exc;
                    done.countDown();
                }
            });
            done.await(5, TimeUnit.SECONDS);
            System.out.println("pooled write " + where[0] + " size " + pc.size());
        }
        pool.shutdown();
        System.out.println("file " + new String(Files.readAllBytes(g)));
        Files.delete(g);
        Files.delete(f);
        Files.delete(dir);
    }
}
