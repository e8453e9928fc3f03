import java.util.*;

public class RationalMatrix {
    static final class Rational implements Comparable<Rational> {
        static final Rational ZERO = new Rational(0, 1), ONE = new Rational(1, 1);
        final long num, den;
        Rational(long n, long d) {
            if (d == 0) throw new ArithmeticException("zero denominator");
            if (d < 0) { n = -n; d = -d; }
            long g = gcd(Math.abs(n), d);
            num = n / g; den = d / g;
        }
        static Rational of(long n) { return new Rational(n, 1); }
        static long gcd(long a, long b) { while (b != 0) { long t = a % b; a = b; b = t; } return a == 0 ? 1 : a; }
        Rational plus(Rational o) { return new Rational(Math.addExact(Math.multiplyExact(num, o.den), Math.multiplyExact(o.num, den)), Math.multiplyExact(den, o.den)); }
        Rational minus(Rational o) { return plus(o.negate()); }
        Rational times(Rational o) { return new Rational(Math.multiplyExact(num, o.num), Math.multiplyExact(den, o.den)); }
        Rational div(Rational o) { if (o.num == 0) throw new ArithmeticException("division by zero rational"); return new Rational(Math.multiplyExact(num, o.den), Math.multiplyExact(den, o.num)); }
        Rational negate() { return new Rational(-num, den); }
        boolean isZero() { return num == 0; }
        @Override public boolean equals(Object o) { return o instanceof Rational r && r.num == num && r.den == den; }
        @Override public int hashCode() { return Long.hashCode(num) * 31 + Long.hashCode(den); }
        @Override public int compareTo(Rational o) { return Long.compare(num * o.den, o.num * den); }
        @Override public String toString() { return den == 1 ? Long.toString(num) : num + "/" + den; }
    }

    static final class Matrix {
        final Rational[][] a;
        final int n, m;
        Matrix(int n, int m) { this.n = n; this.m = m; a = new Rational[n][m]; for (Rational[] row : a) Arrays.fill(row, Rational.ZERO); }
        static Matrix of(long[][] v) {
            Matrix r = new Matrix(v.length, v[0].length);
            for (int i = 0; i < r.n; i++) for (int j = 0; j < r.m; j++) r.a[i][j] = Rational.of(v[i][j]);
            return r;
        }
        static Matrix identity(int n) { Matrix r = new Matrix(n, n); for (int i = 0; i < n; i++) r.a[i][i] = Rational.ONE; return r; }
        Matrix times(Matrix o) {
            if (m != o.n) throw new IllegalArgumentException("dimension mismatch " + n + "x" + m + " * " + o.n + "x" + o.m);
            Matrix r = new Matrix(n, o.m);
            for (int i = 0; i < n; i++) for (int j = 0; j < o.m; j++) {
                Rational s = Rational.ZERO;
                for (int k = 0; k < m; k++) s = s.plus(a[i][k].times(o.a[k][j]));
                r.a[i][j] = s;
            }
            return r;
        }
        Matrix copy() { Matrix r = new Matrix(n, m); for (int i = 0; i < n; i++) r.a[i] = a[i].clone(); return r; }
        Rational determinant() {
            Matrix c = copy();
            Rational det = Rational.ONE;
            for (int col = 0; col < n; col++) {
                int pivot = -1;
                for (int r = col; r < n; r++) if (!c.a[r][col].isZero()) { pivot = r; break; }
                if (pivot < 0) return Rational.ZERO;
                if (pivot != col) { Rational[] t = c.a[pivot]; c.a[pivot] = c.a[col]; c.a[col] = t; det = det.negate(); }
                det = det.times(c.a[col][col]);
                for (int r = col + 1; r < n; r++) {
                    Rational f = c.a[r][col].div(c.a[col][col]);
                    for (int k = col; k < n; k++) c.a[r][k] = c.a[r][k].minus(f.times(c.a[col][k]));
                }
            }
            return det;
        }
        Matrix inverse() {
            Matrix c = copy(), inv = identity(n);
            for (int col = 0; col < n; col++) {
                int pivot = col;
                while (pivot < n && c.a[pivot][col].isZero()) pivot++;
                if (pivot == n) throw new ArithmeticException("matrix is singular");
                Rational[] t = c.a[pivot]; c.a[pivot] = c.a[col]; c.a[col] = t;
                t = inv.a[pivot]; inv.a[pivot] = inv.a[col]; inv.a[col] = t;
                Rational p = c.a[col][col];
                for (int k = 0; k < n; k++) { c.a[col][k] = c.a[col][k].div(p); inv.a[col][k] = inv.a[col][k].div(p); }
                for (int r = 0; r < n; r++) {
                    if (r == col || c.a[r][col].isZero()) continue;
                    Rational f = c.a[r][col];
                    for (int k = 0; k < n; k++) { c.a[r][k] = c.a[r][k].minus(f.times(c.a[col][k])); inv.a[r][k] = inv.a[r][k].minus(f.times(inv.a[col][k])); }
                }
            }
            return inv;
        }
        @Override public boolean equals(Object o) { return o instanceof Matrix mm && Arrays.deepEquals(a, mm.a); }
        @Override public int hashCode() { return Arrays.deepHashCode(a); }
        @Override public String toString() {
            int w = 0;
            for (Rational[] row : a) for (Rational r : row) w = Math.max(w, r.toString().length());
            StringBuilder sb = new StringBuilder();
            for (Rational[] row : a) {
                sb.append('[');
                for (int j = 0; j < m; j++) sb.append(String.format("%" + (w + 1) + "s", row[j]));
                sb.append(" ]\n");
            }
            return sb.toString();
        }
    }

