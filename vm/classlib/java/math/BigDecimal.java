package java.math;

/**
 * rvm's java.math.BigDecimal: an unscaled BigInteger and a scale (value = unscaled x 10^-scale).
 * Arithmetic is exact and then rounded (which is what the JDK specifies for every MathContext
 * operation); results, scales, string forms, hashCode and exception messages follow JDK 17.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private final BigInteger intVal;
    private final int scale;
    private transient int precision;

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = new BigDecimal(unscaledVal, scale).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    private BigDecimal(BigDecimal copy) {
        this.intVal = copy.intVal;
        this.scale = copy.scale;
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(new BigDecimal(in).round(mc));
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        this(new BigDecimal(in, offset, len).round(mc));
    }

    public BigDecimal(char[] in, int offset, int len) {
        if (offset + len > in.length || offset < 0) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        int end = offset + len;
        int i = offset;
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        boolean dot = false;
        int fractionDigits = 0;
        long exponent = 0;
        boolean sawDigit = false;
        for (; i < end; i++) {
            char c = in[i];
            if (c >= '0' && c <= '9') {
                digits.append(c);
                sawDigit = true;
                if (dot) {
                    fractionDigits++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                i++;
                if (i >= end) {
                    throw new NumberFormatException();
                }
                boolean expNegative = false;
                if (in[i] == '-' || in[i] == '+') {
                    expNegative = in[i] == '-';
                    i++;
                }
                if (i >= end) {
                    throw new NumberFormatException();
                }
                for (; i < end; i++) {
                    char e = in[i];
                    if (e < '0' || e > '9') {
                        throw new NumberFormatException();
                    }
                    exponent = exponent * 10 + (e - '0');
                    if (exponent > 10L * Integer.MAX_VALUE) {
                        throw new NumberFormatException("Exponent overflow.");
                    }
                }
                if (expNegative) {
                    exponent = -exponent;
                }
                if (exponent > Integer.MAX_VALUE || exponent < Integer.MIN_VALUE) {
                    throw new NumberFormatException("Exponent overflow.");
                }
                break;
            } else if (Character.isDigit(c)) {
                digits.append((char) ('0' + Character.digit(c, 10)));
                sawDigit = true;
                if (dot) {
                    fractionDigits++;
                }
            } else {
                throw new NumberFormatException("Character " + c
                        + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (!sawDigit) {
            throw new NumberFormatException("No digits found.");
        }
        long sc = fractionDigits - exponent;
        if (sc > Integer.MAX_VALUE || sc < Integer.MIN_VALUE) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger unscaled = new BigInteger(digits.toString());
        this.intVal = negative ? unscaled.negate() : unscaled;
        this.scale = (int) sc;
    }

    /** The exact value of the double (its binary expansion). */
    public BigDecimal(double val) {
        if (Double.isInfinite(val) || Double.isNaN(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long valBits = Double.doubleToLongBits(val);
        int sign = ((valBits >> 63) == 0 ? 1 : -1);
        int exponent = (int) ((valBits >> 52) & 0x7ffL);
        long significand = (exponent == 0 ? (valBits & ((1L << 52) - 1)) << 1 : (valBits & ((1L << 52) - 1)) | (1L << 52));
        exponent -= 1075;
        if (significand == 0) {
            this.intVal = BigInteger.ZERO;
            this.scale = 0;
            return;
        }
        while ((significand & 1) == 0) {
            significand >>= 1;
            exponent++;
        }
        BigInteger unscaled;
        int sc;
        if (exponent >= 0) {
            unscaled = BigInteger.valueOf(sign * significand).shiftLeft(exponent);
            sc = 0;
        } else {
            unscaled = BigInteger.valueOf(sign * significand).multiply(BigInteger.valueOf(5).pow(-exponent));
            sc = -exponent;
        }
        this.intVal = unscaled;
        this.scale = sc;
    }

    public BigDecimal(double val, MathContext mc) {
        this(new BigDecimal(val).round(mc));
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        if (val == 1) {
            return ONE;
        }
        if (val == 10) {
            return TEN;
        }
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    // -- helpers

    private static BigInteger tenPower(long n) {
        return BigInteger.TEN.pow((int) n);
    }

    private static int checkScale(long s) {
        if (s > Integer.MAX_VALUE) {
            throw new ArithmeticException("Underflow");
        }
        if (s < Integer.MIN_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) s;
    }

    /** num / den rounded to an integer by the mode (den not zero). */
    static BigInteger divideAndRound(BigInteger num, BigInteger den, RoundingMode mode) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (r.signum() == 0) {
            return q;
        }
        int sign = num.signum() * den.signum();
        int cmpHalf = r.abs().shiftLeft(1).compareTo(den.abs());
        boolean increment;
        if (mode == RoundingMode.UP) {
            increment = true;
        } else if (mode == RoundingMode.DOWN) {
            increment = false;
        } else if (mode == RoundingMode.CEILING) {
            increment = sign > 0;
        } else if (mode == RoundingMode.FLOOR) {
            increment = sign < 0;
        } else if (mode == RoundingMode.HALF_UP) {
            increment = cmpHalf >= 0;
        } else if (mode == RoundingMode.HALF_DOWN) {
            increment = cmpHalf > 0;
        } else if (mode == RoundingMode.HALF_EVEN) {
            increment = cmpHalf > 0 || (cmpHalf == 0 && q.testBit(0));
        } else {
            throw new ArithmeticException("Rounding necessary");
        }
        return increment ? q.add(BigInteger.valueOf(sign)) : q;
    }

    private BigDecimal aligned(int newScale) {
        // only for newScale >= scale
        return new BigDecimal(intVal.multiply(tenPower((long) newScale - scale)), newScale);
    }

    // -- arithmetic

    public BigDecimal add(BigDecimal augend) {
        if (scale == augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal), scale);
        }
        if (scale > augend.scale) {
            return new BigDecimal(intVal.add(augend.aligned(scale).intVal), scale);
        }
        return new BigDecimal(aligned(augend.scale).intVal.add(augend.intVal), augend.scale);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        BigDecimal sum = add(augend);
        if (mc.precision == 0) {
            return sum;
        }
        if (sum.signum() == 0) {
            // the preferred scale of a zero sum, clamped by the precision
            return sum;
        }
        return sum.round(mc);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        return new BigDecimal(intVal.multiply(multiplicand.intVal), checkScale((long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        return multiply(multiplicand).round(mc);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, RoundingMode roundingMode) {
        if (divisor.signum() == 0) {
            if (signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        long e = (long) scale + divisor.scale - this.scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPower(e));
        } else {
            den = den.multiply(tenPower(-e));
        }
        return new BigDecimal(divideAndRound(num, den, roundingMode), scale);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            if (signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        int preferredScale = saturate((long) scale - divisor.scale);
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, preferredScale);
        }
        MathContext mc = new MathContext((int) Math.min(this.precision() + (long) Math.ceil(10.0 * divisor.precision() / 3.0),
                Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal quotient;
        try {
            quotient = this.divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        int quotientScale = quotient.scale();
        if (preferredScale > quotientScale) {
            return quotient.setScale(preferredScale, RoundingMode.UNNECESSARY);
        }
        return quotient;
    }

    private static int saturate(long s) {
        int i = (int) s;
        return (s == i) ? i : (s < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE);
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        int mcp = mc.precision;
        if (mcp == 0) {
            return divide(divisor);
        }
        if (divisor.signum() == 0) {
            if (signum() == 0) {
                throw new ArithmeticException("Division undefined");
            }
            throw new ArithmeticException("Division by zero");
        }
        long preferredScale = (long) this.scale - divisor.scale;
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, saturate(preferredScale));
        }
        // quotient digits at a scale that gives at least mcp + 3 significant digits
        long guessDigits = (long) this.intVal.decimalDigits() - divisor.intVal.decimalDigits();
        long extra = mcp + 3 - guessDigits;
        long resultScale = preferredScale + extra;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (extra >= 0) {
            num = num.multiply(tenPower(extra));
        } else {
            den = den.multiply(tenPower(-extra));
        }
        BigInteger[] qr = num.divideAndRemainder(den);
        boolean exact = qr[1].signum() == 0;
        BigInteger q = qr[0];
        // fold an inexact remainder into a sticky last digit so rounding sees it
        if (!exact) {
            q = q.multiply(BigInteger.TEN).add(BigInteger.valueOf(num.signum() * den.signum()));
            resultScale++;
        }
        BigDecimal unrounded = new BigDecimal(q, checkScale(resultScale));
        BigDecimal result = unrounded.round(mc);
        if (exact && result.compareTo(unrounded) == 0) {
            // an exact quotient: trailing zeros go, down to the preferred scale
            return result.stripZerosToScale(preferredScale);
        }
        return result;
    }

    /** Removes trailing zeros while the scale stays at least preferredScale. */
    private BigDecimal stripZerosToScale(long preferredScale) {
        BigInteger v = intVal;
        int s = scale;
        while (s > preferredScale && v.signum() != 0) {
            BigInteger[] qr = v.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            v = qr[0];
            s--;
        }
        return new BigDecimal(v, s);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferredScale = saturate((long) this.scale - divisor.scale);
        BigDecimal quotient = this.divide(divisor, 0, RoundingMode.DOWN);
        if (divisor.signum() == 0) {
            return quotient;
        }
        return quotient.stripZerosToScale(preferredScale).setScaleAtLeast(preferredScale);
    }

    private BigDecimal setScaleAtLeast(int preferredScale) {
        if (scale < preferredScale) {
            return setScale(preferredScale, RoundingMode.UNNECESSARY);
        }
        return this;
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        BigDecimal q = divideToIntegralValue(divisor);
        if (mc.precision > 0 && q.precision() > mc.precision) {
            throw new ArithmeticException("Division impossible");
        }
        return q;
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, this.subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, this.subtract(q.multiply(divisor))};
    }

    public BigDecimal sqrt(MathContext mc) {
        int signum = signum();
        if (signum < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        if (signum == 0) {
            return valueOf(0L, scale() / 2);
        }
        int preferredScale = this.scale() / 2;
        int digits = mc.precision == 0 ? this.precision() / 2 + 1 : mc.precision;
        // integer square root of unscaled x 10^(2k) at enough digits, then round
        int work = digits + 2;
        long newScale = (long) this.scale + (2L * work);
        if ((newScale & 1) != 0) {
            newScale++;
        }
        BigInteger scaled = this.intVal.multiply(tenPower(newScale - this.scale));
        BigInteger root = scaled.sqrt();
        boolean exact = root.multiply(root).equals(scaled);
        BigInteger stickyRoot = exact ? root : root.multiply(BigInteger.TEN).add(BigInteger.ONE);
        long rootScale = newScale / 2 + (exact ? 0 : 1);
        BigDecimal result = new BigDecimal(stickyRoot, checkScale(rootScale));
        if (mc.precision == 0) {
            if (!exact) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            return result.stripZerosToScale(preferredScale);
        }
        result = result.round(mc);
        if (exact) {
            result = result.stripZerosToScale(preferredScale);
        }
        return result;
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        return new BigDecimal(intVal.pow(n), checkScale((long) scale * n));
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        BigDecimal result = this.abs().pow(Math.abs(n)).round(new MathContext(mc.precision + 2, mc.roundingMode));
        if (n < 0) {
            result = ONE.divide(result, new MathContext(mc.precision + 2, mc.roundingMode));
        }
        if (signum() < 0 && (n & 1) != 0) {
            result = result.negate();
        }
        return result.round(mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int result = precision;
        if (result == 0) {
            result = intVal.decimalDigits();
            precision = result;
        }
        return result;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        int p = mc.precision;
        if (p == 0) {
            return this;
        }
        BigDecimal result = this;
        int drop = result.precision() - p;
        while (drop > 0) {
            BigInteger rounded = divideAndRound(result.intVal, tenPower(drop), mc.roundingMode);
            result = new BigDecimal(rounded, checkScale((long) result.scale - drop));
            drop = result.precision() - p;
        }
        return result;
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (signum() == 0) {
            return new BigDecimal(BigInteger.ZERO, newScale);
        }
        if (newScale > scale) {
            return aligned(newScale);
        }
        return new BigDecimal(divideAndRound(intVal, tenPower((long) scale - newScale), roundingMode), newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, RoundingMode.valueOf(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = new BigDecimal(intVal, checkScale((long) scale + n));
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        BigDecimal num = new BigDecimal(intVal, checkScale((long) scale - n));
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripZerosToScale(Long.MIN_VALUE);
    }

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        int s1 = signum();
        int s2 = val.signum();
        if (s1 != s2) {
            return s1 > s2 ? 1 : -1;
        }
        if (s1 == 0) {
            return 0;
        }
        if (scale > val.scale) {
            return intVal.compareTo(val.aligned(scale).intVal);
        }
        return aligned(val.scale).intVal.compareTo(val.intVal);
    }

    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        BigDecimal xDec = (BigDecimal) x;
        if (x == this) {
            return true;
        }
        return scale == xDec.scale && intVal.equals(xDec.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return (compareTo(val) <= 0 ? this : val);
    }

    public BigDecimal max(BigDecimal val) {
        return (compareTo(val) >= 0 ? this : val);
    }

    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // -- strings

    public String toString() {
        return layout(true);
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (scale < 0) {
            if (signum() == 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder(intVal.toString());
            for (int i = 0; i < -(long) scale; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String str = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        int insertionPoint = str.length() - scale;
        if (insertionPoint == 0) {
            sb.append("0.").append(str);
        } else if (insertionPoint > 0) {
            sb.append(str, 0, insertionPoint).append('.').append(str, insertionPoint, str.length());
        } else {
            sb.append("0.");
            for (int i = 0; i < -insertionPoint; i++) {
                sb.append('0');
            }
            sb.append(str);
        }
        return sb.toString();
    }

    private String layout(boolean sci) {
        if (scale == 0) {
            return intVal.toString();
        }
        String coeff = intVal.abs().toString();
        int coeffLen = coeff.length();
        StringBuilder buf = new StringBuilder();
        if (signum() < 0) {
            buf.append('-');
        }
        long adjusted = -(long) scale + (coeffLen - 1);
        if ((scale >= 0) && (adjusted >= -6)) {
            int pad = scale - coeffLen;
            if (pad >= 0) {
                buf.append('0');
                buf.append('.');
                for (; pad > 0; --pad) {
                    buf.append('0');
                }
                buf.append(coeff);
            } else {
                buf.append(coeff, 0, -pad);
                buf.append('.');
                buf.append(coeff, -pad, coeffLen);
            }
        } else {
            if (sci) {
                buf.append(coeff.charAt(0));
                if (coeffLen > 1) {
                    buf.append('.');
                    buf.append(coeff, 1, coeffLen);
                }
            } else {
                int sig = (int) (adjusted % 3);
                if (sig < 0) {
                    sig += 3;
                }
                adjusted -= sig;
                sig++;
                if (signum() == 0) {
                    switch (sig) {
                        case 1:
                            buf.append('0');
                            break;
                        case 2:
                            buf.append("0.00");
                            adjusted += 3;
                            break;
                        default:
                            buf.append("0.0");
                            adjusted += 3;
                            break;
                    }
                } else if (sig >= coeffLen) {
                    buf.append(coeff);
                    for (int i = sig - coeffLen; i > 0; i--) {
                        buf.append('0');
                    }
                } else {
                    buf.append(coeff, 0, sig);
                    buf.append('.');
                    buf.append(coeff, sig, coeffLen);
                }
            }
            if (adjusted != 0) {
                buf.append('E');
                if (adjusted > 0) {
                    buf.append('+');
                }
                buf.append(adjusted);
            }
        }
        return buf.toString();
    }

    // -- conversions

    public BigInteger toBigInteger() {
        if (scale <= 0) {
            return intVal.multiply(tenPower(-(long) scale));
        }
        return intVal.divide(tenPower(scale));
    }

    public BigInteger toBigIntegerExact() {
        if (scale <= 0) {
            return intVal.multiply(tenPower(-(long) scale));
        }
        BigInteger[] qr = intVal.divideAndRemainder(tenPower(scale));
        if (qr[1].signum() != 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        return qr[0];
    }

    public long longValue() {
        return toBigInteger().longValue();
    }

    public long longValueExact() {
        BigInteger i = toBigIntegerExact();
        if (i.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return i.longValue();
    }

    public int intValue() {
        return toBigInteger().intValue();
    }

    public int intValueExact() {
        BigInteger i = toBigIntegerExact();
        if (i.bitLength() > 31) {
            throw new ArithmeticException("Overflow");
        }
        return i.intValue();
    }

    public short shortValueExact() {
        int num = intValueExact();
        if ((short) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (short) num;
    }

    public byte byteValueExact() {
        int num = intValueExact();
        if ((byte) num != num) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) num;
    }

    public float floatValue() {
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }
}
