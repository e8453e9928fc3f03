interface Greeter {
    String name();

    default String greet() {
        return "Hello, " + name() + decoration();
    }

    default String decoration() {
        return "!";
    }

    static Greeter fixed(final String n) {
        return new Greeter() {
            public String name() { return n; }
        };
    }

    static String version() {
        return "greeter-1";
    }
}

interface LoudGreeter extends Greeter {
    @Override
    default String greet() {
        return "LOUD " + Greeter.super.greet();
    }
}

class Person implements Greeter {
    private final String name;

    Person(String name) { this.name = name; }

    public String name() { return name; }
}

class Robot implements LoudGreeter {
    public String name() { return "unit " + 7; }

    @Override
    public String decoration() { return "?!"; }
}

class PoliteRobot extends Robot {
    @Override
    public String greet() {
        return "Excuse me. " + super.greet();
    }
}

interface Counter {
    int STEP = 5;   // implicitly public static final

    int next();

    default int skip(int times) {
        int last = 0;
        for (int i = 0; i < times; i++) {
            last = next();
        }
        return last;
    }
}

class StepCounter implements Counter {
    private int value;

    public int next() {
        value += STEP;
        return value;
    }
}

public class InterfaceDefaultAndStaticMethods {
    public static void main(String[] args) {
        Greeter[] greeters = { new Person("Ada"), new Robot(), new PoliteRobot(), Greeter.fixed("fixed") };
        for (Greeter g : greeters) {
            System.out.println(g.greet());
        }
        System.out.println(Greeter.version());
        Counter c = new StepCounter();
        System.out.println(c.next() + " " + c.skip(3) + " " + c.next() + " " + Counter.STEP);
        LoudGreeter loud = new Robot();
        System.out.println(loud.name() + " / " + loud.decoration());
    }
}
