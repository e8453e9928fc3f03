public class FloatArithmeticSemantics {
    public static void main(String[] args) {
        double zero = 0.0;
        double negZero = -0.0;
        System.out.println(1 / zero + " " + 1 / negZero + " " + -1 / zero + " " + zero / zero);
        System.out.println(zero * -1 + " " + (zero + negZero) + " " + (negZero + negZero) + " " + (negZero - zero) + " " + (zero - zero));
        System.out.println((zero == negZero) + " " + (1 / zero == 1 / negZero));
        double inf = Double.POSITIVE_INFINITY;
        System.out.println((inf - inf) + " " + (inf * 0) + " " + (inf + inf) + " " + (inf / inf) + " " + (-inf * -1) + " " + (1 / inf));
        System.out.println(Double.MAX_VALUE * 2 + " " + -Double.MAX_VALUE * 2 + " " + Double.MIN_VALUE / 2 + " " + Double.MIN_VALUE * 0.5);
        System.out.println(Float.MAX_VALUE * 2f + " " + Float.MIN_VALUE / 2f + " " + (Float.MAX_VALUE + 1e30f));
        // float arithmetic is done in float, not double
        float a = 0.1f, b = 0.2f;
        float fsum = a + b;
        double dsum = (double) a + (double) b;
        System.out.println(fsum + " " + dsum + " " + (fsum == 0.3f) + " " + (0.1 + 0.2 == 0.3));
        float third = 1f / 3f;
        System.out.println(third * 3f + " " + third + third + " " + (third + third));
        float big = 16777216f;
        System.out.println(big + 1f + " " + (big + 2f) + " " + (double) (big + 1f));
        double dbig = 9007199254740992.0;
        System.out.println(dbig + 1 + " " + (dbig + 2));
        // rounding of every operation (no extended precision)
        double acc = 0;
        for (int i = 0; i < 10; i++) {
            acc += 0.1;
        }
        System.out.println(acc + " " + (acc == 1.0));
        float facc = 0;
        for (int i = 0; i < 10; i++) {
            facc += 0.1f;
        }
        System.out.println(facc + " " + (facc == 1.0f));
        double x = 1e308;
        System.out.println(x * 10 / 10 + " " + x / 10 * 10);
        double tiny = 1e-308;
        System.out.println(tiny / 1e10 * 1e10 + " " + tiny * 1e-10);
        float fx = 3.4e38f;
        System.out.println(fx * 10f / 10f);
        System.out.println((0.1f * 3) + " " + (0.1 * 3) + " " + (float) (0.1 * 3));
        double harmonic = 0;
        for (int i = 1; i <= 1000; i++) {
            harmonic += 1.0 / i;
        }
        System.out.println(harmonic);
        float fharmonic = 0;
        for (int i = 1; i <= 1000; i++) {
            fharmonic += 1.0f / i;
        }
        System.out.println(fharmonic);
        // negation is not subtraction from zero
        double pz = 0.0;
        System.out.println(-pz + " " + (0.0 - pz) + " " + -(-pz));
        float fz = 0.0f;
        System.out.println(-fz + " " + (0.0f - fz));
        // mixed-type promotion
        int i = 7;
        long l = 3;
        System.out.println(i / 2 + " " + i / 2.0 + " " + i / 2f + " " + l / 2 + " " + l / 2.0f + " " + (i + l) / 4.0);
        System.out.println((char) 65 + 1.5 + " " + ('A' + 0.5f));
    }
}
