import java.util.*;
import java.util.concurrent.*;
import java.util.stream.*;
// SplittableRandom gives the JDK's numbers for a seed (SplitMix64, JDK 17 bounded draws, split,
// streams); ThreadLocalRandom draws per thread (checked by ranges and uniformity only).
public class SplittableAndThreadLocalRandom {
    public static void main(String[] args) throws Exception {
        SplittableRandom s = new SplittableRandom(42);
        System.out.println(s.nextInt() + " " + s.nextLong() + " " + s.nextInt(100) + " " + s.nextInt(64) + " " + s.nextInt(-5, 5) + " " + s.nextLong(1000) + " " + s.nextLong(1L << 40) + " " + s.nextLong(-10, 10) + " " + s.nextDouble() + " " + s.nextDouble(2.5) + " " + s.nextDouble(1, 2) + " " + s.nextBoolean() + " " + s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
        SplittableRandom t = s.split(); System.out.println(t.nextInt() + " " + s.nextInt() + " " + t.split().nextLong());
        byte[] b = new byte[11]; s.nextBytes(b); System.out.println(Arrays.toString(b));
        System.out.println(Arrays.toString(s.ints(5, 0, 10).toArray()) + " " + s.longs(3).boxed().collect(Collectors.toList()) + " " + s.doubles(2, 5, 6).sum() + " " + s.ints(4).count());
        try { s.nextInt(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { s.nextInt(5, 5); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { s.ints(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        ThreadLocalRandom r = ThreadLocalRandom.current();
        int[] counts = new int[6]; for (int i = 0; i < 60000; i++) counts[r.nextInt(6)]++;
        boolean ok = true; for (int c : counts) ok &= c > 9000 && c < 11000; System.out.println("tlr uniform " + ok);
        int x = r.nextInt(3, 7); double d = r.nextDouble(); long l = r.nextLong(5, 9); double g = r.nextGaussian();
        System.out.println((x >= 3 && x < 7) + " " + (d >= 0 && d < 1) + " " + (l >= 5 && l < 9) + " " + (Math.abs(g) < 10) + " " + (ThreadLocalRandom.current() == r));
        try { r.setSeed(1); } catch (UnsupportedOperationException e) { System.out.println(e); }
        ExecutorService ex = Executors.newFixedThreadPool(4); List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 8; i++) fs.add(ex.submit(() -> { int sum = 0; for (int k = 0; k < 1000; k++) sum += ThreadLocalRandom.current().nextInt(10); return sum; }));
        boolean all = true; for (Future<Integer> f : fs) { int v = f.get(); all &= v > 3500 && v < 5500; } ex.shutdown(); System.out.println("threads " + all);
        int[] arr = r.ints(20, 0, 100).toArray(); Arrays.sort(arr); boolean sorted = true; for (int i = 1; i < arr.length; i++) sorted &= arr[i-1] <= arr[i]; System.out.println(sorted + " " + arr.length);
        List<Integer> list = new ArrayList<>(); for (int i = 0; i < 10; i++) list.add(i); Collections.shuffle(list, r); Collections.sort(list); System.out.println(list);
    }
}
