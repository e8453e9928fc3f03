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
    // CharsetEncoder/CharsetDecoder: sizes, results, error actions and messages
    java.nio.charset.Charset u8 = java.nio.charset.StandardCharsets.UTF_8;
    java.nio.charset.CharsetEncoder enc = u8.newEncoder();
    java.nio.charset.CharsetDecoder dec = u8.newDecoder();
    p(enc.charset() + " " + enc.averageBytesPerChar() + " " + enc.maxBytesPerChar() + " " + dec.averageCharsPerByte() + " " + dec.maxCharsPerByte()
        + " " + enc.malformedInputAction() + " " + dec.replacement().equals("\uFFFD") + " " + enc.canEncode('x') + " " + enc.canEncode("\ud800"));
    java.nio.ByteBuffer bytes = enc.encode(java.nio.CharBuffer.wrap("h\u00e9\u4e16\ud83c\udf0d"));
    p(bytes.remaining() + " " + dec.decode(bytes) + " " + bytes.position());
    java.nio.ByteBuffer small = java.nio.ByteBuffer.allocate(3);
    java.nio.CharBuffer src = java.nio.CharBuffer.wrap("ab\u00e9c");
    java.nio.charset.CoderResult cr = enc.reset().encode(src, small, true);
    p(cr + " " + cr.isOverflow() + " " + src.position() + " " + small.position());
    try {
      dec.decode(java.nio.ByteBuffer.wrap(new byte[] {'a', (byte) 0xc3, 'b'}));
    } catch (java.nio.charset.MalformedInputException e) {
      p(e + " " + e.getInputLength());
    }
    p(dec.onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE).decode(java.nio.ByteBuffer.wrap(new byte[] {'a', (byte) 0xe2, (byte) 0x82, 'b', (byte) 0xff})));
    java.nio.charset.CharsetEncoder ascii = java.nio.charset.StandardCharsets.US_ASCII.newEncoder();
    try {
      ascii.encode(java.nio.CharBuffer.wrap("caf\u00e9"));
    } catch (java.nio.charset.UnmappableCharacterException e) {
      p(e + " " + ascii.canEncode('\u00e9'));
    }
    java.nio.ByteBuffer replaced = ascii.onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE).replaceWith(new byte[] {'*'}).encode(java.nio.CharBuffer.wrap("caf\u00e9!"));
    p(new String(replaced.array(), 0, replaced.limit()) + " " + java.nio.charset.CoderResult.malformedForLength(2) + " " + java.nio.charset.CoderResult.UNDERFLOW);
    java.nio.ByteBuffer u16 = java.nio.charset.StandardCharsets.UTF_16.newEncoder().encode(java.nio.CharBuffer.wrap("hi"));
    p(u16.remaining() + " " + u16.get(0) + " " + java.nio.charset.StandardCharsets.UTF_16.newDecoder().decode(java.nio.ByteBuffer.wrap(new byte[] {(byte) 0xff, (byte) 0xfe, 'o', 0, 'k', 0})));
    p(java.nio.charset.Charset.availableCharsets().containsKey("utf-8") + " " + u8.contains(java.nio.charset.StandardCharsets.US_ASCII)
        + " " + java.nio.charset.StandardCharsets.US_ASCII.contains(u8));
    java.util.ServiceLoader<Runnable> none = java.util.ServiceLoader.load(Runnable.class);
    p(none + " " + none.iterator().hasNext() + " " + none.findFirst().isPresent() + " " + none.stream().count());
  }
}
