import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.AcceptPendingException;
import java.nio.channels.AsynchronousChannelGroup;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.AsynchronousServerSocketChannel;
import java.nio.channels.AsynchronousSocketChannel;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.CompletionHandler;
import java.nio.channels.InterruptedByTimeoutException;
import java.nio.channels.NotYetBoundException;
import java.nio.channels.NotYetConnectedException;
import java.nio.channels.ReadPendingException;
import java.nio.channels.ShutdownChannelGroupException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

// AsynchronousServerSocketChannel and AsynchronousSocketChannel on the loopback interface: the
// Future and CompletionHandler forms, a group of our own, and the exceptions of misuse.
public class AsyncSocketChannels {
    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    static String text(ByteBuffer buf) {
        buf.flip();
        return StandardCharsets.UTF_8.decode(buf).toString();
    }

    static ByteBuffer bytes(String s) {
        return ByteBuffer.wrap(s.getBytes(StandardCharsets.UTF_8));
    }

    static String cause(ExecutionException e) {
        return e.getCause().getClass().getName() + ": " + e.getCause().getMessage();
    }

    public static void main(String[] args) throws Exception {
        futures();
        handlers();
        errors();
        group();
    }

    static void futures() throws Exception {
        try (AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open()) {
            System.out.println(server.toString().endsWith("[unbound]") + " " + server.getLocalAddress());
            server.bind(new InetSocketAddress(LOOPBACK, 0));
            int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
            Future<AsynchronousSocketChannel> accepted = server.accept();
            try (AsynchronousSocketChannel client = AsynchronousSocketChannel.open()) {
                System.out.println(client.getRemoteAddress() + " " + client.isOpen());
                System.out.println(client.connect(new InetSocketAddress(LOOPBACK, port)).get(10, TimeUnit.SECONDS));
                try (AsynchronousSocketChannel peer = accepted.get(10, TimeUnit.SECONDS)) {
                    System.out.println(((InetSocketAddress) client.getRemoteAddress()).getPort() == port);
                    System.out.println(peer.getRemoteAddress().equals(client.getLocalAddress()));
                    int local = ((InetSocketAddress) client.getLocalAddress()).getPort();
                    System.out.println(client.toString().replace(":" + port, ":PORT").replace(":" + local, ":LOCAL"));
                    System.out.println("wrote " + client.write(bytes("hello, async")).get());
                    ByteBuffer in = ByteBuffer.allocate(64);
                    int n = 0;
                    while (n < 12) {
                        n += peer.read(in).get();
                    }
                    System.out.println("read " + n + " " + text(in));
                    ByteBuffer[] parts = {bytes("ab"), bytes("cd"), bytes("ef")};
                    System.out.println(peer.write(parts[0]).get() + peer.write(parts[1]).get() + peer.write(parts[2]).get());
                    peer.shutdownOutput();
                    ByteBuffer all = ByteBuffer.allocate(16);
                    while (all.position() < 6 && client.read(all).get() > 0) {
                        // the three writes may arrive in one read or in several
                    }
                    System.out.println(text(all) + " then " + client.read(ByteBuffer.allocate(4)).get());
                    System.out.println("empty buffer " + client.read(ByteBuffer.allocate(0)).get());
                    client.shutdownInput();
                    System.out.println("after shutdownInput " + client.read(ByteBuffer.allocate(4)).get());
                    System.out.println(client.toString().replace(":" + port, ":PORT").replace(":" + local, ":LOCAL"));
                    client.close();
                    System.out.println(client);
                }
            }
        }
    }

