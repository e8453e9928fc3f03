public class CodePointsAndCharsets {
  static void p(Object o) { System.out.println(o); }
  static String hex(byte[] b) { StringBuilder sb = new StringBuilder(); for (byte x : b) sb.append(x).append(' '); return sb.toString(); }
  static String show(String s) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < s.length(); i++) sb.append(Integer.toHexString(s.charAt(i))).append(' '); return sb.toString(); }
  public static void main(String[] args) throws Exception {
    String s = "a\uD83D\uDE00b\uDC00\uD800c";
    for (int i = 0; i <= s.length(); i++) {
      try { p(s.codePointBefore(i)); } catch (Exception e) { p(e); }
      try { p(s.codePointAt(i)); } catch (Exception e) { p(e); }
      for (int k = -3; k <= 3; k++) { try { p(s.offsetByCodePoints(i, k)); } catch (Exception e) { p(e); } }
      try { p(s.codePointCount(0, i)); } catch (Exception e) { p(e); }
      StringBuilder sb = new StringBuilder(s);
      try { p(sb.codePointBefore(i)); } catch (Exception e) { p(e); }
      try { p(sb.codePointCount(i, s.length())); } catch (Exception e) { p(e); }
      try { p(sb.offsetByCodePoints(i, 2)); } catch (Exception e) { p(e); }
      try { p(Character.codePointCount(s, 0, i)); } catch (Exception e) { p(e); }
      try { p(Character.offsetByCodePoints(s, i, -1)); } catch (Exception e) { p(e); }
    }
    String t = "héllo €😀";
    for (String cs : new String[] {"UTF-8", "utf8", "ISO-8859-1", "latin1", "US-ASCII", "ascii", "EBCDIC-XX"}) {
      try { byte[] b = t.getBytes(cs); p(cs + ": " + hex(b)); p(show(new String(b, cs))); p(show(new String(b, 1, b.length - 1, cs))); } catch (Exception e) { p(e); }
    }
    p(show(new String(new byte[] {65, -1, 66}, 1))); byte[] d = new byte[4]; "ab€d".getBytes(0, 4, d, 0); p(hex(d));
    p(java.util.Objects.deepEquals(new int[][] {{1}, {2}}, new int[][] {{1}, {2}}) + " " + java.util.Objects.deepEquals(new double[] {Double.NaN}, new double[] {Double.NaN}) + " " + java.util.Objects.deepEquals(new Object[] {"a", null}, new Object[] {"a", null}) + " " + java.util.Objects.deepEquals(new int[] {1}, new long[] {1}));
    p(Long.getLong("no.such") + " " + Long.getLong("no.such", 5L) + " " + Integer.getInteger("no.such", 7));
    p(Character.isSpace(' ') + " " + Character.isSpace('\u000B') + " " + Character.isJavaLetter('$'));
    char[] arr = s.toCharArray();
    for (int i = 0; i <= arr.length; i++) { try { p(Character.codePointBefore(arr, i)); } catch (Exception e) { p(e); } try { p(Character.offsetByCodePoints(arr, 1, 5, i, 1)); } catch (Exception e) { p(e); } }
  }
}
