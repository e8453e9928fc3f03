interface Walker {}

interface Swimmer {}

class Creature {}

class Duck extends Creature implements Walker, Swimmer {}

class Fish extends Creature implements Swimmer {}

class Mallard extends Duck {}

public class InstanceofAndCasts {
    static String kinds(Object o) {
        return (o instanceof Object ? "O" : "-") + (o instanceof Creature ? "C" : "-") + (o instanceof Duck ? "D" : "-")
                + (o instanceof Mallard ? "M" : "-") + (o instanceof Fish ? "F" : "-") + (o instanceof Walker ? "W" : "-")
                + (o instanceof Swimmer ? "S" : "-") + (o instanceof String ? "s" : "-");
    }

    static String arrayKinds(Object o) {
        return (o instanceof Object[] ? "Object[] " : "") + (o instanceof Creature[] ? "Creature[] " : "")
                + (o instanceof Duck[] ? "Duck[] " : "") + (o instanceof Swimmer[] ? "Swimmer[] " : "")
                + (o instanceof int[] ? "int[] " : "") + (o instanceof long[] ? "long[] " : "")
                + (o instanceof Object[][] ? "Object[][] " : "") + (o instanceof int[][] ? "int[][] " : "")
                + (o instanceof Cloneable ? "Cloneable " : "") + (o instanceof java.io.Serializable ? "Serializable " : "")
                + (o instanceof String[] ? "String[] " : "") + (o instanceof Comparable[] ? "Comparable[] " : "");
    }

    public static void main(String[] args) {
        Object[] things = { new Object(), new Creature(), new Duck(), new Mallard(), new Fish(), "text", null };
        for (Object o : things) {
            System.out.println(kinds(o));
        }
        Object[] arrays = { new int[1], new long[0], new Object[0], new Creature[1], new Duck[2], new Mallard[0], new Fish[0],
                new Swimmer[0], new int[1][1], new Duck[1][1], new String[0], new Object[0][], new String[0][] };
        for (Object a : arrays) {
            System.out.println(arrayKinds(a));
        }
        // successful checkcasts
        Object o = new Mallard();
        Duck d = (Duck) o;
        Walker w = (Walker) o;
        Swimmer s = (Swimmer) w;
        Creature c = (Creature) s;
        System.out.println((d == o) + " " + (w == o) + " " + (s == o) + " " + (c == o));
        Object nothing = null;
        String nullString = (String) nothing;
        Duck nullDuck = (Duck) nothing;
        System.out.println(nullString + " " + nullDuck + " " + (nothing instanceof Object));
        Object ducks = new Mallard[] { new Mallard() };
        Duck[] asDucks = (Duck[]) ducks;
        Walker[] asWalkers = (Walker[]) ducks;
        Object[] asObjects = (Object[]) ducks;
        System.out.println(asDucks.length + " " + asWalkers.length + " " + asObjects.length + " " + (asObjects[0] instanceof Mallard));
        Object grid = new int[2][3];
        int[][] asGrid = (int[][]) grid;
        Object[] rows = (Object[]) grid;
        System.out.println(asGrid[1].length + " " + rows.length + " " + (rows[0] instanceof int[]));
        // cast result of a method call, then call through the interface
        Object text = "abc";
        System.out.println(((String) text).length() + " " + ((CharSequence) text).length() + " " + ((Comparable) text).compareTo("abd"));
    }
}
