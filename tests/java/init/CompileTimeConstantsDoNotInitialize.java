class Constants {
    static final int INT_CONSTANT = 5;
    static final String STRING_CONSTANT = "constant";
    static final long LONG_CONSTANT = 1L << 40;
    static final double DOUBLE_CONSTANT = 2.5;
    static final boolean FLAG = true;
    static final int EXPRESSION_CONSTANT = INT_CONSTANT * 3 + 1;

    static {
        System.out.println("  Constants.<clinit> (must not run)");
    }
}

class NotConstants {
    static final Integer BOXED = 7;                 // not a compile-time constant
    static final int COMPUTED = compute();          // not a compile-time constant
    static final String NULL_STRING = null;         // null is not a constant

    static {
        System.out.println("  NotConstants.<clinit>");
    }

    static int compute() {
        System.out.println("  NotConstants.compute()");
        return 9;
    }
}

class OnlyComputed {
    static final int COMPUTED = Integer.parseInt("12");

    static {
        System.out.println("  OnlyComputed.<clinit>");
    }
}

public class CompileTimeConstantsDoNotInitialize {
    public static void main(String[] args) {
        System.out.println("reading compile-time constants:");
        System.out.println("  " + Constants.INT_CONSTANT + " " + Constants.STRING_CONSTANT + " " + Constants.LONG_CONSTANT + " "
                + Constants.DOUBLE_CONSTANT + " " + Constants.FLAG + " " + Constants.EXPRESSION_CONSTANT);
        int local = Constants.INT_CONSTANT;
        switch (local) {
            case Constants.INT_CONSTANT:
                System.out.println("  switch on a constant label");
                break;
            default:
                System.out.println("  default");
        }
        System.out.println("reading a boxed static final:");
        System.out.println("  " + NotConstants.BOXED);
        System.out.println("reading the others (already initialized):");
        System.out.println("  " + NotConstants.COMPUTED + " " + NotConstants.NULL_STRING);
        System.out.println("reading a computed static final:");
        System.out.println("  " + OnlyComputed.COMPUTED);
        System.out.println("done");
    }
}
