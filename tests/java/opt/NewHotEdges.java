// A method whose hot call edge changes after it is optimized: `step` calls
// `early` in the first half of the run and `late` in the second. Both are
// too large for static inlining, so the code optimized during the first
// half calls `late` out of line; under the cost-benefit controller the
// adaptive inlining organizer sees the new hot edge and the model decides
// whether recompiling `step` pays (tests/opt.rs runs it long with an
// argument; without one it is a quick check of the output in every tier).
public class NewHotEdges {
    static int early(int x) {
        int s = x;
        for (int i = 0; i < 3; i++) {
            s = s * 31 + (x ^ i);
            s ^= s >>> 7;
            s += i * x;
        }
        return s;
    }

    static int late(int x) {
        int s = x;
        for (int i = 0; i < 3; i++) {
            s = s * 17 - (x | i);
            s ^= s << 3;
            s -= i * x;
        }
        return s;
    }

    static int step(boolean second, int n, int seed) {
        int s = seed;
        for (int i = 0; i < n; i++) {
            s += second ? late(s + i) : early(s + i);
        }
        return s;
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        int s = 0;
        for (int r = 0; r < rounds; r++) {
            s = step(false, 1000, s);
        }
        System.out.println("first half " + s);
        for (int r = 0; r < rounds; r++) {
            s = step(true, 1000, s);
        }
        System.out.println("second half " + s);
    }
}
