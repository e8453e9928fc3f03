class ByNew {
    static { System.out.println("  ByNew.<clinit>"); }
}

class ByGetStatic {
    static int field = 11;
    static { System.out.println("  ByGetStatic.<clinit>"); }
}

class ByPutStatic {
    static int field;
    static { System.out.println("  ByPutStatic.<clinit> sees field=" + field); }
}

class ByInvokeStatic {
    static { System.out.println("  ByInvokeStatic.<clinit>"); }

    static String hello() { return "hello"; }
}

class NotByArray {
    static { System.out.println("  NotByArray.<clinit> (must not run)"); }
}

class NotByNullCast {
    static { System.out.println("  NotByNullCast.<clinit> (must not run)"); }
}

class NotByDeclaration {
    static { System.out.println("  NotByDeclaration.<clinit> (must not run)"); }
}

class ByInstanceMethodOnSubclass {
    static { System.out.println("  ByInstanceMethodOnSubclass.<clinit>"); }
}

class Sub extends ByInstanceMethodOnSubclass {
    static { System.out.println("  Sub.<clinit>"); }
}

public class InitializationTriggers {
    public static void main(String[] args) {
        System.out.println("new:");
        new ByNew();
        System.out.println("getstatic:");
        int v = ByGetStatic.field;
        System.out.println("  read " + v);
        System.out.println("putstatic:");
        ByPutStatic.field = 22;
        System.out.println("  now " + ByPutStatic.field);
        System.out.println("invokestatic:");
        System.out.println("  " + ByInvokeStatic.hello());
        System.out.println("array creation:");
        NotByArray[] array = new NotByArray[3];
        NotByArray[][] grid = new NotByArray[2][2];
        System.out.println("  arrays " + array.length + " " + grid.length);
        System.out.println("null cast and instanceof:");
        Object nothing = null;
        NotByNullCast cast = (NotByNullCast) nothing;
        System.out.println("  " + cast + " " + (nothing instanceof NotByNullCast));
        System.out.println("local variable declaration:");
        NotByDeclaration declared = null;
        System.out.println("  " + declared);
        System.out.println("subclass instance:");
        new Sub();
        System.out.println("done");
    }
}
