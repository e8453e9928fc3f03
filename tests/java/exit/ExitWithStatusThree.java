public class ExitWithStatusThree {
    public static void main(String[] args) {
        System.out.println("before exit");
        System.exit(3);
        System.out.println("after exit (must not print)");
    }
}
