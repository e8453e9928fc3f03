public class NestmatePrivateAccess {
    private int secret = 42;
    private static String staticSecret = "static secret";

    private int twice(int x) {
        return 2 * x + secret;
    }

    private static String shout(String s) {
        return s + "!";
    }

    class Inner {
        private int innerSecret = 7;

        private int peek() {
            // reads the outer instance's private field and calls its private method
            return secret + twice(innerSecret);
        }

        void bump() {
            secret++;
            staticSecret = shout(staticSecret);
        }

        class Deeper {
            private String deep() {
                return "deep " + innerSecret + " " + secret + " " + peek();
            }
        }
    }

    static class Nested {
        private final String tag;

        private Nested(String tag) {
            this.tag = tag;
        }

        private String tagged(NestmatePrivateAccess outer) {
            return tag + ":" + outer.secret + ":" + outer.twice(1);
        }
    }

    // a private method with the same name in a subclass is not an override
    static class Parent {
        private String id() { return "parent"; }

        String callId() { return id(); }
    }

    static class Kid extends Parent {
        private String id() { return "kid"; }

        String callOwn() { return id(); }
    }

    public static void main(String[] args) {
        NestmatePrivateAccess outer = new NestmatePrivateAccess();
        Inner inner = outer.new Inner();
        System.out.println(inner.peek());
        System.out.println(inner.innerSecret);
        inner.bump();
        inner.bump();
        System.out.println(outer.secret + " " + staticSecret);
        Inner.Deeper deeper = inner.new Deeper();
        System.out.println(deeper.deep());
        Nested nested = new Nested("n");
        System.out.println(nested.tag + " " + nested.tagged(outer));
        Kid kid = new Kid();
        System.out.println(kid.callId() + " " + kid.callOwn() + " " + ((Parent) kid).id());
        inner.innerSecret = 100;
        System.out.println(deeper.deep());
    }
}
