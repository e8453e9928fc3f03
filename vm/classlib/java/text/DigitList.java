package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * The digits of a number being formatted or parsed, as the JDK's DigitList: ASCII digits with
 * the decimal point after decimalAt of them, no leading or trailing zeros. A double's digits are
 * Double.toString's (the shortest that round-trip); rounding them looks at whether those digits
 * were rounded up from, or are exactly, the double's binary value (computed here with BigDecimal,
 * where the JDK asks FloatingDecimal), so 1.005 (really 1.00499...) rounds to 1.00 and 0.125
 * (exact) to 0.12 under HALF_EVEN.
 */
final class DigitList {
    static final int MAX_COUNT = 19;
    private static final char[] LONG_MIN_REP = "9223372036854775808".toCharArray();

    int decimalAt = 0;
    int count = 0;
    char[] digits = new char[MAX_COUNT];
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    private boolean isNegative = false;

    // For a double: its value, and (computed on first need) how its digits relate to it.
    private boolean fromDouble;
    private double source;
    private int exactness; // 0 unknown, 1 exact, 2 rounded up, 3 truncated

    void setRoundingMode(RoundingMode r) {
        roundingMode = r;
    }

    boolean isZero() {
        for (int i = 0; i < count; ++i) {
            if (digits[i] != '0') {
                return false;
            }
        }
        return true;
    }

    void clear() {
        decimalAt = 0;
        count = 0;
    }

    void append(char digit) {
        if (count == digits.length) {
            char[] data = new char[count + 100];
            System.arraycopy(digits, 0, data, 0, count);
            digits = data;
        }
        digits[count++] = digit;
    }

    private void extendDigits(int len) {
        if (len > digits.length) {
            digits = new char[len];
        }
    }

    double getDouble() {
        if (count == 0) {
            return 0.0;
        }
        StringBuilder temp = new StringBuilder();
        temp.append('.');
        temp.append(digits, 0, count);
        temp.append('E');
        temp.append(decimalAt);
        return Double.parseDouble(temp.toString());
    }

    long getLong() {
        if (count == 0) {
            return 0;
        }
        if (isLongMinValue()) {
            return Long.MIN_VALUE;
        }
        StringBuilder temp = new StringBuilder();
        temp.append(digits, 0, count);
        for (int i = count; i < decimalAt; ++i) {
            temp.append('0');
        }
        return Long.parseLong(temp.toString());
    }

    BigDecimal getBigDecimal() {
        if (count == 0) {
            if (decimalAt == 0) {
                return BigDecimal.ZERO;
            } else {
                return new BigDecimal("0E" + decimalAt);
            }
        }
        if (decimalAt == count) {
            return new BigDecimal(new String(digits, 0, count));
        } else {
            return new BigDecimal(new String(digits, 0, count)).scaleByPowerOfTen(decimalAt - count);
        }
    }

    boolean fitsIntoLong(boolean isPositive, boolean ignoreNegativeZero) {
        while (count > 0 && digits[count - 1] == '0') {
            --count;
        }
        if (count == 0) {
            // Negative zero is only a double (JDK bug 4162852).
            return isPositive || ignoreNegativeZero;
        }
        if (decimalAt < count || decimalAt > MAX_COUNT) {
            return false;
        }
        if (decimalAt < MAX_COUNT) {
            return true;
        }
        for (int i = 0; i < count; ++i) {
            char dig = digits[i];
            char max = LONG_MIN_REP[i];
            if (dig > max) {
                return false;
            }
            if (dig < max) {
                return true;
            }
        }
        if (count < decimalAt) {
            return true;
        }
        return !isPositive;
    }

    private boolean isLongMinValue() {
        if (decimalAt != count || count != MAX_COUNT) {
            return false;
        }
        for (int i = 0; i < count; ++i) {
            if (digits[i] != LONG_MIN_REP[i]) {
                return false;
            }
        }
        return true;
    }

    void set(boolean isNegative, double source, int maximumDigits, boolean fixedPoint) {
        String s = Double.toString(source);
        fromDouble = true;
        this.source = source;
        exactness = 0;
        set(isNegative, s, maximumDigits, fixedPoint);
    }

    void set(boolean isNegative, BigDecimal source, int maximumDigits, boolean fixedPoint) {
        String s = source.toString();
        extendDigits(s.length());
        fromDouble = false;
        set(isNegative, s, maximumDigits, fixedPoint);
    }

    private void set(boolean isNegative, String s, int maximumDigits, boolean fixedPoint) {
        this.isNegative = isNegative;
        int len = s.length();
        extendDigits(len);
        decimalAt = -1;
        count = 0;
        int exponent = 0;
        int leadingZerosAfterDecimal = 0;
        boolean nonZeroDigitSeen = false;
        for (int i = 0; i < len;) {
            char c = s.charAt(i++);
            if (c == '.') {
                decimalAt = count;
            } else if (c == 'e' || c == 'E') {
                exponent = Integer.parseInt(s.substring(i));
                break;
            } else {
                if (!nonZeroDigitSeen) {
                    nonZeroDigitSeen = (c != '0');
                    if (!nonZeroDigitSeen && decimalAt != -1) {
                        ++leadingZerosAfterDecimal;
                    }
                }
                if (nonZeroDigitSeen) {
                    digits[count++] = c;
                }
            }
        }
        if (decimalAt == -1) {
            decimalAt = count;
        }
        if (nonZeroDigitSeen) {
            decimalAt += exponent - leadingZerosAfterDecimal;
        }
        if (fixedPoint) {
            // -decimalAt zeros follow the point before the first digit (0.00123: 2).
            if (-decimalAt > maximumDigits) {
                // Rounds to zero (0.0009 to 2 fraction digits).
                count = 0;
                return;
            } else if (-decimalAt == maximumDigits) {
                // 0.0009 to 3 fraction digits: maybe a new 1 in the last place.
                if (shouldRoundUp(0)) {
                    count = 1;
                    ++decimalAt;
                    digits[0] = '1';
                } else {
                    count = 0;
                }
                return;
            }
        }
        while (count > 1 && digits[count - 1] == '0') {
            --count;
        }
        round(fixedPoint ? (maximumDigits + decimalAt) : maximumDigits);
    }

