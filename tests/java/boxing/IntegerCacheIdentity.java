public class IntegerCacheIdentity {
    public static void main(String[] args) {
        System.out.println(Integer.valueOf(127) == Integer.valueOf(127));
        System.out.println(Integer.valueOf(128) == Integer.valueOf(128));
        System.out.println(Integer.valueOf(-128) == Integer.valueOf(-128));
        System.out.println(Integer.valueOf(-129) == Integer.valueOf(-129));
        System.out.println(Integer.valueOf(0) == Integer.valueOf(0));
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println((a == b) + " " + (c == d) + " " + c.equals(d) + " " + (c.intValue() == d.intValue()));
        // comparing a box with a primitive unboxes
        int primitive = 128;
        System.out.println((c == primitive) + " " + (d == 128));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println((l1 == l2) + " " + (l3 == l4) + " " + l3.equals(l4));
        Short s1 = 100, s2 = 100;
        Byte b1 = -128, b2 = -128;
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100';
        System.out.println((s1 == s2) + " " + (b1 == b2) + " " + (c1 == c2) + " " + (c3 == c4) + " " + c3.equals(c4));
        Boolean t1 = true, t2 = Boolean.valueOf(true);
        System.out.println((t1 == t2) + " " + (t1 == Boolean.TRUE) + " " + (Boolean.valueOf(false) == Boolean.FALSE));
        // new boxes through valueOf in a loop: the cache range is exactly -128..127
        int identical = 0;
        for (int i = -200; i <= 200; i++) {
            if (Integer.valueOf(i) == Integer.valueOf(i)) identical++;
        }
        System.out.println("identical boxes: " + identical);
    }
}
