// synchronized blocks and synchronized methods.
// golden: clif Monitors.run
// golden: inline Monitors.run
public class Monitors {
    private int count;
    synchronized void inc() { count++; }
    static final Object LOCK = new Object();
    static int shared;
    static int run(int n) {
        Monitors m = new Monitors();
        for (int i = 0; i < n; i++) {
            m.inc();
            synchronized (LOCK) { shared += i; }
        }
        return m.count + shared;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
