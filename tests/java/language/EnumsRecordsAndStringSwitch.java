public class EnumsRecordsAndStringSwitch {
  enum Color { RED, GREEN, BLUE { public String toString() { return "blue!"; } } }
  record Point(int x, double y, String name) {}
  record Empty() {}
  public static void main(String[] a) {
    for (Color c : Color.values()) System.out.println(c + " " + c.ordinal() + " " + c.name());
    System.out.println(Color.valueOf("GREEN").compareTo(Color.RED));
    try { Color.valueOf("PURPLE"); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
    Color c = Color.BLUE;
    switch (c) { case RED: System.out.println("r"); break; case BLUE: System.out.println("b"); break; default: System.out.println("?"); }
    System.out.println(Color.BLUE.getDeclaringClass().getName() + " " + Color.class.isEnum());
    Point p = new Point(1, 2.5, "p"), q = new Point(1, 2.5, "p"), r = new Point(1, -0.0, null);
    System.out.println(p + " " + r + " " + new Empty());
    System.out.println(p.equals(q) + " " + p.equals(r) + " " + (p.hashCode() == q.hashCode()) + " " + p.hashCode() + " " + r.hashCode() + " " + new Empty().hashCode());
    System.out.println(p.x() + p.y());
    String s = "two";
    switch (s) { case "one": System.out.println(1); break; case "two": System.out.println(2); break; default: System.out.println(0); }
  }
}
