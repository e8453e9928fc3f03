// javac turns a concatenation into one invokedynamic (StringConcatFactory) with at most
// 200 argument slots; longer ones, like the 250 operands here, become several calls.
public class ConcatenationWithManyOperands {
    public static void main(String[] args) {
        int i0 = 0, i1 = -1, i2 = 2147483647;
        long l0 = 1L << 40, l1 = Long.MIN_VALUE;
        double d = 0.5;
        char c = 'x';
        String s = "" + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c + i1 + l1 + d + "|" + c + i0 + l0 + d + "|" + c + i2 + l1 + d + "|" + c + i1 + l0 + d + "|" + c + i0 + l1 + d + "|" + c + i2 + l0 + d + "|" + c;
        System.out.println(s.length());
        System.out.println(s.substring(0, 120));
        System.out.println(s.substring(s.length() - 120));
        System.out.println(s.hashCode());
    }
}
