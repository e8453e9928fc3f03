// Class-hierarchy speculation with invalidation (jit/src/opt/calls.rs,
// vm/src/compile/cha.rs): code compiled while a method had no override calls
// or inlines it without a guard; a subclass loaded later (by reflection, so
// no compile loads it early) overrides it and the code must not run it for
// the new receivers: in a new call, in an activation already running it (on
// this thread and on another), through a deeper subclass, and at a site
// whose receiver is not a parameter.
import java.util.ArrayList;
import java.util.List;

class Shape {
    int area() {
        return 1;
    }

    int twice() {
        return 2 * area();
    }
}

class Square extends Shape {
    @Override
    int area() {
        return 4;
    }
}

class Circle extends Shape {
    @Override
    int area() {
        return 3;
    }
}

class Base {
    int f(int x) {
        return x + 1;
    }
}

class Mid extends Base {
}

class Leaf extends Mid {
    @Override
    int f(int x) {
        return x * 100;
    }
}

class Holder {
    Shape shape = new Shape();
}

class Dot {
    int size() {
        return 1;
    }
}

class BigDot extends Dot {
    @Override
    int size() {
        return 5;
    }
}

interface Named {
    String name();
}

class Plain implements Named {
    public String name() {
        return "plain";
    }
}

class Fancy extends Plain {
    @Override
    public String name() {
        return "fancy";
    }
}

public class ClassHierarchySpeculation {
    static volatile boolean stop;
    static volatile boolean started;

    static int sum(Shape s, int n) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += s.area();
        }
        return total;
    }

    static int twice(Shape s) {
        return s.twice();
    }

    static int viaMid(Mid m, int x) {
        return m.f(x) + m.f(x + 1);
    }

    // Too large to be inlined into main (over 160 bytes of bytecode), so it
    // is compiled on its own with its parameters as pre-existing receivers.
    static int bigSum(Shape s, Mid m, int n) {
        int a = 0, b = 0, c = 0, d = 0;
        for (int i = 0; i < n; i++) {
            a += s.area();
            b += m.f(i);
            c ^= a * 31 + b;
            d += (c >>> 3) & 7;
            a += (d % 5 == 1) ? 1 : 0;
            b -= (c % 7 == 2) ? 1 : 0;
            c += a * 3 + b * 5 + d * 7;
            d ^= c >>> 11;
            a += (b & 1) + (c & 2) + (d & 4);
            b += (a & 8) + (c & 16) + (d & 32);
            c -= (a | b) & 0xff;
            d += (a ^ c) & 0x3f;
            a += s.area() * 2 + m.f(a & 3);
            b += s.area() * 3 + m.f(b & 3);
            c += s.area() * 4 + m.f(c & 3);
            d += s.area() * 5 + m.f(d & 3);
        }
        return a + b + c + d;
    }

    // The receiver of the first call is a parameter (pre-existing); the
    // second call's receiver is a field's value, which may change.
    static int fromField(Shape s, Holder h) {
        return s.area() * 10 + h.shape.area();
    }

    static Shape make(String name) throws Exception {
        return (Shape) Class.forName(name).getDeclaredConstructor().newInstance();
    }

    // Loads Circle halfway through its own loop: `s` stays a Shape, the new
    // Circle is called through a local that is not a parameter.
    static long runThrough(Shape s, int n) throws Exception {
        long total = 0;
        Shape other = s;
        for (int i = 0; i < n; i++) {
            total += s.area();
            if (i == n / 2) {
                other = make("Circle");
            }
            total += 1000L * other.area();
        }
        return total;
    }

    // Another thread keeps calling area() on its Shape while this one loads
    // a subclass and runs new calls with it.
    static long spin(Shape s) {
        long calls = 0;
        long total = 0;
        started = true;
        while (!stop || calls < 100_000) {
            total += s.area();
            calls++;
        }
        return total == calls ? 1 : -1;
    }

    public static void main(String[] args) throws Exception {
        Shape plain = new Shape();
        Holder holder = new Holder();
        int warm = 0;
        for (int i = 0; i < 3000; i++) {
            warm += sum(plain, 20) + twice(plain) + viaMid(new Mid(), i) + fromField(plain, holder);
            warm += bigSum(plain, new Mid(), 20);
        }
        System.out.println("warm " + warm);

        // Receivers this code creates have an exact class (calls.rs): each
        // call binds to that class's own method, whatever the static type.
        Dot fresh = new BigDot();
        Named named = new Fancy();
        Plain plainNamed = new Fancy();
        System.out.println("fresh " + fresh.size() + " " + named.name() + " " + plainNamed.name()
                + " " + new Plain().name());

        long[] result = new long[1];
        Thread spinner = new Thread(() -> result[0] = spin(new Shape()));
        spinner.start();
        while (!started) {
            Thread.onSpinWait();
        }

        // Circle is loaded halfway through this call: it overrides what
        // runThrough, bigSum and spin were compiled to call directly.
        System.out.println("runThrough " + runThrough(plain, 1000));
        Shape circle = make("Circle");
        System.out.println("bigSum " + bigSum(circle, new Mid(), 50) + " " + bigSum(plain, new Mid(), 50));

        Shape square = make("Square");
        System.out.println("sum(square) " + sum(square, 20) + " sum(plain) " + sum(plain, 20));
        System.out.println("twice(square) " + twice(square) + " twice(plain) " + twice(plain));
        holder.shape = square;
        System.out.println("fromField " + fromField(plain, holder) + " " + fromField(square, holder));

        Mid leaf = (Mid) Class.forName("Leaf").getDeclaredConstructor().newInstance();
        System.out.println("viaMid(leaf) " + viaMid(leaf, 5) + " viaMid(mid) " + viaMid(new Mid(), 5));
        System.out.println("bigSum(leaf) " + bigSum(plain, leaf, 50) + " " + bigSum(square, new Mid(), 50));

        stop = true;
        spinner.join();
        System.out.println("spinner " + result[0]);

        // Every receiver mixed at the same sites after the invalidations.
        List<Shape> shapes = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            shapes.add(i % 3 == 0 ? plain : i % 3 == 1 ? square : make("Circle"));
        }
        long mixed = 0;
        for (int round = 0; round < 20; round++) {
            for (Shape s : shapes) {
                mixed += sum(s, 3) + twice(s);
            }
        }
        System.out.println("mixed " + mixed);
    }
}
