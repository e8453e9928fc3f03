import java.util.*;

/** java.util.Random with fixed seeds yields HotSpot's exact sequences; Collections.shuffle with a
 *  seeded Random yields HotSpot's permutations (array and list-iterator paths). */
public class SeededRandomSequences {
    static class CountingRandom extends Random {
        int calls;
        CountingRandom(long seed) { super(seed); }
        @Override protected int next(int bits) { calls++; return super.next(bits); }
    }

    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            sb.append(r.nextInt()).append(' ');
        }
        System.out.println(sb);
        int[] bounds = {1, 2, 3, 7, 10, 16, 100, 1000, 1 << 20, (1 << 30) + 1, Integer.MAX_VALUE};
        for (int b : bounds) {
            sb.setLength(0);
            for (int i = 0; i < 6; i++) {
                sb.append(r.nextInt(b)).append(' ');
            }
            System.out.println("nextInt(" + b + "): " + sb);
        }
        int[][] ranges = {{0, 10}, {-5, 5}, {3, 4}, {0, 16}, {-100, 1 << 30}, {Integer.MIN_VALUE, Integer.MAX_VALUE}, {-7, 9}};
        for (int[] rg : ranges) {
            sb.setLength(0);
            for (int i = 0; i < 6; i++) {
                sb.append(r.nextInt(rg[0], rg[1])).append(' ');
            }
            System.out.println("nextInt(" + rg[0] + ", " + rg[1] + "): " + sb);
        }
        sb.setLength(0);
        for (int i = 0; i < 4; i++) {
            sb.append(r.nextLong()).append(' ').append(r.nextLong(1000)).append(' ').append(r.nextLong(1L << 40))
                    .append(' ').append(r.nextLong(-50, 50)).append(' ').append(r.nextLong(Long.MIN_VALUE, Long.MAX_VALUE)).append(' ');
        }
        System.out.println("longs: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 5; i++) {
            sb.append(r.nextDouble()).append(' ').append(r.nextFloat()).append(' ').append(r.nextBoolean()).append(' ');
        }
        System.out.println("doubles/floats/booleans: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 4; i++) {
            sb.append(r.nextDouble(10.0)).append(' ').append(r.nextDouble(-1.5, 2.5)).append(' ')
                    .append(r.nextFloat(3f)).append(' ').append(r.nextFloat(1f, 2f)).append(' ');
        }
        System.out.println("bounded floating: " + sb);
        sb.setLength(0);
        for (int i = 0; i < 9; i++) {
            sb.append(r.nextGaussian()).append(' ');
        }
        System.out.println("gaussians: " + sb);
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        System.out.println("bytes: " + Arrays.toString(bytes));
        r.setSeed(42);
        System.out.println("reseeded: " + r.nextInt() + " " + r.nextGaussian());
        r.nextGaussian();
        r.setSeed(7);
        System.out.println("setSeed clears the cached gaussian: " + r.nextGaussian());

        CountingRandom cr = new CountingRandom(1);
        for (int i = 0; i < 1000; i++) {
            cr.nextInt((1 << 30) + 1);
        }
        System.out.println("next() calls for 1000 nextInt(2^30+1): " + cr.calls);
        cr.calls = 0;
        for (int i = 0; i < 100; i++) {
            cr.nextGaussian();
        }
        System.out.println("next() calls for 100 gaussians: " + cr.calls);

        for (String bad : new String[] {"0", "-3", "range", "double", "long"}) {
            try {
                switch (bad) {
                    case "range": r.nextInt(5, 5); break;
                    case "double": r.nextDouble(Double.POSITIVE_INFINITY); break;
                    case "long": r.nextLong(0); break;
                    default: r.nextInt(Integer.parseInt(bad));
                }
            } catch (IllegalArgumentException e) {
                System.out.println(bad + ": " + e.getMessage());
            }
        }

        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            list.add(i);
        }
        Collections.shuffle(list, new Random(123));
        System.out.println("shuffled ArrayList: " + list);
        LinkedList<Integer> linked = new LinkedList<>();
        for (int i = 0; i < 20; i++) {
            linked.add(i);
        }
        Collections.shuffle(linked, new Random(123));
        System.out.println("shuffled LinkedList: " + linked);
        List<String> small = new LinkedList<>(List.of("a", "b", "c", "d"));
        Collections.shuffle(small, new Random(5));
        System.out.println("shuffled small: " + small);
        Random shared = new Random(99);
        for (int round = 0; round < 3; round++) {
            Collections.shuffle(list, shared);
            System.out.println("round " + round + ": " + list);
        }
        int[] histogram = new int[6];
        Random dice = new Random(2024);
        for (int i = 0; i < 6000; i++) {
            histogram[dice.nextInt(6)]++;
        }
        System.out.println("dice: " + Arrays.toString(histogram));
    }
}
