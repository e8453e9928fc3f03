/**
 * Bytecode sequences where the baseline compiler's deferred pushes (a local
 * or constant used in place by the next instruction) could read a local after
 * it changed: i = i++, swaps, assignments inside expressions, reference
 * compares, ternaries and loops with constant bounds.
 */
public class DeferredOperands {
    static Object shared = new Object();

    static int postIncrement(int i) {
        i = i++;
        int j = i++ + i++;
        return i * 100 + j;
    }

    static int swapAndAssign(int a, int b) {
        int t = a;
        a = b;
        b = t;
        int x = 3;
        x = x + (x = 5) * x;
        int y = 7;
        y += y++ + --y;
        return a * 1000000 + b * 10000 + x * 100 + y;
    }

    static String references(Object p, Object q) {
        Object r = p;
        p = q;
        String s = (p == r ? "same" : "diff") + (q == null ? "-null" : "-set") + (r != shared ? "-other" : "-shared");
        Object n = null;
        if (n == null && r == shared) {
            s += "!";
        }
        return s;
    }

    static long loops(int n) {
        long total = 0;
        for (int i = 0; i < n; i++) {
            int k = i & 7;
            k = k == 3 ? 100 : k;
            total += k - 1 + (i > 1000 ? 1 : 0) + (i ^ 0x5a) + (i | 3) * 2;
            if (i % 3 == 0) {
                continue;
            }
            total ^= i << 1;
        }
        return total;
    }

    int field = 11;

    /** Array and field accesses whose operands are deferred take their slow
     * path (the interpreter's exception) with the operands written back first. */
    static void slowPaths(int round) {
        int[] ints = round == 2 ? null : new int[4];
        byte[] bytes = new byte[3];
        DeferredOperands holder = round == 1 ? null : new DeferredOperands();
        try {
            ints[5] = 1;
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            System.out.println(ints[3] + ints[round + 2]);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        bytes[1] = (byte) 300;
        bytes[2] = 2;
        System.out.println(bytes[1] + bytes[2]);
        try {
            holder.field = 7;
            System.out.println(holder.field);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            slowPaths(round);
        }
        for (int round = 0; round < 3; round++) {
            System.out.println(postIncrement(round) + " " + swapAndAssign(round, 40 + round));
            System.out.println(references(shared, round == 1 ? shared : null) + " " + references(null, new Object()));
            System.out.println(loops(5000 + round));
        }
    }
}
