public class ArrayInitializersAndFields {
    static final int[] PRIMES = { 2, 3, 5, 7, 11, 13 };
    static final String[] NAMES = { "zero", "one", "two" };
    static double[] weights = new double[] { 0.5, 0.25, 0.125 };
    static int[][] table = { { 1, 2, 3 }, { 4, 5, 6 } };
    int[] instanceArray = { 10, 20 };
    Object[] mixed = { "text", null, new int[] { 1 }, new String[] { "nested" } };

    static int sum(int... values) {
        int total = 0;
        for (int v : values) total += v;
        return total + values.length * 1000;
    }

    static String join(String separator, Object... parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) sb.append(separator);
            sb.append(parts[i]);
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int product = 1;
        for (int p : PRIMES) product *= p;
        System.out.println(product + " " + NAMES[2] + " " + weights[2] + " " + table[1][2]);
        PRIMES[0] = 1;  // final reference, mutable contents
        System.out.println(PRIMES[0] + PRIMES[1]);
        ArrayInitializersAndFields o = new ArrayInitializersAndFields();
        o.instanceArray[1] += 5;
        System.out.println(o.instanceArray[0] + o.instanceArray[1]);
        System.out.println(o.mixed[0] + " " + o.mixed[1] + " " + ((int[]) o.mixed[2])[0] + " " + ((String[]) o.mixed[3])[0]);
        System.out.println(sum() + " " + sum(1) + " " + sum(1, 2, 3) + " " + sum(new int[] { 4, 5 }));
        System.out.println(join("-", "a", "b", "c") + " " + join("+") + " " + join(",", 1, 'x', 2.5, true, null));
        int[] fromExpression = new int[] { product % 7, product % 11, -product };
        System.out.println(fromExpression[0] + " " + fromExpression[1] + " " + fromExpression[2]);
        long[] longs = { 1, 2, Integer.MAX_VALUE + 1L };
        float[] floats = { 1, 2.5f, 'a' };
        char[] chars = { 65, 'b', (char) 99 };
        System.out.println(longs[2] + " " + floats[2] + " " + chars[0] + chars[1] + chars[2]);
        String[] replaced = NAMES;
        replaced = new String[] { "x" };
        System.out.println(replaced.length + " " + NAMES.length);
    }
}
