class Super {
    static int superField = 100;
    static int superCounter;

    static {
        System.out.println("  Super.<clinit>");
    }

    static String superMethod() {
        return "superMethod";
    }
}

class SubClass extends Super {
    static int subField = 200;

    static {
        System.out.println("  SubClass.<clinit> (only when SubClass itself is used)");
    }
}

public class SubclassAccessToSuperclassStatic {
    public static void main(String[] args) {
        System.out.println("SubClass.superField:");
        System.out.println("  " + SubClass.superField);
        System.out.println("SubClass.superCounter++:");
        SubClass.superCounter++;
        System.out.println("  " + Super.superCounter);
        System.out.println("SubClass.superMethod():");
        System.out.println("  " + SubClass.superMethod());
        System.out.println("SubClass.subField:");
        System.out.println("  " + SubClass.subField);
        System.out.println("done");
    }
}
