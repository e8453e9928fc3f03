class Counted {
    static int initializations;
    static int value;

    static {
        initializations++;
        value = 10;
        System.out.println("  Counted.<clinit> #" + initializations);
    }

    static int get() {
        return value++;
    }
}

class CycleA {
    static int a = CycleB.b + 1;

    static {
        System.out.println("  CycleA.<clinit> a=" + a);
    }
}

class CycleB {
    // reads CycleA.a while CycleA is being initialized by this thread: sees the default 0
    static int b = CycleA.a + 10;

    static {
        System.out.println("  CycleB.<clinit> b=" + b);
    }
}

class Ordering {
    static int first = next("first");
    static int second;

    static {
        second = next("static block");
    }

    static int third = next("third");
    static int forward = readLater();   // reads `last` before its initializer ran
    static int last = next("last");

    static int counter;

    static int next(String what) {
        counter++;
        System.out.println("  " + what + " -> " + counter);
        return counter;
    }

    static int readLater() {
        return last;
    }
}

public class ClinitRunsExactlyOnce {
    public static void main(String[] args) {
        System.out.println("using Counted many times:");
        int sum = 0;
        for (int i = 0; i < 5; i++) {
            sum += Counted.get();
            sum += new Object() instanceof Counted ? 100 : 0;
        }
        System.out.println("  sum " + sum + " initializations " + Counted.initializations);
        System.out.println("cycle:");
        System.out.println("  A.a=" + CycleA.a + " B.b=" + CycleB.b);
        System.out.println("textual order:");
        System.out.println("  " + Ordering.first + " " + Ordering.second + " " + Ordering.third + " " + Ordering.forward + " " + Ordering.last + " counter=" + Ordering.counter);
    }
}
