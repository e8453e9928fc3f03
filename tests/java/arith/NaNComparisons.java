public class NaNComparisons {
    static void compareDoubles(double a, double b) {
        System.out.println(a + " vs " + b + ": < " + (a < b) + ", <= " + (a <= b) + ", > " + (a > b) + ", >= " + (a >= b)
                + ", == " + (a == b) + ", != " + (a != b));
    }

    static void compareFloats(float a, float b) {
        System.out.println(a + "f vs " + b + "f: < " + (a < b) + ", <= " + (a <= b) + ", > " + (a > b) + ", >= " + (a >= b)
                + ", == " + (a == b) + ", != " + (a != b));
    }

    // `if (!(a < b))` and friends make javac choose between fcmpl and fcmpg
    static String branchyDouble(double a, double b) {
        StringBuilder s = new StringBuilder();
        if (a < b) s.append("lt "); else s.append("!lt ");
        if (a > b) s.append("gt "); else s.append("!gt ");
        if (!(a < b)) s.append("notlt "); else s.append("!notlt ");
        if (!(a > b)) s.append("notgt "); else s.append("!notgt ");
        if (!(a <= b)) s.append("notle "); else s.append("!notle ");
        if (!(a >= b)) s.append("notge "); else s.append("!notge ");
        return s.toString();
    }

    static String branchyFloat(float a, float b) {
        StringBuilder s = new StringBuilder();
        if (a < b) s.append("lt "); else s.append("!lt ");
        if (a > b) s.append("gt "); else s.append("!gt ");
        if (!(a < b)) s.append("notlt "); else s.append("!notlt ");
        if (!(a > b)) s.append("notgt "); else s.append("!notgt ");
        if (!(a <= b)) s.append("notle "); else s.append("!notle ");
        if (!(a >= b)) s.append("notge "); else s.append("!notge ");
        return s.toString();
    }

    public static void main(String[] args) {
        double nan = 0.0 / 0.0;
        float fnan = 0.0f / 0.0f;
        double[] doubles = { nan, 1.0, -1.0, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY };
        for (double a : doubles) {
            for (double b : doubles) {
                compareDoubles(a, b);
                System.out.println("  " + branchyDouble(a, b));
            }
        }
        float[] floats = { fnan, 2.5f, -0.0f, 0.0f, Float.NEGATIVE_INFINITY };
        for (float a : floats) {
            for (float b : floats) {
                compareFloats(a, b);
                System.out.println("  " + branchyFloat(a, b));
            }
        }
        System.out.println("nan == nan: " + (nan == nan) + ", nan != nan: " + (nan != nan));
        System.out.println("self-check: " + (nan != nan ? "is NaN" : "not NaN"));
        System.out.println("max loop with NaN: " + maxIgnoringOrder(new double[] { 1.0, nan, 3.0 }));
        System.out.println("ternary min: " + (nan < 1.0 ? nan : 1.0) + " " + (1.0 < nan ? 1.0 : nan));
    }

    static double maxIgnoringOrder(double[] values) {
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (v > max) {
                max = v;
            }
        }
        return max;
    }
}
