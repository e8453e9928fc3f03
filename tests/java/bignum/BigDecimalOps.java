import java.math.*;
import java.util.*;

public class BigDecimalOps {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BigDecimal a = new BigDecimal("123.4500");
        BigDecimal b = new BigDecimal("-0.0325");
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b) + " " + a.negate() + " " + b.abs());
        System.out.println(a.scale() + " " + a.precision() + " " + a.unscaledValue() + " " + b.scale() + " " + b.precision());
        System.out.println(new BigDecimal("10").divide(new BigDecimal("4")) + " " + new BigDecimal("1.00").divide(new BigDecimal("8"))
                + " " + new BigDecimal("100").divide(new BigDecimal("0.25")) + " " + new BigDecimal("6").divide(new BigDecimal("2.0")));
        System.out.println(BigDecimal.ONE.divide(new BigDecimal("3"), 10, RoundingMode.HALF_UP) + " "
                + BigDecimal.TEN.divide(new BigDecimal("3"), RoundingMode.DOWN) + " "
                + new BigDecimal("2").divide(new BigDecimal("3"), MathContext.DECIMAL64) + " "
                + new BigDecimal("1").divide(new BigDecimal("7"), new MathContext(5)) + " "
                + new BigDecimal("100").divide(new BigDecimal("4"), new MathContext(3)) + " "
                + new BigDecimal("1005").divide(BigDecimal.ONE, new MathContext(2)) + " "
                + new BigDecimal("1.999").divide(new BigDecimal("1000"), new MathContext(2)));
        String[] values = {"2.5", "-2.5", "1.5", "-1.5", "2.4", "-2.6", "1.0", "0.5", "5.55"};
        for (RoundingMode rm : RoundingMode.values()) {
            StringBuilder sb = new StringBuilder(rm + ":");
            for (String v : values) {
                try {
                    sb.append(' ').append(new BigDecimal(v).setScale(0, rm));
                } catch (ArithmeticException e) {
                    sb.append(" !");
                }
            }
            System.out.println(sb);
        }
        System.out.println(new BigDecimal("5.555").setScale(2, RoundingMode.HALF_EVEN) + " " + new BigDecimal("5.565").setScale(2, RoundingMode.HALF_EVEN)
                + " " + new BigDecimal("1.2").setScale(4) + " " + new BigDecimal("-7.77").setScale(-1, RoundingMode.HALF_UP));
        System.out.println(new BigDecimal("123.456").round(new MathContext(4)) + " " + new BigDecimal("999.96").round(new MathContext(4))
                + " " + new BigDecimal("0.000123456").round(new MathContext(2, RoundingMode.FLOOR)) + " " + new BigDecimal("-98765").round(new MathContext(2)));
        // toString forms
        String[] forms = {"0", "0.00", "1E+3", "1E-7", "123E-10", "-1.23E+5", "0.0000001", "0.000001", "12345678901234567890.5", "1E10", "-0E-3", "5E-1"};
        for (String f : forms) {
            BigDecimal d = new BigDecimal(f);
            System.out.println(f + " -> " + d + " | " + d.toPlainString() + " | " + d.toEngineeringString() + " | scale " + d.scale());
        }
        System.out.println(new BigDecimal(0.1) + " " + new BigDecimal(1.5) + " " + new BigDecimal(100.0) + " " + new BigDecimal(-2.75e-5));
        System.out.println(BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(100.0) + " " + BigDecimal.valueOf(1e20) + " " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(7));
        System.out.println(new BigDecimal("2.50").equals(new BigDecimal("2.5")) + " " + new BigDecimal("2.50").compareTo(new BigDecimal("2.5"))
                + " " + new BigDecimal("2.50").hashCode() + " " + new BigDecimal("2.5").hashCode() + " " + new BigDecimal("-1234567890123456789.01").hashCode());
        System.out.println(new BigDecimal("2.500").stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros() + " " + new BigDecimal("0.000").stripTrailingZeros()
                + " " + new BigDecimal("1200").stripTrailingZeros().toPlainString());
        System.out.println(new BigDecimal("1.5").pow(3) + " " + new BigDecimal("12.34").movePointLeft(3) + " " + new BigDecimal("12.34").movePointRight(3)
                + " " + new BigDecimal("12.34").scaleByPowerOfTen(5) + " " + new BigDecimal("1.1").pow(10, MathContext.DECIMAL32));
        System.out.println(new BigDecimal("17.5").remainder(new BigDecimal("5")) + " " + new BigDecimal("-17.5").divideToIntegralValue(new BigDecimal("5"))
                + " " + Arrays.toString(new BigDecimal("17.25").divideAndRemainder(new BigDecimal("0.5"))));
        System.out.println(new BigDecimal("123.99").intValue() + " " + new BigDecimal("-123.99").longValue() + " " + new BigDecimal("1e3").intValueExact()
                + " " + new BigDecimal("0.1").doubleValue() + " " + new BigDecimal("1.23456789e-5").floatValue() + " " + new BigDecimal("-9.99").toBigInteger());
        System.out.println(new BigDecimal("2").sqrt(new MathContext(20)) + " " + new BigDecimal("0.25").sqrt(MathContext.DECIMAL64) + " " + new BigDecimal("16").sqrt(MathContext.DECIMAL32));
        System.out.println(a.add(b, new MathContext(3)) + " " + a.multiply(b, new MathContext(2, RoundingMode.UP)) + " " + a.max(b) + " " + a.min(b) + " " + a.ulp() + " " + a.signum());
        System.out.println(MathContext.DECIMAL128 + " " + new MathContext(5) + " " + new MathContext("precision=7 roundingMode=HALF_DOWN").getRoundingMode()
                + " " + RoundingMode.valueOf(4) + " " + RoundingMode.valueOf("FLOOR") + " " + MathContext.UNLIMITED.getPrecision());
        // money arithmetic, the classic reason to use BigDecimal
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) {
            total = total.add(new BigDecimal("0.10"));
        }
        BigDecimal price = new BigDecimal("19.99");
        BigDecimal taxed = price.multiply(new BigDecimal("1.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println(total + " " + taxed + " " + taxed.subtract(price) + " " + new TreeSet<>(List.of(new BigDecimal("1.10"), new BigDecimal("1.1"), new BigDecimal("0.5"))));
        attempt("parse empty", () -> new BigDecimal(""));
        attempt("parse letters", () -> new BigDecimal("abc"));
        attempt("parse two dots", () -> new BigDecimal("1.2.3"));
        attempt("parse no digits", () -> new BigDecimal("."));
        attempt("parse exponent", () -> new BigDecimal("1e"));
        attempt("divide by zero", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        attempt("zero by zero", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        attempt("non-terminating", () -> BigDecimal.ONE.divide(BigDecimal.valueOf(3)));
        attempt("rounding necessary", () -> new BigDecimal("1.25").setScale(1));
        attempt("invalid pow", () -> BigDecimal.TEN.pow(-1));
        attempt("intValueExact", () -> new BigDecimal("1.5").intValueExact());
        attempt("longValueExact overflow", () -> new BigDecimal("1e30").longValueExact());
        attempt("NaN", () -> new BigDecimal(Double.NaN));
        attempt("infinite valueOf", () -> BigDecimal.valueOf(Double.POSITIVE_INFINITY));
        attempt("negative digits", () -> new MathContext(-1));
        attempt("bad mc string", () -> new MathContext("precision=x"));
        attempt("bad rounding mode", () -> RoundingMode.valueOf(42));
        attempt("sqrt negative", () -> new BigDecimal("-4").sqrt(MathContext.DECIMAL32));
    }
}
