// Transfers between accounts by six threads; each takes the two account locks in a global order
// (by index), so there is no deadlock, and the total is conserved.
public class LockOrdering {
    static final class Account {
        final int id;
        int balance;
        Account(int id, int balance) { this.id = id; this.balance = balance; }
    }

    static void transfer(Account from, Account to, int amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                if (from.balance >= amount) {
                    from.balance -= amount;
                    to.balance += amount;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final Account[] accounts = new Account[5];
        for (int i = 0; i < accounts.length; i++) accounts[i] = new Account(i, 1000);
        Thread[] ts = new Thread[6];
        for (int t = 0; t < ts.length; t++) {
            final int seed = t;
            ts[t] = new Thread(() -> {
                int x = seed * 7919 + 1;
                for (int i = 0; i < 5000; i++) {
                    x = x * 1103515245 + 12345;
                    int a = (x >>> 8) % accounts.length;
                    int b = (x >>> 16) % accounts.length;
                    if (a != b) transfer(accounts[a], accounts[b], (x >>> 4) % 50);
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        int total = 0;
        for (Account a : accounts) total += a.balance;
        System.out.println("total " + total);
    }
}
