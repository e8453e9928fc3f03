// try/catch/finally, athrow, exceptions from callees and implicit null checks.
// golden: clif Exceptions.run
// golden: inline Exceptions.run
public class Exceptions {
    static int check(int x) { if (x % 5 == 0) throw new IllegalStateException("five " + x); return x; }
    static int run(int n) {
        int s = 0;
        String str = null;
        for (int i = 1; i < n; i++) {
            try {
                s += check(i);
                if (i % 7 == 0) s += str.length();
            } catch (IllegalStateException e) {
                s -= e.getMessage().length();
            } catch (NullPointerException e) {
                s += 100;
            } finally {
                s ^= 1;
            }
        }
        return s;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 60)); }
}
