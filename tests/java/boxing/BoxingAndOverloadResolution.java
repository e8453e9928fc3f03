public class BoxingAndOverloadResolution {
    static String take(int x) { return "int"; }
    static String take(long x) { return "long"; }
    static String take(Integer x) { return "Integer"; }
    static String take(Object x) { return "Object"; }
    static String take(int... xs) { return "int..."; }

    static String wide(long x) { return "long"; }
    static String wide(Integer x) { return "Integer"; }

    static String onlyObject(Object x) { return "Object(" + x + ")"; }

    static String number(Number n) { return "Number(" + n.getClass().getName() + ")"; }

    static String chars(char c) { return "char"; }
    static String chars(int c) { return "int"; }
    static String chars(Character c) { return "Character"; }

    public static void main(String[] args) {
        byte b = 1;
        short s = 2;
        char c = 'c';
        long l = 4;
        Integer boxed = 5;
        System.out.println(take(1) + " " + take(b) + " " + take(s) + " " + take(c) + " " + take(l) + " " + take(boxed) + " " + take("x")
                + " " + take() + " " + take(1, 2));
        // widening beats boxing
        System.out.println(wide(3));
        System.out.println(onlyObject(1) + " " + onlyObject('x') + " " + onlyObject(2.5) + " " + onlyObject(true));
        System.out.println(number(1) + " " + number(2L) + " " + number(3.0f) + " " + number((short) 4) + " " + number((byte) 5) + " " + number(6.0));
        Character boxedChar = 'q';
        System.out.println(chars('a') + " " + chars(97) + " " + chars(boxedChar));
        // unboxing a null throws NullPointerException
        Integer nothing = null;
        try {
            int value = nothing;
            System.out.println("unboxed " + value);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: " + e.getClass().getName());
        }
        try {
            Boolean flag = null;
            if (flag) System.out.println("never");
        } catch (NullPointerException e) {
            System.out.println("unboxing null Boolean: " + e.getClass().getName());
        }
        // a ternary mixing Integer and int unboxes
        Integer left = null;
        try {
            int r = args.length == 0 ? left : 0;
            System.out.println(r);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing: " + e.getClass().getName());
        }
    }
}