    private void round(int maximumDigits) {
        if (maximumDigits >= 0 && maximumDigits < count) {
            if (shouldRoundUp(maximumDigits)) {
                // Increment from the last kept digit; 999... becomes 1 with decimalAt moved.
                for (;;) {
                    --maximumDigits;
                    if (maximumDigits < 0) {
                        digits[0] = '1';
                        ++decimalAt;
                        maximumDigits = 0;
                        break;
                    }
                    ++digits[maximumDigits];
                    if (digits[maximumDigits] <= '9') {
                        break;
                    }
                }
                ++maximumDigits;
            }
            count = maximumDigits;
            while (count > 1 && digits[count - 1] == '0') {
                --count;
            }
        }
    }

    /** Computes whether a double's digits are its exact value, or were rounded up or down. */
    private int exactness() {
        if (!fromDouble) {
            return 1;
        }
        if (exactness == 0) {
            BigDecimal exact = new BigDecimal(Math.abs(source));
            BigDecimal shown = new BigDecimal(Double.toString(Math.abs(source)));
            int c = shown.compareTo(exact);
            exactness = c == 0 ? 1 : c > 0 ? 2 : 3;
        }
        return exactness;
    }

    private boolean shouldRoundUp(int maximumDigits) {
        if (maximumDigits < count) {
            switch (roundingMode) {
                case UP:
                    for (int i = maximumDigits; i < count; ++i) {
                        if (digits[i] != '0') {
                            return true;
                        }
                    }
                    break;
                case DOWN:
                    break;
                case CEILING:
                    for (int i = maximumDigits; i < count; ++i) {
                        if (digits[i] != '0') {
                            return !isNegative;
                        }
                    }
                    break;
                case FLOOR:
                    for (int i = maximumDigits; i < count; ++i) {
                        if (digits[i] != '0') {
                            return isNegative;
                        }
                    }
                    break;
                case HALF_UP:
                case HALF_DOWN:
                    if (digits[maximumDigits] > '5') {
                        return true;
                    } else if (digits[maximumDigits] == '5') {
                        if (maximumDigits != (count - 1)) {
                            return true;
                        }
                        int e = exactness();
                        if (e == 1) {
                            return roundingMode == RoundingMode.HALF_UP;
                        }
                        // Digits rounded up: the value is below the tie.
                        return e != 2;
                    }
                    break;
                case HALF_EVEN:
                    if (digits[maximumDigits] > '5') {
                        return true;
                    } else if (digits[maximumDigits] == '5') {
                        if (maximumDigits == (count - 1)) {
                            int e = exactness();
                            if (e == 2) {
                                return false;
                            }
                            if (e == 3) {
                                return true;
                            }
                            return ((maximumDigits > 0) && (digits[maximumDigits - 1] % 2 != 0));
                        } else {
                            for (int i = maximumDigits + 1; i < count; ++i) {
                                if (digits[i] != '0') {
                                    return true;
                                }
                            }
                        }
                    }
                    break;
                case UNNECESSARY:
                    for (int i = maximumDigits; i < count; ++i) {
                        if (digits[i] != '0') {
                            throw new ArithmeticException(
                                    "Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                        }
                    }
                    break;
                default:
                    break;
            }
        }
        return false;
    }

    void set(boolean isNegative, int source) {
        set(isNegative, (long) source, 0);
    }

    void set(boolean isNegative, long source, int maximumDigits) {
        this.isNegative = isNegative;
        fromDouble = false;
        if (source <= 0) {
            if (source == Long.MIN_VALUE) {
                decimalAt = count = MAX_COUNT;
                System.arraycopy(LONG_MIN_REP, 0, digits, 0, count);
            } else {
                decimalAt = count = 0;
            }
        } else {
            if (digits.length < MAX_COUNT) {
                digits = new char[MAX_COUNT];
            }
            int left = MAX_COUNT;
            int right;
            while (source > 0) {
                digits[--left] = (char) ('0' + (source % 10));
                source /= 10;
            }
            decimalAt = MAX_COUNT - left;
            for (right = MAX_COUNT - 1; digits[right] == '0'; --right) {
            }
            count = right - left + 1;
            System.arraycopy(digits, left, digits, 0, count);
        }
        if (maximumDigits > 0) {
            round(maximumDigits);
        }
    }

    void set(boolean isNegative, BigInteger source, int maximumDigits) {
        this.isNegative = isNegative;
        fromDouble = false;
        String s = source.toString();
        int len = s.length();
        extendDigits(len);
        s.getChars(0, len, digits, 0);
        decimalAt = len;
        int right;
        for (right = len - 1; right >= 0 && digits[right] == '0'; --right) {
        }
        count = right + 1;
        if (maximumDigits > 0) {
            round(maximumDigits);
        }
    }
}
