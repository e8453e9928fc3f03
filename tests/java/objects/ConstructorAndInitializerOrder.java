class Trace {
    static StringBuilder log = new StringBuilder();

    static int note(String what, int value) {
        log.append(what).append(' ');
        return value;
    }
}

class Parent {
    int parentField = Trace.note("parentField", 1);

    {
        Trace.note("parentBlock", 0);
    }

    Parent() {
        this(Trace.note("parentArgument", 7));
        Trace.note("Parent()", 0);
    }

    Parent(int x) {
        Trace.note("Parent(int)", x);
        describe();
    }

    void describe() {
        Trace.note("Parent.describe", 0);
    }
}

class Child extends Parent {
    int childField = Trace.note("childField", 2);
    String label = "set";

    {
        Trace.note("childBlock", 0);
    }

    Child() {
        super();
        Trace.note("Child()", 0);
    }

    Child(String s) {
        this();
        Trace.note("Child(String)", 0);
        label = s;
    }

    @Override
    void describe() {
        // called from Parent's constructor before Child's fields are initialized
        Trace.note("Child.describe(childField=" + childField + ",label=" + label + ")", 0);
    }
}

public class ConstructorAndInitializerOrder {
    final int finalField;
    final String finalText;

    ConstructorAndInitializerOrder(int x) {
        finalField = x * 2;
        finalText = "made with " + x;
    }

    public static void main(String[] args) {
        new Child();
        System.out.println(Trace.log);
        Trace.log.setLength(0);
        Child c = new Child("custom");
        System.out.println(Trace.log);
        System.out.println(c.childField + " " + c.parentField + " " + c.label);
        ConstructorAndInitializerOrder o = new ConstructorAndInitializerOrder(21);
        System.out.println(o.finalField + " " + o.finalText);
    }
}
