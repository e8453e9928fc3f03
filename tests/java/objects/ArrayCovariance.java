class Fruit {
    String name() { return "fruit"; }
}

class Apple extends Fruit {
    String name() { return "apple"; }
}

class GreenApple extends Apple {
    String name() { return "green apple"; }
}

public class ArrayCovariance {
    static String names(Fruit[] fruits) {
        StringBuilder sb = new StringBuilder();
        for (Fruit f : fruits) {
            sb.append(f == null ? "null" : f.name()).append(", ");
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        Apple[] apples = { new Apple(), new GreenApple(), null };
        Fruit[] fruits = apples;           // arrays are covariant
        System.out.println(names(fruits));
        fruits[2] = new GreenApple();      // fine: the runtime type is Apple[] and this is an Apple
        System.out.println(names(apples));
        Object[] objects = apples;
        objects[0] = new GreenApple();
        System.out.println(names(apples) + (objects == apples));
        String[] strings = { "x", "y" };
        Object[] asObjects = strings;
        asObjects[1] = "z";
        System.out.println(strings[0] + strings[1] + " " + asObjects.length);
        Comparable[] comparables = strings;
        System.out.println(comparables[0].compareTo("w"));
        Fruit[][] nested = new Apple[2][2];
        nested[0][0] = new GreenApple();
        Object[] outer = nested;
        System.out.println(nested[0][0].name() + " " + (outer[1] instanceof Apple[]) + " " + (outer[1] instanceof GreenApple[]));
        Object[][] matrix = new String[1][1];
        matrix[0][0] = "cell";
        System.out.println(matrix[0][0]);
        Fruit[] copy = apples.clone();
        System.out.println((copy instanceof Apple[]) + " " + names(copy));
    }
}
