public class StdoutAndStderr {
    public static void main(String[] args) {
        System.out.println("stdout line 1");
        System.err.println("stderr line 1: only the first stderr line is compared");
        System.out.println("stdout line 2");
        System.err.println("stderr line 2");
        System.out.print("end without newline");
    }
}
