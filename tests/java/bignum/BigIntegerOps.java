import java.math.BigInteger;
import java.util.*;

public class BigIntegerOps {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static BigInteger factorial(int n) {
        BigInteger f = BigInteger.ONE;
        for (int i = 2; i <= n; i++) {
            f = f.multiply(BigInteger.valueOf(i));
        }
        return f;
    }

    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210987");
        System.out.println(a.add(b) + " " + a.subtract(b) + " " + a.multiply(b));
        System.out.println(b.divide(a) + " " + b.remainder(a) + " " + b.mod(a) + " " + Arrays.toString(b.divideAndRemainder(a)));
        System.out.println(a.negate().divide(BigInteger.valueOf(7)) + " " + a.negate().remainder(BigInteger.valueOf(7)) + " " + a.negate().mod(BigInteger.valueOf(7)));
        System.out.println(factorial(50));
        System.out.println(factorial(100).toString().length() + " " + factorial(30).toString(16) + " " + factorial(25).toString(36));
        System.out.println(factorial(40).divide(factorial(38)) + " " + factorial(60).gcd(BigInteger.TWO.pow(100)));
        System.out.println(BigInteger.TWO.pow(200) + " " + BigInteger.valueOf(-3).pow(41));
        BigInteger fib1 = BigInteger.ZERO, fib2 = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = fib1.add(fib2);
            fib1 = fib2;
            fib2 = t;
        }
        System.out.println(fib1);
        System.out.println(BigInteger.valueOf(4).modPow(BigInteger.valueOf(13), BigInteger.valueOf(497)) + " "
                + new BigInteger("2").modPow(new BigInteger("1000"), new BigInteger("1000000007")) + " "
                + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " "
                + BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(11)));
        BigInteger p = new BigInteger("170141183460469231731687303715884105727"); // 2^127 - 1
        System.out.println(p.isProbablePrime(50) + " " + p.add(BigInteger.TWO).isProbablePrime(50) + " "
                + BigInteger.valueOf(97).isProbablePrime(10) + " " + BigInteger.valueOf(561).isProbablePrime(10) + " "
                + BigInteger.valueOf(100).nextProbablePrime());
        System.out.println(factorial(30).sqrt() + " " + BigInteger.valueOf(99).sqrt() + " " + Arrays.toString(BigInteger.valueOf(99).sqrtAndRemainder()));
        System.out.println(a.compareTo(b) + " " + b.compareTo(a) + " " + a.equals(new BigInteger("123456789012345678901234567890")) + " " + a.signum() + " " + b.signum() + " " + BigInteger.ZERO.signum());
        System.out.println(a.hashCode() + " " + b.hashCode() + " " + BigInteger.valueOf(-1).hashCode() + " " + factorial(20).hashCode());
        System.out.println(a.min(b) + " " + a.max(b) + " " + b.abs());
        System.out.println(a.intValue() + " " + a.longValue() + " " + b.intValue() + " " + b.longValue() + " " + a.doubleValue() + " " + b.floatValue());
        System.out.println(BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate() + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValue());
        // bits
        BigInteger x = new BigInteger("-123456789");
        BigInteger y = new BigInteger("987654321987654321");
        System.out.println(x.and(y) + " " + x.or(y) + " " + x.xor(y) + " " + x.not() + " " + x.andNot(y) + " " + y.not());
        System.out.println(x.shiftLeft(37) + " " + x.shiftRight(5) + " " + y.shiftRight(33) + " " + y.shiftLeft(-3) + " " + BigInteger.valueOf(-1).shiftRight(100));
        System.out.println(x.bitLength() + " " + y.bitLength() + " " + BigInteger.valueOf(-128).bitLength() + " " + BigInteger.valueOf(-129).bitLength() + " " + x.bitCount() + " " + y.bitCount());
        System.out.println(x.testBit(0) + " " + x.testBit(3) + " " + x.testBit(200) + " " + y.getLowestSetBit() + " " + BigInteger.valueOf(1024).getLowestSetBit());
        System.out.println(y.setBit(100) + " " + y.clearBit(0) + " " + y.flipBit(1) + " " + x.setBit(2) + " " + x.clearBit(70));
        System.out.println(Arrays.toString(x.toByteArray()) + " " + Arrays.toString(BigInteger.valueOf(128).toByteArray()) + " " + Arrays.toString(BigInteger.ZERO.toByteArray()));
        System.out.println(new BigInteger(new byte[] {(byte) 0xff, 0x01}) + " " + new BigInteger(1, new byte[] {(byte) 0xff, 0x01}) + " " + new BigInteger(-1, new byte[] {1, 0, 0, 0, 0}));
        System.out.println(new BigInteger("ff", 16) + " " + new BigInteger("-zz", 36) + " " + new BigInteger("000123") + " " + new BigInteger("+42") + " " + new BigInteger("-0"));
        System.out.println(new BigInteger(64, new Random(7)) + " " + new BigInteger(100, new Random(7)));
        // big division checks a = q*b + r
        Random rnd = new Random(1);
        boolean ok = true;
        for (int i = 0; i < 200; i++) {
            BigInteger n = new BigInteger(50 + rnd.nextInt(400), rnd);
            BigInteger d = new BigInteger(1 + rnd.nextInt(300), rnd).add(BigInteger.ONE);
            if (rnd.nextBoolean()) {
                n = n.negate();
            }
            BigInteger[] qr = n.divideAndRemainder(d);
            ok &= qr[0].multiply(d).add(qr[1]).equals(n) && qr[1].abs().compareTo(d) < 0;
            ok &= new BigInteger(n.toString()).equals(n) && new BigInteger(n.toString(7), 7).equals(n);
        }
        System.out.println("division identity " + ok);
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < 50; i++) {
            sum = sum.add(new BigInteger(300, rnd).multiply(new BigInteger(200, rnd)).divide(new BigInteger(150, rnd).add(BigInteger.ONE)));
        }
        System.out.println(sum);
        attempt("empty", () -> new BigInteger(""));
        attempt("sign only", () -> new BigInteger("-"));
        attempt("bad digit", () -> new BigInteger("12a"));
        attempt("embedded sign", () -> new BigInteger("1-2"));
        attempt("bad radix digit", () -> new BigInteger("12g", 16));
        attempt("radix", () -> new BigInteger("1", 99));
        attempt("divide by zero", () -> BigInteger.ONE.divide(BigInteger.ZERO));
        attempt("mod negative", () -> BigInteger.ONE.mod(BigInteger.valueOf(-3)));
        attempt("not invertible", () -> BigInteger.TWO.modInverse(BigInteger.valueOf(4)));
        attempt("negative exponent", () -> BigInteger.TWO.pow(-1));
        attempt("negative sqrt", () -> BigInteger.valueOf(-4).sqrt());
        attempt("long range", () -> BigInteger.TWO.pow(70).longValueExact());
        attempt("int range", () -> BigInteger.TWO.pow(40).intValueExact());
        attempt("negative bit", () -> BigInteger.TWO.testBit(-1));
        System.out.println(BigInteger.TWO.pow(62).longValueExact() + " " + BigInteger.valueOf(Integer.MIN_VALUE).intValueExact());
        System.out.println(new TreeSet<>(List.of(b, a, BigInteger.ONE, BigInteger.TEN.negate())));
    }
}
