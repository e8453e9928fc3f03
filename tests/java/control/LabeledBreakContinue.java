public class LabeledBreakContinue {
    public static void main(String[] args) {
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) {
                    continue outer;
                }
                if (i == 3) {
                    break outer;
                }
                System.out.print(i + "" + j + " ");
            }
            System.out.print("never ");
        }
        System.out.println();

        int found = -1;
        search:
        for (int a = 1; a < 30; a++) {
            for (int b = a; b < 30; b++) {
                for (int c = b; c < 30; c++) {
                    if (a * a + b * b == c * c && a + b + c == 24) {
                        found = a * 10000 + b * 100 + c;
                        break search;
                    }
                }
            }
        }
        System.out.println("triple " + found);

        int count = 0;
        rows:
        for (int r = 0; r < 10; r++) {
            int c = 0;
            while (true) {
                c++;
                if (c > r) continue rows;
                if (c * r > 20) break rows;
                count++;
            }
        }
        System.out.println("count " + count);

        // a labeled block (not a loop)
        int value = 0;
        block:
        {
            value = 1;
            if (value == 1) {
                break block;
            }
            value = 2;
        }
        System.out.println("block " + value);

        // do-while with continue (goes to the condition)
        int k = 0;
        int evens = 0;
        do {
            k++;
            if (k % 2 == 1) continue;
            evens++;
        } while (k < 10);
        System.out.println("evens " + evens);

        // nested loops with unlabeled break leave only the inner loop
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            for (int j = 0; ; j++) {
                if (j > i) break;
                sb.append(j);
            }
            sb.append('|');
        }
        System.out.println(sb);

        // primes with a labeled continue
        StringBuilder primes = new StringBuilder();
        candidates:
        for (int n = 2; n < 60; n++) {
            for (int d = 2; d * d <= n; d++) {
                if (n % d == 0) continue candidates;
            }
            primes.append(n).append(' ');
        }
        System.out.println(primes);
    }
}
