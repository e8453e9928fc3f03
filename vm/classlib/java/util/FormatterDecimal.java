package java.util;

/**
 * The decimal digits Formatter prints a double with (%e, %f, %g), and %a's hexadecimal form.
 *
 * <p>java.util.Formatter does not round the exact binary value of a double: it takes the digits
 * FloatingDecimal generates for it (those of Double.toString, e.g. 1.005 -> "1005" although the
 * double is 1.00499999999999989...) and rounds that digit string HALF_UP, padding with zeros past
 * its end. So String.format("%.2f", 1.005) is "1.01" and "%.20f" of 0.1 is
 * "0.10000000000000000000" on HotSpot, and here. (FloatingDecimal's Formatter mode differs from
 * Double.toString only by sometimes producing one more digit, which never changes the value.)
 *
 * <pre>
 *   v = 0.d1 d2 ... dn x 10^exp     (digits without leading or trailing zeros; 0 is "0", exp 1)
 *   %e: roundSignificant(prec + 1), scientificMantissa(prec), exponent exp - 1
 *   %f: roundFraction(prec), decimalMantissa(prec)
 * </pre>
 */
final class FormatterDecimal {
    private char[] digits;
    private int n;
    private int exp;

    private FormatterDecimal(char[] digits, int n, int exp) {
        this.digits = digits;
        this.n = n;
        this.exp = exp;
    }

    /** The digits of v, which is finite and not negative. */
    static FormatterDecimal of(double v) {
        if (v == 0.0) {
            return new FormatterDecimal(new char[] { '0' }, 1, 1);
        }
        String s = Double.toString(v);
        int len = s.length();
        int e = s.indexOf('E');
        int mantissaEnd = e < 0 ? len : e;
        int exponent = e < 0 ? 0 : Integer.parseInt(s.substring(e + 1));
        char[] d = new char[mantissaEnd];
        int count = 0;
        int dot = mantissaEnd;
        for (int i = 0; i < mantissaEnd; i++) {
            char ch = s.charAt(i);
            if (ch == '.') {
                dot = i;
            } else if (count == 0 && ch == '0') {
                exponent--; // a leading zero
            } else {
                d[count++] = ch;
            }
        }
        // value = 0.(all digits of the mantissa) x 10^(dot + exponent); leading zeros were
        // counted out of the exponent above
        exponent += dot;
        while (count > 1 && d[count - 1] == '0') {
            count--;
        }
        return new FormatterDecimal(d, count, exponent);
    }

    /** The decimal exponent: the value is 0.ddd x 10^exponent(). */
    int exponent() {
        return exp;
    }

    /** Rounds HALF_UP to keep (>= 1) significant digits; returns the %e exponent ("+05", "-123"). */
    String roundSignificant(int keep) {
        round(keep);
        int e = exp - 1;
        StringBuilder sb = new StringBuilder(4);
        sb.append(e < 0 ? '-' : '+');
        int abs = Math.abs(e);
        if (abs < 10) {
            sb.append('0');
        }
        sb.append(abs);
        return sb.toString();
    }

    /** Rounds HALF_UP to prec digits after the decimal point. */
    void roundFraction(int prec) {
        int keep = exp + prec;
        if (keep < 0) {
            return; // below half a unit of the last place: prints as zeros
        }
        if (keep == 0) {
            if (digits[0] >= '5') {
                digits[0] = '1';
                n = 1;
                exp++;
            } else {
                digits[0] = '0';
                n = 1;
            }
            return;
        }
        round(keep);
    }

    private void round(int keep) {
        if (keep >= n) {
            return;
        }
        if (digits[keep] >= '5') {
            int i = keep - 1;
            while (i >= 0 && digits[i] == '9') {
                i--;
            }
            if (i < 0) {
                // carry out of the first digit: 999.. -> 1000..
                digits[0] = '1';
                n = 1;
                exp++;
                return;
            }
            digits[i]++;
            n = i + 1;
        } else {
            n = keep;
        }
    }

