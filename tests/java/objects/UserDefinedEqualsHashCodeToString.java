class Point {
    final int x, y;

    Point(int x, int y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof Point)) return false;
        Point p = (Point) other;
        return x == p.x && y == p.y;
    }

    @Override
    public int hashCode() {
        return 31 * x + y;
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}

class ColorPoint extends Point {
    final String color;

    ColorPoint(int x, int y, String color) {
        super(x, y);
        this.color = color;
    }

    @Override
    public String toString() {
        return color + super.toString();
    }
}

public class UserDefinedEqualsHashCodeToString {
    public static void main(String[] args) {
        Point a = new Point(1, 2);
        Point b = new Point(1, 2);
        Point c = new ColorPoint(1, 2, "red");
        Object o = a;
        System.out.println(a.equals(b) + " " + (a == b) + " " + a.equals(c) + " " + c.equals(a) + " " + a.equals(null) + " " + a.equals("x"));
        System.out.println(a.hashCode() + " " + b.hashCode() + " " + c.hashCode() + " " + o.hashCode());
        System.out.println(a + " " + c + " " + o.toString() + " " + String.valueOf(c));
        StringBuilder sb = new StringBuilder();
        sb.append(a).append(" and ").append(c);
        System.out.println(sb);
        Object[] points = { new Point(0, 0), new ColorPoint(3, 4, "blue"), null };
        String joined = "";
        for (Object p : points) {
            joined += p + ";";
        }
        System.out.println(joined);
        System.out.println(o.equals(b) + " " + ((Object) c).toString());
    }
}
