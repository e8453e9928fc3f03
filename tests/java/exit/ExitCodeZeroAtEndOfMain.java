public class ExitCodeZeroAtEndOfMain {
    static int work() {
        int total = 0;
        for (int i = 0; i < 1000; i++) {
            total += i % 7;
        }
        return total;
    }

    public static void main(String[] args) {
        System.out.println("result " + work());
        // returning from main normally exits with status 0
    }
}
