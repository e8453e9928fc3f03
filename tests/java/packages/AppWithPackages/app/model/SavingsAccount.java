package app.model;

public class SavingsAccount extends Account {
    private final int ratePercent;

    public SavingsAccount(String name, long balance, int ratePercent) {
        super(name, balance);
        this.ratePercent = ratePercent;
    }

    @Override
    long fee() {
        return 0;
    }

    @Override
    public void endOfMonth() {
        super.endOfMonth();
        balance += balance * ratePercent / 100;
    }
}
