// A long-running loop in main, entered once: on-stack replacement moves the
// running activation into optimized code at its loop header (adaptive tier),
// with locals of every kind live across the transfer.
public class LongMainLoop {
    public static void main(String[] args) {
        long sum = 0;
        double d = 0.5;
        float f = 1.5f;
        String label = "loop";
        int[] data = new int[64];
        Object last = null;
        for (int i = 0; i < 300_000; i++) {
            data[i & 63] += i;
            sum += data[(i * 7) & 63] ^ i;
            d = d * 0.999 + 1;
            f += 0.25f;
            if (i % 100_000 == 0) {
                last = label + i;
            }
        }
        int nested = 0;
        for (int a = 0; a < 400; a++) {
            for (int b = 0; b < 400; b++) {
                nested += (a ^ b) & 3;
            }
        }
        System.out.println(sum + " " + d + " " + f + " " + last + " " + nested + " " + data[5]);
    }
}
