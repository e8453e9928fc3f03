// MatMul: dense matrix multiplication C = A * B on double[][] (arrays of
// row arrays). Measures nested counted loops, double multiply-add, 2-D
// array indexing (row load, then element load) and bounds checks.
// Allocates three n x n double matrices (3 * 8 * n^2 bytes, 6 MB at the
// default n = 500) and nothing inside the loops.
//
// Usage: java MatMul [n]   (default n = 500)
// Self-check: the entries of A and B are small integers, so every product
// and sum in C is exact in double. Two checksums of C are compared with
// closed forms computed in long arithmetic in O(n^2), without multiplying:
//   sum_ij (i+1)(j+1) C[i][j] = sum_k (sum_i (i+1) A[i][k]) * (sum_j (j+1) B[k][j])
//   trace(C)                  = sum_i sum_k A[i][k] * B[k][i]
public class MatMul {
    static long entryA(int i, int j) {
        return (i * 3 + j) % 11 - 4;
    }

    static long entryB(int i, int j) {
        return (i + 2 * j) % 13 - 5;
    }

    static double[][] fill(int n, boolean isA) {
        double[][] m = new double[n][n];
        for (int i = 0; i < n; i++) {
            double[] row = m[i];
            for (int j = 0; j < n; j++) {
                row[j] = isA ? entryA(i, j) : entryB(i, j);
            }
        }
        return m;
    }

    static void multiply(double[][] a, double[][] b, double[][] c, int n) {
        for (int i = 0; i < n; i++) {
            double[] rowA = a[i];
            double[] rowC = c[i];
            for (int j = 0; j < n; j++) {
                double sum = 0.0;
                for (int k = 0; k < n; k++) {
                    sum += rowA[k] * b[k][j];
                }
                rowC[j] = sum;
            }
        }
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        double[][] a = fill(n, true);
        double[][] b = fill(n, false);
        double[][] c = new double[n][n];
        multiply(a, b, c, n);

        // C's entries are integers; convert each to long and check it
        // converted exactly, so the checksums below are exact.
        long weighted = 0;
        long trace = 0;
        boolean exact = true;
        for (int i = 0; i < n; i++) {
            double[] row = c[i];
            for (int j = 0; j < n; j++) {
                long entry = (long) row[j];
                if ((double) entry != row[j]) {
                    exact = false;
                }
                weighted += (long) (i + 1) * (j + 1) * entry;
            }
            trace += (long) row[i];
        }

        long expectedWeighted = 0;
        long expectedTrace = 0;
        for (int k = 0; k < n; k++) {
            long weightedColumnA = 0;
            long weightedRowB = 0;
            for (int i = 0; i < n; i++) {
                weightedColumnA += (i + 1) * entryA(i, k);
                weightedRowB += (i + 1) * entryB(k, i);
                expectedTrace += entryA(k, i) * entryB(i, k);
            }
            expectedWeighted += weightedColumnA * weightedRowB;
        }

        // Printed as long, which keeps the output independent of how a VM
        // formats doubles.
        boolean ok = exact && weighted == expectedWeighted && trace == expectedTrace;
        System.out.println("MatMul n=" + n + " weighted=" + weighted + " trace=" + trace
                + (ok ? " OK" : " FAIL expected weighted=" + expectedWeighted + " trace=" + expectedTrace));
    }
}
