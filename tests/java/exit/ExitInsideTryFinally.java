public class ExitInsideTryFinally {
    public static void main(String[] args) {
        try {
            System.out.println("in try");
            System.exit(0);
        } finally {
            System.out.println("finally must NOT run after System.exit");
        }
    }
}
