public class LibraryExceptionMessages {
  static String s;
  public static void main(String[] a){
    s = "abc";
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
    t(16);
    t(17);
    t(18);
    t(19);
    t(20);
    t(21);
    t(22);
    t(23);
    t(24);
    t(25);
    t(26);
    t(27);
    t(28);
    t(29);
    t(30);
    t(31);
    t(32);
    t(33);
    t(34);
    t(35);
    t(36);
    t(37);
    t(38);
    t(39);
    t(40);
    t(41);
    t(42);
    t(43);
    t(44);
    t(45);
    t(46);
    t(47);
    t(48);
    t(49);
    t(50);
    t(51);
    t(52);
    t(53);
    t(54);
    t(55);
    t(56);
    t(57);
    t(58);
    t(59);
    t(60);
    t(61);
    System.out.println(new ArrayIndexOutOfBoundsException(5));
    System.out.println(new IndexOutOfBoundsException(5));
    System.out.println(new StringIndexOutOfBoundsException(5));
    System.out.println(new ExceptionInInitializerError(new RuntimeException("x")));
    System.out.println(new ExceptionInInitializerError(new RuntimeException("x")).getCause());
    System.out.println(new AssertionError(5));
    System.out.println(new AssertionError(new RuntimeException("r")).getCause());
    System.out.println(new AssertionError("m", new RuntimeException("r")).getCause());
    System.out.println(new RuntimeException(new Error("e")));
    System.out.println(new RuntimeException((Throwable)null));
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
      case 0: return o(s.charAt(5));
      case 1: return o(s.charAt(-1));
      case 2: return o(s.substring(5));
      case 3: return o(s.substring(2,1));
      case 4: return o(s.substring(-1,2));
      case 5: return o(s.substring(1,7));
      case 6: return o(s.subSequence(1,7));
      case 7: return o("x".repeat(-1));
      case 8: s.getChars(0,5,new char[3],0); return "no exc";
      case 9: return o(new StringBuilder("abc").charAt(5));
      case 10: return o(new StringBuilder("abc").deleteCharAt(5));
      case 11: return o(new StringBuilder("abc").delete(5,6));
      case 12: return o(new StringBuilder("abc").delete(2,1));
      case 13: return o(new StringBuilder("abc").insert(5,"x"));
      case 14: return o(new StringBuilder("abc").insert(5,'x'));
      case 15: return o(new StringBuilder("abc").insert(5,1));
      case 16: new StringBuilder("abc").setCharAt(5,'x'); return "no exc";
      case 17: new StringBuilder("abc").setLength(-1); return "no exc";
      case 18: return o(new StringBuilder("abc").substring(5));
      case 19: return o(new StringBuilder("abc").substring(1,5));
      case 20: return o(new StringBuilder("abc").replace(5,6,"x"));
      case 21: return o(new StringBuilder("abc").replace(2,1,"x"));
      case 22: return o(new StringBuilder("abc").append("abc",1,5));
      case 23: return o(new StringBuilder("abc").append(new char[3],1,5));
      case 24: return o(new StringBuilder(-1));
      case 25: return o(new String(new char[3],1,5));
      case 26: return o(Integer.parseInt("abc"));
      case 27: return o(Integer.parseInt(""));
      case 28: return o(Integer.parseInt(null));
      case 29: return o(Integer.parseInt("-"));
      case 30: return o(Integer.parseInt("+"));
      case 31: return o(Integer.parseInt("99999999999"));
      case 32: return o(Integer.parseInt("12", 99));
      case 33: return o(Integer.parseInt("12", 1));
      case 34: return o(Integer.parseInt("1z", 16));
      case 35: return o(Long.parseLong("abc"));
      case 36: return o(Long.parseLong(""));
      case 37: return o(Long.parseLong(null));
      case 38: return o(Long.parseLong("99999999999999999999"));
      case 39: return o(Short.parseShort("99999"));
      case 40: return o(Byte.parseByte("200"));
      case 41: return o(Double.parseDouble("x"));
      case 42: return o(Double.parseDouble(null));
      case 43: return o(Float.parseFloat(""));
      case 44: return o(Integer.valueOf("x"));
      case 45: return o(Math.addExact(Integer.MAX_VALUE,1));
      case 46: return o(Math.addExact(Long.MAX_VALUE,1L));
      case 47: return o(Math.toIntExact(Long.MAX_VALUE));
      case 48: return o(Math.floorDiv(1,0));
      case 49: return o(Math.floorMod(1,0));
      case 50: {int[] x = new int[2]; x[3]=1;} return "no exc";
      case 51: {Object o="s"; Integer i=(Integer)o;} return "no exc";
      case 52: return o(new Throwable().initCause(null).initCause(null));
      case 53: {Throwable x = new Throwable(); x.initCause(x);} return "no exc";
      case 54: return o(new Throwable(new Throwable("c")).initCause(null));
      case 55: new Throwable().addSuppressed(null); return "no exc";
      case 56: {Throwable x = new Throwable(); x.addSuppressed(x);} return "no exc";
      case 57: return o(java.util.Objects.requireNonNull(null));
      case 58: return o(java.util.Objects.requireNonNull(null, "msg"));
      case 59: return "skipped (regex)";
      case 60: return o(Character.toChars(-1));
      case 61: return o(String.valueOf((Object)null).length());
      default: throw new AssertionError(k);
    }
  }
}
