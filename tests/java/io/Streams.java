import java.io.*;
import java.util.Arrays;

public class Streams {
    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(bytes, 16))) {
            out.writeInt(0xCAFEBABE);
            out.writeLong(-2L);
            out.writeDouble(Math.PI);
            out.writeFloat(1.25f);
            out.writeBoolean(true);
            out.writeShort(-3);
            out.writeChar('Z');
            out.writeByte(200);
            out.writeUTF("h\u00e9llo \u4e16\u754c \u0000");
            out.writeBytes("AB");
            out.writeChars("cd");
            System.out.println("size " + out.size());
        }
        byte[] data = bytes.toByteArray();
        System.out.println(data.length + " " + Arrays.toString(Arrays.copyOf(data, 12)));
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new ByteArrayInputStream(data), 8))) {
            System.out.println(Integer.toHexString(in.readInt()) + " " + in.readLong() + " " + in.readDouble() + " " + in.readFloat() + " "
                    + in.readBoolean() + " " + in.readShort() + " " + in.readChar() + " " + in.readUnsignedByte());
            String s = in.readUTF();
            System.out.println(s.length() + " " + s.substring(0, 5) + " " + (int) s.charAt(s.length() - 1));
            byte[] two = new byte[2];
            in.readFully(two);
            System.out.println(new String(two) + " " + in.readChar() + in.readChar());
            try {
                in.readInt();
            } catch (EOFException e) {
                System.out.println("EOF " + e.getMessage());
            }
        }
        ByteArrayInputStream bin = new ByteArrayInputStream("abcdefgh".getBytes(), 2, 4);
        System.out.println((char) bin.read() + " " + bin.available() + " " + bin.markSupported());
        bin.mark(0);
        System.out.println(bin.skip(2) + " " + (char) bin.read() + " " + bin.read());
        bin.reset();
        System.out.println((char) bin.read());
        BufferedInputStream bis = new BufferedInputStream(new ByteArrayInputStream("0123456789".getBytes()), 4);
        bis.mark(20);
        byte[] buf = new byte[6];
        System.out.println(bis.read(buf, 0, 6) + " " + new String(buf));
        bis.reset();
        System.out.println((char) bis.read() + " " + bis.skip(3) + " " + (char) bis.read());
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        System.out.println(new ByteArrayInputStream("copy me".getBytes()).transferTo(sink) + " " + sink + " " + sink.size());
        sink.reset();
        sink.write(65);
        sink.writeBytes(new byte[] {66, 67});
        System.out.println(sink.toString() + " " + Arrays.toString(sink.toByteArray()));
        try {
            new ByteArrayOutputStream(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        StringWriter sw = new StringWriter();
        try (BufferedWriter bw = new BufferedWriter(sw, 4)) {
            bw.write("line one");
            bw.newLine();
            bw.write("abcdef", 2, 3);
        }
        System.out.println(sw.toString().replace("\n", "|"));
        StringReader sr = new StringReader("read me");
        char[] cb = new char[4];
        System.out.println(sr.read(cb) + " " + new String(cb) + " " + sr.skip(1) + " " + (char) sr.read());
        BufferedReader br = new BufferedReader(new StringReader("a\nb\r\nc"));
        System.out.println(br.readLine() + br.readLine() + br.readLine() + br.readLine());
        // UTF-16 writers and readers (with and without the byte order mark)
        for (String cs : new String[] {"UTF-16", "UTF-16BE", "UTF-16LE"}) {
            ByteArrayOutputStream u = new ByteArrayOutputStream();
            try (Writer w = new OutputStreamWriter(u, cs)) {
                w.write("h\u00e9");
                w.write("\ud83d");
                w.write("\ude80!");
            }
            byte[] enc = u.toByteArray();
            StringBuilder hexed = new StringBuilder();
            for (byte b : enc) {
                hexed.append(String.format("%02x", b & 0xff));
            }
            Reader r = new InputStreamReader(new ByteArrayInputStream(enc), cs);
            char[] back = new char[10];
            int got = r.read(back);
            System.out.println(cs + " " + hexed + " " + got + " " + new String(back, 0, got).equals("h\u00e9\ud83d\ude80!"));
        }
        // a supplementary character printed one char at a time
        for (char ch : "a\ud83d\ude80b".toCharArray()) {
            System.out.print(ch);
        }
        System.out.println();
    }
}
