public class ArraysOfEveryType {
    public static void main(String[] args) {
        boolean[] booleans = new boolean[3];
        byte[] bytes = new byte[3];
        char[] chars = new char[3];
        short[] shorts = new short[3];
        int[] ints = new int[3];
        long[] longs = new long[3];
        float[] floats = new float[3];
        double[] doubles = new double[3];
        String[] strings = new String[3];
        Object[] objects = new Object[3];
        System.out.println("defaults: " + booleans[0] + " " + bytes[1] + " " + (int) chars[2] + " " + shorts[0] + " " + ints[1] + " "
                + longs[2] + " " + floats[0] + " " + doubles[1] + " " + strings[2] + " " + objects[0]);
        System.out.println("lengths: " + booleans.length + bytes.length + chars.length + shorts.length + ints.length + longs.length
                + floats.length + doubles.length + strings.length + objects.length);
        for (int i = 0; i < 3; i++) {
            booleans[i] = i % 2 == 0;
            bytes[i] = (byte) (120 + i * 5);
            chars[i] = (char) ('x' + i);
            shorts[i] = (short) (32760 + i * 5);
            ints[i] = Integer.MAX_VALUE - 1 + i;
            longs[i] = Long.MIN_VALUE + i - 1;
            floats[i] = i / 4f;
            doubles[i] = -i / 3.0;
            strings[i] = "s" + i;
            objects[i] = i == 1 ? strings : "obj" + i;
        }
        for (int i = 0; i < 3; i++) {
            System.out.println(i + ": " + booleans[i] + " " + bytes[i] + " " + chars[i] + " " + shorts[i] + " " + ints[i] + " " + longs[i] + " "
                    + floats[i] + " " + doubles[i] + " " + strings[i] + " " + (objects[i] == strings ? "strings" : objects[i]));
        }
        // byte and boolean arrays are distinct in the JVM (both use baload/bastore)
        byte[] signedBytes = { -1, -128, 127, 0 };
        int sum = 0;
        for (byte b : signedBytes) {
            sum += b;
        }
        System.out.println("byte sum " + sum + " masked " + (signedBytes[0] & 0xFF));
        boolean[] flags = { true, false, true, true };
        int trueCount = 0;
        for (boolean f : flags) {
            if (f) trueCount++;
        }
        System.out.println("true count " + trueCount);
        // char and short: unsigned vs signed loads
        char[] cs = { '\uffff', '\u8000' };
        short[] ss = { (short) 0xffff, (short) 0x8000 };
        System.out.println((int) cs[0] + " " + (int) cs[1] + " " + ss[0] + " " + ss[1]);
        // array of arrays and zero-length arrays
        int[] empty = new int[0];
        String[] emptyStrings = {};
        System.out.println("empty " + empty.length + " " + emptyStrings.length);
        long total = 0;
        long[] big = new long[1000];
        for (int i = 0; i < big.length; i++) {
            big[i] = (long) i * i * i;
        }
        for (long v : big) {
            total += v;
        }
        System.out.println("cubes " + total);
        double[] ds = new double[100];
        for (int i = 0; i < ds.length; i++) ds[i] = 1.0 / (i + 1);
        double dsum = 0;
        for (int i = ds.length - 1; i >= 0; i--) dsum += ds[i];
        System.out.println("harmonic " + dsum);
        // array elements used as operands in place
        ints[0] = 5;
        ints[1] = ints[0] * ints[0];
        ints[2] = ints[1] - ints[0]--;
        System.out.println(ints[0] + " " + ints[1] + " " + ints[2]);
    }
}
