import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** A small HTTP-like request/response protocol between a server thread and a client over 127.0.0.1. */
public class LineProtocolLoopback {
    static final Map<String, String> STORE = new LinkedHashMap<>();

    static void serve(ServerSocket server, int clients) {
        for (int c = 0; c < clients; c++) {
            try (Socket s = server.accept();
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    OutputStream out = s.getOutputStream()) {
                String requestLine;
                while ((requestLine = in.readLine()) != null) {
                    Map<String, String> headers = new LinkedHashMap<>();
                    String h;
                    while ((h = in.readLine()) != null && !h.isEmpty()) {
                        int colon = h.indexOf(':');
                        headers.put(h.substring(0, colon).trim().toLowerCase(), h.substring(colon + 1).trim());
                    }
                    int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
                    char[] body = new char[length];
                    int read = 0;
                    while (read < length) {
                        int n = in.read(body, read, length - read);
                        if (n < 0) {
                            break;
                        }
                        read += n;
                    }
                    String[] parts = requestLine.split(" ");
                    String response;
                    int status;
                    if (parts.length != 3 || !parts[2].equals("RVM/1.0")) {
                        status = 400;
                        response = "bad request line: " + requestLine;
                    } else if (parts[0].equals("PUT")) {
                        STORE.put(parts[1], new String(body));
                        status = 201;
                        response = "stored " + length + " chars";
                    } else if (parts[0].equals("GET")) {
                        String v = STORE.get(parts[1]);
                        status = v == null ? 404 : 200;
                        response = v == null ? "no such key: " + parts[1] : v;
                    } else {
                        status = 405;
                        response = "method not allowed: " + parts[0];
                    }
                    byte[] bytes = response.getBytes(StandardCharsets.UTF_8);
                    out.write(("RVM/1.0 " + status + "\r\nContent-Length: " + bytes.length + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
                    out.write(bytes);
                    out.flush();
                }
            } catch (IOException e) {
                System.out.println("server: " + e);
            }
        }
    }

    static String call(BufferedReader in, PrintWriter out, String method, String path, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        out.print(method + " " + path + " RVM/1.0\r\nContent-Length: " + body.length() + "\r\nX-Bytes: " + b.length + "\r\n\r\n" + body);
        out.flush();
        String status = in.readLine();
        int length = 0;
        String h;
        while ((h = in.readLine()) != null && !h.isEmpty()) {
            if (h.startsWith("Content-Length:")) {
                length = Integer.parseInt(h.substring(15).trim());
            }
        }
        StringBuilder sb = new StringBuilder();
        while (sb.toString().getBytes(StandardCharsets.UTF_8).length < length) {
            sb.append((char) in.read());
        }
        return status + " | " + sb;
    }

    public static void main(String[] args) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread t = new Thread(() -> serve(server, 2), "server");
            t.start();
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(s.getOutputStream())) {
                System.out.println(call(in, out, "PUT", "/greeting", "hello, world"));
                System.out.println(call(in, out, "GET", "/greeting", ""));
                System.out.println(call(in, out, "GET", "/missing", ""));
                System.out.println(call(in, out, "DELETE", "/greeting", ""));
                System.out.println(call(in, out, "PUT", "/multi", "line one\nline two"));
                System.out.println(call(in, out, "GET", "/multi", ""));
            }
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
                    BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
                    PrintWriter out = new PrintWriter(s.getOutputStream())) {
                out.print("BROKEN\r\n\r\n");
                out.flush();
                System.out.println(in.readLine());
                s.shutdownOutput();
            }
            t.join();
            System.out.println("store: " + STORE.keySet());
        }
    }
}
