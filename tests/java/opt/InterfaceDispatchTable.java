// Interface calls through the receiver class's interface method table
// (jit/src/opt/objects.rs, vm/src/class/loader.rs): an interface with 40
// methods (more than the table's 29 entries, so some share an entry and go
// to the inline cache and the runtime), megamorphic sites, default methods,
// a method inherited from a superclass, a generic interface's bridge, and
// lambdas and method references beside a class at one site.
import java.util.function.IntUnaryOperator;

interface Wide {
    int m0(int x);
    int m1(int x);
    int m2(int x);
    int m3(int x);
    int m4(int x);
    int m5(int x);
    int m6(int x);
    int m7(int x);
    int m8(int x);
    int m9(int x);
    int m10(int x);
    int m11(int x);
    int m12(int x);
    int m13(int x);
    int m14(int x);
    int m15(int x);
    int m16(int x);
    int m17(int x);
    int m18(int x);
    int m19(int x);
    int m20(int x);
    int m21(int x);
    int m22(int x);
    int m23(int x);
    int m24(int x);
    int m25(int x);
    int m26(int x);
    int m27(int x);
    int m28(int x);
    int m29(int x);
    int m30(int x);
    int m31(int x);
    int m32(int x);
    int m33(int x);
    int m34(int x);
    int m35(int x);
    int m36(int x);
    int m37(int x);
    int m38(int x);
    int m39(int x);
}

interface WithDefault {
    default int twice(int x) { return 2 * x; }
    int once(int x);
}

interface Named<T> {
    T name(int i);
}

abstract class Base implements WithDefault {
    public int once(int x) { return x + 1; }
}

class A implements Wide {
    public int m0(int x) { return x + 0; }
    public int m1(int x) { return x + 1; }
    public int m2(int x) { return x + 2; }
    public int m3(int x) { return x + 3; }
    public int m4(int x) { return x + 4; }
    public int m5(int x) { return x + 5; }
    public int m6(int x) { return x + 6; }
    public int m7(int x) { return x + 7; }
    public int m8(int x) { return x + 8; }
    public int m9(int x) { return x + 9; }
    public int m10(int x) { return x + 10; }
    public int m11(int x) { return x + 11; }
    public int m12(int x) { return x + 12; }
    public int m13(int x) { return x + 13; }
    public int m14(int x) { return x + 14; }
    public int m15(int x) { return x + 15; }
    public int m16(int x) { return x + 16; }
    public int m17(int x) { return x + 17; }
    public int m18(int x) { return x + 18; }
    public int m19(int x) { return x + 19; }
    public int m20(int x) { return x + 20; }
    public int m21(int x) { return x + 21; }
    public int m22(int x) { return x + 22; }
    public int m23(int x) { return x + 23; }
    public int m24(int x) { return x + 24; }
    public int m25(int x) { return x + 25; }
    public int m26(int x) { return x + 26; }
    public int m27(int x) { return x + 27; }
    public int m28(int x) { return x + 28; }
    public int m29(int x) { return x + 29; }
    public int m30(int x) { return x + 30; }
    public int m31(int x) { return x + 31; }
    public int m32(int x) { return x + 32; }
    public int m33(int x) { return x + 33; }
    public int m34(int x) { return x + 34; }
    public int m35(int x) { return x + 35; }
    public int m36(int x) { return x + 36; }
    public int m37(int x) { return x + 37; }
    public int m38(int x) { return x + 38; }
    public int m39(int x) { return x + 39; }
}

class B extends A {
    public int m0(int x) { return x * 1; }
    public int m2(int x) { return x * 3; }
    public int m4(int x) { return x * 5; }
    public int m6(int x) { return x * 7; }
    public int m8(int x) { return x * 2; }
    public int m10(int x) { return x * 4; }
    public int m12(int x) { return x * 6; }
    public int m14(int x) { return x * 1; }
    public int m16(int x) { return x * 3; }
    public int m18(int x) { return x * 5; }
    public int m20(int x) { return x * 7; }
    public int m22(int x) { return x * 2; }
    public int m24(int x) { return x * 4; }
    public int m26(int x) { return x * 6; }
    public int m28(int x) { return x * 1; }
    public int m30(int x) { return x * 3; }
    public int m32(int x) { return x * 5; }
    public int m34(int x) { return x * 7; }
    public int m36(int x) { return x * 2; }
    public int m38(int x) { return x * 4; }
}

class C extends Base { }

class D extends Base {
    public int twice(int x) { return 3 * x; }
}

class E implements WithDefault {
    public int once(int x) { return -x; }
}

class Namer implements Named<String> {
    public String name(int i) { return "n" + i; }
}

abstract class Half implements IntUnaryOperator { }

class Full extends Half {
    public int applyAsInt(int x) { return x ^ 5; }
}

public class InterfaceDispatchTable {
    static int wide(Wide w, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            s += w.m0(i);
            s += w.m1(i);
            s += w.m2(i);
            s += w.m3(i);
            s += w.m4(i);
            s += w.m5(i);
            s += w.m6(i);
            s += w.m7(i);
            s += w.m8(i);
            s += w.m9(i);
            s += w.m10(i);
            s += w.m11(i);
            s += w.m12(i);
            s += w.m13(i);
            s += w.m14(i);
            s += w.m15(i);
            s += w.m16(i);
            s += w.m17(i);
            s += w.m18(i);
            s += w.m19(i);
            s += w.m20(i);
            s += w.m21(i);
            s += w.m22(i);
            s += w.m23(i);
            s += w.m24(i);
            s += w.m25(i);
            s += w.m26(i);
            s += w.m27(i);
            s += w.m28(i);
            s += w.m29(i);
            s += w.m30(i);
            s += w.m31(i);
            s += w.m32(i);
            s += w.m33(i);
            s += w.m34(i);
            s += w.m35(i);
            s += w.m36(i);
            s += w.m37(i);
            s += w.m38(i);
            s += w.m39(i);
        }
        return s;
    }

    static int defaults(WithDefault[] ws, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            WithDefault w = ws[i % ws.length];
            s += w.twice(i) + w.once(i);
        }
        return s;
    }

    static int named(Named<String> n, int count) {
        int s = 0;
        for (int i = 0; i < count; i++) s += n.name(i).length();
        return s;
    }

    static int apply(IntUnaryOperator f, int x) { return f.applyAsInt(x); }

    public static void main(String[] args) {
        System.out.println(wide(new A(), 300) + " " + wide(new B(), 300));
        WithDefault[] ws = { new C(), new D(), new E(), new C() };
        System.out.println(defaults(ws, 2000));
        System.out.println(named(new Namer(), 2000));
        int s = 0;
        IntUnaryOperator[] fs = { new Full(), x -> x + 1, x -> x * 3, Math::abs };
        for (int i = 0; i < 4000; i++) s += apply(fs[i % 4], i - 2000);
        System.out.println(s);
    }
}
