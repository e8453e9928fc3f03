public class AutoboxingAllTypes {
    static Object box(Object o) {
        return o;
    }

    static long sumLongs(Long a, Long b) {
        return a + b;
    }

    static double half(Double d) {
        return d / 2;
    }

    public static void main(String[] args) {
        Byte b = (byte) -7;
        Short s = (short) 1234;
        Character c = 'z';
        Integer i = 123456;
        Long l = 1L << 40;
        Float f = 1.5f;
        Double d = -2.25;
        Boolean bool = false;
        System.out.println(b + " " + s + " " + c + " " + i + " " + l + " " + f + " " + d + " " + bool);
        byte pb = b;
        short ps = s;
        char pc = c;
        int pi = i;
        long pl = l;
        float pf = f;
        double pd = d;
        boolean pbool = bool;
        System.out.println(pb + " " + ps + " " + pc + " " + pi + " " + pl + " " + pf + " " + pd + " " + pbool);
        // arithmetic on boxes unboxes and reboxes
        Integer counter = 0;
        for (int k = 0; k < 10; k++) {
            counter++;
            counter += k;
        }
        System.out.println(counter);
        Double total = 0.0;
        total += 0.5;
        total *= 3;
        System.out.println(total);
        Character next = c;
        next++;
        System.out.println(next + " " + (int) next);
        // boxing in method arguments and Object parameters
        Object[] boxed = { box(1), box(2L), box(3.0f), box(4.0), box('5'), box((byte) 6), box((short) 7), box(true) };
        for (Object o : boxed) {
            System.out.print(o + ":" + (o instanceof Number ? "Number" : o instanceof Character ? "Character" : "Boolean") + " ");
        }
        System.out.println();
        System.out.println(sumLongs(5L, 6L) + " " + half(9.0));
        // conditional expressions with boxes
        Integer maybe = pi > 0 ? i : null;
        System.out.println(maybe);
        // unboxing in comparisons and switch
        Integer key = 2;
        switch (key) {
            case 1: System.out.println("one"); break;
            case 2: System.out.println("two"); break;
            default: System.out.println("many");
        }
        System.out.println((i > 100000) + " " + (l < 0) + " " + (f == 1.5f) + " " + (c == 'z'));
        // explicit valueOf / xxxValue
        System.out.println(Integer.valueOf(42).intValue() + Long.valueOf(8).longValue() + " " + Double.valueOf(0.25).doubleValue()
                + " " + Float.valueOf(0.75f).floatValue() + " " + Boolean.valueOf(true).booleanValue() + " " + Character.valueOf('q').charValue());
        Number n = i;
        System.out.println(n.longValue() + " " + n.doubleValue() + " " + n.intValue() + " " + ((Number) d).intValue() + " " + ((Number) l).intValue());
    }
}
