import java.math.*;
import java.util.*;

public class FormatNumbers {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BigInteger big = new BigInteger("-123456789012345678901234567890");
        BigInteger pos = new BigInteger("987654321098765432109876543210");
        System.out.println(String.format("[%d] [%,d] [%40d] [%-40d] [%+d] [%(d] [% d]", big, big, big, pos, pos, big, pos));
        System.out.println(String.format("[%x] [%X] [%#x] [%o] [%#o] [%040x] [%(x]", big, pos, pos, big, pos, pos, big));
        System.out.println(String.format("[%,050d] [%s] [%S] [%10.4s]", pos, big, pos, big));
        BigDecimal d = new BigDecimal("-12345.678950");
        BigDecimal e = new BigDecimal("0.000123456789");
        BigDecimal f = new BigDecimal("98765432109876543210.5");
        System.out.println(String.format("[%f] [%.2f] [%.0f] [%#.0f] [%,.3f] [%20.4f] [%-20.1f] [%+.8f]", d, d, d, d, f, e, d, e));
        System.out.println(String.format("[%e] [%.3e] [%E] [%.0e] [%12.2e] [%e]", d, e, f, d, e, BigDecimal.ZERO));
        System.out.println(String.format("[%g] [%.3g] [%g] [%g] [%.10g] [%g]", d, e, f, new BigDecimal("0.0001"), f, new BigDecimal("123.4")));
        System.out.println(String.format("[%.2f] [%.1f] [%.1f] [%.3f]", new BigDecimal("2.345"), new BigDecimal("0.05"), new BigDecimal("-0.05"), new BigDecimal("1E+3")));
        System.out.println(String.format("[%s] [%10s] [%.3s]", new BigDecimal("1E+3"), BigDecimal.ONE, new BigDecimal("3.14159")));
        // the ordinary numbers, for comparison
        System.out.println(String.format("[%08.3f] [%-8d|] [%,d] [%x] [%c] [%b] [%%] [%n]", Math.PI, 42, 1234567, 255, 'z', null).trim());
        System.out.println(String.format("%2$s %1$s %<s", "a", "b") + " " + "%d items".formatted(3));
        System.out.printf("%5.1f%%%n", 99.44);
        attempt("BigDecimal %d", () -> String.format("%d", BigDecimal.ONE));
        attempt("BigInteger %f", () -> String.format("%f", BigInteger.ONE));
        attempt("BigDecimal %a", () -> String.format("%a", BigDecimal.ONE));
        attempt("BigInteger %c", () -> String.format("%c", BigInteger.ONE));
        attempt("missing argument", () -> String.format("%d %d", 1));
        attempt("bad conversion", () -> String.format("%q", 1));
        attempt("flag mismatch", () -> String.format("%#d", 1));
        attempt("precision on d", () -> String.format("%.2d", BigInteger.TEN));
    }
}
