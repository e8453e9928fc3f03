interface Operation {
    int apply(int x);
}

abstract class Named {
    private final String name;

    Named(String name) {
        this.name = name;
    }

    abstract String detail();

    public String toString() {
        return name + "(" + detail() + ")";
    }
}

public class AnonymousAndLocalClasses {
    private int base = 10;

    Operation adder(final int amount) {
        return new Operation() {
            int calls;

            public int apply(int x) {
                calls++;
                return x + amount + base + calls;
            }
        };
    }

    static Operation compose(final Operation first, final Operation second) {
        return new Operation() {
            public int apply(int x) {
                return second.apply(first.apply(x));
            }
        };
    }

    public static void main(String[] args) {
        AnonymousAndLocalClasses outer = new AnonymousAndLocalClasses();
        Operation add = outer.adder(5);
        System.out.println(add.apply(1) + " " + add.apply(1) + " " + add.apply(1));
        outer.base = 1000;
        System.out.println(add.apply(0));

        Operation square = new Operation() {
            public int apply(int x) {
                return x * x;
            }
        };
        System.out.println(compose(square, add).apply(3) + " " + compose(add, square).apply(3));

        final String prefix = "local";
        int captured = 3;
        class Local extends Named {
            final int n;

            Local(int n) {
                super(prefix + n);
                this.n = n;
            }

            String detail() {
                return "n*captured=" + n * captured;
            }
        }
        System.out.println(new Local(4) + " " + new Local(5));

        Named anonymousSubclass = new Named("anon") {
            String detail() {
                return "with " + prefix;
            }
        };
        System.out.println(anonymousSubclass);

        Operation[] table = new Operation[4];
        for (int i = 0; i < table.length; i++) {
            final int factor = i;
            table[i] = new Operation() {
                public int apply(int x) {
                    return x * factor;
                }
            };
        }
        int sum = 0;
        for (Operation op : table) {
            sum += op.apply(10);
        }
        System.out.println("sum " + sum);

        // anonymous class with an instance initializer
        Named initialized = new Named("init") {
            String state;

            {
                state = "initialized in block";
            }

            String detail() {
                return state;
            }
        };
        System.out.println(initialized);
    }
}
