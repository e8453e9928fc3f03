import java.io.IOException;
import java.net.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;

// ByteBuffer (positions, byte order, slices, read-only and direct buffers, the JDK's
// exceptions) and blocking SocketChannel/ServerSocketChannel on 127.0.0.1.
public class ChannelsAndBuffers {
    static void show(String what, Throwable e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Exception {
        DatagramChannels.run();
        buffers();
        channels();
        // open(ProtocolFamily) for the INET families
        try (DatagramChannel fam = DatagramChannel.open(StandardProtocolFamily.INET);
                ServerSocketChannel famServer = ServerSocketChannel.open(StandardProtocolFamily.INET)) {
            fam.bind(new InetSocketAddress("127.0.0.1", 0));
            famServer.bind(new InetSocketAddress("127.0.0.1", 0));
            System.out.println("families " + ((InetSocketAddress) fam.getLocalAddress()).getAddress() + " "
                    + ((InetSocketAddress) famServer.getLocalAddress()).getAddress() + " " + StandardProtocolFamily.valueOf("INET6").name());
        }
    }

    static void buffers() {
        ByteBuffer b = ByteBuffer.allocate(16);
        System.out.println(b + " " + b.order() + " " + b.hasArray() + " " + b.isDirect() + " " + ByteOrder.nativeOrder());
        b.putInt(0x01020304).putShort((short) -2).put((byte) 7).putChar('Z');
        System.out.println(b + " " + b.remaining());
        b.flip();
        System.out.println(b + " " + Integer.toHexString(b.getInt()) + " " + b.getShort() + " " + b.get() + " " + b.getChar() + " " + b.hasRemaining());
        b.clear();
        b.order(ByteOrder.LITTLE_ENDIAN).putLong(0, 0x1122334455667788L);
        System.out.println(b.get(0) + " " + b.get(7) + " " + Long.toHexString(b.order(ByteOrder.BIG_ENDIAN).getLong(0)));
        b.putDouble(8, 1.5).putFloat(4, -0.25f);
        System.out.println(b.getDouble(8) + " " + b.getFloat(4) + " " + b.position());
        byte[] arr = {10, 20, 30, 40, 50, 60};
        ByteBuffer w = ByteBuffer.wrap(arr, 1, 4);
        System.out.println(w + " " + w.get() + " " + w.arrayOffset());
        ByteBuffer s = w.slice();
        System.out.println(s + " " + s.get(0) + " " + s.arrayOffset() + " " + s.order());
        s.put(1, (byte) 99);
        System.out.println(arr[3] + " " + w.duplicate().position(3).get());
        w.mark();
        w.get();
        w.reset();
        System.out.println("after reset " + w.position());
        w.position(2).limit(4);
        try {
            w.reset();
        } catch (InvalidMarkException e) {
            System.out.println("InvalidMarkException");
        }
        ByteBuffer c = ByteBuffer.wrap(new byte[] {1, 2, 3, 4, 5});
        c.get();
        c.get();
        c.compact();
        System.out.println("compact " + c + " " + c.get(0) + " " + c.get(2));
        ByteBuffer x = ByteBuffer.wrap(new byte[] {1, 2, 3});
        ByteBuffer y = ByteBuffer.wrap(new byte[] {9, 1, 2, 3}, 1, 3);
        System.out.println(x.equals(y) + " " + (x.hashCode() == y.hashCode()) + " " + x.hashCode() + " " + x.compareTo(ByteBuffer.wrap(new byte[] {1, 2, 4}))
                + " " + x.mismatch(ByteBuffer.wrap(new byte[] {1, 5})) + " " + x.compareTo(ByteBuffer.wrap(new byte[] {1, 2})));
        ByteBuffer r = x.asReadOnlyBuffer();
        System.out.println(r + " " + r.isReadOnly() + " " + r.hasArray() + " " + r.get(1));
        try {
            r.put((byte) 1);
        } catch (ReadOnlyBufferException e) {
            System.out.println("ReadOnlyBufferException");
        }
        ByteBuffer d = ByteBuffer.allocateDirect(8);
        System.out.println(d + " " + d.isDirect() + " " + d.hasArray() + " " + d.putInt(5).flip().getInt() + " " + d.asReadOnlyBuffer());
        try {
            d.array();
        } catch (UnsupportedOperationException e) {
            System.out.println("direct array: UnsupportedOperationException");
        }
        ByteBuffer small = ByteBuffer.allocate(3);
        try {
            small.putInt(1);
        } catch (BufferOverflowException e) {
            System.out.println("BufferOverflowException " + small.position());
        }
        try {
            small.getInt();
        } catch (BufferUnderflowException e) {
            System.out.println("BufferUnderflowException");
        }
        try {
            small.get(3);
        } catch (IndexOutOfBoundsException e) {
            show("get(3)", e);
        }
        try {
            small.position(4);
        } catch (IllegalArgumentException e) {
            show("position", e);
        }
        try {
            small.limit(-1);
        } catch (IllegalArgumentException e) {
            show("limit", e);
        }
        try {
            ByteBuffer.allocate(-2);
        } catch (IllegalArgumentException e) {
            show("allocate", e);
        }
        try {
            small.put(small);
        } catch (IllegalArgumentException e) {
            show("put self", e);
        }
    }

    static void channels() throws Exception {
        ServerSocketChannel server = ServerSocketChannel.open();
        System.out.println(server + " " + server.getLocalAddress() + " " + server.isBlocking() + " " + server.validOps());
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        InetSocketAddress local = (InetSocketAddress) server.getLocalAddress();
        System.out.println("server at " + local.getAddress() + " " + (local.getPort() == server.socket().getLocalPort()));
        try {
            server.bind(null);
        } catch (AlreadyBoundException e) {
            System.out.println("AlreadyBoundException");
        }
        Thread echo = new Thread(() -> {
            try (SocketChannel peer = server.accept()) {
                ByteBuffer buf = ByteBuffer.allocate(7);
                int total = 0;
                int n;
                while ((n = peer.read(buf)) != -1) {
                    total += n;
                    buf.flip();
                    while (buf.hasRemaining()) {
                        peer.write(buf);
                    }
                    buf.clear();
                }
                System.out.println("echo thread saw " + total + " bytes from " + ((InetSocketAddress) peer.getRemoteAddress()).getAddress());
            } catch (IOException e) {
                show("echo", e);
            }
        });
        echo.start();
        SocketChannel client = SocketChannel.open();
        System.out.println(client + " " + client.isConnected() + " " + client.getLocalAddress() + " " + client.getRemoteAddress());
        try {
            client.read(ByteBuffer.allocate(1));
        } catch (NotYetConnectedException e) {
            System.out.println("NotYetConnectedException");
        }
        System.out.println("connect " + client.connect(local) + " " + client.isConnected() + " " + client.finishConnect() + " "
                + client.getRemoteAddress().equals(local) + " " + client.isConnectionPending());
        client.setOption(StandardSocketOptions.TCP_NODELAY, true);
        System.out.println("nodelay " + client.getOption(StandardSocketOptions.TCP_NODELAY) + " " + client.socket().getTcpNoDelay());
        byte[] message = "channels echo across several small reads".getBytes(StandardCharsets.US_ASCII);
        ByteBuffer out = ByteBuffer.wrap(message);
        System.out.println("wrote " + client.write(out) + " " + out.remaining());
        ByteBuffer in = ByteBuffer.allocate(message.length);
        while (in.hasRemaining()) {
            if (client.read(in) < 0) {
                break;
            }
        }
        in.flip();
        System.out.println("read back '" + new String(in.array(), 0, in.limit(), StandardCharsets.US_ASCII) + "'");
        ByteBuffer h1 = ByteBuffer.wrap("ab".getBytes(StandardCharsets.US_ASCII));
        ByteBuffer h2 = ByteBuffer.wrap("cde".getBytes(StandardCharsets.US_ASCII));
        System.out.println("gathered " + client.write(new ByteBuffer[] {h1, h2}));
        ByteBuffer a1 = ByteBuffer.allocate(2);
        ByteBuffer a2 = ByteBuffer.allocate(3);
        long got = 0;
        while (got < 5) {
            got += client.read(new ByteBuffer[] {a1, a2});
        }
        System.out.println("scattered " + got + " " + new String(a1.array(), StandardCharsets.US_ASCII) + new String(a2.array(), StandardCharsets.US_ASCII));
        try {
            client.read(ByteBuffer.allocate(4).asReadOnlyBuffer());
        } catch (IllegalArgumentException e) {
            show("read-only", e);
        }
        System.out.println("blocking " + (client.configureBlocking(true) == client) + " " + client.isBlocking());
        client.shutdownOutput();
        System.out.println("after shutdownOutput read " + client.read(ByteBuffer.allocate(4)));
        try {
            client.write(ByteBuffer.allocate(1));
        } catch (ClosedChannelException e) {
            System.out.println("write after shutdown: ClosedChannelException");
        }
        echo.join();
        client.close();
        System.out.println(client + " " + client.isOpen() + " " + client.isConnected());
        try {
            client.read(ByteBuffer.allocate(1));
        } catch (ClosedChannelException e) {
            System.out.println("read after close: ClosedChannelException");
        }
        try {
            client.getLocalAddress();
        } catch (ClosedChannelException e) {
            System.out.println("address after close: ClosedChannelException");
        }
        server.close();
        System.out.println(server + " " + server.isOpen());
        try {
            server.accept();
        } catch (ClosedChannelException e) {
            System.out.println("accept after close: ClosedChannelException");
        }
        try {
            SocketChannel.open(local);
        } catch (ConnectException e) {
            show("refused", e);
        }
        try {
            SocketChannel.open().connect(InetSocketAddress.createUnresolved("nowhere.invalid", 1));
        } catch (UnresolvedAddressException e) {
            System.out.println("UnresolvedAddressException");
        }
        try {
            ServerSocketChannel.open().accept();
        } catch (NotYetBoundException e) {
            System.out.println("NotYetBoundException");
        }
    }
}

/** DatagramChannel in blocking mode on the loopback interface. */
class DatagramChannels {
    static void run() throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        try (DatagramChannel server = DatagramChannel.open(); DatagramChannel client = DatagramChannel.open()) {
            System.out.println("bound before: " + server.socket().isBound() + " local " + server.getLocalAddress());
            server.bind(new InetSocketAddress(lo, 0));
            int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
            System.out.println("server bound: " + (port > 0) + " " + server.isConnected() + " " + server.isBlocking());
            ByteBuffer out = ByteBuffer.wrap("ping".getBytes(StandardCharsets.UTF_8));
            System.out.println("sent " + client.send(out, new InetSocketAddress(lo, port)) + " remaining " + out.remaining());
            ByteBuffer in = ByteBuffer.allocate(16);
            SocketAddress from = server.receive(in);
            in.flip();
            System.out.println("got " + StandardCharsets.UTF_8.decode(in) + " from client: "
                    + (((InetSocketAddress) from).getPort() == ((InetSocketAddress) client.getLocalAddress()).getPort()));
            server.send(ByteBuffer.wrap("a long reply".getBytes()), from);
            ByteBuffer small = ByteBuffer.allocate(6);
            client.receive(small);
            System.out.println("truncated: " + new String(small.array(), 0, small.position()));

            client.connect(new InetSocketAddress(lo, port));
            System.out.println("connected " + client.isConnected() + " remote port ok " + (((InetSocketAddress) client.getRemoteAddress()).getPort() == port));
            System.out.println("write " + client.write(ByteBuffer.wrap("via write".getBytes())));
            ByteBuffer in2 = ByteBuffer.allocate(32);
            SocketAddress from2 = server.receive(in2);
            System.out.println("got " + new String(in2.array(), 0, in2.position()));
            server.send(ByteBuffer.wrap(new byte[] {1, 2, 3}), from2);
            ByteBuffer r = ByteBuffer.allocate(8);
            System.out.println("read " + client.read(r) + " " + r.get(2));
            client.disconnect();
            System.out.println("after disconnect " + client.isConnected());
            try {
                client.write(ByteBuffer.allocate(1));
            } catch (NotYetConnectedException e) {
                System.out.println(e);
            }
            try {
                server.bind(null);
            } catch (AlreadyBoundException e) {
                System.out.println(e);
            }

            // Non-blocking, with a Selector.
            server.configureBlocking(false);
            System.out.println("nothing waiting: " + server.receive(ByteBuffer.allocate(8)) + " blocking " + server.isBlocking());
            try (Selector selector = Selector.open()) {
                SelectionKey key = server.register(selector, SelectionKey.OP_READ, "srv");
                System.out.println("selectNow " + selector.selectNow() + " validOps " + server.validOps());
                client.send(ByteBuffer.wrap("tick".getBytes()), server.getLocalAddress());
                int n = selector.select(2000);
                System.out.println("select " + n + " readable " + key.isReadable() + " " + key.attachment() + " " + selector.selectedKeys().contains(key));
                ByteBuffer b = ByteBuffer.allocate(8);
                SocketAddress src = server.receive(b);
                System.out.println("non-blocking got " + new String(b.array(), 0, b.position()) + " " + (src != null) + " then " + server.receive(b));
                selector.selectedKeys().clear();
                System.out.println("selectNow after drain " + selector.selectNow());
                key.interestOps(SelectionKey.OP_WRITE);
                System.out.println("writable " + selector.selectNow() + " " + key.isWritable() + " " + key.isReadable());
                try {
                    server.configureBlocking(true);
                } catch (IllegalBlockingModeException e) {
                    System.out.println(e);
                }
                client.connect(server.getLocalAddress());
                client.configureBlocking(false);
                System.out.println("non-blocking read " + client.read(ByteBuffer.allocate(4)));
            }
        }
        DatagramChannel closed = DatagramChannel.open();
        closed.close();
        try {
            closed.send(ByteBuffer.allocate(1), new InetSocketAddress(InetAddress.getLoopbackAddress(), 9));
        } catch (ClosedChannelException e) {
            System.out.println("closed channel refuses send");
        }
    }
}
