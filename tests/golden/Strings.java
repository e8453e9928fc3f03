// String concatenation (invokedynamic), StringBuilder and String methods.
// golden: clif Strings.run
// golden: inline Strings.run
public class Strings {
    static int run(int n) {
        StringBuilder sb = new StringBuilder();
        int s = 0;
        for (int i = 0; i < n; i++) {
            String t = "item" + i + ":" + (i * 2);
            s += t.length() + t.charAt(t.length() - 1);
            if (i % 10 == 0) sb.append(t).append(',');
        }
        return s + sb.length() + sb.toString().indexOf("item50");
    }
    public static void main(String[] args) { System.out.println(run(args.length + 100)); }
}
