import java.util.ArrayList;
import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Statistics over seeded sensor readings and a small least-squares fit by matrix algebra, printed
 * with the Formatter's floating-point conversions (%e, %g, %a, %,.2f, widths and flags).
 */
public class SensorStatistics {
    static double[][] multiply(double[][] a, double[][] b) {
        double[][] c = new double[a.length][b[0].length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < b[0].length; j++) {
                double s = 0;
                for (int k = 0; k < b.length; k++) {
                    s += a[i][k] * b[k][j];
                }
                c[i][j] = s;
            }
        }
        return c;
    }

    static double[][] transpose(double[][] a) {
        double[][] t = new double[a[0].length][a.length];
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a[0].length; j++) {
                t[j][i] = a[i][j];
            }
        }
        return t;
    }

    /** Solves a x = b by Gaussian elimination with partial pivoting. */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) {
            m[i] = Arrays.copyOf(a[i], n + 1);
            m[i][n] = b[i];
        }
        for (int col = 0; col < n; col++) {
            int pivot = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) {
                    pivot = r;
                }
            }
            double[] tmp = m[col];
            m[col] = m[pivot];
            m[pivot] = tmp;
            if (Math.abs(m[col][col]) < 1e-12) {
                throw new ArithmeticException("singular matrix at column " + col);
            }
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double f = m[r][col] / m[col][col];
                    for (int c = col; c <= n; c++) {
                        m[r][c] -= f * m[col][c];
                    }
                }
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = m[i][n] / m[i][i];
        }
        return x;
    }

    static double percentile(double[] sorted, double p) {
        double rank = p / 100.0 * (sorted.length - 1);
        int lo = (int) Math.floor(rank);
        int hi = (int) Math.ceil(rank);
        return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
    }

    public static void main(String[] args) {
        Random random = new Random(20261207L);
        String[] sensors = {"north", "south", "roof", "cellar"};
        List<double[]> all = new ArrayList<>();
        System.out.println(String.format("%-8s %5s %12s %12s %11s %10s %8s", "sensor", "n", "mean", "stddev", "min", "max", "median"));
        for (String s : sensors) {
            int n = 40 + random.nextInt(30);
            double[] values = new double[n];
            DoubleSummaryStatistics stats = new DoubleSummaryStatistics();
            for (int i = 0; i < n; i++) {
                values[i] = 15 + random.nextGaussian() * (s.length()) + (s.equals("cellar") ? -9.5 : 0);
                stats.accept(values[i]);
            }
            double mean = stats.getAverage();
            double var = 0;
            for (double v : values) {
                var += (v - mean) * (v - mean);
            }
            double sd = Math.sqrt(var / (n - 1));
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            all.add(sorted);
            System.out.println(String.format("%-8s %5d %12.6f %12.5e %+11.3f %10.4g %8.2f", s, n, mean, sd, stats.getMin(), stats.getMax(), percentile(sorted, 50)));
        }
        double[] roof = all.get(2);
        System.out.println(String.format("roof p10 %.3f p90 %.3f iqr %g", percentile(roof, 10), percentile(roof, 90), percentile(roof, 75) - percentile(roof, 25)));

        // y = 2.5 + 0.75 x - 0.125 x^2 with noise; fit the three coefficients by normal equations
        int points = 25;
        double[][] x = new double[points][3];
        double[][] y = new double[points][1];
        for (int i = 0; i < points; i++) {
            double t = i * 0.4;
            x[i][0] = 1;
            x[i][1] = t;
            x[i][2] = t * t;
            y[i][0] = 2.5 + 0.75 * t - 0.125 * t * t + random.nextGaussian() * 0.05;
        }
        double[][] xt = transpose(x);
        double[][] xtx = multiply(xt, x);
        double[][] xty = multiply(xt, y);
        double[] b = new double[3];
        for (int i = 0; i < 3; i++) {
            b[i] = xty[i][0];
        }
        double[] coef = solve(xtx, b);
        System.out.println(String.format("fit: %.4f %+.4f*t %+.5f*t^2", coef[0], coef[1], coef[2]));
        System.out.println(String.format("xtx diag %e %e %e", xtx[0][0], xtx[1][1], xtx[2][2]));
        double sse = 0;
        for (int i = 0; i < points; i++) {
            double pred = coef[0] + coef[1] * x[i][1] + coef[2] * x[i][2];
            sse += (pred - y[i][0]) * (pred - y[i][0]);
        }
        System.out.println(String.format("sse %.6e rmse %.5g", sse, Math.sqrt(sse / points)));
        try {
            solve(new double[][] {{1, 2}, {2, 4}}, new double[] {1, 2});
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }

        double[] samples = {0.0, -0.0, 1.0, 0.1, 1.0 / 3, 123456.789, 1e-300, Double.MIN_VALUE, Double.MAX_VALUE, -2.5e-7, Math.PI * 1e10};
        for (double v : samples) {
            System.out.println(String.format("%-24s|%12.4e|%-12.5g|%a|%,.2f|%010.3f|%(.1f", Double.toString(v), v, v, v, v, v, v));
        }
        System.out.println(String.format("%a %a %A %.3a %a", 1.0f * 3, Double.NaN, 0.5, 1.0 / 3, Double.NEGATIVE_INFINITY));
        System.out.println(String.format(Locale.GERMANY, "german %,.3f %e %g", 1234567.891, 0.000123, 98765.4321));
        System.out.println(String.format(Locale.FRANCE, "french %,.2f %,d", 9876543.215, 1234567));
        System.out.println(String.format("%g %g %g %g %.0g %.1g", 1e-5, 0.0001, 123456.0, 1234567.0, 5.5, 0.95));
        System.out.println(String.format("%s %S %.3s %b %h %c %%n", 1.5, "mixed", "truncate", null, "hi", 'x'));
    }
}
