public class CompoundAssignments {
    int field = 10;
    long longField = 100;
    double doubleField = 1.5;
    String text = "t";
    static int staticField = 3;
    static byte staticByte = 120;

    static int indexCalls;

    static int index(int i) {
        indexCalls++;
        return i;
    }

    static CompoundAssignments target(CompoundAssignments o, int[] counter) {
        counter[0]++;
        return o;
    }

    public static void main(String[] args) {
        int[] a = { 1, 2, 3, 4, 5 };
        int i = 0;
        a[i++] += 2;
        a[i++] *= 10;
        a[i++] -= 7;
        a[i] <<= 3;
        a[++i] %= 3;
        System.out.println(a[0] + " " + a[1] + " " + a[2] + " " + a[3] + " " + a[4] + " i=" + i);
        // the index expression is evaluated exactly once
        a[index(2)] += 100;
        a[index(3)]++;
        System.out.println(a[2] + " " + a[3] + " indexCalls=" + indexCalls);
        long[] la = { 1, 2 };
        la[1] += Integer.MAX_VALUE;
        la[0] -= 1L << 40;
        la[1] >>= 1;
        System.out.println(la[0] + " " + la[1]);
        double[] da = { 1.0 };
        da[0] /= 3;
        da[0] *= 3;
        System.out.println(da[0]);
        char[] ca = { 'a' };
        ca[0] += 2;
        ca[0]++;
        System.out.println(ca[0]);
        byte[] ba = { 100 };
        ba[0] += 100;
        System.out.println(ba[0]);
        short[] sa = { 1 };
        sa[0] <<= 15;
        System.out.println(sa[0]);
        String[] strings = { "x", null };
        strings[0] += "y";
        strings[1] += "z";
        strings[0] += 1 + 2;
        System.out.println(strings[0] + " " + strings[1]);
        // fields
        CompoundAssignments o = new CompoundAssignments();
        o.field *= 3;
        o.field -= 1;
        o.field /= 2;
        o.field ^= 0xFF;
        o.longField <<= 40;
        o.doubleField += 0.25;
        o.text += o.field;
        System.out.println(o.field + " " + o.longField + " " + o.doubleField + " " + o.text);
        int[] counter = new int[1];
        target(o, counter).field += 5;
        target(o, counter).longField++;
        System.out.println(o.field + " " + o.longField + " targetCalls=" + counter[0]);
        staticField *= staticField;
        staticField |= 0x100;
        staticField &= ~1;
        staticByte += 10;
        System.out.println(staticField + " " + staticByte);
        // the value of an assignment expression
        int x, y, z;
        x = y = z = 7;
        int w = (x += 3) * 2;
        System.out.println(x + " " + y + " " + z + " " + w);
        int q = 5;
        q += q++ * 2;          // q = 5 + 5*2
        System.out.println(q);
        int r = 5;
        r = r++ + r--;         // 5 + 6
        System.out.println(r);
        // int compound assignment with long, float and double right-hand sides narrows
        int narrow = 10;
        narrow += 1L << 33;
        System.out.println(narrow);
        narrow = 10;
        narrow *= 1.99;
        System.out.println(narrow);
        narrow -= 0.5f;
        System.out.println(narrow);
        // bitwise compound assignment on booleans
        boolean flag = true;
        flag &= false;
        flag |= true;
        flag ^= true;
        System.out.println(flag);
    }
}
