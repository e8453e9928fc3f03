public class MathFloorDivMod {
    public static void main(String[] args) {
        int[] as = { 7, -7, 0, 6, -6, Integer.MIN_VALUE, Integer.MAX_VALUE };
        int[] bs = { 2, -2, 3, -3, 1, -1 };
        for (int a : as) {
            StringBuilder line = new StringBuilder(a + ":");
            for (int b : bs) {
                line.append(" ").append(Math.floorDiv(a, b)).append("/").append(Math.floorMod(a, b)).append("(").append(a / b).append("/").append(a % b).append(")");
            }
            System.out.println(line);
        }
        long[] las = { 7L, -7L, 10000000000L, -10000000000L, Long.MIN_VALUE };
        long[] lbs = { 3L, -3L, 4294967296L };
        for (long a : las) {
            StringBuilder line = new StringBuilder(a + ":");
            for (long b : lbs) {
                line.append(" ").append(Math.floorDiv(a, b)).append("/").append(Math.floorMod(a, b));
            }
            System.out.println(line);
        }
        // the usual use: wrapping an index around a ring
        int size = 5;
        StringBuilder ring = new StringBuilder();
        for (int i = -7; i <= 7; i++) {
            ring.append(Math.floorMod(i, size)).append(' ');
        }
        System.out.println(ring);
        try {
            Math.floorDiv(1, 0);
        } catch (ArithmeticException e) {
            System.out.println("floorDiv by zero: " + e.getMessage());
        }
        try {
            Math.floorMod(1L, 0L);
        } catch (ArithmeticException e) {
            System.out.println("floorMod by zero: " + e.getMessage());
        }
        System.out.println(Math.addExact(1, 2) + " " + Math.multiplyExact(3L, 4L));
        try {
            Math.addExact(Integer.MAX_VALUE, 1);
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
    }
}
