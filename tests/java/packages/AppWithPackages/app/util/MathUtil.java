package app.util;

public final class MathUtil {
    public static final int PRECISION = 3;

    private MathUtil() {
    }

    public static int square(int x) {
        return x * x;
    }

    public static long cube(long x) {
        return x * x * x;
    }
}
