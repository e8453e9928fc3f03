public class IntOverflowWrapAround {
    public static void main(String[] args) {
        int max = Integer.MAX_VALUE;
        int min = Integer.MIN_VALUE;
        System.out.println(max + 1);
        System.out.println(min - 1);
        System.out.println(-min);
        System.out.println(max * 2);
        System.out.println(max * max);
        System.out.println(min * -1);
        System.out.println(min * min);
        System.out.println(65536 * 65536);
        System.out.println(46341 * 46341);
        System.out.println(123456789 * 987654321);
        System.out.println(max + max);
        System.out.println(min + min);
        int i = max;
        i++;
        System.out.println(i);
        i = min;
        i--;
        System.out.println(i);
        i = 2000000000;
        i += 2000000000;
        System.out.println(i);
        i = 7;
        i *= -1000000000;
        System.out.println(i);
        // integer multiplication wraps before widening
        long widenedLate = 1000000 * 1000000;
        long widenedEarly = 1000000L * 1000000;
        System.out.println(widenedLate + " " + widenedEarly);
        // negation and bitwise complement
        System.out.println(~0 + " " + ~max + " " + ~min + " " + -(-5));
        // simple hash mixing which relies on wrap-around
        int hash = 17;
        for (int k = 0; k < 50; k++) {
            hash = hash * 31 + k;
        }
        System.out.println(hash);
        int lcg = 12345;
        for (int k = 0; k < 10; k++) {
            lcg = lcg * 1103515245 + 12345;
            System.out.print(lcg + " ");
        }
        System.out.println();
    }
}