    static void handlers() throws Exception {
        AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open().bind(new InetSocketAddress(LOOPBACK, 0), 5);
        server.setOption(StandardSocketOptions.SO_REUSEADDR, true);
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        CountDownLatch echoed = new CountDownLatch(1);
        // An echo server: accept, read one message, write it back upper-cased, close.
        server.accept("server", new CompletionHandler<AsynchronousSocketChannel, String>() {
            public void completed(AsynchronousSocketChannel ch, String att) {
                ByteBuffer buf = ByteBuffer.allocate(32);
                ch.read(buf, 5, TimeUnit.SECONDS, att + "-read", new CompletionHandler<Integer, String>() {
                    public void completed(Integer n, String att2) {
                        String msg = text(buf).toUpperCase();
                        ch.write(bytes(msg), att2, new CompletionHandler<Integer, String>() {
                            public void completed(Integer w, String att3) {
                                try {
                                    ch.close();
                                } catch (IOException e) {
                                    throw new RuntimeException(e);
                                }
                                echoed.countDown();
                            }

                            public void failed(Throwable t, String att3) {
                                System.out.println("write failed " + t);
                            }
                        });
                    }

                    public void failed(Throwable t, String att2) {
                        System.out.println("read failed " + t);
                    }
                });
            }

            public void failed(Throwable t, String att) {
                System.out.println("accept failed " + t);
            }
        });
        AsynchronousSocketChannel client = AsynchronousSocketChannel.open();
        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<String> reply = new AtomicReference<>();
        client.connect(new InetSocketAddress(LOOPBACK, port), client, new CompletionHandler<Void, AsynchronousSocketChannel>() {
            public void completed(Void v, AsynchronousSocketChannel ch) {
                ch.write(bytes("ping"), null, new CompletionHandler<Integer, Object>() {
                    public void completed(Integer n, Object o) {
                        ByteBuffer buf = ByteBuffer.allocate(32);
                        ch.read(new ByteBuffer[] {buf}, 0, 1, 5, TimeUnit.SECONDS, buf, new CompletionHandler<Long, ByteBuffer>() {
                            public void completed(Long count, ByteBuffer b) {
                                reply.set(count + " " + text(b));
                                done.countDown();
                            }

                            public void failed(Throwable t, ByteBuffer b) {
                                reply.set("failed " + t);
                                done.countDown();
                            }
                        });
                    }

                    public void failed(Throwable t, Object o) {
                        reply.set("failed " + t);
                        done.countDown();
                    }
                });
            }

            public void failed(Throwable t, AsynchronousSocketChannel ch) {
                reply.set("connect failed " + t);
                done.countDown();
            }
        });
        System.out.println(done.await(10, TimeUnit.SECONDS) + " " + echoed.await(10, TimeUnit.SECONDS) + " " + reply.get());
        client.close();
        server.close();
        System.out.println(server.isOpen() + " " + server.toString().endsWith("[closed]"));
    }

