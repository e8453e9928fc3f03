import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Accounts and an amortised loan in BigDecimal: interest with MathContext, rounding modes,
 * scales, a checked exception for overdrafts, and a ledger that must balance to the cent.
 */
public class LoanLedger {
    static class InsufficientFundsException extends Exception {
        final BigDecimal shortBy;

        InsufficientFundsException(String account, BigDecimal shortBy) {
            super(account + " is short by " + shortBy.toPlainString());
            this.shortBy = shortBy;
        }
    }

    static final class Account {
        final String id;
        private BigDecimal balance = BigDecimal.ZERO.setScale(2);
        final List<String> history = new ArrayList<>();

        Account(String id) {
            this.id = id;
        }

        void deposit(BigDecimal amount) {
            if (amount.signum() <= 0) {
                throw new IllegalArgumentException("deposit must be positive: " + amount);
            }
            balance = balance.add(amount).setScale(2, RoundingMode.HALF_EVEN);
            history.add("+" + amount.setScale(2, RoundingMode.HALF_EVEN));
        }

        void withdraw(BigDecimal amount) throws InsufficientFundsException {
            if (balance.compareTo(amount) < 0) {
                throw new InsufficientFundsException(id, amount.subtract(balance));
            }
            balance = balance.subtract(amount);
            history.add("-" + amount);
        }

        BigDecimal balance() {
            return balance;
        }
    }

    static void transfer(Account from, Account to, BigDecimal amount) throws InsufficientFundsException {
        from.withdraw(amount);
        to.deposit(amount);
    }

    /** Monthly payment of an annuity: P r / (1 - (1 + r)^-n), to the cent, rounded half-up. */
    static BigDecimal monthlyPayment(BigDecimal principal, BigDecimal annualRatePercent, int months) {
        MathContext mc = MathContext.DECIMAL128;
        BigDecimal r = annualRatePercent.divide(BigDecimal.valueOf(1200), mc);
        BigDecimal growth = BigDecimal.ONE.add(r).pow(months, mc);
        BigDecimal factor = BigDecimal.ONE.subtract(BigDecimal.ONE.divide(growth, mc));
        return principal.multiply(r, mc).divide(factor, mc).setScale(2, RoundingMode.HALF_UP);
    }

    public static void main(String[] args) {
        Account alice = new Account("alice");
        Account bob = new Account("bob");
        alice.deposit(new BigDecimal("1000.005"));
        alice.deposit(new BigDecimal("0.015"));
        bob.deposit(new BigDecimal("250"));
        try {
            transfer(alice, bob, new BigDecimal("300.10"));
            transfer(bob, alice, new BigDecimal("600.00"));
        } catch (InsufficientFundsException e) {
            System.out.println("refused: " + e.getMessage() + " (short " + e.shortBy + ")");
        }
        try {
            bob.deposit(new BigDecimal("-1"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("alice " + alice.balance() + " " + alice.history);
        System.out.println("bob " + bob.balance() + " " + bob.history);
        System.out.println("total " + alice.balance().add(bob.balance()));

        BigDecimal principal = new BigDecimal("12000.00");
        BigDecimal rate = new BigDecimal("6.5");
        int months = 12;
        BigDecimal payment = monthlyPayment(principal, rate, months);
        System.out.println("payment " + payment);
        BigDecimal remaining = principal;
        BigDecimal totalInterest = BigDecimal.ZERO;
        BigDecimal monthlyRate = rate.divide(BigDecimal.valueOf(1200), MathContext.DECIMAL64);
        for (int m = 1; m <= months; m++) {
            BigDecimal interest = remaining.multiply(monthlyRate).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal toPrincipal = m == months ? remaining : payment.subtract(interest);
            remaining = remaining.subtract(toPrincipal);
            totalInterest = totalInterest.add(interest);
            if (m <= 3 || m == months) {
                System.out.println(String.format("%2d interest %8s principal %9s left %9s", m, interest, toPrincipal, remaining));
            }
        }
        System.out.println("interest paid " + totalInterest + ", left " + remaining.signum());

        Map<String, BigDecimal> shares = new LinkedHashMap<>();
        BigDecimal pot = new BigDecimal("100.00");
        String[] people = {"ann", "ben", "cy"};
        BigDecimal each = pot.divide(BigDecimal.valueOf(people.length), 2, RoundingMode.DOWN);
        BigDecimal leftover = pot.subtract(each.multiply(BigDecimal.valueOf(people.length)));
        for (String p : people) {
            BigDecimal share = each;
            if (leftover.signum() > 0) {
                share = share.add(new BigDecimal("0.01"));
                leftover = leftover.subtract(new BigDecimal("0.01"));
            }
            shares.put(p, share);
        }
        System.out.println("split " + shares);

        try {
            BigDecimal.ONE.divide(BigDecimal.valueOf(3));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        BigDecimal x = new BigDecimal("123.4500");
        System.out.println(x.stripTrailingZeros() + " " + x.precision() + " " + x.scale() + " " + x.unscaledValue());
        System.out.println(new BigDecimal("1E+5").toPlainString() + " " + new BigDecimal("12345E-10") + " "
                + new BigDecimal("123456789.123").toEngineeringString() + " " + new BigDecimal("0.000001234").toEngineeringString());
        for (RoundingMode mode : RoundingMode.values()) {
            if (mode == RoundingMode.UNNECESSARY) {
                continue;
            }
            StringBuilder sb = new StringBuilder(String.format("%-9s", mode));
            for (String v : new String[] {"2.5", "-2.5", "1.15", "-1.05"}) {
                sb.append(' ').append(new BigDecimal(v).setScale(v.length() > 4 ? 1 : 0, mode));
            }
            System.out.println(sb);
        }
        BigInteger big = new BigDecimal("98765432109876543210.5").toBigInteger();
        System.out.println(big + " " + big.bitLength() + " " + new BigDecimal(big, 3) + " "
                + new BigDecimal("2").sqrt(new MathContext(20)) + " " + BigDecimal.valueOf(0.1).add(BigDecimal.valueOf(0.2)));
        System.out.println(new BigDecimal(0.1).round(new MathContext(25)) + " " + BigDecimal.TEN.pow(-2, MathContext.DECIMAL32)
                + " " + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
    }
}
