package java.util;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import java.util.stream.StreamSupport;

/**
 * rvm's java.util.SplittableRandom: the JDK's SplitMix64 generator (same seeds give the same
 * numbers as under HotSpot), bounded draws as JDK 17's RandomSupport computes them, split(), and
 * streams that draw from this generator. nextGaussian/nextExponential (JDK 17's ziggurat tables)
 * are not implemented and say so.
 */
public final class SplittableRandom {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;
    private static final double DOUBLE_UNIT = 0x1.0p-53;
    private static final float FLOAT_UNIT = 0x1.0p-24f;
    static final String BAD_BOUND = "bound must be positive";
    static final String BAD_RANGE = "bound must be greater than origin";
    static final String BAD_SIZE = "size must be non-negative";
    static final String BAD_FLOATING_BOUND = "bound must be finite and positive";

    private long seed;
    private final long gamma;

    private static final AtomicLong defaultGen = new AtomicLong(mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime()));

    private SplittableRandom(long seed, long gamma) {
        this.seed = seed;
        this.gamma = gamma;
    }

    public SplittableRandom(long seed) {
        this(seed, GOLDEN_GAMMA);
    }

    public SplittableRandom() {
        long s = defaultGen.getAndAdd(2 * GOLDEN_GAMMA);
        this.seed = mix64(s);
        this.gamma = mixGamma(s + GOLDEN_GAMMA);
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    private static int mix32(long z) {
        z = (z ^ (z >>> 33)) * 0x62a9d9ed799705f5L;
        return (int) (((z ^ (z >>> 28)) * 0xcb24d0a5c88c35b3L) >>> 32);
    }

    private static long mixGamma(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        z = (z ^ (z >>> 33)) | 1L;
        int n = Long.bitCount(z ^ (z >>> 1));
        return (n < 24) ? z ^ 0xaaaaaaaaaaaaaaaaL : z;
    }

    private long nextSeed() {
        return seed += gamma;
    }

    public SplittableRandom split() {
        return new SplittableRandom(nextLong(), mixGamma(nextSeed()));
    }

    public void nextBytes(byte[] bytes) {
        int i = 0;
        int len = bytes.length;
        for (int words = len >> 3; words-- > 0;) {
            long rnd = nextLong();
            for (int n = 8; n-- > 0; rnd >>>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
        if (i < len) {
            for (long rnd = nextLong(); i < len; rnd >>>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return mix32(nextSeed());
    }

    public long nextLong() {
        return mix64(nextSeed());
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        return boundedNextInt(bound);
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return boundedNextInt(origin, bound);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException(BAD_BOUND);
        }
        return boundedNextLong(bound);
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return boundedNextLong(origin, bound);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(bound > 0.0 && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_FLOATING_BOUND);
        }
        double r = nextDouble();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return boundedNextDouble(origin, bound);
    }

    public float nextFloat() {
        return (nextInt() >>> 8) * FLOAT_UNIT;
    }

    public boolean nextBoolean() {
        return nextInt() < 0;
    }

    public double nextGaussian() {
        throw new UnsupportedOperationException("rvm: SplittableRandom.nextGaussian is not implemented");
    }

    private int boundedNextInt(int bound) {
        int r = nextInt();
        int m = bound - 1;
        if ((bound & m) == 0) {
            r &= m;
        } else {
            for (int u = r >>> 1; u + m - (r = u % bound) < 0; u = nextInt() >>> 1) {
            }
        }
        return r;
    }

    private int boundedNextInt(int origin, int bound) {
        int r = nextInt();
        if (origin < bound) {
            int n = bound - origin;
            int m = n - 1;
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
        }
        return r;
    }

    private long boundedNextLong(long bound) {
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    private long boundedNextLong(long origin, long bound) {
        long r = nextLong();
        if (origin < bound) {
            long n = bound - origin;
            long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextLong();
                }
            }
        }
        return r;
    }

    private double boundedNextDouble(double origin, double bound) {
        double r = nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) {
                r = Math.nextAfter(bound, origin);
            }
        }
        return r;
    }

    // ---------------------------------------------------------------- streams

    private static void checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException(BAD_SIZE);
        }
    }

    private IntStream intStream(long size, boolean bounded, int origin, int bound) {
        Spliterator.OfInt sp = new Spliterators.AbstractIntSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(IntConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? boundedNextInt(origin, bound) : nextInt());
                return true;
            }
        };
        return StreamSupport.intStream(sp, false);
    }

    private LongStream longStream(long size, boolean bounded, long origin, long bound) {
        Spliterator.OfLong sp = new Spliterators.AbstractLongSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(LongConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? boundedNextLong(origin, bound) : nextLong());
                return true;
            }
        };
        return StreamSupport.longStream(sp, false);
    }

    private DoubleStream doubleStream(long size, boolean bounded, double origin, double bound) {
        Spliterator.OfDouble sp = new Spliterators.AbstractDoubleSpliterator(size,
                Spliterator.SIZED | Spliterator.IMMUTABLE | Spliterator.NONNULL) {
            long remaining = size;

            public boolean tryAdvance(DoubleConsumer action) {
                Objects.requireNonNull(action);
                if (remaining <= 0) {
                    return false;
                }
                remaining--;
                action.accept(bounded ? boundedNextDouble(origin, bound) : nextDouble());
                return true;
            }
        };
        return StreamSupport.doubleStream(sp, false);
    }

    public IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return intStream(streamSize, false, 0, 0);
    }

    public IntStream ints() {
        return intStream(Long.MAX_VALUE, false, 0, 0);
    }

    public IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return intStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return intStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longStream(streamSize, false, 0, 0);
    }

    public LongStream longs() {
        return longStream(Long.MAX_VALUE, false, 0, 0);
    }

    public LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return longStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return longStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubleStream(streamSize, false, 0, 0);
    }

    public DoubleStream doubles() {
        return doubleStream(Long.MAX_VALUE, false, 0, 0);
    }

    public DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return doubleStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        if (!(randomNumberOrigin < randomNumberBound && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException(BAD_RANGE);
        }
        return doubleStream(Long.MAX_VALUE, true, randomNumberOrigin, randomNumberBound);
    }
}
