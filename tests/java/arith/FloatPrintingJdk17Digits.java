// Double.toString/Float.toString in JDK 17 (FloatingDecimal) do not always print the
// shortest decimal that reads back as the same value: they sometimes print one more digit
// or a neighbour (fixed only in JDK 19). A VM that formats with a shortest-round-trip
// algorithm (Ryu, Grisu, Rust's `{}`) fails exactly the lines of this program.
public class FloatPrintingJdk17Digits {
    public static void main(String[] args) {
        double[] doubles = { 1e23, 2e23, 5.6999882167955432E16, 7.0753139766835315E17, -2.7143059757186562E13,
                1.33737521952000928E17, 8.5408298743460826E17, -1.63660457929701568E17, 1.7663228617609012E15,
                2.05531660801652429E18, Double.MIN_VALUE, 2 * Double.MIN_VALUE, 3 * Double.MIN_VALUE };
        for (double d : doubles) {
            System.out.println(d);
        }
        float[] floats = { Float.MIN_NORMAL, Float.MIN_VALUE, 2 * Float.MIN_VALUE, (float) Integer.MAX_VALUE, 1e-40f };
        for (float f : floats) {
            System.out.println(f);
        }
        long seed = 0x5DEECE66DL;
        for (int i = 0; i < 40; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double asDouble = (double) (seed >> 4);
            float asFloat = (float) (seed >> 30);
            System.out.println(asDouble + " " + asFloat + " " + (asDouble / 1e20) + " " + (double) (seed >>> 40) / 3);
        }
    }
}
