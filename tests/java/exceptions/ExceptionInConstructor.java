public class ExceptionInConstructor {
    static int constructed;
    static ExceptionInConstructor leaked;

    final int value;

    ExceptionInConstructor(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("negative value " + value);
        }
        this.value = value;
        constructed++;
    }

    static class Leaky {
        final String name;

        Leaky(String name, boolean fail) {
            this.name = name;
            holder = this;                      // escapes before the constructor fails
            if (fail) throw new IllegalStateException("failed after escaping");
        }

        static Leaky holder;
    }

    static class Child extends ExceptionInConstructor {
        Child(int value) {
            super(value * 2);                   // may throw before Child's body runs
            System.out.println("  Child body ran for " + value);
        }
    }

    public static void main(String[] args) {
        ExceptionInConstructor ok = null;
        try {
            ok = new ExceptionInConstructor(5);
            ok = new ExceptionInConstructor(-5);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + "; variable still holds " + ok.value + "; constructed " + constructed);
        }
        try {
            new Child(3);
            new Child(-3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + "; constructed " + constructed);
        }
        try {
            new Leaky("escaped", true);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage() + ": holder is " + Leaky.holder.name);
        }
        int[] sizes = { 2, -1 };
        Object[] made = new Object[2];
        for (int i = 0; i < sizes.length; i++) {
            try {
                made[i] = new ExceptionInConstructor[sizes[i]];
            } catch (NegativeArraySizeException e) {
                System.out.println("array " + i + ": " + e.getMessage());
            }
        }
        System.out.println((made[0] != null) + " " + (made[1] == null));
    }
}
