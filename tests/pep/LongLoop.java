// A loop long enough for many timer ticks (tests/pep.rs: sampled PEP).
public class LongLoop {
    public static void main(String[] args) {
        long sum = 0;
        for (int round = 0; round < 40; round++) {
            for (int i = 0; i < 2_000_000; i++) {
                if ((i & 7) == 0) {
                    sum += i;
                } else {
                    sum -= 1;
                }
            }
        }
        System.out.println(sum);
    }
}
