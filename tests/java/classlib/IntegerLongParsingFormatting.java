public class IntegerLongParsingFormatting {
  static void p(String s){ System.out.println(s); }
  static void p(boolean s){ System.out.println(s ? "true" : "false"); }
  static long fx; static String s;
  public static void main(String[] a){
    int[] ints = {0, 1, -1, 7, -7, 10, 99, 100, -100, 127, 128, -128, -129, 255, 256, 65535, 65536, 1000000, 123456789, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE+1, 0x55555555, 0xdeadbeef};
    for (int i : ints) {
      p(Integer.toString(i)); p(Integer.toHexString(i)); p(Integer.toOctalString(i)); p(Integer.toBinaryString(i));
      for (int r = 0; r <= 40; r += 3) p(Integer.toString(i, r));
      p(Integer.toUnsignedString(i)); p(Integer.toUnsignedString(i, 7));
      p(Integer.toString(Integer.bitCount(i))); p(Integer.toString(Integer.reverse(i))); p(Integer.toString(Integer.highestOneBit(i)));
      p(Integer.toString(Integer.lowestOneBit(i))); p(Integer.toString(Integer.numberOfLeadingZeros(i))); p(Integer.toString(Integer.numberOfTrailingZeros(i)));
      p(Integer.toString(Integer.rotateLeft(i, 5))); p(Integer.toString(Integer.rotateRight(i, 37))); p(Integer.toString(Integer.signum(i))); p(Integer.toString(Integer.reverseBytes(i)));
      p(Integer.toString(Integer.hashCode(i))); p(Integer.toString(Integer.compare(i, 5))); p(Integer.toString(Integer.compareUnsigned(i, 5)));
      p(String.valueOf(Integer.divideUnsigned(i, 7))); p(String.valueOf(Integer.remainderUnsigned(i, 7)));
      p(Boolean.toString(Integer.valueOf(i) == Integer.valueOf(i)));
      long l = (long) i * 3_000_000_017L + i;
      long[] ls = {i, l, ~l, l * 31};
      for (long x : ls) {
        p(Long.toString(x)); p(Long.toHexString(x)); p(Long.toOctalString(x)); p(Long.toBinaryString(x));
        for (int r = 0; r <= 40; r += 3) { p(Long.toString(x, r)); p(Long.toUnsignedString(x, r)); }
        p(Long.toUnsignedString(x));
        p(Integer.toString(Long.bitCount(x))); p(Long.toString(Long.reverse(x))); p(Long.toString(Long.highestOneBit(x)));
        p(Long.toString(Long.lowestOneBit(x))); p(Integer.toString(Long.numberOfLeadingZeros(x))); p(Integer.toString(Long.numberOfTrailingZeros(x)));
        p(Long.toString(Long.rotateLeft(x, 5))); p(Long.toString(Long.rotateRight(x, 77))); p(Integer.toString(Long.signum(x))); p(Long.toString(Long.reverseBytes(x)));
        p(Integer.toString(Long.hashCode(x)));
        p(String.valueOf(Long.divideUnsigned(x, 7))); p(String.valueOf(Long.remainderUnsigned(x, 7)));
        p(String.valueOf(Long.divideUnsigned(x, -7))); p(String.valueOf(Long.remainderUnsigned(x, -7)));
        p(String.valueOf(Long.divideUnsigned(x, x|1))); p(String.valueOf(Long.remainderUnsigned(x, 1L << 63)));
        p(Boolean.toString(Long.valueOf(x) == Long.valueOf(x)));
        fx = x;
        t(0);
        t(1);
        t(2);
        t(3);
      }
    }
    String[] strs = {"0", "-0", "+5", "-", "+", "", " 1", "1 ", "abc", "2147483647", "2147483648", "-2147483648", "-2147483649", "0x10", "#ff", "010", "08", "-0x10", "0x-10", "+-1", "٣", "１２", "99999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "18446744073709551615", "18446744073709551616", "4294967295", "4294967296", "127", "128", "-129", "32767", "32768", "ffffffff", "zz", "ZZ", "Zz1", null, "true", "TRUE", "yes"};
    for (String s0 : strs) { s = s0;
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
      t(16);
      t(17);
      t(18);
      t(19);
      t(20);
      t(21);
      t(22);
      t(23);
      t(24);
    }
    p(Short.toString(Short.reverseBytes((short)0x1234))); p(String.valueOf(Short.toUnsignedInt((short)-1))); p(String.valueOf(Short.compare((short)-5,(short)7)));
    p(String.valueOf(Byte.toUnsignedInt((byte)-1))); p(String.valueOf(Byte.valueOf((byte)5) == Byte.valueOf((byte)5)));
    p(String.valueOf(Short.valueOf((short)5) == Short.valueOf((short)5)));p(String.valueOf(Short.valueOf((short)500) == Short.valueOf((short)500)));
    p(String.valueOf(Boolean.hashCode(true))); p(String.valueOf(Boolean.hashCode(false))); p(String.valueOf(Boolean.compare(true,false)));
    p(String.valueOf(Integer.valueOf(500) == Integer.valueOf(500)));
    p(String.valueOf(Integer.MIN_VALUE)); p(String.valueOf(Long.MIN_VALUE));
    p(Integer.TYPE.toString()); p(Long.TYPE.toString()); p(Short.TYPE.toString()); p(Byte.TYPE.toString()); p(Boolean.TYPE.toString());
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
      case 0: return o(Long.toString(Long.parseLong(Long.toString(fx))));
      case 1: return o(Long.toString(Long.parseUnsignedLong(Long.toUnsignedString(fx))));
      case 2: return o(Long.toString(Long.parseUnsignedLong(Long.toUnsignedString(fx, 16), 16)));
      case 3: return o(Long.toString(Long.parseLong(Long.toString(fx, 36), 36)));
      case 4: return o(Integer.toString(Integer.parseInt(s)));
      case 5: return o(Integer.toString(Integer.parseInt(s, 16)));
      case 6: return o(Integer.toString(Integer.parseInt(s, 36)));
      case 7: return o(Integer.toString(Integer.parseInt(s, 1)));
      case 8: return o(Integer.toString(Integer.parseInt(s, 37)));
      case 9: return o(Integer.toString(Integer.parseUnsignedInt(s)));
      case 10: return o(Integer.toString(Integer.parseUnsignedInt(s, 16)));
      case 11: return o(Integer.decode(s).toString());
      case 12: return o(Long.toString(Long.parseLong(s)));
      case 13: return o(Long.toString(Long.parseLong(s, 16)));
      case 14: return o(Long.toString(Long.parseUnsignedLong(s)));
      case 15: return o(Long.toString(Long.parseUnsignedLong(s, 16)));
      case 16: return o(Long.decode(s).toString());
      case 17: return o(Short.toString(Short.parseShort(s)));
      case 18: return o(Short.decode(s).toString());
      case 19: return o(Byte.toString(Byte.parseByte(s)));
      case 20: return o(Byte.toString(Byte.parseByte(s, 16)));
      case 21: return o(Byte.decode(s).toString());
      case 22: return o(Boolean.toString(Boolean.parseBoolean(s)));
      case 23: return o(Boolean.valueOf(s).toString());
      case 24: return o(Integer.valueOf(s).toString());
      default: throw new AssertionError(k);
    }
  }
}