    static void errors() throws Exception {
        AsynchronousSocketChannel unconnected = AsynchronousSocketChannel.open();
        try {
            unconnected.read(ByteBuffer.allocate(1));
        } catch (NotYetConnectedException e) {
            System.out.println("NotYetConnectedException");
        }
        try {
            unconnected.write(bytes("x"));
        } catch (NotYetConnectedException e) {
            System.out.println("NotYetConnectedException");
        }
        try {
            unconnected.read(ByteBuffer.allocate(1).asReadOnlyBuffer());
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            unconnected.read(ByteBuffer.allocate(1), null, null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        unconnected.close();
        try {
            unconnected.read(ByteBuffer.allocate(1)).get();
        } catch (ExecutionException e) {
            System.out.println(e.getCause().getClass().getName());
        }
        CountDownLatch failed = new CountDownLatch(1);
        unconnected.write(bytes("x"), "att", new CompletionHandler<Integer, String>() {
            public void completed(Integer n, String a) {
                System.out.println("unexpected " + n);
                failed.countDown();
            }

            public void failed(Throwable t, String a) {
                System.out.println("handler: " + t.getClass().getName() + " " + a);
                failed.countDown();
            }
        });
        failed.await(10, TimeUnit.SECONDS);

        AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open();
        try {
            server.accept();
        } catch (NotYetBoundException e) {
            System.out.println("NotYetBoundException");
        }
        server.bind(null);
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        Future<AsynchronousSocketChannel> pendingAccept = server.accept();
        try {
            server.accept();
        } catch (AcceptPendingException e) {
            System.out.println("AcceptPendingException");
        }
        AsynchronousSocketChannel client = AsynchronousSocketChannel.open();
        client.connect(new InetSocketAddress(LOOPBACK, port)).get(10, TimeUnit.SECONDS);
        AsynchronousSocketChannel peer = pendingAccept.get(10, TimeUnit.SECONDS);
        Future<Integer> pendingRead = client.read(ByteBuffer.allocate(8));
        try {
            client.read(ByteBuffer.allocate(8));
        } catch (ReadPendingException e) {
            System.out.println("ReadPendingException");
        }
        CountDownLatch timedOut = new CountDownLatch(1);
        peer.read(ByteBuffer.allocate(8), 50, TimeUnit.MILLISECONDS, null, new CompletionHandler<Integer, Object>() {
            public void completed(Integer n, Object o) {
                System.out.println("timed read got " + n);
                timedOut.countDown();
            }

            public void failed(Throwable t, Object o) {
                System.out.println("timed read: " + (t instanceof InterruptedByTimeoutException || t instanceof AsynchronousCloseException ? t.getClass().getName() : t.toString()));
                timedOut.countDown();
            }
        });
        timedOut.await(10, TimeUnit.SECONDS);
        try {
            peer.read(ByteBuffer.allocate(8));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        client.close();
        try {
            pendingRead.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("pending read: " + e.getCause().getClass().getName());
        }
        Future<AsynchronousSocketChannel> acceptOnClose = server.accept();
        server.close();
        try {
            acceptOnClose.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println("pending accept: " + e.getCause().getClass().getName());
        }
        peer.close();

        AsynchronousSocketChannel refused = AsynchronousSocketChannel.open();
        try {
            refused.connect(new InetSocketAddress(LOOPBACK, port)).get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            System.out.println(cause(e) + " open=" + refused.isOpen());
        }
    }

    static void group() throws Exception {
        AsynchronousChannelGroup group = AsynchronousChannelGroup.withFixedThreadPool(1, r -> new Thread(r, "group-thread"));
        AsynchronousServerSocketChannel server = AsynchronousServerSocketChannel.open(group).bind(new InetSocketAddress(LOOPBACK, 0));
        int port = ((InetSocketAddress) server.getLocalAddress()).getPort();
        CountDownLatch accepted = new CountDownLatch(1);
        AtomicReference<String> where = new AtomicReference<>();
        AtomicReference<AsynchronousSocketChannel> peer = new AtomicReference<>();
        server.accept(null, new CompletionHandler<AsynchronousSocketChannel, Object>() {
            public void completed(AsynchronousSocketChannel ch, Object o) {
                where.set(Thread.currentThread().getName());
                peer.set(ch);
                accepted.countDown();
            }

            public void failed(Throwable t, Object o) {
                where.set("failed " + t);
                accepted.countDown();
            }
        });
        AsynchronousSocketChannel client = AsynchronousSocketChannel.open(group);
        client.connect(new InetSocketAddress(LOOPBACK, port)).get(10, TimeUnit.SECONDS);
        System.out.println(accepted.await(10, TimeUnit.SECONDS) + " handler ran on " + where.get());
        System.out.println(group.isShutdown() + " " + group.isTerminated());
        group.shutdown();
        try {
            AsynchronousSocketChannel.open(group);
        } catch (ShutdownChannelGroupException e) {
            System.out.println("ShutdownChannelGroupException");
        }
        System.out.println(group.isShutdown() + " " + group.isTerminated() + " " + group.awaitTermination(50, TimeUnit.MILLISECONDS));
        client.close();
        server.close();
        peer.get().close();
        System.out.println(group.awaitTermination(10, TimeUnit.SECONDS) + " " + group.isTerminated());
        try {
            AsynchronousChannelGroup.withFixedThreadPool(0, Thread::new);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        AsynchronousChannelGroup other = AsynchronousChannelGroup.withFixedThreadPool(2, Thread::new);
        AsynchronousSocketChannel open = AsynchronousSocketChannel.open(other);
        other.shutdownNow();
        System.out.println(open.isOpen() + " " + other.awaitTermination(10, TimeUnit.SECONDS));
    }
}
