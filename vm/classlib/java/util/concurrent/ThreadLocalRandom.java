package java.util.concurrent;

import java.util.Random;
import java.util.SplittableRandom;

/**
 * rvm's java.util.concurrent.ThreadLocalRandom: one shared instance whose numbers come from a
 * generator of the calling thread (a SplittableRandom with a fresh seed per thread, as the JDK's
 * per-thread SplitMix seeds; sequences are random from run to run under both VMs). setSeed is
 * refused as in the JDK; the bounded and stream methods are Random's over nextInt/nextLong.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;

    private static final ThreadLocalRandom instance = new ThreadLocalRandom();
    private static final ThreadLocal<SplittableRandom> generators = ThreadLocal.withInitial(SplittableRandom::new);

    /** False while Random's constructor runs (it may call setSeed). */
    private final boolean initialized;

    private ThreadLocalRandom() {
        initialized = true;
    }

    public static ThreadLocalRandom current() {
        return instance;
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    private static SplittableRandom generator() {
        return generators.get();
    }

    protected int next(int bits) {
        return nextInt() >>> (32 - bits);
    }

    public int nextInt() {
        return generator().nextInt();
    }

    public long nextLong() {
        return generator().nextLong();
    }

    public double nextDouble() {
        return generator().nextDouble();
    }

    public float nextFloat() {
        return generator().nextFloat();
    }

    public boolean nextBoolean() {
        return generator().nextBoolean();
    }

    public double nextGaussian() {
        // Marsaglia's polar method, keeping no state between calls (the instance is shared).
        SplittableRandom g = generator();
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * g.nextDouble() - 1;
            v2 = 2 * g.nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        return v1 * StrictMath.sqrt(-2 * StrictMath.log(s) / s);
    }
}
