public class UncaughtIllegalState {
    static void check(int value) {
        if (value > 2) {
            throw new IllegalStateException("value too large: " + value);
        }
        System.out.println("value ok: " + value);
    }

    public static void main(String[] args) {
        for (int i = 0; i < 10; i++) {
            check(i);
        }
        System.out.println("not reached");
    }
}
