import java.util.*;

public class BankSimulation {
    static class InsufficientFundsException extends Exception {
        final long shortfall;
        InsufficientFundsException(String account, long shortfall) {
            super("account " + account + " is short by " + Bank.money(shortfall));
            this.shortfall = shortfall;
        }
    }

    static class AccountFrozenException extends RuntimeException {
        AccountFrozenException(String id) { super("account " + id + " is frozen"); }
    }

    enum Kind { CHECKING, SAVINGS, CREDIT }

    static final class Account {
        final String id; final String owner; final Kind kind;
        long balanceCents; boolean frozen;
        final List<String> history = new ArrayList<>();
        Account(String id, String owner, Kind kind, long opening) { this.id = id; this.owner = owner; this.kind = kind; this.balanceCents = opening; }
        long limit() { return kind == Kind.CREDIT ? -50_000 : 0; }
        void withdraw(long cents) throws InsufficientFundsException {
            if (frozen) throw new AccountFrozenException(id);
            if (cents <= 0) throw new IllegalArgumentException("amount must be positive: " + cents);
            if (balanceCents - cents < limit()) throw new InsufficientFundsException(id, limit() - (balanceCents - cents));
            balanceCents -= cents;
            history.add("-" + Bank.money(cents));
        }
        void deposit(long cents) {
            if (frozen) throw new AccountFrozenException(id);
            if (cents <= 0) throw new IllegalArgumentException("amount must be positive: " + cents);
            balanceCents = Math.addExact(balanceCents, cents);
            history.add("+" + Bank.money(cents));
        }
    }

    static final class Bank {
        final Map<String, Account> accounts = new LinkedHashMap<>();
        final List<String> journal = new ArrayList<>();
        int failures;

        static String money(long cents) {
            String sign = cents < 0 ? "-" : "";
            long a = Math.abs(cents);
            return sign + "$" + (a / 100) + "." + (a % 100 < 10 ? "0" : "") + (a % 100);
        }

        Account open(String owner, Kind kind, long opening) {
            String id = kind.name().charAt(0) + String.format("%03d", accounts.size() + 1);
            Account a = new Account(id, owner, kind, opening);
            accounts.put(id, a);
            return a;
        }

        Account get(String id) {
            Account a = accounts.get(id);
            if (a == null) throw new NoSuchElementException("no account " + id);
            return a;
        }

        void transfer(String from, String to, long cents) {
            String entry = "transfer " + money(cents) + " " + from + "->" + to;
            Account src = null;
            boolean withdrawn = false;
            try {
                src = get(from);
                Account dst = get(to);
                src.withdraw(cents);
                withdrawn = true;
                dst.deposit(cents);
                journal.add(entry + " OK");
            } catch (InsufficientFundsException e) {
                failures++;
                journal.add(entry + " FAILED: " + e.getMessage());
            } catch (RuntimeException e) {
                failures++;
                if (withdrawn) {
                    src.balanceCents += cents;          // roll back
                    src.history.add("rollback");
                }
                journal.add(entry + " FAILED: " + e.getClass().getSimpleName() + ": " + e.getMessage());
            } finally {
                journal.add("  balances: " + summary());
            }
        }

        void applyInterest(int basisPoints) {
            for (Account a : accounts.values()) {
                if (a.kind == Kind.SAVINGS && a.balanceCents > 0) {
                    long interest = a.balanceCents * basisPoints / 10_000;
                    a.balanceCents += interest;
                    a.history.add("interest " + money(interest));
                } else if (a.kind == Kind.CREDIT && a.balanceCents < 0) {
                    long fee = Math.floorDiv(a.balanceCents * 2 * basisPoints, 10_000);
                    a.balanceCents += fee;
                    a.history.add("fee " + money(-fee));
                }
            }
        }

        String summary() {
            StringJoiner j = new StringJoiner(", ");
            for (Account a : accounts.values()) j.add(a.id + "=" + money(a.balanceCents) + (a.frozen ? "*" : ""));
            return j.toString();
        }

        long total() {
            long t = 0;
            for (Account a : accounts.values()) t += a.balanceCents;
            return t;
        }
    }

    public static void main(String[] args) {
        Bank bank = new Bank();
        bank.open("alice", Kind.CHECKING, 100_00);
        bank.open("bob", Kind.SAVINGS, 2_500_00);
        bank.open("carol", Kind.CREDIT, 0);
        bank.open("dave", Kind.CHECKING, 5);
        long before = bank.total();
        bank.transfer("C001", "S002", 40_00);
        bank.transfer("C001", "S002", 70_00);
        bank.transfer("C003", "C001", 450_00);
        bank.transfer("C003", "C004", 60_00);
        bank.transfer("S002", "X999", 1_00);
        bank.transfer("S002", "C004", -5);
        bank.get("C004").frozen = true;
        bank.transfer("S002", "C004", 10_00);
        bank.transfer("C004", "C001", 1);
        bank.get("C004").frozen = false;
        bank.transfer("S002", "C004", 12_34);
        for (String line : bank.journal) System.out.println(line);
        System.out.println("failures: " + bank.failures + ", money conserved: " + (before == bank.total()));
        bank.applyInterest(125);
        System.out.println("after interest: " + bank.summary());
        Random rnd = new Random(20240601);
        String[] ids = bank.accounts.keySet().toArray(new String[0]);
        int ok = 0, failed = 0;
        for (int i = 0; i < 200; i++) {
            String a = ids[rnd.nextInt(ids.length)], b = ids[rnd.nextInt(ids.length)];
            long amt = 1 + rnd.nextInt(30_000);
            int before2 = bank.failures;
            bank.transfer(a, b, amt);
            if (bank.failures == before2) ok++; else failed++;
        }
        System.out.println("random: ok=" + ok + " failed=" + failed + " total=" + Bank.money(bank.total()));
        System.out.println(bank.summary());
        List<Account> sorted = new ArrayList<>(bank.accounts.values());
        sorted.sort(Comparator.comparingLong((Account a) -> a.balanceCents).reversed());
        for (Account a : sorted) System.out.println(String.format("%-6s %-8s %-9s %12s  ops=%d last=%s", a.id, a.owner, a.kind, Bank.money(a.balanceCents), a.history.size(), a.history.isEmpty() ? "-" : a.history.get(a.history.size() - 1)));
        Map<Kind, Long> byKind = new EnumMap<>(Kind.class);
        for (Account a : bank.accounts.values()) byKind.merge(a.kind, a.balanceCents, Long::sum);
        System.out.println(byKind);
        try {
            bank.get("S002").deposit(Long.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("overflow guarded: " + e.getMessage());
        }
        try {
            bank.get("C001").withdraw(1_000_000_00);
        } catch (InsufficientFundsException e) {
            System.out.println(e.getMessage() + " (" + e.shortfall + ")");
        }
    }
}
