public class Utf8DecodingFuzz {
  static long seed = 12345;
  static int next() { seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1); return (int) (seed >>> 16); }
  public static void main(String[] a) {
    int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF};
    long h = 0;
    for (int iter = 0; iter < 20000; iter++) {
      int n = (next() & 7);
      byte[] b = new byte[n];
      for (int i = 0; i < n; i++) b[i] = (byte) interesting[(next() & 0x7fffffff) % interesting.length];
      String s = new String(b);
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < s.length(); i++) sb.append(Integer.toHexString(s.charAt(i))).append(' ');
      byte[] back = s.getBytes();
      for (int i = 0; i < back.length; i++) sb.append(back[i]).append(',');
      if (iter % 500 == 0) System.out.println(sb);
      h = h * 31 + sb.toString().hashCode();
    }
    System.out.println(h);
    String weird = "a\uD800b\uDC00c\uD83D\uDE00\uDE00\uD83D";
    byte[] w = weird.getBytes();
    StringBuilder sb = new StringBuilder();
    for (byte x : w) sb.append(x).append(' ');
    System.out.println(sb);
  }
}
