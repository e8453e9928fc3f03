import java.util.*;

public class RandomSeeded {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -1L, 123456789L, Long.MIN_VALUE};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder("seed " + seed + ":");
            for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextInt());
            sb.append(" |");
            for (int i = 0; i < 5; i++) sb.append(' ').append(r.nextInt(100));
            sb.append(" |");
            int[] bounds = {1, 2, 7, 16, 1 << 30, Integer.MAX_VALUE, 1000000007};
            for (int b : bounds) sb.append(' ').append(r.nextInt(b));
            sb.append(" |");
            for (int i = 0; i < 3; i++) sb.append(' ').append(r.nextLong());
            sb.append(" |");
            for (int i = 0; i < 3; i++) sb.append(' ').append(r.nextDouble());
            sb.append(" |");
            for (int i = 0; i < 3; i++) sb.append(' ').append(r.nextFloat());
            sb.append(" |");
            for (int i = 0; i < 8; i++) sb.append(r.nextBoolean() ? 'T' : 'F');
            sb.append(" |");
            for (int i = 0; i < 4; i++) sb.append(' ').append(r.nextGaussian());
            System.out.println(sb);
        }
        Random r = new Random(7);
        byte[] bytes = new byte[13];
        r.nextBytes(bytes);
        System.out.println(Arrays.toString(bytes));
        r.setSeed(7);
        byte[] again = new byte[13];
        r.nextBytes(again);
        System.out.println(Arrays.equals(bytes, again));
        r.setSeed(99);
        int[] hist = new int[10];
        for (int i = 0; i < 10000; i++) hist[r.nextInt(10)]++;
        System.out.println(Arrays.toString(hist));
        r.setSeed(5);
        System.out.println(r.nextInt(5, 10) + " " + r.nextInt(-100, -50) + " " + r.nextLong(1000L) + " " + r.nextLong(-5L, 5L) + " " + r.nextDouble(2.0) + " " + r.nextDouble(1.0, 1.5));
        r.setSeed(2024);
        List<Integer> deck = new ArrayList<>();
        for (int i = 0; i < 20; i++) deck.add(i);
        Collections.shuffle(deck, r);
        System.out.println(deck);
        Collections.shuffle(deck, new Random(2024));
        System.out.println(deck);
        try {
            new Random(1).nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        try {
            new Random(1).nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE: " + e.getMessage());
        }
        // simple Monte Carlo with a fixed seed
        Random mc = new Random(31337);
        int inside = 0;
        for (int i = 0; i < 20000; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println(inside);
        long sum = 0;
        Random g = new Random(77);
        double gs = 0;
        for (int i = 0; i < 1000; i++) { sum += g.nextInt(1000); gs += g.nextGaussian(); }
        System.out.println(sum + " " + gs);
    }
}
