class Other {
    static final String SAME = "shared literal";
}

public class StringIdentityOfLiterals {
    static final String CONSTANT = "ab";

    static String makeAb() {
        String a = "a";
        return a + "b";
    }

    public static void main(String[] args) {
        String x = "a";
        String y = "a";
        System.out.println(x == y);
        System.out.println("a" == "a");
        // compile-time constant expressions are interned literals
        System.out.println(("a" + "b") == "ab");
        System.out.println(CONSTANT == "ab");
        // literals are shared across classes
        System.out.println(Other.SAME == "shared literal");
        // strings built at run time are new objects
        String runtime = makeAb();
        System.out.println(runtime == "ab");
        System.out.println(runtime.equals("ab"));
        final String finalLocal = "a";
        System.out.println((finalLocal + "b") == "ab");
        String nonFinal = "a";
        System.out.println((nonFinal + "b") == "ab");
        // same literal through a method returning it
        System.out.println(literal() == literal());
        System.out.println(literal() == "from method");
    }

    static String literal() {
        return "from method";
    }
}
