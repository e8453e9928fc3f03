// HotSpot's NullPointerException messages ("Cannot read field ...") are not compared:
// only the exception's class name is printed.
public class NullPointerCases {
    int field = 1;
    long wideField = 2;

    int method() {
        return field;
    }

    static String check(int caseNumber) {
        NullPointerCases nothing = null;
        int[] noInts = null;
        Object[] noObjects = null;
        long[] noLongs = null;
        Object lock = null;
        Integer noBox = null;
        String noString = null;
        RuntimeException noException = null;
        try {
            switch (caseNumber) {
                case 0: return "read " + nothing.field;
                case 1: nothing.field = 5; return "wrote field";
                case 2: return "called " + nothing.method();
                case 3: return "array load " + noInts[0];
                case 4: noInts[0] = 1; return "array store";
                case 5: return "array length " + noInts.length;
                case 6: noObjects[0] = "x"; return "object array store";
                case 7: return "long array " + noLongs[1];
                case 8: throw noException;
                case 9: synchronized (lock) { return "locked"; }
                case 10: int unboxed = noBox; return "unboxed " + unboxed;
                case 11: return "string length " + noString.length();
                case 12: return "wide field " + nothing.wideField;
                case 13: nothing.wideField = 3; return "wrote wide field";
                case 14: return "virtual call " + noString.equals("x");
                case 15: for (int v : noInts) { return "iterated " + v; } return "iterated nothing";
                default: return "no case";
            }
        } catch (NullPointerException e) {
            return "case " + caseNumber + ": " + e.getClass().getName();
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i <= 16; i++) {
            System.out.println(check(i));
        }
        // a NullPointerException is a RuntimeException
        try {
            Object o = null;
            o.hashCode();
        } catch (RuntimeException e) {
            System.out.println("caught as RuntimeException: " + (e instanceof NullPointerException));
        }
        // NullPointerException created by the program keeps its message
        try {
            throw new NullPointerException("custom message");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage() + " / " + e);
        }
        // null checks do not throw
        NullPointerCases n = null;
        System.out.println((n == null) + " " + (n instanceof NullPointerCases) + " " + String.valueOf((Object) n));
    }
}
