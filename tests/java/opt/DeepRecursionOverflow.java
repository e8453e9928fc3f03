// StackOverflowError thrown by optimized code, caught, and the program goes on.
public class DeepRecursionOverflow {
    static int depth;
    static int down(int n) { depth++; return down(n + 1) + 1; }
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            depth = 0;
            try {
                down(0);
            } catch (StackOverflowError e) {
                System.out.println("overflow caught, deep: " + (depth > 1000));
            }
        }
    }
}
