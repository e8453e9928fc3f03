public class UncaughtDivideByZero {
    static int average(int[] values) {
        int sum = 0;
        for (int v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    public static void main(String[] args) {
        System.out.println(average(new int[] { 1, 2, 3 }));
        System.out.println(average(new int[0]));
    }
}
