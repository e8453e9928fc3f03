import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;

// TCP and UDP on 127.0.0.1: addresses, an echo server thread, timeouts, refused
// connections, options, shutdown and close, with the JDK's exceptions and messages.
public class SocketsLoopback {
    static void show(String what, Exception e) {
        System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
    }

    public static void main(String[] args) throws Exception {
        addresses();
        echo();
        errors();
        datagrams();
    }

    static void addresses() throws Exception {
        InetAddress lo = InetAddress.getByName("127.0.0.1");
        System.out.println(lo + " " + lo.getHostAddress() + " " + lo.isLoopbackAddress() + " " + lo.hashCode());
        System.out.println(InetAddress.getLoopbackAddress() + " " + lo.equals(InetAddress.getLoopbackAddress()));
        System.out.println(InetAddress.getByName("localhost").getHostAddress());
        System.out.println(InetAddress.getByName(null) + " " + InetAddress.getByName("1.2.3") + " " + InetAddress.getByName("10.1"));
        InetAddress six = InetAddress.getByName("::1");
        System.out.println(six + " " + (six instanceof Inet6Address) + " " + six.isLoopbackAddress() + " " + six.hashCode());
        System.out.println(InetAddress.getByName("[fe80::1:2]") + " " + InetAddress.getByName("fe80::1").isLinkLocalAddress());
        System.out.println(InetAddress.getByName("::ffff:10.0.0.1") + " " + InetAddress.getByName("::ffff:10.0.0.1").isSiteLocalAddress());
        System.out.println(InetAddress.getByName("2001:db8::ff00:42:8329").getHostAddress() + " " + InetAddress.getByName("::").isAnyLocalAddress());
        InetAddress named = InetAddress.getByAddress("box", new byte[] {(byte) 192, (byte) 168, 1, 2});
        System.out.println(named + " " + named.getHostName() + " " + named.isSiteLocalAddress() + " " + named.hashCode());
        System.out.println(InetAddress.getByName("224.0.0.1").isMulticastAddress() + " " + InetAddress.getByName("169.254.3.4").isLinkLocalAddress());
        try {
            InetAddress.getByAddress(new byte[5]);
        } catch (UnknownHostException e) {
            show("length 5", e);
        }
        InetSocketAddress sa = new InetSocketAddress(lo, 8080);
        System.out.println(sa + " " + sa.getHostString() + " " + sa.getPort() + " " + sa.hashCode());
        System.out.println(new InetSocketAddress(six, 80) + " " + InetSocketAddress.createUnresolved("example.invalid", 7) + " " + new InetSocketAddress(9).getAddress());
        System.out.println(sa.equals(new InetSocketAddress("127.0.0.1", 8080)) + " " + sa.equals(new InetSocketAddress(lo, 8081)));
        try {
            new InetSocketAddress(-1);
        } catch (IllegalArgumentException e) {
            show("port -1", e);
        }
    }

