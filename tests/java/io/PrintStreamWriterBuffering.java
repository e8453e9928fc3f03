import java.io.*;
import java.nio.charset.StandardCharsets;

// Buffering as in the JDK: System.out holds write(int) bytes until a newline or the next
// print; PrintWriter/OutputStreamWriter/BufferedWriter output reaches the stream only on a
// full buffer, flush or close (never-flushed text is lost at exit, also System.out's held
// bytes); PrintStream subclasses see println as print + newline and every byte through
// write(byte[], int, int); file constructors, charsets, getEncoding, closed streams.
public class PrintStreamWriterBuffering {
    public static void main(String[] args) throws Exception {
        System.out.write('a');
        System.out.write(new byte[] {'b', 'c'}, 0, 2);
        System.out.print('d');
        System.out.println();
        PrintWriter pw = new PrintWriter(System.out);
        pw.println("pw line");
        System.out.println("direct");
        pw.flush();
        PrintWriter pw2 = new PrintWriter(System.out, true);
        pw2.print("pw2 no newline");
        System.out.println("|direct2");
        pw2.println(" pw2 newline");
        pw2.printf("%d%n", 5);
        Writer w = new OutputStreamWriter(System.out);
        w.write("osw unflushed\n");
        BufferedWriter bw = new BufferedWriter(new OutputStreamWriter(System.out));
        bw.write("bw flushed\n");
        bw.flush();
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1500; i++) {
            big.append(i % 10 == 0 ? '\u00e9' : 'x').append(i % 100 == 99 ? "\n" : "");
        }
        PrintWriter chunked = new PrintWriter(System.out);
        chunked.print(big);
        System.out.println("[after 1500 unflushed chars]");
        chunked.print(big);
        chunked.print(big);
        chunked.print(big);
        chunked.print(big);
        chunked.print(big);
        System.out.println("[after 9000 unflushed chars: the first 8192 went out]");
        chunked.flush();

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(bos) {
            @Override
            public void print(String s) {
                super.print("<" + s + ">");
            }

            @Override
            public void write(byte[] b, int off, int len) {
                super.write(b, off, len);
                super.write('|');
            }
        };
        ps.println("a");
        ps.println(5);
        ps.print("b");
        ps.printf("%d-%s%n", 3, "x");
        ps.append("c").append('d');
        ps.println((Object) null);
        ps.println(new char[] {'q'});
        System.out.println(bos.toString().replace("\n", "\\n"));

        ByteArrayOutputStream b2 = new ByteArrayOutputStream();
        PrintStream p2 = new PrintStream(b2, true, "ISO-8859-1");
        p2.print("\u00e9\u2603\ud83d\ude00");
        System.out.println(java.util.Arrays.toString(b2.toByteArray()));

        File dir = File.createTempFile("rvmpw", ".d");
        dir.delete();
        dir.mkdir();
        File f1 = new File(dir, "pw.txt");
        File f2 = new File(dir, "ps.txt");
        File f3 = new File(dir, "fw.txt");
        PrintWriter fpw = new PrintWriter(new FileWriter(f1));
        fpw.println("line1");
        fpw.printf("%5.2f%n", Math.PI);
        fpw.close();
        PrintStream fps = new PrintStream(f2.getPath());
        fps.println("ps line");
        fps.close();
        try (BufferedReader br = new BufferedReader(new FileReader(f1))) {
            System.out.println(br.readLine() + "|" + br.readLine() + "|" + br.readLine());
        }
        System.out.println(new String(java.nio.file.Files.readAllBytes(f2.toPath())).trim());
        FileWriter fw = new FileWriter(f3);
        fw.write("unflushed");
        System.out.println(f3.length());
        fw.flush();
        System.out.println(f3.length());
        fw.close();
        f1.delete();
        f2.delete();
        f3.delete();
        dir.delete();

        OutputStreamWriter osw = new OutputStreamWriter(new ByteArrayOutputStream(), "US-ASCII");
        System.out.println(osw.getEncoding());
        osw.close();
        System.out.println(osw.getEncoding());
        System.out.println(new InputStreamReader(System.in, StandardCharsets.ISO_8859_1).getEncoding() + " "
                + new OutputStreamWriter(System.out).getEncoding());
        PrintWriter closed = new PrintWriter(new StringWriter());
        closed.close();
        closed.println("x");
        System.out.println(closed.checkError());
        PrintStream pse = new PrintStream(new ByteArrayOutputStream());
        pse.close();
        pse.println("x");
        System.out.println(pse.checkError());
        StringWriter sw = new StringWriter();
        PrintWriter spw = new PrintWriter(sw);
        spw.printf("%s=%d", "k", 1);
        spw.println();
        spw.print(1.5f);
        System.out.println(sw);
        FileOutputStream fo = new FileOutputStream(FileDescriptor.out);
        fo.write("via FileDescriptor.out\n".getBytes());
        System.out.println(FileDescriptor.in.valid() + " " + new FileDescriptor().valid());
        PrintWriter last = new PrintWriter(System.out);
        last.print("never flushed");
        System.out.write('z');
    }
}
