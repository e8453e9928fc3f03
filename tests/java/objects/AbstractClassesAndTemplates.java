abstract class Shape {
    private static int created;
    protected final String name;

    Shape(String name) {
        this.name = name;
        created++;
    }

    abstract double area();

    abstract double perimeter();

    String report() {
        return name + ": area=" + area() + " perimeter=" + perimeter() + " " + extra();
    }

    String extra() {
        return "plain";
    }

    static int created() {
        return created;
    }
}

class Rectangle extends Shape {
    final double width, height;

    Rectangle(double width, double height) {
        this("rectangle", width, height);
    }

    protected Rectangle(String name, double width, double height) {
        super(name);
        this.width = width;
        this.height = height;
    }

    double area() { return width * height; }

    double perimeter() { return 2 * (width + height); }
}

class Square extends Rectangle {
    Square(double side) {
        super("square", side, side);
    }

    @Override
    String extra() { return "regular"; }
}

class Circle extends Shape {
    final double radius;

    Circle(double radius) {
        super("circle");
        this.radius = radius;
    }

    double area() { return 3 * radius * radius; }

    double perimeter() { return 6 * radius; }
}

abstract class Counter {
    private int count;

    final void run(int times) {
        for (int i = 0; i < times; i++) {
            if (accept(i)) {
                count++;
            }
        }
    }

    protected abstract boolean accept(int i);

    int count() { return count; }
}

class EvenCounter extends Counter {
    protected boolean accept(int i) { return i % 2 == 0; }
}

class MultipleOfCounter extends EvenCounter {
    private final int k;

    MultipleOfCounter(int k) { this.k = k; }

    @Override
    protected boolean accept(int i) { return super.accept(i) && i % k == 0; }
}

public class AbstractClassesAndTemplates {
    public static void main(String[] args) {
        Shape[] shapes = { new Rectangle(2, 3.5), new Square(4), new Circle(1.5), new Square(0.5) };
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.report());
            total += s.area();
        }
        System.out.println("total area " + total + ", created " + Shape.created());
        Counter even = new EvenCounter();
        even.run(11);
        Counter sixes = new MultipleOfCounter(3);
        sixes.run(40);
        System.out.println(even.count() + " " + sixes.count());
    }
}