    static void echo() throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        ServerSocket server = new ServerSocket(0, 50, lo);
        System.out.println("bound " + server.isBound() + " " + (server.getLocalPort() > 0) + " " + server.getInetAddress() + " " + server.getReuseAddress());
        int port = server.getLocalPort();
        Thread serverThread = new Thread(() -> {
            try (Socket s = server.accept()) {
                BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                Writer out = new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8);
                String line;
                while ((line = in.readLine()) != null) {
                    out.write(line.toUpperCase() + "\n");
                    out.flush();
                }
                System.out.println("server saw end of input; peer " + s.getInetAddress() + " local " + s.getLocalAddress());
            } catch (IOException e) {
                show("server", e);
            }
        });
        serverThread.start();
        Socket client = new Socket(lo, port);
        System.out.println("connected " + client.isConnected() + " " + client.getInetAddress() + " " + (client.getPort() == port) + " " + (client.getLocalPort() > 0));
        client.setTcpNoDelay(true);
        client.setSoLinger(true, 5);
        client.setKeepAlive(true);
        System.out.println("options " + client.getTcpNoDelay() + " " + client.getSoLinger() + " " + client.getKeepAlive() + " " + client.getSoTimeout());
        client.setOption(StandardSocketOptions.TCP_NODELAY, false).setOption(StandardSocketOptions.SO_KEEPALIVE, false);
        System.out.println("std options " + client.getOption(StandardSocketOptions.TCP_NODELAY) + " "
                + client.getOption(StandardSocketOptions.SO_LINGER) + " " + client.getOption(StandardSocketOptions.SO_KEEPALIVE) + " "
                + server.getOption(StandardSocketOptions.SO_REUSEADDR) + " " + client.supportedOptions().contains(StandardSocketOptions.TCP_NODELAY)
                + " " + server.supportedOptions().contains(StandardSocketOptions.TCP_NODELAY) + " " + StandardSocketOptions.SO_LINGER.type());
        try {
            client.setOption(StandardSocketOptions.IP_MULTICAST_TTL, 3);
        } catch (UnsupportedOperationException e) {
            show("ttl", e);
        }
        try {
            client.setOption(StandardSocketOptions.SO_RCVBUF, -3);
        } catch (IllegalArgumentException e) {
            show("rcvbuf", e);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(client.getInputStream(), StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(new OutputStreamWriter(client.getOutputStream(), StandardCharsets.UTF_8), true);
        for (String word : new String[] {"hello", "sockets", "gr\u00fc\u00dfe \u20ac"}) {
            out.println(word);
            System.out.println("echo " + in.readLine());
        }
        byte[] big = new byte[200000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) ('a' + i % 26);
        }
        big[big.length - 1] = '\n';
        client.getOutputStream().write(big);
        String back = in.readLine();
        System.out.println("big echo " + back.length() + " " + back.substring(0, 5) + " " + back.substring(back.length() - 3));
        client.shutdownOutput();
        System.out.println("shutdown " + client.isOutputShutdown() + " read " + in.readLine());
        serverThread.join();
        try {
            client.getOutputStream();
        } catch (SocketException e) {
            show("output after shutdown", e);
        }
        client.close();
        client.close();
        System.out.println("closed " + client.isClosed() + " " + client.isConnected());
        try {
            client.getInputStream();
        } catch (SocketException e) {
            show("input after close", e);
        }
        server.close();
        System.out.println("server closed " + server.isClosed() + " " + server.isBound());
    }

    static void errors() throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        System.out.println(new Socket() + " " + new ServerSocket());
        try {
            new Socket().getInputStream();
        } catch (SocketException e) {
            show("unconnected", e);
        }
        Socket closed = new Socket();
        closed.close();
        try {
            closed.connect(new InetSocketAddress(lo, 1));
        } catch (SocketException e) {
            show("closed connect", e);
        }
        try {
            new ServerSocket(-1);
        } catch (IllegalArgumentException e) {
            show("server port", e);
        }
        ServerSocket server = new ServerSocket(0, 50, lo);
        int port = server.getLocalPort();
        try {
            new ServerSocket(port, 50, lo);
        } catch (BindException e) {
            show("in use", e);
        }
        server.setSoTimeout(30);
        try {
            server.accept();
        } catch (SocketTimeoutException e) {
            show("accept", e);
        }
        server.setSoTimeout(0);
        Socket client = new Socket();
        client.connect(new InetSocketAddress(lo, port), 1000);
        Socket accepted = server.accept();
        client.setSoTimeout(30);
        try {
            client.getInputStream().read();
        } catch (SocketTimeoutException e) {
            show("read", e);
        }
        accepted.getOutputStream().write(new byte[] {1, 2, 3});
        accepted.close();
        InputStream cin = client.getInputStream();
        int a = cin.read();
        int b = cin.read(new byte[10], 0, 10);
        int c = cin.read();
        System.out.println("after peer close " + a + " " + b + " " + c);
        client.close();
        Thread closer = new Thread(() -> {
            try {
                Thread.sleep(50);
                server.close();
            } catch (Exception e) {
                show("closer", e);
            }
        });
        closer.start();
        try {
            server.accept();
        } catch (SocketException e) {
            show("accept while closing", e);
        }
        closer.join();
        try {
            server.accept();
        } catch (SocketException e) {
            show("accept after close", e);
        }
        try {
            new Socket(lo, port);
        } catch (ConnectException e) {
            show("refused", e);
        }
        try {
            new Socket().connect(InetSocketAddress.createUnresolved("nowhere.invalid", 80));
        } catch (UnknownHostException e) {
            show("unresolved", e);
        }
    }

    static void datagrams() throws Exception {
        InetAddress lo = InetAddress.getLoopbackAddress();
        DatagramSocket a = new DatagramSocket(0, lo);
        DatagramSocket b = new DatagramSocket(new InetSocketAddress(lo, 0));
        System.out.println("udp bound " + a.isBound() + " " + a.getLocalAddress() + " " + a.isConnected() + " " + a.getPort());
        a.setOption(StandardSocketOptions.SO_BROADCAST, true);
        System.out.println("udp broadcast " + a.getOption(StandardSocketOptions.SO_BROADCAST) + " " + a.getBroadcast());
        byte[] msg = "ping".getBytes(StandardCharsets.US_ASCII);
        a.send(new DatagramPacket(msg, msg.length, lo, b.getLocalPort()));
        DatagramPacket p = new DatagramPacket(new byte[10], 10);
        b.receive(p);
        System.out.println("udp got " + p.getLength() + " " + new String(p.getData(), 0, p.getLength(), StandardCharsets.US_ASCII) + " from " + p.getAddress() + " " + (p.getPort() == a.getLocalPort()));
        b.send(new DatagramPacket("pong!!".getBytes(StandardCharsets.US_ASCII), 6, p.getSocketAddress()));
        DatagramPacket small = new DatagramPacket(new byte[8], 2, 3);
        a.receive(small);
        System.out.println("udp truncated " + small.getLength() + " " + new String(small.getData(), 2, 3, StandardCharsets.US_ASCII));
        b.setSoTimeout(30);
        try {
            b.receive(p);
        } catch (SocketTimeoutException e) {
            show("udp", e);
        }
        a.connect(lo, b.getLocalPort());
        System.out.println("udp connected " + a.isConnected() + " " + a.getInetAddress() + " " + (a.getPort() == b.getLocalPort()));
        try {
            a.send(new DatagramPacket(msg, msg.length, lo, 9));
        } catch (IllegalArgumentException e) {
            show("udp other", e);
        }
        a.send(new DatagramPacket(msg, 2));
        b.receive(p);
        System.out.println("udp connected got " + p.getLength());
        a.disconnect();
        System.out.println("udp disconnected " + a.isConnected() + " " + a.getPort());
        try {
            a.send(new DatagramPacket(msg, 2));
        } catch (IllegalArgumentException e) {
            show("udp no address", e);
        }
        try {
            new DatagramPacket(new byte[4], 3, 2);
        } catch (IllegalArgumentException e) {
            show("packet", e);
        }
        a.close();
        b.close();
        System.out.println("udp closed " + a.isClosed() + " " + a.getLocalPort());
        try {
            a.send(new DatagramPacket(msg, 2, lo, 9));
        } catch (SocketException e) {
            show("udp send after close", e);
        }
    }
}
