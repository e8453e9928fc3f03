import java.util.Iterator;

public class StringAndBuilderApi {
  static void p(Object o) { System.out.println(o); }
  static void p(int o) { System.out.println(o); }
  static void p(boolean o) { System.out.println(o); }
  static void arr(String[] a) { StringBuilder sb = new StringBuilder(); sb.append(a.length).append(':'); for (String s : a) sb.append('[').append(s).append(']'); p(sb.toString()); }
  static String show(String s) { StringBuilder sb = new StringBuilder(); for (int i = 0; i < s.length(); i++) { char c = s.charAt(i); if (c < 32 || c > 126) sb.append("\\u").append(Integer.toHexString(c)); else sb.append(c); } return sb.toString(); }

  public static void main(String[] args) {
    String[] strs = {"", "a", "abc", "Hello, World", "  padded  ", "\t\n x \u2003", "ABCdef", "aaa", "abcabcabc", "ß", "straße", "ÀÉÎõü", "ΟΔΟΣ ΟΔΥΣΣΕΥΣ", "İstanbul", "ǅ", "ﬀ", "😀x😀", "a,b,,c,,", ",a,b", "a.b.c", "a|b|c", "x--y--z--", "  ", "\u00A0", "ǈǉǇ", "ŉ", "ΐ"};
    for (String s : strs) {
      p(show(s)); p(s.length()); p(s.isEmpty()); p(s.hashCode()); p(show(s.toUpperCase())); p(show(s.toLowerCase()));
      p(show(s.trim())); p(show(s.strip())); p(show(s.stripLeading())); p(show(s.stripTrailing())); p(s.isBlank());
      p(s.indexOf('a')); p(s.indexOf('a', 2)); p(s.lastIndexOf('a')); p(s.lastIndexOf('a', 1)); p(s.indexOf("bc")); p(s.indexOf("bc", 3)); p(s.lastIndexOf("bc")); p(s.lastIndexOf("bc", 4));
      p(s.indexOf("")); p(s.indexOf("", 100)); p(s.lastIndexOf("")); p(s.lastIndexOf("", -5)); p(s.indexOf(0x1F600)); p(s.lastIndexOf(0x1F600)); p(s.indexOf(-1));
      p(s.contains("b")); p(s.startsWith("a")); p(s.startsWith("bc", 1)); p(s.endsWith("c")); p(s.endsWith(""));
      p(show(s.replace('a', 'X'))); p(show(s.replace("a", "--"))); p(show(s.replace("", "-"))); p(show(s.replace("abc", "")));
      p(show(s.concat("!"))); p(show(s.repeat(3))); p(show(s.repeat(0)));
      p(s.compareTo("abc")); p(s.compareToIgnoreCase("ABC")); p(s.equalsIgnoreCase("ABC")); p(s.equals("abc")); p(s.contentEquals(new StringBuilder(s)));
      p(s.regionMatches(true, 1, "XBC", 1, 2)); p(s.regionMatches(0, "ab", 0, 2));
      p(s.codePointCount(0, s.length())); if (s.length() > 0) p(s.codePointAt(0));
      arr(s.split(",")); arr(s.split(",", -1)); arr(s.split(",", 2)); arr(s.split("\\.")); arr(s.split("\\|")); arr(s.split("--")); arr(s.split("")); arr(s.split(" ")); arr(s.split("b", 0)); arr(s.split("\\t"));
      p(s.replaceAll("b", "Y")); p(s.replaceFirst("b", "Y")); p(s.replaceAll("\\.", "!"));
      p(new String(s.toCharArray())); p(String.valueOf(s.toCharArray(), 0, s.length())); p(s.subSequence(0, s.length() / 2));
      byte[] b = s.getBytes(); StringBuilder bs = new StringBuilder(); for (byte x : b) bs.append(x).append(' '); p(bs);
      p(show(new String(b))); p(new String(b, 0, b.length / 2).length());
      p(s.intern() == s.intern());

    }
    byte[] bad = {(byte)0xC3, (byte)0x28, (byte)0xE2, (byte)0x82, 0x41, (byte)0xF0, (byte)0x9F, (byte)0x98, (byte)0x80, (byte)0xED, (byte)0xA0, (byte)0x80, (byte)0xFF, (byte)0xC0, (byte)0xAF, (byte)0xF4, (byte)0x90, (byte)0x80, (byte)0x80, (byte)0xE0, (byte)0x80};
    p(show(new String(bad)));
    p(show(new String(new int[]{0x41, 0x1F600, 0x10FFFF}, 0, 3)));
    p(String.join("-", "a", "b", "c")); p(String.join(", ", new StringBuilder("x"), "y"));
    p(String.valueOf((Object) null)); p(String.valueOf(1.5f)); p(String.valueOf(-0.0)); p(String.valueOf('c')); p(String.valueOf(true)); p(String.valueOf(123L)); p(String.copyValueOf(new char[]{'h','i'}));
    p("abc".compareTo("abd")); p("abc".compareTo("ab")); p("B".compareToIgnoreCase("a")); p("Ab".equalsIgnoreCase("aB"));
    p(CharSequence.compare("abc", new StringBuilder("abd")));
    // StringBuilder
    StringBuilder sb = new StringBuilder();
    p(sb.capacity()); sb.append("hello").append(' ').append(42).append(-7L).append(1.25).append(2.5f).append(true).append((Object) null).append((String) null).append(new char[]{'x','y'}).append(new char[]{'a','b','c'}, 1, 2).append("0123456789", 2, 5).append((CharSequence) null).append(new StringBuffer("sb"));
    p(sb); p(sb.length()); p(sb.capacity());
    sb.insert(0, "S").insert(3, 'c').insert(2, 99).insert(1, 5L).insert(0, 1.5).insert(0, false).insert(2, new char[]{'q'}).insert(4, (Object) "obj").insert(1, (CharSequence) "cs").insert(0, "0123", 1, 3).insert(sb.length(), "END");
    p(sb);
    sb.delete(0, 3).deleteCharAt(0).replace(1, 4, "RR").replace(2, 1000, "tail"); p(sb);
    sb.reverse(); p(sb); sb.setCharAt(0, 'Z'); sb.setLength(3); p(sb); sb.setLength(5); p(show(sb.toString())); p(sb.indexOf("l")); p(sb.lastIndexOf("a"));
    StringBuilder r = new StringBuilder("a😀b"); r.reverse(); p(show(r.toString()));
    p(new StringBuilder("abcdef").substring(2)); p(new StringBuilder("abcdef").substring(1, 3)); p(new StringBuilder("abcdef").subSequence(1, 3)); p(new StringBuilder("abc").compareTo(new StringBuilder("abd")));
    StringBuilder g = new StringBuilder(1); for (int i = 0; i < 20; i++) { g.append('x'); p(g.capacity()); } g.ensureCapacity(100); p(g.capacity()); g.trimToSize(); p(g.capacity());
    p(new StringBuilder("abc").capacity()); p(new StringBuilder((CharSequence) "abcd").capacity()); p(new StringBuilder(0).append("abc").capacity());
    StringBuilder cp = new StringBuilder(); cp.appendCodePoint(0x1F600).appendCodePoint(65); p(show(cp.toString())); p(cp.codePointAt(0));
    StringBuffer buf = new StringBuffer("buf"); buf.append(1).append('c').insert(0, "<").append(">").reverse(); p(buf); p(buf.length()); p(buf.charAt(1));
    char[] dst = new char[5]; new StringBuilder("hello").getChars(1, 4, dst, 1); p(show(new String(dst)));
    p(new StringBuilder().append(Integer.MIN_VALUE).append(Long.MIN_VALUE).append(Integer.MAX_VALUE).append(Long.MAX_VALUE).append(0).append(-0.0).append(Double.NaN).append(1e21).append(1e-5f));
    p("a" + 1 + 2L + 3.0 + 4.0f + 'c' + true + null + new char[0].length + sb);
    Object o = new Object(); p(o.toString().startsWith("java.lang.Object@")); p(o.equals(o)); p(o.hashCode() == System.identityHashCode(o));
  }
}
