class Money {
    final long cents;

    Money(long cents) { this.cents = cents; }

    public String toString() { return "$" + cents / 100 + "." + (cents % 100 < 10 ? "0" : "") + cents % 100; }
}

class NullToString {
    public String toString() { return null; }
}

public class ConcatenationOfEveryType {
    static int calls;

    static int sideEffect() {
        return ++calls;
    }

    public static void main(String[] args) {
        byte b = -5;
        short s = 300;
        char c = 'c';
        int i = -42;
        long l = 1L << 40;
        float f = 1.25f;
        double d = -0.5;
        boolean t = true;
        String str = "str";
        String nul = null;
        Object obj = new Money(1234);
        Object nullObj = null;
        System.out.println("b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " t=" + t);
        System.out.println("str=" + str + " nul=" + nul + " obj=" + obj + " nullObj=" + nullObj);
        System.out.println(b + s + c + i + "|" + b + s + c + i);   // arithmetic before the first string
        System.out.println(c + 1 + "|" + (char) (c + 1) + "|" + c + 1);
        System.out.println("" + 'a' + 'b' + " " + ('a' + 'b'));
        System.out.println(nul + nul + " " + (nul + "x") + " " + ("x" + nul));
        System.out.println("toString returning null: " + new NullToString());
        System.out.println(1 + 2 + "3" + 4 + 5);
        System.out.println("min " + Integer.MIN_VALUE + " " + Long.MIN_VALUE + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE);
        System.out.println("chars " + '\t' + "|" + '"' + "|" + '\\' + "|" + "\u0041");
        // concatenation inside a loop and with compound assignment
        String acc = "";
        for (int k = 0; k < 5; k++) {
            acc += k;
            acc += ',';
        }
        System.out.println(acc);
        String withSide = "calls " + sideEffect() + " " + sideEffect() + " " + sideEffect();
        System.out.println(withSide + " total " + calls);
        // constant expressions are folded by javac
        final String folded = "con" + "stant " + 42 + 'c' + 1.5 + true;
        System.out.println(folded);
        // arrays of strings with concatenation of elements
        String[] parts = { "x", null, "z" };
        System.out.println(parts[0] + parts[1] + parts[2]);
        // many operands (javac splits huge concatenations; this one stays in one call)
        int v = 7;
        System.out.println(v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v
                + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v + "," + v);
        // a string with only a recipe constant (no arguments)
        String empty = "";
        System.out.println("[" + empty + "]" + empty.length());
        // long and double take two slots; check they are not mixed up
        long big = Long.MAX_VALUE;
        double tiny = 4.9E-324;
        int small = 3;
        System.out.println(small + ":" + big + ":" + small + ":" + tiny + ":" + small);
        // the boxed types go through toString
        Integer boxed = 77;
        Character boxedChar = 'q';
        Double boxedDouble = 0.1;
        System.out.println(boxed + " " + boxedChar + " " + boxedDouble);
    }
}
