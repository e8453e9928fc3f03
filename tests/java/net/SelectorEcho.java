import java.io.IOException;
import java.net.*;
import java.nio.ByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;

// A single-threaded Selector echo server on 127.0.0.1 with non-blocking channels (accept,
// read, write, connect), a client thread, and the Selector/SelectionKey rules and exceptions.
public class SelectorEcho {
    public static void main(String[] args) throws Exception {
        Selector selector = Selector.open();
        ServerSocketChannel server = ServerSocketChannel.open();
        server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        try {
            server.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IllegalBlockingModeException e) {
            System.out.println("register while blocking: IllegalBlockingModeException");
        }
        server.configureBlocking(false);
        System.out.println("accept with nobody waiting: " + server.accept());
        SelectionKey serverKey = server.register(selector, SelectionKey.OP_ACCEPT, "the server");
        System.out.println("key " + serverKey.isValid() + " " + serverKey.interestOps() + " " + serverKey.attachment() + " "
                + (serverKey.channel() == server) + " " + (server.keyFor(selector) == serverKey) + " " + server.isRegistered());
        try {
            serverKey.interestOps(SelectionKey.OP_READ);
        } catch (IllegalArgumentException e) {
            System.out.println("bad interest: IllegalArgumentException");
        }
        try {
            server.configureBlocking(true);
        } catch (IllegalBlockingModeException e) {
            System.out.println("blocking with a key: IllegalBlockingModeException");
        }
        System.out.println("selectNow " + selector.selectNow() + " keys " + selector.keys().size());
        selector.wakeup();
        System.out.println("select after wakeup " + selector.select() + " timed " + selector.select(30));

        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        StringBuilder clientLog = new StringBuilder();
        Thread client = new Thread(() -> {
            try (SocketChannel ch = SocketChannel.open(new InetSocketAddress(InetAddress.getLoopbackAddress(), port))) {
                for (String word : new String[] {"alpha", "beta", "gamma delta"}) {
                    ch.write(ByteBuffer.wrap(word.getBytes(StandardCharsets.US_ASCII)));
                    ByteBuffer back = ByteBuffer.allocate(word.length());
                    while (back.hasRemaining()) {
                        ch.read(back);
                    }
                    clientLog.append(new String(back.array(), StandardCharsets.US_ASCII)).append(';');
                }
            } catch (IOException e) {
                clientLog.append(e);
            }
        });
        client.start();

        int accepted = 0;
        int echoed = 0;
        boolean done = false;
        while (!done) {
            selector.select(2000);
            Iterator<SelectionKey> it = selector.selectedKeys().iterator();
            while (it.hasNext()) {
                SelectionKey key = it.next();
                it.remove();
                if (key.isAcceptable()) {
                    SocketChannel peer = server.accept();
                    peer.configureBlocking(false);
                    peer.register(selector, SelectionKey.OP_READ, ByteBuffer.allocate(64));
                    accepted++;
                } else if (key.isReadable()) {
                    SocketChannel peer = (SocketChannel) key.channel();
                    ByteBuffer buf = (ByteBuffer) key.attachment();
                    int n = peer.read(buf);
                    if (n < 0) {
                        key.cancel();
                        peer.close();
                        done = true;
                        continue;
                    }
                    buf.flip();
                    while (buf.hasRemaining()) {
                        echoed += peer.write(buf);
                    }
                    buf.clear();
                }
            }
        }
        client.join();
        System.out.println("client " + clientLog + " accepted " + accepted + " echoed " + echoed);
        selector.selectNow();
        System.out.println("keys after cancel " + selector.keys().size());

        // A non-blocking connect finished through OP_CONNECT.
        SocketChannel out = SocketChannel.open();
        out.configureBlocking(false);
        boolean now = out.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        SelectionKey ck = out.register(selector, SelectionKey.OP_CONNECT);
        boolean finished = now;
        long limit = System.currentTimeMillis() + 5000;
        while (!finished && System.currentTimeMillis() < limit) {
            selector.select(100);
            if (ck.isConnectable()) {
                finished = out.finishConnect();
            }
        }
        System.out.println("connected " + finished + " " + out.isConnected() + " pending " + out.isConnectionPending());
        SocketChannel second = null;
        while (second == null) {
            second = server.accept();
        }
        second.configureBlocking(false);
        System.out.println("nothing to read yet " + second.read(ByteBuffer.allocate(4)));
        ck.interestOps(SelectionKey.OP_WRITE);
        selector.selectedKeys().clear();
        System.out.println("writable " + (selector.select(1000) > 0) + " " + ck.isWritable() + " " + ck.readyOps());
        System.out.println("wrote " + out.write(ByteBuffer.wrap(new byte[] {1, 2, 3})));
        second.configureBlocking(true);
        ByteBuffer three = ByteBuffer.allocate(3);
        while (three.hasRemaining()) {
            second.read(three);
        }
        System.out.println("got " + three.get(0) + three.get(1) + three.get(2));
        ck.cancel();
        System.out.println("cancelled " + ck.isValid());
        try {
            ck.interestOps();
        } catch (CancelledKeyException e) {
            System.out.println("CancelledKeyException");
        }
        out.close();
        second.close();
        server.close();
        selector.close();
        System.out.println("selector open " + selector.isOpen() + " server key valid " + serverKey.isValid());
        try {
            selector.select();
        } catch (ClosedSelectorException e) {
            System.out.println("ClosedSelectorException");
        }
    }
}