    public static void main(String[] args) {
        Rational h = Rational.ZERO;
        for (int i = 1; i <= 20; i++) h = h.plus(new Rational(1, i));
        System.out.println("H20 = " + h + " ~ " + (double) h.num / h.den);
        System.out.println(new Rational(6, -8) + " " + new Rational(0, -5) + " " + new Rational(10, 5) + " " + new Rational(3, 4).times(new Rational(8, 9)) + " " + new Rational(1, 3).minus(new Rational(1, 2)) + " " + new Rational(2, 3).div(new Rational(-4, 9)));
        List<Rational> rs = new ArrayList<>();
        for (int d = 1; d <= 6; d++) for (int n = 0; n <= d; n++) rs.add(new Rational(n, d));
        Set<Rational> unique = new HashSet<>(rs);
        TreeSet<Rational> farey = new TreeSet<>(rs);
        System.out.println(rs.size() + " " + unique.size() + " " + farey.size() + " " + farey);
        System.out.println(farey.ceiling(new Rational(1, 2)) + " " + farey.higher(new Rational(1, 2)) + " " + farey.lower(new Rational(1, 3)) + " " + new Rational(2, 4).equals(new Rational(1, 2)) + " " + (new Rational(2, 4).hashCode() == new Rational(1, 2).hashCode()));
        Map<Rational, Integer> counts = new TreeMap<>();
        for (Rational r : rs) counts.merge(r, 1, Integer::sum);
        StringJoiner dup = new StringJoiner(" ");
        counts.forEach((k, v) -> { if (v > 1) dup.add(k + "x" + v); });
        System.out.println(dup);
        Matrix a = Matrix.of(new long[][]{{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}});
        Matrix inv = a.inverse();
        System.out.print("A=\n" + a + "det=" + a.determinant() + "\nA^-1=\n" + inv);
        System.out.println("A*A^-1 == I: " + a.times(inv).equals(Matrix.identity(3)) + ", hash equal: " + (a.times(inv).hashCode() == Matrix.identity(3).hashCode()));
        long[][] hilbertish = new long[5][5];
        Matrix hil = new Matrix(5, 5);
        for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) hil.a[i][j] = new Rational(1, i + j + 1);
        System.out.println("det(H5) = " + hil.determinant());
        System.out.print("H5^-1=\n" + hil.inverse());
        System.out.println(hil.times(hil.inverse()).equals(Matrix.identity(5)) + " " + hilbertish.length);
        Matrix sing = Matrix.of(new long[][]{{1, 2}, {2, 4}});
        System.out.println("det singular = " + sing.determinant());
        try {
            sing.inverse();
        } catch (ArithmeticException e) {
            System.out.println("inverse: " + e.getMessage());
        }
        try {
            a.times(sing);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Matrix fib = Matrix.of(new long[][]{{1, 1}, {1, 0}}), p = Matrix.identity(2);
        for (int i = 0; i < 90; i++) p = p.times(fib);
        System.out.println("F90 = " + p.a[0][1]);
        try {
            for (int i = 0; i < 10; i++) p = p.times(fib);
            System.out.println("F100 = " + p.a[0][1]);
        } catch (ArithmeticException e) {
            System.out.println("overflow: " + e.getMessage());
        }
        try {
            new Rational(1, 0);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
    }
}
