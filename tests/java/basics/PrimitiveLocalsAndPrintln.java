public class PrimitiveLocalsAndPrintln {
    public static void main(String[] args) {
        byte b = -12;
        short s = 30000;
        char c = 'Q';
        int i = 123456789;
        long l = 9876543210123L;
        float f = 2.5f;
        double d = -7.25;
        boolean t = true;
        boolean u = false;
        System.out.println(b);
        System.out.println(s);
        System.out.println(c);
        System.out.println(i);
        System.out.println(l);
        System.out.println(f);
        System.out.println(d);
        System.out.println(t);
        System.out.println(u);
        System.out.println("a string");
        System.out.println();
        char[] chars = { 'x', 'y', 'z' };
        System.out.println(chars);
        Object text = "object-typed string";
        System.out.println(text);
        String nothing = null;
        System.out.println(nothing);
        System.out.print("no newline, ");
        System.out.print(42);
        System.out.print(' ');
        System.out.print(3L);
        System.out.print(' ');
        System.out.print(1.5);
        System.out.print(' ');
        System.out.print(0.5f);
        System.out.print(' ');
        System.out.print(true);
        System.out.println();
        // locals survive across calls and blocks
        int a = 1;
        long wide = 2;
        double other = 3;
        int after = 4;
        {
            int inner = a + after;
            System.out.println(inner + wide + other);
        }
        System.out.println(a + " " + wide + " " + other + " " + after);
    }
}
