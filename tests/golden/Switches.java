// tableswitch, lookupswitch, and a switch on strings.
// golden: clif Switches.run
// golden: inline Switches.run
public class Switches {
    static int dense(int x) {
        switch (x) { case 0: return 10; case 1: return 11; case 2: return 13; case 3: return 17; case 4: return 19; default: return -1; }
    }
    static int run(int n) {
        int s = 0;
        for (int i = -2; i < n; i++) {
            s += dense(i % 6);
            switch (i * 1000) {
                case -2000: s += 1; break;
                case 5000: s += 2; break;
                case 1000000: s += 3; break;
                default: s ^= i;
            }
            switch (i % 3 == 0 ? "a" : "bb") { case "a": s++; break; case "bb": s--; break; default: break; }
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
