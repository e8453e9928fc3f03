import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A parcel-pricing program in Java 17's data-oriented style: sealed interfaces with records and
 * final classes, compact constructors that validate, pattern matching for instanceof, switch
 * expressions with yield, records as map keys, and interface default and static methods.
 */
public class ShapesAndShipping {
    sealed interface Shape permits Circle, Rect, Triangle, Composite {
        double area();

        default String describe() {
            return getClass().getSimpleName() + String.format("[area=%.2f]", area());
        }

        static Shape square(double side) {
            return new Rect(side, side);
        }
    }

    record Circle(double radius) implements Shape {
        Circle {
            if (radius <= 0) {
                throw new IllegalArgumentException("radius must be positive: " + radius);
            }
        }

        public double area() {
            return Math.PI * radius * radius;
        }
    }

    record Rect(double width, double height) implements Shape {
        public double area() {
            return width * height;
        }

        boolean isSquare() {
            return width == height;
        }
    }

    record Triangle(double a, double b, double c) implements Shape {
        Triangle {
            double[] s = {a, b, c};
            java.util.Arrays.sort(s);
            if (s[0] + s[1] <= s[2]) {
                throw new IllegalArgumentException("not a triangle: " + a + ", " + b + ", " + c);
            }
        }

        public double area() {
            double p = (a + b + c) / 2;
            return Math.sqrt(p * (p - a) * (p - b) * (p - c));
        }
    }

    static final class Composite implements Shape {
        final List<Shape> parts;

        Composite(List<Shape> parts) {
            this.parts = List.copyOf(parts);
        }

        public double area() {
            double total = 0;
            for (Shape s : parts) {
                total += s.area();
            }
            return total;
        }

        @Override
        public String describe() {
            return "Composite of " + parts.size() + String.format("[area=%.2f]", area());
        }
    }

    enum Zone { LOCAL, NATIONAL, WORLD }

    record Route(String from, String to, Zone zone) implements Comparable<Route> {
        public int compareTo(Route o) {
            return Comparator.comparing(Route::zone).thenComparing(Route::from).thenComparing(Route::to).compare(this, o);
        }
    }

    record Parcel(String id, Shape footprint, double heightCm, double kg, Route route) {
        Parcel {
            Objects.requireNonNull(id, "id");
            if (kg > 30) {
                throw new IllegalStateException("parcel " + id + " too heavy: " + kg + " kg");
            }
        }

        double volumeLitres() {
            return footprint.area() * heightCm / 1000.0;
        }
    }

    static String classify(Shape s) {
        if (s instanceof Circle c && c.radius() > 10) {
            return "big round";
        } else if (s instanceof Rect r && r.isSquare()) {
            return "square " + r.width();
        } else if (s instanceof Rect r) {
            return "rect " + r.width() + "x" + r.height();
        } else if (s instanceof Composite comp) {
            return "composite(" + comp.parts.size() + ")";
        }
        return "other " + s.getClass().getSimpleName();
    }

    static double rate(Parcel p) {
        double base = switch (p.route().zone()) {
            case LOCAL -> 2.0;
            case NATIONAL -> 4.5;
            case WORLD -> {
                double surcharge = p.kg() > 5 ? 3 : 1;
                yield 9.0 + surcharge;
            }
        };
        double volumetric = p.volumeLitres() / 5.0;
        return base + Math.max(p.kg(), volumetric) * 0.8;
    }

    static String sizeClass(Parcel p) {
        int litres = (int) p.volumeLitres();
        return switch (litres / 10) {
            case 0 -> "S";
            case 1, 2 -> "M";
            default -> litres > 100 ? "XL" : "L";
        };
    }

    public static void main(String[] args) {
        Route local = new Route("Leeds", "York", Zone.LOCAL);
        Route national = new Route("Leeds", "Bristol", Zone.NATIONAL);
        Route world = new Route("Leeds", "Osaka", Zone.WORLD);
        List<Parcel> parcels = new ArrayList<>();
        parcels.add(new Parcel("p1", new Rect(30, 20), 10, 2.5, local));
        parcels.add(new Parcel("p2", Shape.square(40), 40, 12, national));
        parcels.add(new Parcel("p3", new Circle(12), 50, 6.25, world));
        parcels.add(new Parcel("p4", new Triangle(30, 40, 50), 20, 1, world));
        parcels.add(new Parcel("p5", new Composite(List.of(new Rect(10, 10), new Circle(5))), 15, 0.5, national));
        for (Parcel p : parcels) {
            System.out.println(String.format("%s %-22s %-16s %6.2f L %-2s %6.2f", p.id(), p.footprint().describe(), classify(p.footprint()), p.volumeLitres(), sizeClass(p), rate(p)));
        }
        System.out.println(parcels.get(0));
        System.out.println(new Circle(1.5).equals(new Circle(1.5)) + " " + (new Circle(1.5).hashCode() == new Circle(1.5).hashCode())
                + " " + new Rect(1, 2).equals(new Rect(2, 1)) + " " + new Route("a", "b", Zone.LOCAL));

        Map<Route, Double> revenue = new TreeMap<>();
        for (Parcel p : parcels) {
            revenue.merge(p.route(), rate(p), Double::sum);
        }
        revenue.forEach((r, v) -> System.out.println(String.format("%-9s %s->%s %.2f", r.zone(), r.from(), r.to(), v)));

        String[][] bad = {{"circle", "-1"}, {"triangle", "1,2,3"}, {"heavy", "31"}, {"noid", ""}};
        for (String[] b : bad) {
            try {
                switch (b[0]) {
                    case "circle" -> new Circle(Double.parseDouble(b[1]));
                    case "triangle" -> {
                        String[] s = b[1].split(",");
                        new Triangle(Double.parseDouble(s[0]), Double.parseDouble(s[1]), Double.parseDouble(s[2]));
                    }
                    case "heavy" -> new Parcel("p9", new Circle(1), 1, Double.parseDouble(b[1]), local);
                    default -> new Parcel(null, new Circle(1), 1, 1, local);
                }
            } catch (IllegalArgumentException | IllegalStateException | NullPointerException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        Object[] things = {new Circle(11), "text", 42, new Rect(3, 3), List.of(1, 2), null};
        for (Object o : things) {
            String d = o instanceof Shape s ? "shape " + classify(s)
                    : o instanceof String str && !str.isEmpty() ? "string of " + str.length()
                    : o instanceof Integer i ? "int " + (i + 1)
                    : String.valueOf(o);
            System.out.println(d);
        }
        System.out.println(Shape.class.isSealed() + " " + java.util.Arrays.toString(java.util.Arrays.stream(Shape.class.getPermittedSubclasses()).map(Class::getSimpleName).toArray())
                + " " + Circle.class.isRecord() + " " + java.util.Arrays.toString(java.util.Arrays.stream(Parcel.class.getRecordComponents()).map(c -> c.getName() + ":" + c.getType().getSimpleName()).toArray()));
    }
}
