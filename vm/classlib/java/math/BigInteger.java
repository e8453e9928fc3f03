package java.math;

import java.util.Random;

/**
 * rvm's java.math.BigInteger: sign and magnitude, the magnitude a little-endian int[] without
 * leading (high) zero words. Schoolbook multiplication, Knuth's algorithm D for division
 * (TAOCP vol. 2, 4.3.1), bitwise operations in two's complement as the JDK defines them. Same
 * results, hashCode, string forms and exception messages as the JDK.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;
    private static final long LONG_MASK = 0xffffffffL;
    private static final int[] NO_WORDS = new int[0];

    /** -1, 0 or 1. */
    final int signum;
    /** Little-endian magnitude; empty for zero. */
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(NO_WORDS, 0);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    static final BigInteger NEGATIVE_ONE = valueOf(-1);

    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7, 7, 7, 7, 7,
        7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5};

    BigInteger(int[] magnitude, int signum) {
        this.mag = magnitude;
        this.signum = magnitude.length == 0 ? 0 : signum;
    }

    /** A value from a magnitude that may have high zero words (copied and trimmed). */
    static BigInteger of(int[] magnitude, int length, int signum) {
        while (length > 0 && magnitude[length - 1] == 0) {
            length--;
        }
        if (length == 0) {
            return ZERO;
        }
        int[] m = magnitude.length == length ? magnitude : java.util.Arrays.copyOf(magnitude, length);
        return new BigInteger(m, signum);
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        int cursor = 0;
        int len = val.length();
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        int sign = 1;
        int index1 = val.lastIndexOf('-');
        int index2 = val.lastIndexOf('+');
        if (index1 >= 0) {
            if (index1 != 0 || index2 >= 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            sign = -1;
            cursor = 1;
        } else if (index2 >= 0) {
            if (index2 != 0) {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            cursor = 1;
        }
        if (cursor == len) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) {
            cursor++;
        }
        if (cursor == len) {
            signum = 0;
            mag = NO_WORDS;
            return;
        }
        int numDigits = len - cursor;
        int groupLength = DIGITS_PER_INT[radix];
        int firstGroupLen = numDigits % groupLength;
        if (firstGroupLen == 0) {
            firstGroupLen = groupLength;
        }
        int groupRadix = 1;
        for (int i = 0; i < groupLength; i++) {
            groupRadix *= radix;
        }
        // accumulate into a little-endian buffer: value = value * radix^k + group
        int[] buffer = new int[(int) (((long) numDigits * bitsPerDigitTimes1024(radix) >>> 10) / 32) + 2];
        int used = 0;
        int end = cursor + firstGroupLen;
        while (cursor < len) {
            String group = val.substring(cursor, end);
            int groupValue = parseGroup(group, radix);
            int multiplier = 1;
            for (int i = 0; i < group.length(); i++) {
                multiplier *= radix;
            }
            used = mulAddSmall(buffer, used, multiplier, groupValue);
            cursor = end;
            end = cursor + groupLength;
        }
        int length = used;
        while (length > 0 && buffer[length - 1] == 0) {
            length--;
        }
        mag = java.util.Arrays.copyOf(buffer, length);
        signum = sign;
    }

    private static int bitsPerDigitTimes1024(int radix) {
        // ceil(log2(radix) * 1024)
        int bits = 0;
        while ((1 << bits) < radix) {
            bits++;
        }
        return bits * 1024;
    }

    private static int parseGroup(String group, int radix) {
        int value = 0;
        for (int i = 0; i < group.length(); i++) {
            int d = Character.digit(group.charAt(i), radix);
            if (d < 0) {
                throw new NumberFormatException("For input string: \"" + group + "\""
                        + (radix == 10 ? "" : " under radix " + radix));
            }
            value = value * radix + d;
        }
        return value;
    }

    /** buffer[0..used) = buffer * mul + add (unsigned); returns the new used length. */
    private static int mulAddSmall(int[] buffer, int used, int mul, int add) {
        long m = mul & LONG_MASK;
        long carry = add & LONG_MASK;
        for (int i = 0; i < used; i++) {
            long product = (buffer[i] & LONG_MASK) * m + carry;
            buffer[i] = (int) product;
            carry = product >>> 32;
        }
        if (carry != 0) {
            buffer[used++] = (int) carry;
        }
        return used;
    }

    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (val.length == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        if (off < 0 || len < 0 || off > val.length - len) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            throw new NumberFormatException("Zero length BigInteger");
        }
        boolean negative = val[off] < 0;
        int words = (len + 3) / 4;
        int[] m = new int[words + 1];
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            m[i / 4] |= b << (8 * (i % 4));
        }
        if (negative) {
            // sign-extend the top word, then negate the two's complement
            int topBytes = len % 4;
            if (topBytes != 0) {
                m[words - 1] |= -1 << (8 * topBytes);
            }
            for (int i = 0; i < words; i++) {
                m[i] = ~m[i];
            }
            long carry = 1;
            for (int i = 0; i < words && carry != 0; i++) {
                long s = (m[i] & LONG_MASK) + carry;
                m[i] = (int) s;
                carry = s >>> 32;
            }
            m[words] = (int) carry;
            BigInteger v = of(m, words + 1, -1);
            this.mag = v.mag;
            this.signum = v.signum;
        } else {
            BigInteger v = of(m, words, 1);
            this.mag = v.mag;
            this.signum = v.signum;
        }
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) {
            throw new NumberFormatException("Invalid signum value");
        }
        if (off < 0 || len < 0 || off > magnitude.length - len) {
            throw new IndexOutOfBoundsException();
        }
        int words = (len + 3) / 4;
        int[] m = new int[words];
        for (int i = 0; i < len; i++) {
            int b = magnitude[off + len - 1 - i] & 0xff;
            m[i / 4] |= b << (8 * (i % 4));
        }
        BigInteger v = of(m, words, signum);
        if (v.signum != 0 && signum == 0) {
            throw new NumberFormatException("signum-magnitude mismatch");
        }
        this.mag = v.mag;
        this.signum = v.mag.length == 0 ? 0 : signum;
    }

    /** Uniformly random in [0, 2^numBits): the bytes of rnd.nextBytes, as the JDK. */
    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) {
            throw new IllegalArgumentException("numBits must be non-negative");
        }
        if (numBits == 0) {
            this.mag = NO_WORDS;
            this.signum = 0;
            return;
        }
        int numBytes = (int) (((long) numBits + 7) / 8);
        byte[] randomBits = new byte[numBytes];
        rnd.nextBytes(randomBits);
        int excessBits = 8 * numBytes - numBits;
        randomBits[0] &= (byte) ((1 << (8 - excessBits)) - 1);
        BigInteger v = new BigInteger(1, randomBits);
        this.mag = v.mag;
        this.signum = v.signum;
    }

    public static BigInteger valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        int sign = val < 0 ? -1 : 1;
        long abs = val < 0 ? -val : val; // Long.MIN_VALUE stays its own unsigned magnitude
        int hi = (int) (abs >>> 32);
        if (hi == 0) {
            return new BigInteger(new int[] {(int) abs}, sign);
        }
        return new BigInteger(new int[] {(int) abs, hi}, sign);
    }

    // -- magnitude arithmetic (little-endian, unsigned)

    static int compareMagnitude(int[] a, int[] b) {
        if (a.length != b.length) {
            return a.length < b.length ? -1 : 1;
        }
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) {
                return (a[i] & LONG_MASK) < (b[i] & LONG_MASK) ? -1 : 1;
            }
        }
        return 0;
    }

    private static int[] addMagnitude(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long s = (a[i] & LONG_MASK) + (b[i] & LONG_MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        for (; i < a.length; i++) {
            long s = (a[i] & LONG_MASK) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[i] = (int) carry;
        return r;
    }

    /** a - b for a >= b. */
    private static int[] subtractMagnitude(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        int i = 0;
        for (; i < b.length; i++) {
            long d = (a[i] & LONG_MASK) - (b[i] & LONG_MASK) - borrow;
            r[i] = (int) d;
            borrow = (d >> 63) & 1;
        }
        for (; i < a.length; i++) {
            long d = (a[i] & LONG_MASK) - borrow;
            r[i] = (int) d;
            borrow = (d >> 63) & 1;
        }
        return r;
    }

    private static int[] multiplyMagnitude(int[] a, int[] b) {
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long carry = 0;
            long ai = a[i] & LONG_MASK;
            if (ai == 0) {
                continue;
            }
            for (int j = 0; j < b.length; j++) {
                long t = ai * (b[j] & LONG_MASK) + (r[i + j] & LONG_MASK) + carry;
                r[i + j] = (int) t;
                carry = t >>> 32;
            }
            r[i + b.length] = (int) carry;
        }
        return r;
    }

    /** Divides the magnitude by a small divisor in place; returns the remainder. */
    private static int divideSmallInPlace(int[] a, int length, int divisor) {
        long d = divisor & LONG_MASK;
        long rem = 0;
        for (int i = length - 1; i >= 0; i--) {
            long cur = (rem << 32) | (a[i] & LONG_MASK);
            a[i] = (int) Long.divideUnsigned(cur, d);
            rem = Long.remainderUnsigned(cur, d);
        }
        return (int) rem;
    }

    /** {quotient, remainder} magnitudes of a / b (b not zero), Knuth's algorithm D. */
    private static int[][] divideMagnitude(int[] a, int[] b) {
        if (compareMagnitude(a, b) < 0) {
            return new int[][] {NO_WORDS, a};
        }
        if (b.length == 1) {
            int[] q = java.util.Arrays.copyOf(a, a.length);
            int r = divideSmallInPlace(q, q.length, b[0]);
            return new int[][] {q, r == 0 ? NO_WORDS : new int[] {r}};
        }
        int n = b.length;
        int m = a.length - n;
        int shift = Integer.numberOfLeadingZeros(b[n - 1]);
        int[] v = shiftLeftWords(b, n, shift, n);
        int[] u = shiftLeftWords(a, a.length, shift, a.length + 1);
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & LONG_MASK;
        long vNext = v[n - 2] & LONG_MASK;
        for (int j = m; j >= 0; j--) {
            long numerator = ((u[j + n] & LONG_MASK) << 32) | (u[j + n - 1] & LONG_MASK);
            long qhat = Long.divideUnsigned(numerator, vTop);
            long rhat = Long.remainderUnsigned(numerator, vTop);
            while (qhat > LONG_MASK
                    || Long.compareUnsigned(qhat * vNext, ((rhat << 32) | (u[j + n - 2] & LONG_MASK))) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat > LONG_MASK) {
                    break;
                }
            }
            // u[j..j+n] -= qhat * v
            long borrow = 0;
            long carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & LONG_MASK) + carry;
                carry = p >>> 32;
                long t = (u[i + j] & LONG_MASK) - (p & LONG_MASK) - borrow;
                u[i + j] = (int) t;
                borrow = (t >> 63) & 1;
            }
            long t = (u[j + n] & LONG_MASK) - carry - borrow;
            u[j + n] = (int) t;
            if (t < 0) {
                // qhat was one too large: add v back
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long s = (u[i + j] & LONG_MASK) + (v[i] & LONG_MASK) + c;
                    u[i + j] = (int) s;
                    c = s >>> 32;
                }
                u[j + n] = (int) ((u[j + n] & LONG_MASK) + c);
            }
            q[j] = (int) qhat;
        }
        int[] r = shiftRightWords(u, n, shift);
        return new int[][] {trim(q), trim(r)};
    }

    private static int[] trim(int[] a) {
        int len = a.length;
        while (len > 0 && a[len - 1] == 0) {
            len--;
        }
        return len == a.length ? a : java.util.Arrays.copyOf(a, len);
    }

    private static int[] shiftLeftWords(int[] a, int length, int shift, int outLength) {
        int[] r = new int[outLength];
        if (shift == 0) {
            System.arraycopy(a, 0, r, 0, length);
            return r;
        }
        int carry = 0;
        for (int i = 0; i < length; i++) {
            r[i] = (a[i] << shift) | carry;
            carry = a[i] >>> (32 - shift);
        }
        if (length < outLength) {
            r[length] = carry;
        }
        return r;
    }

    private static int[] shiftRightWords(int[] a, int length, int shift) {
        int[] r = new int[length];
        for (int i = 0; i < length; i++) {
            int hi = (shift != 0 && i + 1 < a.length) ? a[i + 1] << (32 - shift) : 0;
            r[i] = (a[i] >>> shift) | hi;
        }
        return r;
    }

    // -- arithmetic

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) {
            return this;
        }
        if (signum == 0) {
            return val;
        }
        if (val.signum == signum) {
            int[] r = addMagnitude(mag, val.mag);
            return of(r, r.length, signum);
        }
        int cmp = compareMagnitude(mag, val.mag);
        if (cmp == 0) {
            return ZERO;
        }
        int[] r = cmp > 0 ? subtractMagnitude(mag, val.mag) : subtractMagnitude(val.mag, mag);
        return of(r, r.length, cmp == signum ? 1 : -1);
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) {
            return ZERO;
        }
        int[] r = multiplyMagnitude(mag, val.mag);
        return of(r, r.length, signum * val.signum);
    }

    public BigInteger divide(BigInteger val) {
        return divideAndRemainder(val)[0];
    }

    public BigInteger remainder(BigInteger val) {
        return divideAndRemainder(val)[1];
    }

    /** {this / val, this % val}, truncating toward zero. */
    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) {
            throw new ArithmeticException("BigInteger divide by zero");
        }
        if (signum == 0) {
            return new BigInteger[] {ZERO, ZERO};
        }
        int[][] qr = divideMagnitude(mag, val.mag);
        BigInteger q = of(qr[0], qr[0].length, signum * val.signum);
        BigInteger r = of(qr[1], qr[1].length, signum);
        return new BigInteger[] {q, r};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        BigInteger result = remainder(m);
        return result.signum >= 0 ? result : result.add(m);
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) {
            throw new ArithmeticException("Negative exponent");
        }
        BigInteger result = ONE;
        BigInteger base = this;
        int e = exponent;
        while (e != 0) {
            if ((e & 1) != 0) {
                result = result.multiply(base);
            }
            e >>>= 1;
            if (e != 0) {
                base = base.multiply(base);
            }
        }
        return result;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (exponent.signum == 0) {
            return m.equals(ONE) ? ZERO : ONE;
        }
        BigInteger base = this.mod(m);
        boolean invert = exponent.signum < 0;
        BigInteger e = exponent.abs();
        BigInteger result = ONE;
        for (int i = e.bitLength() - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (e.testBit(i)) {
                result = result.multiply(base).mod(m);
            }
        }
        return invert ? result.modInverse(m) : result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum != 1) {
            throw new ArithmeticException("BigInteger: modulus not positive");
        }
        if (m.equals(ONE)) {
            return ZERO;
        }
        // extended Euclid on (m, this mod m): t ends as the inverse when the gcd r is 1
        BigInteger t = ZERO;
        BigInteger newT = ONE;
        BigInteger r = m;
        BigInteger newR = this.mod(m);
        while (newR.signum != 0) {
            BigInteger[] qr = r.divideAndRemainder(newR);
            BigInteger tmpT = t.subtract(qr[0].multiply(newT));
            t = newT;
            newT = tmpT;
            r = newR;
            newR = qr[1];
        }
        if (!r.equals(ONE)) {
            throw new ArithmeticException("BigInteger not invertible.");
        }
        return t.signum < 0 ? t.add(m) : t;
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = this.abs();
        BigInteger b = val.abs();
        while (b.signum != 0) {
            BigInteger r = a.remainder(b);
            a = b;
            b = r;
        }
        return a;
    }

    public BigInteger sqrt() {
        if (signum < 0) {
            throw new ArithmeticException("Negative BigInteger");
        }
        if (signum == 0) {
            return ZERO;
        }
        // Newton's iteration from above: x_{k+1} = (x_k + n / x_k) / 2 until it stops decreasing
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        while (true) {
            BigInteger y = x.add(this.divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) {
                return x;
            }
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, this.subtract(s.multiply(s))};
    }

    public BigInteger abs() {
        return signum >= 0 ? this : negate();
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(mag, -signum);
    }

    public int signum() {
        return signum;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) < 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) > 0 ? this : val;
    }

    // -- primes (Miller-Rabin with fixed bases: certainty is at least as good as the JDK's)

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) {
            return true;
        }
        BigInteger w = this.abs();
        if (w.equals(TWO)) {
            return true;
        }
        if (!w.testBit(0) || w.equals(ONE)) {
            return false;
        }
        int[] small = {3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71};
        for (int p : small) {
            BigInteger bp = valueOf(p);
            if (w.equals(bp)) {
                return true;
            }
            if (w.remainder(bp).signum == 0) {
                return false;
            }
        }
        BigInteger wMinusOne = w.subtract(ONE);
        int a = wMinusOne.getLowestSetBit();
        BigInteger m = wMinusOne.shiftRight(a);
        int rounds = Math.max(12, Math.min(64, (certainty + 1) / 2));
        for (int i = 0; i < rounds; i++) {
            BigInteger b = valueOf(i < small.length ? small[i] : 73 + 2L * i);
            if (b.compareTo(wMinusOne) >= 0) {
                continue;
            }
            BigInteger z = b.modPow(m, w);
            if (z.equals(ONE) || z.equals(wMinusOne)) {
                continue;
            }
            boolean composite = true;
            for (int j = 1; j < a; j++) {
                z = z.multiply(z).mod(w);
                if (z.equals(wMinusOne)) {
                    composite = false;
                    break;
                }
                if (z.equals(ONE)) {
                    return false;
                }
            }
            if (composite) {
                return false;
            }
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) {
            throw new ArithmeticException("start < 0: " + this);
        }
        if (signum == 0 || this.equals(ONE)) {
            return TWO;
        }
        BigInteger result = this.add(ONE);
        if (!result.testBit(0)) {
            result = result.add(ONE);
        }
        while (!result.isProbablePrime(100)) {
            result = result.add(TWO);
        }
        return result;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        if (bitLength < 2) {
            throw new ArithmeticException("bitLength < 2");
        }
        while (true) {
            BigInteger candidate = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) {
                candidate = candidate.setBit(0);
            }
            if (candidate.isProbablePrime(100)) {
                return candidate;
            }
        }
    }

    // -- bits (two's complement view)

    /** The two's complement words of this value, little-endian, at least n words. */
    private int[] twosComplement(int n) {
        int[] r = new int[n];
        System.arraycopy(mag, 0, r, 0, Math.min(mag.length, n));
        if (signum < 0) {
            for (int i = 0; i < n; i++) {
                r[i] = ~r[i];
            }
            long carry = 1;
            for (int i = 0; i < n && carry != 0; i++) {
                long s = (r[i] & LONG_MASK) + carry;
                r[i] = (int) s;
                carry = s >>> 32;
            }
        }
        return r;
    }

    private static BigInteger fromTwosComplement(int[] words) {
        int n = words.length;
        if (n > 0 && words[n - 1] < 0) {
            int[] m = new int[n];
            for (int i = 0; i < n; i++) {
                m[i] = ~words[i];
            }
            long carry = 1;
            for (int i = 0; i < n && carry != 0; i++) {
                long s = (m[i] & LONG_MASK) + carry;
                m[i] = (int) s;
                carry = s >>> 32;
            }
            return of(m, n, -1);
        }
        return of(words, n, 1);
    }

    private int wordsForBits() {
        return mag.length + 1;
    }

    public BigInteger and(BigInteger val) {
        int n = Math.max(wordsForBits(), val.wordsForBits());
        int[] a = twosComplement(n);
        int[] b = val.twosComplement(n);
        for (int i = 0; i < n; i++) {
            a[i] &= b[i];
        }
        return fromTwosComplement(a);
    }

    public BigInteger or(BigInteger val) {
        int n = Math.max(wordsForBits(), val.wordsForBits());
        int[] a = twosComplement(n);
        int[] b = val.twosComplement(n);
        for (int i = 0; i < n; i++) {
            a[i] |= b[i];
        }
        return fromTwosComplement(a);
    }

    public BigInteger xor(BigInteger val) {
        int n = Math.max(wordsForBits(), val.wordsForBits());
        int[] a = twosComplement(n);
        int[] b = val.twosComplement(n);
        for (int i = 0; i < n; i++) {
            a[i] ^= b[i];
        }
        return fromTwosComplement(a);
    }

    public BigInteger not() {
        int n = wordsForBits();
        int[] a = twosComplement(n);
        for (int i = 0; i < n; i++) {
            a[i] = ~a[i];
        }
        return fromTwosComplement(a);
    }

    public BigInteger andNot(BigInteger val) {
        return and(val.not());
    }

    public boolean testBit(int n) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int word = n >>> 5;
        if (word >= mag.length) {
            return signum < 0;
        }
        int[] t = twosComplement(word + 1);
        return (t[word] & (1 << (n & 31))) != 0;
    }

    private BigInteger withBit(int n, int op) {
        if (n < 0) {
            throw new ArithmeticException("Negative bit address");
        }
        int words = Math.max(wordsForBits(), (n >>> 5) + 2);
        int[] t = twosComplement(words);
        int bit = 1 << (n & 31);
        if (op == 0) {
            t[n >>> 5] |= bit;
        } else if (op == 1) {
            t[n >>> 5] &= ~bit;
        } else {
            t[n >>> 5] ^= bit;
        }
        return fromTwosComplement(t);
    }

    public BigInteger setBit(int n) {
        return withBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return withBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return withBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) {
            return -1;
        }
        int i = 0;
        while (mag[i] == 0) {
            i++;
        }
        return (i << 5) + Integer.numberOfTrailingZeros(mag[i]);
    }

    private int magnitudeBitLength() {
        if (mag.length == 0) {
            return 0;
        }
        return ((mag.length - 1) << 5) + 32 - Integer.numberOfLeadingZeros(mag[mag.length - 1]);
    }

    public int bitLength() {
        int n = magnitudeBitLength();
        if (signum < 0) {
            // a negative power of two needs one bit less
            boolean pow2 = Integer.bitCount(mag[mag.length - 1]) == 1;
            for (int i = 0; i < mag.length - 1 && pow2; i++) {
                pow2 = mag[i] == 0;
            }
            return pow2 ? n - 1 : n;
        }
        return n;
    }

    public int bitCount() {
        BigInteger v = signum < 0 ? this.not() : this;
        int count = 0;
        for (int w : v.mag) {
            count += Integer.bitCount(w);
        }
        return count;
    }

    public BigInteger shiftLeft(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return shiftRight(-n);
        }
        int words = n >>> 5;
        int bits = n & 31;
        int[] r = new int[mag.length + words + 1];
        for (int i = 0; i < mag.length; i++) {
            r[i + words] |= mag[i] << bits;
            if (bits != 0) {
                r[i + words + 1] = mag[i] >>> (32 - bits);
            }
        }
        return of(r, r.length, signum);
    }

    public BigInteger shiftRight(int n) {
        if (signum == 0) {
            return ZERO;
        }
        if (n < 0) {
            return shiftLeft(-n);
        }
        if (signum < 0) {
            // floor semantics: -((|x| - 1) >> n) - 1
            return this.negate().subtract(ONE).shiftRight(n).add(ONE).negate();
        }
        int words = n >>> 5;
        int bits = n & 31;
        if (words >= mag.length) {
            return ZERO;
        }
        int len = mag.length - words;
        int[] r = new int[len];
        for (int i = 0; i < len; i++) {
            int lo = mag[i + words] >>> bits;
            int hi = (bits != 0 && i + words + 1 < mag.length) ? mag[i + words + 1] << (32 - bits) : 0;
            r[i] = lo | hi;
        }
        return of(r, len, 1);
    }

    // -- comparison and conversion

    public int compareTo(BigInteger val) {
        if (signum != val.signum) {
            return signum > val.signum ? 1 : -1;
        }
        if (signum == 0) {
            return 0;
        }
        int cmp = compareMagnitude(mag, val.mag);
        return signum > 0 ? cmp : -cmp;
    }

    public boolean equals(Object x) {
        if (x == this) {
            return true;
        }
        if (!(x instanceof BigInteger)) {
            return false;
        }
        BigInteger other = (BigInteger) x;
        return signum == other.signum && compareMagnitude(mag, other.mag) == 0;
    }

    public int hashCode() {
        int hashCode = 0;
        for (int i = mag.length - 1; i >= 0; i--) {
            hashCode = (int) (31 * hashCode + (mag[i] & LONG_MASK));
        }
        return hashCode * signum;
    }

    public String toString(int radix) {
        if (signum == 0) {
            return "0";
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        int groupLength = DIGITS_PER_INT[radix] - 1;
        int groupRadix = 1;
        for (int i = 0; i < groupLength; i++) {
            groupRadix *= radix;
        }
        int[] work = java.util.Arrays.copyOf(mag, mag.length);
        int length = work.length;
        StringBuilder digits = new StringBuilder();
        while (length > 0) {
            int rem = divideSmallInPlace(work, length, groupRadix);
            while (length > 0 && work[length - 1] == 0) {
                length--;
            }
            String group = Integer.toString(rem, radix);
            // groups are written reversed; pad all but the most significant one
            for (int i = group.length() - 1; i >= 0; i--) {
                digits.append(group.charAt(i));
            }
            if (length > 0) {
                for (int i = group.length(); i < groupLength; i++) {
                    digits.append('0');
                }
            }
        }
        if (signum < 0) {
            digits.append('-');
        }
        return digits.reverse().toString();
    }

    public String toString() {
        return toString(10);
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] byteArray = new byte[byteLen];
        int[] t = twosComplement((byteLen + 3) / 4 + 1);
        for (int i = 0; i < byteLen; i++) {
            byteArray[byteLen - 1 - i] = (byte) (t[i / 4] >>> (8 * (i % 4)));
        }
        return byteArray;
    }

    public int intValue() {
        return mag.length == 0 ? 0 : twosComplement(1)[0];
    }

    public long longValue() {
        if (mag.length == 0) {
            return 0;
        }
        int[] t = twosComplement(2);
        return ((long) t[1] << 32) | (t[0] & LONG_MASK);
    }

    public float floatValue() {
        return Float.parseFloat(toString());
    }

    public double doubleValue() {
        return Double.parseDouble(toString());
    }

    public long longValueExact() {
        if (bitLength() <= 63) {
            return longValue();
        }
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (bitLength() <= 31) {
            return intValue();
        }
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (bitLength() <= 31) {
            int value = intValue();
            if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
                return shortValue();
            }
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (bitLength() <= 31) {
            int value = intValue();
            if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
                return byteValue();
            }
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    /** Number of decimal digits of the magnitude (1 for zero); used by BigDecimal. */
    int decimalDigits() {
        if (signum == 0) {
            return 1;
        }
        if (mag.length == 1 || (mag.length == 2 && mag[1] >= 0)) {
            long v = mag.length == 1 ? (mag[0] & LONG_MASK) : (((long) mag[1] << 32) | (mag[0] & LONG_MASK));
            int d = 1;
            while (v >= 10) {
                v /= 10;
                d++;
            }
            return d;
        }
        return toString(10).length() - (signum < 0 ? 1 : 0);
    }
}
