package java.util;

/**
 * rvm's java.util.Random: the JDK's 48-bit linear congruential generator, so a seeded Random
 * yields HotSpot's exact sequences — including nextInt(bound)'s rejection loop, nextGaussian's
 * polar method with its cached second value, and the JDK 17 RandomGenerator algorithms behind the
 * range methods (nextInt(origin, bound), nextLong(bound), nextDouble(bound), ...). Streams are out
 * of scope. The seed is a plain field (rvm runs one Java thread at a time).
 */
public class Random implements java.io.Serializable {
    private long seed;

    private static final long multiplier = 0x5DEECE66DL;
    private static final long addend = 0xBL;
    private static final long mask = (1L << 48) - 1;

    private static final double DOUBLE_UNIT = 0x1.0p-53; // 1.0 / (1L << 53)
    private static final float FLOAT_UNIT = 0x1.0p-24f; // 1.0f / (1 << 24)

    static final String BAD_BOUND = "bound must be positive";
    static final String BAD_RANGE = "bound must be greater than origin";
    static final String BAD_FLOATING_BOUND = "bound must be finite and positive";

    private static long seedUniquifier = 8682522807148012L;

    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    public Random() {
        this(seedUniquifier() ^ System.nanoTime());
    }

    private static synchronized long seedUniquifier() {
        // L'Ecuyer, "Tables of Linear Congruential Generators of Different Sizes and Good Lattice
        // Structure", 1999
        seedUniquifier = seedUniquifier * 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        if (getClass() == Random.class) {
            this.seed = initialScramble(seed);
        } else {
            // subclass might have overridden setSeed
            setSeed(seed);
        }
    }

    private static long initialScramble(long seed) {
        return (seed ^ multiplier) & mask;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long nextseed = (seed * multiplier + addend) & mask;
        seed = nextseed;
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len; ) {
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) { // i.e., bound is a power of 2
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        int r = nextInt();
        // origin < bound here
        final int n = bound - origin;
        final int m = n - 1;
        if ((n & m) == 0) {
            r = (r & m) + origin;
        } else if (n > 0) {
            for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
            }
            r += origin;
        } else {
            while (r < origin || r >= bound) {
                r = nextInt();
            }
        }
        return r;
    }

    public long nextLong() {
        // it's okay that the bottom word remains signed.
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        final long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            // The bound is a power of 2.
            r &= m;
        } else {
            // Must reject over-represented candidates
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        long r = nextLong();
        final long n = bound - origin;
        final long m = n - 1;
        if ((n & m) == 0L) { // power of two
            r = (r & m) + origin;
        } else if (n > 0L) { // reject over-represented candidates
            for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
            }
            r += origin;
        } else { // range not representable as long
            while (r < origin || r >= bound) {
                r = nextLong();
            }
        }
        return r;
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
        }
        float r = nextFloat();
        r = r * bound;
        if (r >= bound) { // may need to correct a rounding problem
            r = Math.nextDown(bound);
        }
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        float r = nextFloat();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) { // may need to correct a rounding problem
                r = Math.nextAfter(bound, origin);
            }
        }
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
        }
        double r = nextDouble();
        r = r * bound;
        if (r >= bound) { // may need to correct a rounding problem
            r = Math.nextDown(bound);
        }
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        double r = nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) { // may need to correct a rounding problem
                r = Math.nextAfter(bound, origin);
            }
        }
        return r;
    }

    public synchronized double nextGaussian() {
        // See Knuth, TAOCP, Vol. 2, 3rd edition, Section 3.4.1 Algorithm C.
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        } else {
            double v1;
            double v2;
            double s;
            do {
                v1 = 2 * nextDouble() - 1; // between -1 and 1
                v2 = 2 * nextDouble() - 1; // between -1 and 1
                s = v1 * v1 + v2 * v2;
            } while (s >= 1 || s == 0);
            double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
            nextNextGaussian = v2 * multiplier;
            haveNextNextGaussian = true;
            return v1 * multiplier;
        }
    }

    // -- streams (the JDK's sized spliterators: count() does not draw numbers)

    private static void checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private java.util.stream.IntStream intStream(long size, boolean bounded, int origin, int bound) {
        Spliterator.OfInt sp = new Spliterators.AbstractIntSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? nextInt(origin, bound) : nextInt());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        };
        return java.util.stream.StreamSupport.intStream(sp, false);
    }

    private java.util.stream.LongStream longStream(long size, boolean bounded, long origin, long bound) {
        Spliterator.OfLong sp = new Spliterators.AbstractLongSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.LongConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? nextLong(origin, bound) : nextLong());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        };
        return java.util.stream.StreamSupport.longStream(sp, false);
    }

    private java.util.stream.DoubleStream doubleStream(long size, boolean bounded, double origin, double bound) {
        Spliterator.OfDouble sp = new Spliterators.AbstractDoubleSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(java.util.function.DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? nextDouble(origin, bound) : nextDouble());
                return true;
            }

            public long estimateSize() {
                return remaining;
            }
        };
        return java.util.stream.StreamSupport.doubleStream(sp, false);
    }

    public java.util.stream.IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return intStream(streamSize, false, 0, 0);
    }

    public java.util.stream.IntStream ints() {
        return intStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return intStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return intStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longStream(streamSize, false, 0, 0);
    }

    public java.util.stream.LongStream longs() {
        return longStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return longStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return longStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubleStream(streamSize, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles() {
        return doubleStream(Long.MAX_VALUE, false, 0, 0);
    }

    public java.util.stream.DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return doubleStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public java.util.stream.DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return doubleStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }
}
