public class UncaughtArrayIndex {
    public static void main(String[] args) {
        int[] data = new int[2];
        for (int i = 0; i <= data.length; i++) {
            data[i] = i;
            System.out.println("stored " + i);
        }
    }
}
