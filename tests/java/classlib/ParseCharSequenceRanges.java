public class ParseCharSequenceRanges {
  public static void main(String[] a){
    t(0);
    t(1);
    t(2);
    t(3);
    t(4);
    t(5);
    t(6);
    t(7);
    t(8);
    t(9);
    t(10);
    t(11);
    t(12);
    t(13);
    t(14);
    t(15);
  }

  static String o(Object x) { return String.valueOf(x); }
  static String o(int x) { return String.valueOf(x); }
  static String o(long x) { return String.valueOf(x); }
  static String o(double x) { return String.valueOf(x); }
  static String o(float x) { return String.valueOf(x); }
  static String o(boolean x) { return String.valueOf(x); }
  static String o(char x) { return String.valueOf(x); }
  static String o(char[] x) { return new String(x); }
  static void t(int k) { try { System.out.println(run(k)); } catch (Throwable e) { System.out.println(e); } }
  static String run(int k) throws Throwable {
    switch (k) {
      case 0: return o(Integer.parseInt("123", 2, 1, 10));
      case 1: return o(Integer.parseInt("123", 0, 5, 10));
      case 2: return o(Integer.parseInt("123", 1, 1, 10));
      case 3: return o(Integer.parseInt("a-", 1, 2, 10));
      case 4: return o(Integer.parseInt("a-1x", 1, 4, 10));
      case 5: return o(Integer.parseInt("a-12", 1, 4, 10));
      case 6: return o(Integer.parseInt(null, 1, 4, 10));
      case 7: return o(Long.parseLong("a-1x", 1, 4, 10));
      case 8: return o(Long.parseLong("a-", 1, 2, 10));
      case 9: return o(Integer.parseUnsignedInt("a12", 1, 3, 10));
      case 10: return o(Integer.parseUnsignedInt("a-12", 1, 4, 10));
      case 11: return o(Long.parseUnsignedLong("a-12", 1, 4, 10));
      case 12: return o(Long.parseUnsignedLong("a12", 1, 1, 10));
      case 13: return o(Integer.parseUnsignedInt("", 10));
      case 14: return o(Integer.parseUnsignedInt("-1", 10));
      case 15: return o(Integer.parseUnsignedInt("99999999999", 10));
      default: throw new AssertionError(k);
    }
  }
}
