public class ConstantLoading {
    static int identity(int x) { return x; }
    static long identity(long x) { return x; }
    static float identity(float x) { return x; }
    static double identity(double x) { return x; }

    public static void main(String[] args) {
        // iconst_m1 .. iconst_5
        System.out.println(identity(-1) + " " + identity(0) + " " + identity(1) + " " + identity(2)
                + " " + identity(3) + " " + identity(4) + " " + identity(5));
        // bipush / sipush boundaries and ldc beyond them
        System.out.println(identity(6) + " " + identity(-2) + " " + identity(127) + " " + identity(-128));
        System.out.println(identity(128) + " " + identity(-129) + " " + identity(32767) + " " + identity(-32768));
        System.out.println(identity(32768) + " " + identity(-32769) + " " + identity(2147483647) + " " + identity(-2147483648));
        // lconst, ldc2_w
        System.out.println(identity(0L) + " " + identity(1L) + " " + identity(2L) + " " + identity(-1L));
        System.out.println(identity(4294967296L) + " " + identity(9223372036854775807L) + " " + identity(-9223372036854775808L));
        // fconst, dconst and ldc float/double
        System.out.println(identity(0.0f) + " " + identity(1.0f) + " " + identity(2.0f) + " " + identity(3.0f));
        System.out.println(identity(0.0) + " " + identity(1.0) + " " + identity(2.0) + " " + identity(-1.0));
        System.out.println(identity(3.14159f) + " " + identity(2.718281828459045) + " " + identity(-0.0f) + " " + identity(-0.0));
        System.out.println(identity(1e300) + " " + identity(1e-300) + " " + identity(6.02e23f));
        // hex, octal, binary, underscores, char literals
        System.out.println(0xFF + " " + 0x7fffffff + " " + 0xFFFFFFFF + " " + 017 + " " + 0b1011 + " " + 1_000_000);
        System.out.println(0xFFFFFFFFFFFFFFFFL + " " + 0x8000000000000000L + " " + 0b1L);
        System.out.println((int) 'A' + " " + (int) '\n' + " " + (int) '\u00ff' + " " + (int) '\uffff' + " " + (int) '\0');
        final int folded = 6 * 7;
        System.out.println(folded);
    }
}
