import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

public class Utf16Charsets {
    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 0xf, 16)).append(Character.forDigit(x & 0xf, 16));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String s = "A\u00e9\u4e2d\ud83d\ude00";
        for (Charset cs : new Charset[] {StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE}) {
            byte[] b = s.getBytes(cs);
            System.out.println(cs + " " + cs.aliases().contains(cs.name().replace('-', '_')) + " " + hex(b) + " "
                    + new String(b, cs).equals(s));
        }
        System.out.println(hex("x".getBytes("UTF-16")) + " " + hex("x".getBytes("utf-16le")) + " " + hex("x".getBytes("UnicodeBigUnmarked")));
        System.out.println(new String(new byte[] {(byte) 0xff, (byte) 0xfe, 'h', 0, 'i', 0}, "UTF-16") + " "
                + new String(new byte[] {0, 'o', 0, 'k'}, StandardCharsets.UTF_16) + " "
                + (int) new String(new byte[] {0, 'a', 1}, StandardCharsets.UTF_16BE).charAt(1) + " "
                + (int) new String(new byte[] {(byte) 0xd8, 0, 0, 'a'}, StandardCharsets.UTF_16BE).charAt(0));
        System.out.println(hex("\ud800x".getBytes(StandardCharsets.UTF_16BE)) + " " + Charset.forName("utf16") + " "
                + Charset.isSupported("UTF-16LE") + " " + Charset.forName("X-UTF-16LE"));
    }
}
