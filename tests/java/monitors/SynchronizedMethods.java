public class SynchronizedMethods {
    private int balance;
    private static int instances;

    SynchronizedMethods() {
        register();
    }

    static synchronized void register() {
        instances++;
    }

    synchronized void deposit(int amount) {
        balance += amount;
    }

    synchronized boolean withdraw(int amount) {
        if (amount > balance) {
            return false;
        }
        balance -= amount;
        return true;
    }

    synchronized int transferAll(SynchronizedMethods other) {
        // calls another synchronized method on this (reentrant) and on another object
        int amount = balance;
        if (withdraw(amount)) {
            other.deposit(amount);
        }
        return amount;
    }

    synchronized long factorial(int n) {
        // recursive synchronized method: the monitor is entered n times
        return n <= 1 ? 1 : n * factorial(n - 1);
    }

    synchronized double average(long a, double b, int c) {
        return (a + b + c) / 3;
    }

    static synchronized String describe(SynchronizedMethods account) {
        return "balance=" + account.balance + " instances=" + instances;
    }

    public static void main(String[] args) {
        SynchronizedMethods first = new SynchronizedMethods();
        SynchronizedMethods second = new SynchronizedMethods();
        for (int i = 1; i <= 10; i++) {
            first.deposit(i * 10);
        }
        System.out.println(describe(first));
        System.out.println(first.withdraw(1000) + " " + first.withdraw(50) + " " + describe(first));
        System.out.println(first.transferAll(second) + " " + describe(first) + " " + describe(second));
        System.out.println(first.factorial(20));
        System.out.println(first.average(1L << 40, 0.5, -7));
        int ok = 0;
        for (int i = 0; i < 500; i++) {
            if (second.withdraw(1)) ok++;
        }
        System.out.println("withdrawals " + ok + " " + describe(second));
    }
}
