public class ExitAfterCaughtException {
    public static void main(String[] args) {
        try {
            throw new IllegalStateException("handled");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage() + ", exiting with 7");
            System.err.println("error output before exit");
            System.exit(7);
        }
        System.out.println("unreachable in practice");
    }
}
