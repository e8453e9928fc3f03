public class SumNumericArguments {
    public static void main(String[] args) {
        long sum = 0;
        int skipped = 0;
        for (String a : args) {
            try {
                sum += Integer.parseInt(a);
            } catch (NumberFormatException e) {
                skipped++;
                System.out.println("skipping " + a);
            }
        }
        System.out.println("sum " + sum + ", skipped " + skipped);
    }
}
