package app;

import app.model.Account;
import app.model.SavingsAccount;
import app.util.Counter;

import static app.util.MathUtil.square;
import static app.util.MathUtil.PRECISION;
import static app.util.MathUtil.*;

public class Main {
    public static void main(String[] args) {
        System.out.println("args: " + args.length + " " + (args.length > 0 ? args[0] : "-") + " " + (args.length > 1 ? args[1] : "-"));
        System.out.println("static imports: " + square(12) + " " + cube(3) + " " + PRECISION);
        Helper helper = new Helper("package-private helper");
        System.out.println(helper.describe() + " " + helper.packageField);
        Counter counter = new Counter();
        for (int i = 0; i < 5; i++) {
            counter.increment();
        }
        System.out.println("counter " + counter.value());
        SubCounter sub = new SubCounter();
        sub.incrementTwice();
        System.out.println("subclass in another package: " + sub.value() + " " + sub.protectedView());
        Account plain = new Account("plain", 100);
        Account savings = new SavingsAccount("savings", 1000, 5);
        Account[] accounts = { plain, savings };
        for (Account a : accounts) {
            a.endOfMonth();
            System.out.println(a);
        }
        System.out.println("Account.count = " + Account.count());
    }
}
