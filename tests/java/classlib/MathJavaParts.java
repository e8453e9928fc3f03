public class MathJavaParts {
  static void p(long x){ System.out.println(x); }
  static void d(double x){ System.out.println(Double.doubleToRawLongBits(x)); }
  static void f(float x){ System.out.println(Float.floatToRawIntBits(x)); }
  static long x, y; static int xi, yi;
  public static void main(String[] a){
    double[] ds = {0.0, -0.0, 0.5, -0.5, 0.49999999999999994, -0.49999999999999994, 1.5, 2.5, -1.5, -2.5, 1e300, -1e300, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 4.5e15, 4503599627370497.0, 9.2e18, -9.3e18, 3.7, -3.7, 1e-310, 123456.789};
    for (double x : ds) {
      p(Math.round(x)); p(Math.round((float) x)); d(Math.abs(x)); f(Math.abs((float)x)); d(Math.signum(x)); f(Math.signum((float)x));
      d(Math.ulp(x)); f(Math.ulp((float)x)); d(Math.nextUp(x)); d(Math.nextDown(x)); f(Math.nextUp((float)x)); f(Math.nextDown((float)x));
      p(Math.getExponent(x)); p(Math.getExponent((float)x)); d(Math.toRadians(x)); d(Math.toDegrees(x));
      d(Math.scalb(x, 5)); d(Math.scalb(x, -1080)); d(Math.scalb(x, 2000)); f(Math.scalb((float)x, -140)); f(Math.scalb((float)x, 100));
      for (double y : ds) {
        d(Math.max(x, y)); d(Math.min(x, y)); f(Math.max((float)x, (float)y)); f(Math.min((float)x, (float)y));
        d(Math.copySign(x, y)); f(Math.copySign((float)x, (float)y)); d(Math.nextAfter(x, y)); f(Math.nextAfter((float)x, y));
      }
    }
    long[] ls = {0, 1, -1, 7, -7, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, 3037000499L, 3037000500L, -3037000500L, 1L<<32, 123456789012L};
    for (long x0 : ls) for (long y0 : ls) { x = x0; y = y0;
      xi = (int) x; yi = (int) y;
      t(0); t(1); t(2); t(3);
      t(4); t(5); t(6);
      t(7); t(8); t(9); t(10); t(11); t(12);
      t(13); t(14); t(15); t(16);
    }
    for (long x0 : ls) {
      x = x0; xi = (int) x;
      t(17); t(18); t(19); t(20); t(21);
      t(22); t(23); t(24); t(25); t(26); t(27);
    }
    for (int i = 0; i < 100000; i++) { double r = Math.random(); if (r < 0 || r >= 1) System.out.println("bad random"); }
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
      case 0: return o(Math.addExact(xi, yi));
      case 1: return o(Math.addExact(x, y));
      case 2: return o(Math.subtractExact(xi, yi));
      case 3: return o(Math.subtractExact(x, y));
      case 4: return o(Math.multiplyExact(xi, yi));
      case 5: return o(Math.multiplyExact(x, y));
      case 6: return o(Math.multiplyExact(x, yi));
      case 7: return o(Math.floorDiv(xi, yi));
      case 8: return o(Math.floorDiv(x, y));
      case 9: return o(Math.floorMod(xi, yi));
      case 10: return o(Math.floorMod(x, y));
      case 11: return o(Math.floorMod(x, yi));
      case 12: return o(Math.floorDiv(x, yi));
      case 13: return o(Math.multiplyHigh(x, y));
      case 14: return o(Math.multiplyFull(xi, yi));
      case 15: return o(Math.max(x, y));
      case 16: return o(Math.min(xi, yi));
      case 17: return o(Math.toIntExact(x));
      case 18: return o(Math.negateExact(x));
      case 19: return o(Math.negateExact(xi));
      case 20: return o(Math.incrementExact(x));
      case 21: return o(Math.incrementExact(xi));
      case 22: return o(Math.decrementExact(x));
      case 23: return o(Math.decrementExact(xi));
      case 24: return o(Math.absExact(x));
      case 25: return o(Math.absExact(xi));
      case 26: return o(Math.abs(x));
      case 27: return o(Math.abs(xi));
      default: throw new AssertionError(k);
    }
  }
}
