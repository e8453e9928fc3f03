public class UncaughtWithCause {
    public static void main(String[] args) {
        try {
            Object o = "text";
            System.out.println((Integer) o);
        } catch (ClassCastException e) {
            throw new IllegalArgumentException("conversion failed", e);
        }
    }
}
