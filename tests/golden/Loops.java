// Nested loops with backedge yieldpoints, do-while, continue and labelled break.
// golden: clif Loops.run
// golden: inline Loops.main
public class Loops {
    static int run(int n) {
        int s = 0;
        outer:
        for (int i = 0; i < n; i++) {
            int j = 0;
            do {
                if ((i + j) % 11 == 0) { j++; continue; }
                if (s > 1_000_000) break outer;
                s += i ^ j;
                j++;
            } while (j < i);
            while (s % 13 != 0) s++;
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
