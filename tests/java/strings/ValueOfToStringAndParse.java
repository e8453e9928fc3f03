public class ValueOfToStringAndParse {
    public static void main(String[] args) {
        System.out.println(String.valueOf(true) + " " + String.valueOf('c') + " " + String.valueOf(42) + " " + String.valueOf(-7L) + " "
                + String.valueOf(2.5f) + " " + String.valueOf(1e10) + " " + String.valueOf((Object) null) + " " + String.valueOf(new char[] { 'o', 'k' }));
        int[] ints = { 0, 1, -1, 10, 255, -255, 65535, Integer.MAX_VALUE, Integer.MIN_VALUE, 1000000 };
        for (int i : ints) {
            System.out.println(Integer.toString(i) + " hex " + Integer.toHexString(i) + " parsed " + Integer.parseInt(Integer.toString(i)));
        }
        long[] longs = { 0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123456789L };
        for (long l : longs) {
            System.out.println(Long.toString(l) + " " + String.valueOf(l).equals(Long.toString(l)));
        }
        System.out.println(Integer.parseInt("-123") + Integer.parseInt("+77") + " " + Integer.parseInt("007") + " " + Integer.parseInt("2147483647"));
        String[] bad = { "", "12a", "2147483648", "-", "1.5" };
        for (String text : bad) {
            try {
                System.out.println("parsed " + Integer.parseInt(text));
            } catch (NumberFormatException e) {
                System.out.println("NumberFormatException: " + e.getMessage());
            }
        }
        char[] chars = { '0', '5', '9', 'a', 'Z', ' ', '/', ':' };
        for (char c : chars) {
            System.out.print(c + ":" + Character.isDigit(c) + " ");
        }
        System.out.println();
        System.out.println(Integer.toHexString(0xCAFE) + Integer.toHexString(-0x10) + " " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE);
    }
}
