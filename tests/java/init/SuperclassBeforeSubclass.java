class GrandParent {
    static {
        System.out.println("GrandParent.<clinit>");
    }

    GrandParent() {
        System.out.println("GrandParent()");
    }
}

class Parent extends GrandParent {
    static {
        System.out.println("Parent.<clinit>");
    }

    Parent() {
        System.out.println("Parent()");
    }
}

class Child extends Parent {
    static {
        System.out.println("Child.<clinit>");
    }

    Child() {
        System.out.println("Child()");
    }
}

class OtherChild extends Parent {
    static {
        System.out.println("OtherChild.<clinit>");
    }
}

public class SuperclassBeforeSubclass {
    static {
        System.out.println("SuperclassBeforeSubclass.<clinit> (main class first)");
    }

    public static void main(String[] args) {
        System.out.println("main starts");
        new Child();
        System.out.println("second instance:");
        new Child();
        System.out.println("sibling:");
        new OtherChild();
        System.out.println("done");
    }
}
