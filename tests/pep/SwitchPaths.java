// PEP through switches (tests/pep.rs): a tableswitch and a lookupswitch in
// callees, and a tableswitch with a fall-through inside a loop. Counts by hand:
// dense(i % 6) for i < 120: cases 0..3 20 times each, default 40 times;
// sparse: 5, 1000 and 7 (default) 40 times each; loop(120): i % 4 = 0..3 30
// times each, case 2 falls through into case 3.
public class SwitchPaths {
    static int dense(int k) {
        switch (k) {
            case 0: return 10;
            case 1: return 11;
            case 2: return 12;
            case 3: return 13;
            default: return -1;
        }
    }

    static int sparse(int k) {
        switch (k) {
            case 5: return 1;
            case 100: return 2;
            case 1000: return 3;
            default: return 0;
        }
    }

    static int loop(int n) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            switch (i % 4) {
                case 0: x += 1; break;
                case 1: x += 2; break;
                case 2: x += 3; // falls through
                case 3: x += 4; break;
            }
        }
        return x;
    }

    public static void main(String[] args) {
        int s = 0;
        for (int i = 0; i < 120; i++) {
            s += dense(i % 6);
            int r = i % 3;
            s += sparse(r == 0 ? 5 : r == 1 ? 1000 : 7);
        }
        s += loop(120);
        System.out.println(s);
    }
}
