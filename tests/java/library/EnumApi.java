import java.util.*;

public class EnumApi {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravityTimes1e11() { return 6.67300E-11 * mass / (radius * radius) * 1e11; }
    }

    enum Shape {
        CIRCLE { double area(double s) { return 3 * s * s; } String kind() { return "round"; } },
        SQUARE { double area(double s) { return s * s; } },
        TRIANGLE { double area(double s) { return s * s / 2; } @Override public String toString() { return "Tri"; } };
        abstract double area(double s);
        String kind() { return "angular"; }
    }

    interface Describable { String describe(); }

    enum Level implements Describable {
        LOW(1), MEDIUM(5), HIGH(10);
        private final int weight;
        private static final Map<Integer, Level> BY_WEIGHT = new HashMap<>();
        static { for (Level l : values()) BY_WEIGHT.put(l.weight, l); }
        Level(int w) { weight = w; }
        public String describe() { return name().toLowerCase() + ":" + weight; }
        static Level byWeight(int w) { return BY_WEIGHT.get(w); }
        Level next() { return values()[(ordinal() + 1) % values().length]; }
    }

    enum Empty {}

    enum Singleton { INSTANCE; int counter; int next() { return ++counter; } }

    static String classify(Color c) {
        switch (c) {
            case RED: return "warm";
            case GREEN:
            case BLUE: return "cool";
            default: return "?";
        }
    }

    static int arrow(Shape s) {
        return switch (s) {
            case CIRCLE -> 1;
            case SQUARE -> 4;
            case TRIANGLE -> { int x = 1; yield x + 2; }
        };
    }

    public static void main(String[] args) {
        Color[] cs = Color.values();
        System.out.println(Arrays.toString(cs) + " " + cs.length + " " + (cs != Color.values()) + " " + Color.valueOf("GREEN") + " " + Color.BLUE.ordinal() + " " + Color.RED.name() + " " + Color.RED.compareTo(Color.BLUE) + " " + Color.BLUE.compareTo(Color.RED) + " " + Color.GREEN.equals(Color.GREEN));
        cs[0] = Color.BLUE;
        System.out.println(Color.values()[0] + " " + Color.valueOf(Color.class, "BLUE") + " " + Color.RED.getDeclaringClass().getSimpleName() + " " + Color.RED.getClass().getName());
        for (String bad : new String[]{"red", "PURPLE", ""}) {
            try {
                Color.valueOf(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("IAE: " + e.getMessage());
            }
        }
        try {
            Color.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NPE: " + e.getMessage());
        }
        for (Color c : Color.values()) System.out.print(c + "=" + classify(c) + " ");
        System.out.println();
        for (Planet p : Planet.values()) System.out.println(p + " " + p.ordinal() + " " + Math.round(p.surfaceGravityTimes1e11()));
        for (Shape s : Shape.values()) System.out.println(s + " " + s.name() + " " + s.area(2) + " " + s.kind() + " " + arrow(s) + " " + (s.getClass() == Shape.class) + " " + (s.getDeclaringClass() == Shape.class) + " " + s.getDeclaringClass().getName());
        System.out.println(Shape.valueOf("TRIANGLE") + " " + Shape.TRIANGLE.name());
        for (Level l : Level.values()) System.out.print(l.describe() + "->" + l.next() + " ");
        System.out.println(Level.byWeight(5) + " " + Level.byWeight(7));
        Describable d = Level.HIGH;
        System.out.println(d.describe() + " " + (d instanceof Enum) + " " + (d instanceof Comparable));
        System.out.println(Empty.values().length + " " + Singleton.INSTANCE.next() + " " + Singleton.INSTANCE.next() + " " + Singleton.valueOf("INSTANCE").counter);
        System.out.println(Color.RED.hashCode() == Color.RED.hashCode());

        EnumMap<Color, Integer> em = new EnumMap<>(Color.class);
        em.put(Color.BLUE, 3); em.put(Color.RED, 1);
        em.merge(Color.BLUE, 10, Integer::sum);
        System.out.println(em + " " + em.containsKey(Color.GREEN) + " " + em.get(Color.GREEN) + " " + em.size() + " " + em.keySet() + " " + em.values());
        em.remove(Color.RED);
        em.put(Color.GREEN, 2);
        System.out.println(em + " " + em.equals(new HashMap<>(em)));
        EnumSet<Color> all = EnumSet.allOf(Color.class);
        EnumSet<Color> none = EnumSet.noneOf(Color.class);
        EnumSet<Level> range = EnumSet.range(Level.LOW, Level.MEDIUM);
        System.out.println(all + " " + none + " " + EnumSet.of(Color.BLUE, Color.RED) + " " + EnumSet.complementOf(EnumSet.of(Color.GREEN)) + " " + range + " " + all.contains(Color.RED));
        Map<Color, List<String>> byColor = new TreeMap<>();
        String[] items = {"apple:RED", "sky:BLUE", "leaf:GREEN", "cherry:RED", "sea:BLUE"};
        for (String it : items) {
            int colon = it.indexOf(':');
            byColor.computeIfAbsent(Color.valueOf(it.substring(colon + 1)), k -> new ArrayList<>()).add(it.substring(0, colon));
        }
        System.out.println(byColor);
        List<Level> lv = new ArrayList<>(Arrays.asList(Level.HIGH, Level.LOW, Level.MEDIUM, Level.LOW));
        Collections.sort(lv);
        System.out.println(lv + " " + Collections.max(lv) + " " + lv.indexOf(Level.MEDIUM));
        StringBuilder sb = new StringBuilder();
        for (Shape s : Shape.values()) {
            switch (s) {
                case CIRCLE -> sb.append("c");
                case SQUARE -> sb.append("s");
                default -> sb.append("d");
            }
        }
        System.out.println(sb);
        Enum<?> e = Planet.EARTH;
        System.out.println(e.name() + " " + e.ordinal() + " " + e.toString());
    }
}
