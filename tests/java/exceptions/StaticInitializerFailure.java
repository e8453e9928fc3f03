class Fragile {
    static int value;

    static {
        System.out.println("Fragile.<clinit> runs");
        if (true) {
            throw new IllegalStateException("cannot initialize");
        }
        value = 1;
    }

    static void touch() {
        System.out.println("touch() should never run");
    }
}

class DividesByZero {
    static int zero = 0;
    static int result = 10 / zero;
}

class ErrorInInit {
    static {
        if (true) throw new AssertionError("assertion in clinit");
    }
    static int x;
}

public class StaticInitializerFailure {
    public static void main(String[] args) {
        try {
            Fragile.touch();
        } catch (ExceptionInInitializerError e) {
            System.out.println("first access: " + e.getClass().getName());
            System.out.println("cause: " + e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
            System.out.println("getException is the cause: " + (e.getException() == e.getCause()));
        }
        try {
            System.out.println(Fragile.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("second access: " + e.getClass().getName());
        }
        try {
            new Fragile();
        } catch (NoClassDefFoundError e) {
            System.out.println("third access (new): " + e.getClass().getName());
        } catch (Throwable t) {
            System.out.println("unexpected " + t.getClass().getName());
        }
        try {
            System.out.println(DividesByZero.result);
        } catch (ExceptionInInitializerError e) {
            System.out.println("DividesByZero: " + e.getClass().getName() + " caused by " + e.getCause().getClass().getName());
        }
        try {
            DividesByZero.zero = 5;
        } catch (NoClassDefFoundError e) {
            System.out.println("DividesByZero again: " + e.getClass().getName());
        }
        try {
            ErrorInInit.x = 1;
        } catch (Error e) {
            // an Error thrown by <clinit> is passed through unwrapped
            System.out.println("ErrorInInit: " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            ErrorInInit.x = 2;
        } catch (Error e) {
            System.out.println("ErrorInInit again: " + e.getClass().getName());
        }
        // arrays of a failed class can still be created: no initialization is needed
        Fragile[] array = new Fragile[2];
        System.out.println("array length " + array.length);
        System.out.println("done");
    }
}