    private char digitAt(int i) {
        return (i >= 0 && i < n) ? digits[i] : '0';
    }

    /** d1 followed by '.' and prec more digits (none and no '.' if prec is 0). */
    StringBuilder scientificMantissa(int prec) {
        StringBuilder sb = new StringBuilder(prec + 2);
        sb.append(digitAt(0));
        if (prec > 0) {
            sb.append('.');
            for (int i = 1; i <= prec; i++) {
                sb.append(digitAt(i));
            }
        }
        return sb;
    }

    /** The integer part, then '.' and prec fraction digits (none and no '.' if prec is 0). */
    StringBuilder decimalMantissa(int prec) {
        StringBuilder sb = new StringBuilder();
        if (exp > 0) {
            for (int i = 0; i < exp; i++) {
                sb.append(digitAt(i));
            }
        } else {
            sb.append('0');
        }
        if (prec > 0) {
            sb.append('.');
            for (int k = 0; k < prec; k++) {
                sb.append(digitAt(exp + k));
            }
        }
        return sb;
    }

    /** Pads the digits after '.' (adding '.' if there is none) with zeros up to prec of them. */
    static void addZeros(StringBuilder sb, int prec) {
        int len = sb.length();
        int i = 0;
        while (i < len && sb.charAt(i) != '.') {
            i++;
        }
        boolean needDot = i == len;
        int outPrec = len - i - (needDot ? 0 : 1);
        if (outPrec >= prec) {
            return;
        }
        if (needDot) {
            sb.append('.');
        }
        for (int k = outPrec; k < prec; k++) {
            sb.append('0');
        }
    }

    private static final int SIGNIFICAND_WIDTH = 53;
    private static final long EXP_BIT_MASK = 0x7FF0000000000000L;
    private static final long SIGNIF_BIT_MASK = 0x000FFFFFFFFFFFFFL;
    private static final long SIGN_BIT_MASK = 0x8000000000000000L;

    /**
     * %a's text for d (without "0x"): Double.toHexString's, rounded half-even to prec hexadecimal
     * digits when 1 <= prec <= 12 (subnormals normalized first, as the JDK does).
     */
    static String hexDouble(double d, int prec) {
        if (Double.isNaN(d) || Double.isInfinite(d) || d == 0.0 || prec == 0 || prec >= 13) {
            return Double.toHexString(d).substring(2);
        }
        int exponent = Math.getExponent(d);
        boolean subnormal = exponent == Double.MIN_EXPONENT - 1;
        if (subnormal) {
            d *= Math.scalb(1.0, 54);
        }
        int precision = 1 + prec * 4;
        int shiftDistance = SIGNIFICAND_WIDTH - precision;
        long doppel = Double.doubleToLongBits(d);
        long newSignif = (doppel & (EXP_BIT_MASK | SIGNIF_BIT_MASK)) >> shiftDistance;
        long roundingBits = doppel & ~(~0L << shiftDistance);
        boolean leastZero = (newSignif & 0x1L) == 0L;
        boolean round = ((1L << (shiftDistance - 1)) & roundingBits) != 0L;
        boolean sticky = shiftDistance > 1 && (~(1L << (shiftDistance - 1)) & roundingBits) != 0;
        if ((leastZero && round && sticky) || (!leastZero && round)) {
            newSignif++;
        }
        long signBit = doppel & SIGN_BIT_MASK;
        newSignif = signBit | (newSignif << shiftDistance);
        double result = Double.longBitsToDouble(newSignif);
        if (Double.isInfinite(result)) {
            return "1.0p1024";
        }
        String res = Double.toHexString(result).substring(2);
        if (!subnormal) {
            return res;
        }
        int idx = res.indexOf('p');
        int iexp = Integer.parseInt(res.substring(idx + 1)) - 54;
        return res.substring(0, idx) + "p" + iexp;
    }
}
