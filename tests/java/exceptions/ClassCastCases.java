// HotSpot's ClassCastException messages are long and mention class loaders; only the
// exception's class name is compared.
public class ClassCastCases {
    interface Flyer {}

    static class Bird implements Flyer {}

    static class Penguin extends Bird {}

    static class Rock {}

    static String attempt(int n, Object value) {
        try {
            switch (n) {
                case 0: return "String: " + (String) value;
                case 1: return "Integer: " + (Integer) value;
                case 2: return "Bird: " + ((Bird) value != null);
                case 3: return "Penguin: " + ((Penguin) value != null);
                case 4: return "Flyer: " + ((Flyer) value != null);
                case 5: return "int[]: " + ((int[]) value).length;
                case 6: return "Object[]: " + ((Object[]) value).length;
                case 7: return "Bird[]: " + ((Bird[]) value).length;
                case 8: return "Comparable: " + ((Comparable) value != null);
                default: return "?";
            }
        } catch (ClassCastException e) {
            return "ClassCastException caught as " + e.getClass().getName();
        } catch (NullPointerException e) {
            return "NullPointerException: casting null succeeds, using it does not";
        }
    }

    public static void main(String[] args) {
        Object[] values = { "text", 42, new Bird(), new Penguin(), new Rock(), new int[2], new long[2], new Penguin[3], new Object[1], null };
        for (int v = 0; v < values.length; v++) {
            StringBuilder line = new StringBuilder();
            for (int n = 0; n <= 8; n++) {
                String result = attempt(n, values[v]);
                line.append(result.indexOf("ClassCastException") >= 0 ? "X" : result.indexOf("NullPointer") == 0 ? "NPE" : "ok").append(' ');
            }
            System.out.println("value " + v + ": " + line);
        }
        System.out.println(attempt(0, 42));
        System.out.println(attempt(0, "fine"));
        try {
            Object o = Integer.valueOf(3);
            Long l = (Long) o;
            System.out.println("no exception " + l);
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + " is RuntimeException: " + (e instanceof RuntimeException));
        }
    }
}
