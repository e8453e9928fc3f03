// A branch taken 999 times in 1000 (tests/pep.rs): with --edge-profile the
// optimizing compiler moves the rare side out of line (a Cranelift cold block).
public class BiasedBranch {
    static int work(int i) {
        int x = i * 3;
        if (i % 1000 == 999) {
            x = x ^ 0x5555;
            x += i >> 2;
        }
        return x + 1;
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 300000; i++) {
            sum += work(i);
        }
        System.out.println(sum);
    }
}
