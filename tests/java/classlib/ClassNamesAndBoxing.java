import java.io.Serializable;

public class ClassNamesAndBoxing {
  interface Shape { }
  static class Inner implements Shape { }
  class NonStatic { }
  public static void main(String[] args) {
    class Local { }
    Object anon = new Object() { };
    Class<?>[] cs = { ClassNamesAndBoxing.class, Inner.class, NonStatic.class, Local.class, anon.getClass(), Shape.class, int.class, void.class, int[].class, String[][].class, Inner[].class,
        Integer.class, Integer.TYPE, Long.TYPE, Double.TYPE, Float.TYPE, Character.TYPE, Boolean.TYPE, Byte.TYPE, Short.TYPE, Void.TYPE, Serializable.class, Comparable.class, Object.class, Runnable.class, long[][].class };
    for (Class<?> c : cs) {
      System.out.println(c.getName() + " | " + c.getSimpleName() + " | " + c + " | " + c.getTypeName() + " | " + c.isArray() + c.isPrimitive() + c.isInterface() + " | " + c.getSuperclass() + " | " + c.getComponentType() + " | " + c.getPackageName() + " | " + c.desiredAssertionStatus());
    }
    System.out.println(Shape.class.isAssignableFrom(Inner.class) + " " + Inner.class.isAssignableFrom(Shape.class) + " " + Object.class.isAssignableFrom(int[].class) + " " + Shape.class.isInstance(new Inner()) + " " + Integer.class.isInstance("x"));
    System.out.println(String.class.cast("s"));
    try { Integer.class.cast("s"); } catch (ClassCastException e) { System.out.println(e); }
    System.out.println(new Inner().getClass() == Inner.class);
    Object o = new Inner(); String s = o.toString(); System.out.println(s.substring(0, s.indexOf('@') + 1) + " " + Integer.toHexString(o.hashCode()).equals(s.substring(s.indexOf('@') + 1)));
    System.out.println(System.getProperty("line.separator").equals("\n") + " " + System.lineSeparator().length() + " " + System.getProperty("no.such.prop") + " " + System.getProperty("no.such.prop", "dflt") + " " + System.getProperty("file.encoding"));
    try { System.getProperty(""); } catch (IllegalArgumentException e) { System.out.println(e); }
    try { System.getProperty(null); } catch (NullPointerException e) { System.out.println(e); }
    System.out.println(Runtime.getRuntime().availableProcessors() > 0);
    System.out.println(Runtime.getRuntime().maxMemory() > 0);
    long t0 = System.nanoTime(); long t1 = System.nanoTime(); System.out.println(t1 >= t0); System.out.println(System.currentTimeMillis() > 1600000000000L);
    java.io.PrintStream ps = System.out;
    ps.print(1); ps.print('c'); ps.print(2L); ps.print(1.5f); ps.print(2.5); ps.print(true); ps.print(new char[]{'x','y'}); ps.print((String) null); ps.print((Object) null); ps.println();
    ps.println(1); ps.println('c'); ps.println(2L); ps.println(1.5f); ps.println(2.5); ps.println(false); ps.println(new char[]{'x','y'}); ps.println((String) null); ps.println((Object) null); ps.println("é😀");
    ps.append("app").append('c').append("0123", 1, 3).append(null).println();
    ps.write(65); ps.write('\n'); ps.write(new byte[]{66, 67, 10}, 0, 3); ps.flush();
    System.out.println(ps.checkError());
    System.out.println(java.util.Objects.hash(1, "a", null) + " " + java.util.Objects.equals(null, null) + " " + java.util.Objects.toString(null, "d") + " " + java.util.Objects.requireNonNullElse(null, "e") + " " + java.util.Objects.hashCode(null) + " " + java.util.Objects.isNull(null));
    try { java.util.Objects.checkIndex(5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { java.util.Objects.checkFromToIndex(2, 1, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { java.util.Objects.checkFromIndexSize(2, 5, 3); } catch (IndexOutOfBoundsException e) { System.out.println(e); }
    try { java.util.Objects.requireNonNullElse(null, null); } catch (NullPointerException e) { System.out.println(e); }
    Integer a1 = 127, a2 = 127, b1 = 128, b2 = 128; System.out.println((a1 == a2) + " " + (b1 == b2));
    Long l1 = 127L, l2 = 127L; System.out.println(l1 == l2);
    Character c1 = 'a', c2 = 'a'; System.out.println(c1 == c2);
    Boolean bt = true; System.out.println(bt == Boolean.TRUE);
    System.out.println(Double.valueOf(0.0).equals(-0.0) + " " + Double.valueOf(Double.NaN).equals(Double.NaN) + " " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, 1.0) + " " + Float.compare(-0.0f, 0.0f) + " " + Double.hashCode(1.5) + " " + Float.hashCode(1.5f) + " " + Double.hashCode(Double.NaN) + " " + Double.doubleToLongBits(0.0 / 0.0) + " " + Float.floatToIntBits(Float.NaN));
    System.out.println(Double.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.MIN_NORMAL + " " + Float.MIN_VALUE + " " + Float.MAX_VALUE + " " + Float.MIN_NORMAL + " " + Double.isFinite(1e308) + Double.isInfinite(-1.0/0) + Float.isNaN(0f/0));
    System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.0) + " " + Double.toHexString(Double.MIN_VALUE) + " " + Double.toHexString(0.1) + " " + Float.toHexString(Float.MIN_VALUE) + " " + Float.toHexString(0.1f) + " " + Double.toHexString(Double.NaN) + " " + Float.toHexString(1e-40f));
    System.out.println(Double.valueOf("1.5e3") + " " + Float.valueOf(" 2.5 ") + " " + Double.valueOf(3).intValue() + " " + Double.valueOf(2.9).longValue() + " " + Float.valueOf(1e10f).intValue() + " " + Double.valueOf(-1.5).byteValue() + " " + Double.sum(1, 2) + " " + Double.max(-0.0, 0.0) + " " + Float.min(-0.0f, 0.0f));
    System.out.println(Math.sqrt(2) + " " + Math.pow(2, 0.5) + " " + Math.sin(1) + " " + Math.floor(-1.5) + " " + Math.ceil(-1.5) + " " + Math.rint(2.5) + " " + Math.round(2.5) + " " + Math.round(-2.5) + " " + StrictMath.cbrt(27) + " " + Math.hypot(3, 4) + " " + Math.log10(1000) + " " + Math.E + " " + Math.PI);
  }
}
