package java.util.jar;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.HashMap;
import java.util.Map;

/**
 * rvm's java.util.jar.Manifest: the main attributes and the named sections of a manifest,
 * read from and written to the JDK's format (CRLF, LF or CR line ends on reading; 72-byte
 * lines and CRLF on writing), with the JDK's IOException messages for bad input.
 */
public class Manifest implements Cloneable {
    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<>();

    public Manifest() {
    }

    public Manifest(InputStream is) throws IOException {
        read(is);
    }

    public Manifest(Manifest man) {
        attr.putAll(man.getMainAttributes());
        entries.putAll(man.getEntries());
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return getEntries().get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    public void write(OutputStream out) throws IOException {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        attr.writeMain(buf);
        for (Map.Entry<String, Attributes> e : entries.entrySet()) {
            println72(buf, "Name: " + e.getKey());
            e.getValue().write(buf);
        }
        buf.writeTo(out);
        out.flush();
    }

    static void println(OutputStream out) throws IOException {
        out.write('\r');
        out.write('\n');
    }

    static void println72(OutputStream out, String line) throws IOException {
        if (!line.isEmpty()) {
            byte[] lineBytes = line.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            int length = lineBytes.length;
            out.write(lineBytes[0]);
            int pos = 1;
            while (length - pos > 71) {
                out.write(lineBytes, pos, 71);
                pos += 71;
                println(out);
                out.write(' ');
            }
            out.write(lineBytes, pos, length - pos);
        }
        println(out);
    }

    public void read(InputStream is) throws IOException {
        byte[] bytes = is.readAllBytes();
        String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        java.util.ArrayList<String> list = new java.util.ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n') {
                list.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            // The JDK ignores a last line without a line end.
            start = n;
        }
        String[] lines = list.toArray(new String[0]);
        int at = attr.read(lines, 0, 1);
        while (at < lines.length) {
            if (lines[at].isEmpty()) {
                at++;
                continue;
            }
            String line = lines[at];
            if (!line.regionMatches(true, 0, "Name: ", 0, 6)) {
                throw new IOException("invalid manifest format (line " + (at + 1) + ")");
            }
            String name = line.substring(6);
            int next = at + 1;
            StringBuilder full = new StringBuilder(name);
            while (next < lines.length && !lines[next].isEmpty() && lines[next].charAt(0) == ' ') {
                full.append(lines[next], 1, lines[next].length());
                next++;
            }
            name = full.toString();
            Attributes section = entries.get(name);
            if (section == null) {
                section = new Attributes();
                entries.put(name, section);
            }
            at = section.read(lines, next, next + 1);
        }
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Manifest)) {
            return false;
        }
        Manifest m = (Manifest) o;
        return attr.equals(m.getMainAttributes()) && entries.equals(m.getEntries());
    }

    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    public Object clone() {
        return new Manifest(this);
    }
}
