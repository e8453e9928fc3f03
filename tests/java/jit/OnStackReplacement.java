/**
 * Long loops in methods that run once: under the adaptive tier they move from
 * the interpreter into compiled code at a loop header (on-stack replacement,
 * after 10x the compile threshold of backedges) with their locals and operand
 * stack as they are. Exceptions caught inside the loop, thrown out of it, and
 * the stack trace lines must stay what java prints.
 */
public class OnStackReplacement {
    static int[] data = new int[64];

    static long loopWithCatch(int n) {
        long sum = 0;
        int caught = 0;
        for (int i = 0; i < n; i++) {
            try {
                sum += 1000 / (i % 7000);
            } catch (ArithmeticException e) {
                caught++;
            }
            data[i & 63] += i;
        }
        return sum * 31 + caught;
    }

    static double nested(int n) {
        double acc = 0.5;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 40; j++) {
                acc = acc * 0.999 + (i ^ j) * 1e-3;
            }
        }
        return acc;
    }

    static void throwAfterManyIterations(int n) {
        int[] small = new int[10];
        for (int i = 0; i < n; i++) {
            small[i % 10] += i;
        }
        small[n] = 1;
    }

    public static void main(String[] args) {
        System.out.println(loopWithCatch(50000));
        System.out.println(nested(3000));
        long d = 0;
        for (int v : data) {
            d = d * 7 + v;
        }
        System.out.println(d);
        try {
            throwAfterManyIterations(40000);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
            for (StackTraceElement frame : e.getStackTrace()) {
                System.out.println("  at " + frame);
            }
        }
    }
}
