public class ExitWithNegativeStatus {
    public static void main(String[] args) {
        System.out.print("exit status -1 is reported as 255");
        System.exit(-1);
    }
}
