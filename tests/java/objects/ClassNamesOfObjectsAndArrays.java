public class ClassNamesOfObjectsAndArrays {
    class Inner {}

    static class Nested {
        class DeeperInner {}
    }

    interface Marker {}

    public static void main(String[] args) {
        Object[] things = { "s", 1, 2L, 3.0f, 4.0, 'c', (byte) 5, (short) 6, true, new Object(), new ClassNamesOfObjectsAndArrays(),
                new ClassNamesOfObjectsAndArrays().new Inner(), new Nested(), new Nested().new DeeperInner(),
                new Marker() {}, new StringBuilder(), new RuntimeException(), new int[0], new long[1][2], new String[0],
                new Nested[1], new Object[0][0][0], new boolean[0], new char[0], new byte[0], new short[0], new float[0], new double[0],
                new Marker[0], new Inner[0][] };
        for (Object o : things) {
            System.out.println(o.getClass().getName());
        }
        // getClass is the runtime class, not the static type
        Object text = "text";
        CharSequence sequence = new StringBuilder("sb");
        Number number = 42;
        System.out.println(text.getClass().getName() + " " + sequence.getClass().getName() + " " + number.getClass().getName());
        // the same class object is returned every time
        System.out.println((text.getClass() == "other".getClass()) + " " + (new int[1].getClass() == new int[5].getClass())
                + " " + ((Object) new int[1].getClass() == (Object) new long[1].getClass()) + " " + (String.class == text.getClass()));
        System.out.println(int.class.getName() + " " + void.class.getName() + " " + int[].class.getName() + " " + Nested.class.getName());
    }
}
