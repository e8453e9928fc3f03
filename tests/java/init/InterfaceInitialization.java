class Log {
    static int note(String message) {
        System.out.println("  " + message);
        return message.length();
    }
}

interface PlainInterface {
    int CONSTANT = 1;                             // compile-time constant
    int FIELD = Log.note("PlainInterface.FIELD initialized");
}

interface WithDefault {
    int FIELD = Log.note("WithDefault.FIELD initialized");

    default String greet() {
        return "default greet";
    }
}

interface SubInterface extends PlainInterface {
    int SUB_FIELD = Log.note("SubInterface.SUB_FIELD initialized");
}

class ImplementsPlain implements PlainInterface {
    static {
        System.out.println("  ImplementsPlain.<clinit>");
    }
}

class ImplementsWithDefault implements WithDefault {
    static {
        System.out.println("  ImplementsWithDefault.<clinit>");
    }
}

class ImplementsSub implements SubInterface {
    static {
        System.out.println("  ImplementsSub.<clinit>");
    }
}

public class InterfaceInitialization {
    public static void main(String[] args) {
        System.out.println("constant of PlainInterface:");
        System.out.println("  " + PlainInterface.CONSTANT);
        System.out.println("new ImplementsPlain (does not initialize PlainInterface):");
        new ImplementsPlain();
        System.out.println("new ImplementsWithDefault (initializes WithDefault, which declares a default method):");
        ImplementsWithDefault w = new ImplementsWithDefault();
        System.out.println("  " + w.greet());
        System.out.println("new ImplementsSub:");
        new ImplementsSub();
        System.out.println("SubInterface.SUB_FIELD (does not initialize PlainInterface):");
        System.out.println("  " + SubInterface.SUB_FIELD);
        System.out.println("PlainInterface.FIELD:");
        System.out.println("  " + PlainInterface.FIELD);
        System.out.println("done");
    }
}
