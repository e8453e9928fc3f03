public class ArrayStoreCases {
    static class Animal {}

    static class Cat extends Animal {}

    static class Dog extends Animal {}

    static void tryStore(Object[] array, Object value, String what) {
        try {
            array[0] = value;
            System.out.println(what + ": stored");
        } catch (ArrayStoreException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Object[] strings = new String[1];
        tryStore(strings, Integer.valueOf(1), "Integer into String[]");
        tryStore(strings, "fine", "String into String[]");
        tryStore(strings, null, "null into String[]");
        Object[] numbers = new Integer[1];
        tryStore(numbers, Long.valueOf(2), "Long into Integer[]");
        Object[] abstractNumbers = new Number[1];
        tryStore(abstractNumbers, Double.valueOf(2.5), "Double into Number[]");
        tryStore(abstractNumbers, "text", "String into Number[]");
        Object[] cats = new Cat[2];
        tryStore(cats, new Dog(), "Dog into Cat[]");
        tryStore(cats, new Cat(), "Cat into Cat[]");
        Object[] animals = new Animal[1];
        tryStore(animals, new Dog(), "Dog into Animal[]");
        Object[] comparables = new Comparable[1];
        tryStore(comparables, "a string is Comparable", "String into Comparable[]");
        tryStore(comparables, new Object(), "Object into Comparable[]");
        Object[][] grid = new String[2][2];
        tryStore(grid, new Integer[1], "Integer[] into String[][]");
        tryStore(grid, new String[3], "String[] into String[][]");
        Object[] arrays = new int[1][];
        tryStore(arrays, new long[1], "long[] into int[][]");
        tryStore(arrays, new int[4], "int[] into int[][]");
        Object[] objects = new Object[1];
        tryStore(objects, new int[0], "int[] into Object[]");
        // a failed store leaves the element unchanged
        String[] keep = { "original" };
        Object[] view = keep;
        try {
            view[0] = Boolean.TRUE;
        } catch (ArrayStoreException e) {
            System.out.println(keep[0] + " " + (e instanceof RuntimeException));
        }
    }
}
