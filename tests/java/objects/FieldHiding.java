class Base {
    String name = "base";
    static String kind = "static base";
    int value = 1;

    String name() { return name; }
    static String kind() { return kind; }
    int doubled() { return value * 2; }
}

class Derived extends Base {
    String name = "derived";        // hides Base.name
    static String kind = "static derived";
    long value = 100;               // hides with a different type

    @Override
    String name() { return name + "/" + super.name; }
    static String kind() { return kind; }
    String superValue() { return super.value + " " + ((Base) this).value + " " + this.value; }
}

class MoreDerived extends Derived {
    String name() { return "more:" + super.name(); }
}

public class FieldHiding {
    public static void main(String[] args) {
        Derived d = new Derived();
        Base b = d;
        System.out.println(d.name + " " + b.name + " " + ((Base) d).name);
        System.out.println(d.name() + " " + b.name());
        System.out.println(Derived.kind + " " + Base.kind + " " + Derived.kind() + " " + Base.kind());
        System.out.println(d.value + " " + b.value + " " + d.doubled());
        System.out.println(d.superValue());
        b.value = 5;
        d.value = 500;
        System.out.println(d.superValue() + " " + d.doubled());
        MoreDerived m = new MoreDerived();
        Base mb = m;
        System.out.println(m.name() + " " + mb.name() + " " + mb.name + " " + ((Derived) mb).name);
        Derived.kind = "changed";
        System.out.println(Base.kind + " " + Derived.kind + " " + MoreDerived.kind);
    }
}
