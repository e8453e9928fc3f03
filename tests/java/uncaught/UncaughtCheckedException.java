public class UncaughtCheckedException {
    static class Nested extends Exception {
        Nested(String message) {
            super(message);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("throwing a checked exception out of main");
        throw new Nested("checked and nested");
    }
}
