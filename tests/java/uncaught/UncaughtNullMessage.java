public class UncaughtNullMessage {
    public static void main(String[] args) {
        System.out.println("about to throw without a message");
        throw new RuntimeException();
    }
}
