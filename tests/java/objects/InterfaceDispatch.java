interface Shape {
    double area();

    String name();
}

interface Scalable {
    Scalable scaled(int factor);
}

interface ScalableShape extends Shape, Scalable {
}

class Square implements ScalableShape {
    final int side;

    Square(int side) { this.side = side; }

    public double area() { return side * side; }

    public String name() { return "square" + side; }

    public Scalable scaled(int factor) { return new Square(side * factor); }
}

class Triangle implements Shape {
    final double base, height;

    Triangle(double base, double height) { this.base = base; this.height = height; }

    public double area() { return base * height / 2; }

    public String name() { return "triangle"; }
}

class Unrelated implements Scalable, Comparable<Unrelated> {
    final int weight;

    Unrelated(int weight) { this.weight = weight; }

    public Scalable scaled(int factor) { return new Unrelated(weight + factor); }

    public int compareTo(Unrelated other) { return weight - other.weight; }

    public String toString() { return "unrelated" + weight; }
}

// implements the interface through an inherited public method
class Base {
    public String name() { return "from base"; }
}

class Mixed extends Base implements Shape {
    public double area() { return 1.5; }
}

public class InterfaceDispatch {
    public static void main(String[] args) {
        Shape[] shapes = { new Square(3), new Triangle(4, 5), new Mixed(), new Square(1) };
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.name() + " " + s.area());
            total += s.area();
        }
        System.out.println("total " + total);
        Scalable[] scalables = { new Square(2), new Unrelated(5) };
        for (Scalable s : scalables) {
            Scalable bigger = s.scaled(3);
            System.out.println(bigger instanceof Shape ? ((Shape) bigger).name() : bigger.toString());
        }
        Comparable<Unrelated> c = new Unrelated(10);
        System.out.println(c.compareTo(new Unrelated(4)));
        // the same call site sees many receiver classes
        int squares = 0;
        for (int i = 0; i < 1000; i++) {
            Shape s = shapes[i % shapes.length];
            if (s.name().indexOf("square") == 0) {
                squares++;
            }
        }
        System.out.println("squares " + squares);
    }
}
