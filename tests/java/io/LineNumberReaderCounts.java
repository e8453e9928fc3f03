import java.io.*;
// LineNumberReader counts lines as JDK 17 (the end of input after a character that is not
// a terminator ends a line too) through readLine, read() and read(char[]).
public class LineNumberReaderCounts {
    public static void main(String[] args) throws Exception {
        String[] ins = {"a\nb", "a\nb\n", "a\r\nb\r", "", "\n", "abc", "a\r\r\nb"};
        for (String s : ins) {
            LineNumberReader r = new LineNumberReader(new StringReader(s));
            StringBuilder sb = new StringBuilder();
            String l; while ((l = r.readLine()) != null) sb.append("[" + l + "]" + r.getLineNumber());
            sb.append(" end=" + r.getLineNumber() + " | ");
            r = new LineNumberReader(new StringReader(s));
            int c; while ((c = r.read()) != -1) sb.append(c == '\n' ? "\\n" : (char) c).append(r.getLineNumber());
            sb.append(" end=" + r.getLineNumber() + " again=" + r.read() + r.getLineNumber());
            r = new LineNumberReader(new StringReader(s)); char[] buf = new char[2]; int n; sb.append(" | ");
            while ((n = r.read(buf, 0, 2)) != -1) sb.append(n).append(r.getLineNumber()).append(',');
            sb.append(" end=" + r.getLineNumber());
            System.out.println(sb.toString().replace("\r", "\\r"));
        }
    }
}
