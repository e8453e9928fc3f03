import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;

// java.nio.channels.Pipe as ordinary code uses it: blocking and non-blocking reads and writes
// through ByteBuffers, scatter/gather, a writer thread, a Selector over the source, streams
// over the channels, and the exceptions after close.
public class PipeChannels {
    static String text(ByteBuffer b) {
        b.flip();
        byte[] bytes = new byte[b.remaining()];
        b.get(bytes);
        b.clear();
        return new String(bytes, StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws Exception {
        Pipe pipe = Pipe.open();
        Pipe.SinkChannel sink = pipe.sink();
        Pipe.SourceChannel source = pipe.source();
        System.out.println("ops " + source.validOps() + " " + sink.validOps());
        System.out.println("open " + source.isOpen() + " " + sink.isOpen() + " blocking " + source.isBlocking() + " "
                + sink.isBlocking() + " registered " + source.isRegistered());
        System.out.println("same channels " + (pipe.source() == source) + " " + (pipe.sink() == sink));
        System.out.println("kinds " + (source instanceof ReadableByteChannel) + " " + (source instanceof ScatteringByteChannel)
                + " " + (sink instanceof WritableByteChannel) + " " + (sink instanceof GatheringByteChannel)
                + " " + (source instanceof SelectableChannel));

        ByteBuffer out = ByteBuffer.wrap("hello, pipe".getBytes(StandardCharsets.UTF_8));
        System.out.println("wrote " + sink.write(out) + " left " + out.remaining());
        ByteBuffer in = ByteBuffer.allocate(64);
        System.out.println("read " + source.read(in) + " position " + in.position());
        System.out.println("got '" + text(in) + "'");

        System.out.println("empty write " + sink.write(ByteBuffer.allocate(0)));
        System.out.println("read into a full buffer " + source.read(ByteBuffer.allocate(0)));

        // Gathering write, scattering read.
        ByteBuffer[] parts = { ByteBuffer.wrap("abc".getBytes()), ByteBuffer.wrap("defgh".getBytes()) };
        System.out.println("gathered " + sink.write(parts) + " " + parts[0].remaining() + " " + parts[1].remaining());
        ByteBuffer[] into = { ByteBuffer.allocate(2), ByteBuffer.allocate(10) };
        long n = 0;
        while (n < 8) {
            n += source.read(into);
        }
        System.out.println("scattered " + n + " '" + text(into[0]) + "' '" + text(into[1]) + "'");

        // Direct buffers and ints.
        ByteBuffer direct = ByteBuffer.allocateDirect(16);
        direct.putInt(0x01020304).putLong(-5L).flip();
        sink.write(direct);
        ByteBuffer back = ByteBuffer.allocateDirect(16);
        while (back.position() < 12) {
            source.read(back);
        }
        back.flip();
        System.out.println("ints " + Integer.toHexString(back.getInt()) + " " + back.getLong());

        // Read-only destination.
        try {
            source.read(ByteBuffer.allocate(4).asReadOnlyBuffer());
        } catch (IllegalArgumentException e) {
            System.out.println("read-only: " + e.getMessage());
        }
        try {
            sink.write((ByteBuffer) null);
        } catch (NullPointerException e) {
            System.out.println("null buffer: NullPointerException");
        }

        // Non-blocking source: nothing there yet.
        source.configureBlocking(false);
        System.out.println("non-blocking read " + source.read(ByteBuffer.allocate(8)) + " blocking " + source.isBlocking());

        // A Selector waits for the writer thread.
        Selector selector = Selector.open();
        SelectionKey key = source.register(selector, SelectionKey.OP_READ, "source");
        System.out.println("key " + key.interestOps() + " " + key.attachment() + " " + (key.channel() == source));
        try {
            source.register(selector, SelectionKey.OP_WRITE);
        } catch (IllegalArgumentException e) {
            System.out.println("bad ops: IllegalArgumentException");
        }
        System.out.println("selectNow " + selector.selectNow());
        Thread writer = new Thread(() -> {
            try {
                for (int i = 0; i < 3; i++) {
                    sink.write(ByteBuffer.wrap(("line " + i + "\n").getBytes()));
                    Thread.sleep(5);
                }
            } catch (Exception e) {
                System.out.println("writer: " + e);
            }
        });
        writer.start();
        StringBuilder received = new StringBuilder();
        ByteBuffer buf = ByteBuffer.allocate(4);
        while (received.length() < 21) {
            if (selector.select(2000) == 0) {
                continue;
            }
            Iterator<SelectionKey> it = selector.selectedKeys().iterator();
            while (it.hasNext()) {
                SelectionKey k = it.next();
                it.remove();
                if (k.isReadable()) {
                    int r;
                    while ((r = ((Pipe.SourceChannel) k.channel()).read(buf)) > 0) {
                        received.append(text(buf));
                    }
                }
            }
        }
        writer.join();
        System.out.print("selected:\n" + received);
        try {
            source.configureBlocking(true);
        } catch (IllegalBlockingModeException e) {
            System.out.println("blocking while registered: IllegalBlockingModeException");
        }
        key.cancel();
        selector.selectNow();
        source.configureBlocking(true);
        selector.close();

        // A blocking read waits for a writer; a big write is read in full.
        byte[] big = new byte[200000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 31);
        }
        Thread bigWriter = new Thread(() -> {
            try {
                ByteBuffer b = ByteBuffer.wrap(big);
                int w = sink.write(b);
                System.out.println("big write " + w + " left " + b.remaining());
            } catch (IOException e) {
                System.out.println("big writer: " + e);
            }
        });
        bigWriter.start();
        ByteBuffer all = ByteBuffer.allocate(big.length);
        while (all.hasRemaining()) {
            source.read(all);
        }
        bigWriter.join();
        long sum = 0;
        for (byte b : all.array()) {
            sum = sum * 31 + b;
        }
        long want = 0;
        for (byte b : big) {
            want = want * 31 + b;
        }
        System.out.println("big read " + all.position() + " equal " + (sum == want));

        // Streams over the channels.
        OutputStream os = Channels.newOutputStream(sink);
        os.write("streamed\n".getBytes());
        os.flush();
        InputStream is = Channels.newInputStream(source);
        byte[] sb = new byte[9];
        int got = 0;
        while (got < 9) {
            got += is.read(sb, got, 9 - got);
        }
        System.out.print("stream: " + new String(sb));

        // Closing the sink: the source reads what is left, then -1.
        sink.write(ByteBuffer.wrap("tail".getBytes()));
        sink.close();
        sink.close();
        System.out.println("sink open " + sink.isOpen() + " source open " + source.isOpen());
        ByteBuffer tail = ByteBuffer.allocate(16);
        int r1 = source.read(tail);
        System.out.println("tail " + r1 + " '" + text(tail) + "' then " + source.read(tail));
        try {
            sink.write(ByteBuffer.wrap("x".getBytes()));
        } catch (ClosedChannelException e) {
            System.out.println("write after close: " + e.getClass().getName() + " " + e.getMessage());
        }
        try {
            sink.configureBlocking(false);
        } catch (ClosedChannelException e) {
            System.out.println("configure after close: " + e.getClass().getName());
        }
        source.close();
        try {
            source.read(ByteBuffer.allocate(4));
        } catch (ClosedChannelException e) {
            System.out.println("read after close: " + e.getClass().getName() + " " + e.getMessage());
        }
        Selector s2 = Selector.open();
        try {
            source.register(s2, SelectionKey.OP_READ);
        } catch (ClosedChannelException e) {
            System.out.println("register after close: " + e.getClass().getName());
        }
        s2.close();

        // Closing the source: writing to the sink is a broken pipe.
        Pipe p2 = Pipe.open();
        p2.source().close();
        try {
            p2.sink().write(ByteBuffer.wrap("lost".getBytes()));
            System.out.println("wrote to a closed source");
        } catch (ClosedChannelException e) {
            System.out.println("unexpected " + e);
        } catch (IOException e) {
            System.out.println("write to closed source: " + e.getClass().getName() + ": " + e.getMessage());
        }
        p2.sink().close();

        // A blocked read ends when another thread closes the source.
        Pipe p3 = Pipe.open();
        Thread reader = new Thread(() -> {
            try {
                p3.source().read(ByteBuffer.allocate(4));
                System.out.println("read returned");
            } catch (AsynchronousCloseException e) {
                System.out.println("blocked read: " + e.getClass().getName());
            } catch (IOException e) {
                System.out.println("blocked read: " + e);
            }
        });
        reader.start();
        Thread.sleep(100);
        p3.source().close();
        reader.join();
        p3.sink().close();

        // Use after close of non-blocking ends.
        Pipe p5 = Pipe.open();
        p5.source().configureBlocking(false);
        p5.sink().configureBlocking(false);
        p5.source().close();
        p5.sink().close();
        try {
            p5.source().read(ByteBuffer.allocate(4));
        } catch (ClosedChannelException e) {
            System.out.println("non-blocking read after close: " + e.getClass().getName());
        }
        try {
            p5.sink().write(new ByteBuffer[] { ByteBuffer.allocate(4) });
        } catch (ClosedChannelException e) {
            System.out.println("non-blocking write after close: " + e.getClass().getName());
        }

        // try-with-resources over both ends.
        Pipe p4 = Pipe.open();
        try (Pipe.SinkChannel s = p4.sink(); Pipe.SourceChannel r = p4.source()) {
            s.write(ByteBuffer.wrap("ok".getBytes()));
            ByteBuffer b = ByteBuffer.allocate(2);
            r.read(b);
            System.out.println("twr " + text(b));
        }
        System.out.println("twr closed " + p4.sink().isOpen() + " " + p4.source().isOpen());
    }
}
