import java.io.*;
import java.util.*;
// StreamTokenizer (numbers, words, quotes and escapes, comments, EOL, pushBack, toString),
// PushbackReader/InputStream, CharArrayReader/Writer, SequenceInputStream, BufferedReader
// mark/reset/skip/lines and its messages, piped streams and readers between threads.
public class ReaderAndTokenizerClasses {
    static void tok(String s, java.util.function.Consumer<StreamTokenizer> cfg) throws IOException {
        StreamTokenizer st = new StreamTokenizer(new StringReader(s));
        if (cfg != null) cfg.accept(st);
        StringBuilder sb = new StringBuilder();
        while (st.nextToken() != StreamTokenizer.TT_EOF) {
            sb.append(st.toString()).append(" ");
            if (st.ttype == StreamTokenizer.TT_NUMBER) sb.append("{" + st.nval + "}");
        }
        sb.append(st).append(" line=").append(st.lineno());
        System.out.println(sb);
    }
    public static void main(String[] args) throws Exception {
        tok("hello world 42 -3.5 .25 - -x 1.2.3 007 'quoted \\n str' \"dq\\101\\7x\" // comment\nnext/line\r\nz", null);
        tok("a=b+c*(d-1); /* block \n comment */ x // rest\n y", st -> { st.slashStarComments(true); st.slashSlashComments(true); st.ordinaryChar('/'); });
        tok("line1\nline2\r\nline3\rline4", st -> st.eolIsSignificant(true));
        tok("MiXeD Case_words under_score", st -> { st.lowerCaseMode(true); st.wordChars('_', '_'); });
        tok("1,2;3 4", st -> { st.resetSyntax(); st.wordChars('0', '9'); st.whitespaceChars(',', ','); st.whitespaceChars(' ', ' '); });
        tok("'unterminated\nnext \u00e9\u4e2d x\u0100y", null);
        tok("12345678901234567890 1e5 3.", st -> st.parseNumbers());
        StreamTokenizer pb = new StreamTokenizer(new StringReader("a b")); pb.pushBack(); System.out.println(pb.nextToken() + " " + pb.sval); pb.pushBack(); System.out.println(pb.nextToken() + " " + pb.sval + " " + pb.nextToken() + " " + pb.nextToken() + " " + pb);
        PushbackReader pr = new PushbackReader(new StringReader("abcdef"), 3);
        System.out.print((char) pr.read()); pr.unread('X'); pr.unread(new char[]{'1','2'}); char[] cb = new char[5]; int n = pr.read(cb); System.out.println(" " + n + new String(cb, 0, n));
        try { pr.unread(new char[4]); } catch (IOException e) { System.out.println(e); }
        try { pr.mark(1); } catch (IOException e) { System.out.println(e); }
        pr.close(); try { pr.read(); } catch (IOException e) { System.out.println(e); }
        PushbackInputStream pis = new PushbackInputStream(new ByteArrayInputStream(new byte[]{1,2,3}), 2);
        System.out.print(pis.read()); pis.unread(9); pis.unread(8); try { pis.unread(7); } catch (IOException e) { System.out.print(" " + e); } System.out.println(" " + pis.available() + " " + pis.read() + pis.read() + pis.read() + pis.read() + pis.read());
        CharArrayWriter caw = new CharArrayWriter(); caw.write("hello"); caw.append(' ').append("world", 0, 3).write(33); System.out.println(caw + " " + caw.size() + " " + Arrays.toString(caw.toCharArray()));
        CharArrayReader car = new CharArrayReader("0123456789".toCharArray(), 2, 5); car.skip(1); car.mark(0); System.out.print((char) car.read()); car.reset(); char[] b5 = new char[10]; System.out.println(" " + car.read(b5) + new String(b5, 0, 4) + car.read() + car.ready());
        try { new CharArrayWriter(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        SequenceInputStream sis = new SequenceInputStream(new ByteArrayInputStream("ab".getBytes()), new ByteArrayInputStream("cd".getBytes()));
        byte[] bb = new byte[10]; System.out.println(sis.read(bb) + " " + sis.read(bb) + " " + sis.read() + " " + new String(bb, 0, 2));
        BufferedReader br = new BufferedReader(new StringReader("l1\r\nl2\rl3\n\nl5"), 4);
        br.mark(100); System.out.println(br.readLine() + br.readLine()); br.reset(); System.out.println(br.readLine() + " skip=" + br.skip(3) + " " + br.readLine() + "|" + br.readLine() + "|" + br.readLine() + "|" + br.readLine());
        BufferedReader br2 = new BufferedReader(new StringReader("abcdefghij"), 4); br2.mark(2); br2.read(); br2.read(); br2.read(); br2.read(); br2.read(); try { br2.reset(); } catch (IOException e) { System.out.println(e); }
        try { new BufferedReader(new StringReader("x")).reset(); } catch (IOException e) { System.out.println(e); }
        BufferedReader br3 = new BufferedReader(new StringReader("x")); br3.close(); try { br3.readLine(); } catch (IOException e) { System.out.println(e); }
        System.out.println(new BufferedReader(new StringReader("a\nbb\nccc\n")).lines().mapToInt(String::length).sum());
        PipedOutputStream po = new PipedOutputStream(); PipedInputStream pi = new PipedInputStream(po, 16);
        Thread w = new Thread(() -> { try { for (int i = 0; i < 100; i++) po.write(i); po.write("end".getBytes()); po.close(); } catch (IOException e) { System.out.println("writer " + e); } });
        w.start(); int sum = 0, cnt = 0, c; while ((c = pi.read()) != -1) { sum += c; cnt++; } w.join(); System.out.println("piped " + cnt + " " + sum);
        PipedWriter pw = new PipedWriter(); PipedReader prd = new PipedReader(pw);
        Thread w2 = new Thread(() -> { try { pw.write("hello through a pipe\n"); pw.close(); } catch (IOException e) { System.out.println(e); } });
        w2.start(); BufferedReader pbr = new BufferedReader(prd); System.out.println(pbr.readLine() + " " + pbr.readLine()); w2.join();
        try { new PipedOutputStream().write(1); } catch (IOException e) { System.out.println(e); }
        PipedInputStream lone = new PipedInputStream(); try { lone.read(); } catch (IOException e) { System.out.println(e); }
        try { new PipedOutputStream(pi); } catch (IOException e) { System.out.println(e); }
        PipedOutputStream po3 = new PipedOutputStream(); PipedInputStream pi3 = new PipedInputStream(po3);
        Thread w3 = new Thread(() -> { try { po3.write(5); } catch (IOException e) {} }); w3.start(); w3.join();
        System.out.println(pi3.read()); try { pi3.read(); } catch (IOException e) { System.out.println(e); }
        LineNumberReader lnr = new LineNumberReader(new StringReader("a\nb\nc")); lnr.setLineNumber(10); lnr.readLine(); lnr.mark(10); lnr.readLine(); System.out.print(lnr.getLineNumber()); lnr.reset(); System.out.println(" " + lnr.getLineNumber() + " " + lnr.skip(10) + " " + lnr.getLineNumber());
    }
}
