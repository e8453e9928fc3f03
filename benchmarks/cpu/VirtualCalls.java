// VirtualCalls: dynamic dispatch through a class hierarchy and through
// interfaces. An array of 1000 shapes of five classes (one of them a
// subclass of another) is walked repeatedly; per element the loop makes
//   - a megamorphic invokevirtual of an abstract method (Shape.area),
//   - an invokeinterface through an interface the base class implements
//     (Measured.perimeter),
//   - an invokevirtual of a method overridden in only some classes
//     (Shape.weight), and
//   - an invokeinterface through an interface implemented by unrelated
//     classes, shapes and non-shapes alike (Tagged.tag).
// The types are nested so they cannot clash with other programs' classes.
// Allocates only the 1200 objects of the arrays, once.
//
// Usage: java VirtualCalls [rounds]   (default rounds = 4000)
// Self-check: the per-round sums are recomputed from the formulas for each
// class and the construction pattern (class = i % 5, size = i % 7 + 1)
// without any calls, then multiplied by the number of rounds.
public class VirtualCalls {
    interface Measured {
        long area();

        long perimeter();
    }

    interface Tagged {
        int tag();
    }

    static abstract class Shape implements Measured {
        final int size;

        Shape(int size) {
            this.size = size;
        }

        public abstract long area();

        public abstract long perimeter();

        int weight() {
            return 1;
        }
    }

    static class Square extends Shape implements Tagged {
        Square(int size) {
            super(size);
        }

        public long area() {
            return (long) size * size;
        }

        public long perimeter() {
            return 4L * size;
        }

        public int tag() {
            return 1;
        }
    }

    // A subclass of a concrete class: inherits area and tag, overrides the rest.
    static final class Tile extends Square {
        Tile(int size) {
            super(size);
        }

        public long perimeter() {
            return 4L * size + 1;
        }

        int weight() {
            return 3;
        }
    }

    static final class Rectangle extends Shape implements Tagged {
        Rectangle(int size) {
            super(size);
        }

        public long area() {
            return (long) size * (size + 2);
        }

        public long perimeter() {
            return 2L * (size + size + 2);
        }

        int weight() {
            return 2;
        }

        public int tag() {
            return 3;
        }
    }

    // Integer "circle" (pi taken as 3) so every sum stays exact.
    static final class Circle extends Shape implements Tagged {
        Circle(int size) {
            super(size);
        }

        public long area() {
            return 3L * size * size;
        }

        public long perimeter() {
            return 6L * size;
        }

        public int tag() {
            return 5;
        }
    }

    static final class Triangle extends Shape {
        Triangle(int size) {
            super(size);
        }

        public long area() {
            return (long) size * (size + 1) / 2;
        }

        public long perimeter() {
            return 3L * size;
        }
    }

    // Not a shape: the Tagged call site sees it alongside the shapes.
    static final class Label implements Tagged {
        final int id;

        Label(int id) {
            this.id = id;
        }

        public int tag() {
            return id % 4;
        }
    }

    static final int SHAPES = 1000;

    static Shape makeShape(int i) {
        int size = i % 7 + 1;
        switch (i % 5) {
            case 0:
                return new Square(size);
            case 1:
                return new Tile(size);
            case 2:
                return new Rectangle(size);
            case 3:
                return new Circle(size);
            default:
                return new Triangle(size);
        }
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        Shape[] shapes = new Shape[SHAPES];
        Measured[] measured = new Measured[SHAPES];
        for (int i = 0; i < SHAPES; i++) {
            shapes[i] = makeShape(i);
            measured[i] = shapes[i];
        }
        // Triangles are not Tagged: that slot holds a Label instead.
        Tagged[] tagged = new Tagged[SHAPES];
        for (int i = 0; i < SHAPES; i++) {
            tagged[i] = shapes[i] instanceof Tagged ? (Tagged) shapes[i] : new Label(i);
        }

        long areaSum = 0;
        long perimeterSum = 0;
        long weightSum = 0;
        long tagSum = 0;
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < SHAPES; i++) {
                areaSum += shapes[i].area();
                perimeterSum += measured[i].perimeter();
                weightSum += shapes[i].weight();
                tagSum += tagged[i].tag();
            }
        }

        long areaPerRound = 0;
        long perimeterPerRound = 0;
        long weightPerRound = 0;
        long tagPerRound = 0;
        for (int i = 0; i < SHAPES; i++) {
            long s = i % 7 + 1;
            int kind = i % 5;
            if (kind == 0) {
                areaPerRound += s * s;
                perimeterPerRound += 4 * s;
                weightPerRound += 1;
                tagPerRound += 1;
            } else if (kind == 1) {
                areaPerRound += s * s;
                perimeterPerRound += 4 * s + 1;
                weightPerRound += 3;
                tagPerRound += 1;
            } else if (kind == 2) {
                areaPerRound += s * (s + 2);
                perimeterPerRound += 4 * s + 4;
                weightPerRound += 2;
                tagPerRound += 3;
            } else if (kind == 3) {
                areaPerRound += 3 * s * s;
                perimeterPerRound += 6 * s;
                weightPerRound += 1;
                tagPerRound += 5;
            } else {
                areaPerRound += s * (s + 1) / 2;
                perimeterPerRound += 3 * s;
                weightPerRound += 1;
                tagPerRound += i % 4;
            }
        }
        boolean ok = areaSum == rounds * areaPerRound && perimeterSum == rounds * perimeterPerRound
                && weightSum == rounds * weightPerRound && tagSum == rounds * tagPerRound;
        long calls = 4L * rounds * SHAPES;
        System.out.println("VirtualCalls rounds=" + rounds + " calls=" + calls + " area=" + areaSum
                + " perimeter=" + perimeterSum + " weight=" + weightSum + " tag=" + tagSum
                + (ok ? " OK" : " FAIL expected area=" + rounds * areaPerRound + " perimeter="
                        + rounds * perimeterPerRound + " weight=" + rounds * weightPerRound
                        + " tag=" + rounds * tagPerRound));
    }
}
