// Instance and static fields of every kind, reads and writes.
// golden: clif Fields.run
// golden: inline Fields.run
public class Fields {
    int i; long l; double d; float f; byte b; char c; short s; boolean z; Object o;
    static int counter; static long total;
    int getI() { return i; }
    void setI(int v) { i = v; }
    static long run(int n) {
        Fields x = new Fields();
        for (int k = 0; k < n; k++) {
            x.setI(x.getI() + k);
            x.l += k; x.d += 0.5; x.f -= 0.25f; x.b++; x.c += 2; x.s--; x.z = !x.z;
            x.o = (k & 1) == 0 ? x : null;
            counter++;
            total += x.i;
        }
        return total + x.l + (long) x.d + (long) x.f + x.b + x.c + x.s + (x.z ? 1 : 0) + (x.o == null ? 0 : 1) + counter;
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
