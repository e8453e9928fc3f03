package app.model;

public class Account {
    private static int count;
    protected final String name;
    protected long balance;

    public Account(String name, long balance) {
        this.name = name;
        this.balance = balance;
        count++;
    }

    public void endOfMonth() {
        balance -= fee();
    }

    long fee() {           // package-private: SavingsAccount (same package) may override it
        return 1;
    }

    public static int count() {
        return count;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[" + name + ", " + balance + "]";
    }
}
