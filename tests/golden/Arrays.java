// Array allocation, loads and stores of every element type, length, bounds checks.
// golden: clif Arrays.run
// golden: inline Arrays.run
public class Arrays {
    static int sum(int[] a) { int s = 0; for (int x : a) s += x; return s; }
    static long run(int n) {
        int[] ia = new int[n]; long[] la = new long[n]; double[] da = new double[n];
        byte[] ba = new byte[n]; char[] ca = new char[n]; short[] sa = new short[n];
        Object[] oa = new String[n]; boolean[] za = new boolean[n]; float[] fa = new float[n];
        for (int i = 0; i < n; i++) {
            ia[i] = i; la[i] = i * 3L; da[i] = i / 2.0; ba[i] = (byte) i; ca[i] = (char) i;
            sa[i] = (short) -i; oa[i] = i % 3 == 0 ? "x" : null; za[i] = i % 2 == 0; fa[i] = i;
        }
        long s = sum(ia) + la[n - 1] + (long) da[n / 2] + ba[3] + ca[4] + sa[5] + (za[2] ? 1 : 0) + (long) fa[6];
        try { s += ia[n]; } catch (ArrayIndexOutOfBoundsException e) { s--; }
        try { oa[1] = Integer.valueOf(1); } catch (ArrayStoreException e) { s -= 2; }
        return s + ia.length + oa.length;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
