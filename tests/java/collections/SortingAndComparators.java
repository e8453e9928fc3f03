import java.util.*;

/** Arrays.sort for every primitive type (with -0.0 and NaN), stable object sorts, comparator
 *  chains, and TimSort's exact sequence of comparisons (counted) on larger inputs. */
public class SortingAndComparators {
    static final class Person {
        final String name;
        final int age;
        final double score;
        Person(String name, int age, double score) { this.name = name; this.age = age; this.score = score; }
        String getName() { return name; }
        int getAge() { return age; }
        double getScore() { return score; }
        @Override public String toString() { return name + "(" + age + "," + score + ")"; }
    }

    static int comparisons;

    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, Integer.MIN_VALUE, 7, 7, Integer.MAX_VALUE, -3, 2};
        Arrays.sort(ints);
        System.out.println(Arrays.toString(ints));
        long[] longs = {5L, -1L << 40, 3, Long.MAX_VALUE, 0, -7};
        Arrays.sort(longs, 1, 5);
        System.out.println(Arrays.toString(longs));
        short[] shorts = {300, -2, 7, Short.MIN_VALUE, 0};
        Arrays.sort(shorts);
        char[] chars = "the quick brown fox".toCharArray();
        Arrays.sort(chars);
        byte[] bytes = {5, -128, 127, 0, -1, 3};
        Arrays.sort(bytes);
        System.out.println(Arrays.toString(shorts) + " [" + new String(chars) + "] " + Arrays.toString(bytes));
        double[] ds = {3.5, -0.0, Double.NaN, 0.0, -1e300, Double.NEGATIVE_INFINITY, 0.0, -0.0, 1.0 / 3, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.NaN};
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        float[] fs = {Float.NaN, -0.0f, 0.0f, -2.5f, 1e-40f, -0.0f, Float.MAX_VALUE};
        Arrays.sort(fs);
        System.out.println(Arrays.toString(fs));
        Random rnd = new Random(1);
        int[] big = new int[5000];
        for (int i = 0; i < big.length; i++) {
            big[i] = rnd.nextInt(1000) - 500;
        }
        int[] copy = Arrays.copyOf(big, big.length);
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) {
            sorted &= big[i - 1] <= big[i];
        }
        System.out.println("sorted " + sorted + " " + big[0] + " " + big[2500] + " " + big[4999] + " " + Arrays.hashCode(big));
        Arrays.sort(copy, 100, 200);
        System.out.println(Arrays.hashCode(copy));
        try {
            Arrays.sort(copy, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Arrays.sort(copy, -1, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }

        List<Person> people = new ArrayList<>();
        String[] names = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"};
        for (int i = 0; i < names.length; i++) {
            people.add(new Person(names[i], 20 + (i * 7) % 5, (i * 13) % 4 / 2.0));
        }
        List<Person> byAge = new ArrayList<>(people);
        byAge.sort(Comparator.comparingInt(Person::getAge));
        System.out.println("stable by age: " + byAge);
        byAge.sort(Comparator.comparingDouble(Person::getScore).reversed().thenComparing(Person::getName, Comparator.reverseOrder()));
        System.out.println("score desc, name desc: " + byAge);
        byAge.sort(Comparator.comparing(Person::getAge).thenComparingDouble(Person::getScore).thenComparing(Person::getName));
        System.out.println("age, score, name: " + byAge);
        Collections.sort(byAge, Collections.reverseOrder(Comparator.comparing(Person::getName)));
        System.out.println("reverse name: " + byAge);
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", "fig", null, "banana"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length)).reversed());
        System.out.println(withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.<String>naturalOrder()).thenComparing(Comparator.reverseOrder()));
        System.out.println(withNulls);
        String[] strs = {"b", "C", "a", "B", "c", "A"};
        Arrays.sort(strs, String::compareToIgnoreCase);
        System.out.println(Arrays.toString(strs));
        Arrays.sort(strs, Collections.reverseOrder());
        System.out.println(Arrays.toString(strs));
        Arrays.sort(strs, 1, 4);
        System.out.println(Arrays.toString(strs));
        Comparator<String> natural = Comparator.naturalOrder();
        System.out.println(natural.reversed().compare("a", "b") + " " + Comparator.<String>reverseOrder().reversed().compare("a", "b")
                + " " + Collections.reverseOrder(Collections.reverseOrder(natural)).compare("x", "y"));
        System.out.println(Map.Entry.<String, Integer>comparingByValue().compare(Map.entry("a", 2), Map.entry("b", 1))
                + " " + Map.Entry.<String, Integer>comparingByKey(Comparator.reverseOrder()).compare(Map.entry("a", 2), Map.entry("b", 1)));

        // TimSort: count comparisons on inputs with runs, so merges and galloping are exercised.
        for (int n : new int[] {7, 31, 32, 100, 1000, 5000}) {
            Integer[] data = new Integer[n];
            Random gen = new Random(n);
            for (int i = 0; i < n; i++) {
                data[i] = (i % 50 < 25) ? i : gen.nextInt(n);
            }
            comparisons = 0;
            Arrays.sort(data, (x, y) -> {
                comparisons++;
                return Integer.compare(x / 3, y / 3);
            });
            System.out.println("n=" + n + " comparisons=" + comparisons + " hash=" + Arrays.hashCode(data));
        }
        // A comparator that breaks the contract: TimSort either sorts somehow or detects it.
        for (int seed = 0; seed < 6; seed++) {
            Integer[] data = new Integer[600];
            for (int i = 0; i < data.length; i++) {
                data[i] = i;
            }
            Random chaos = new Random(seed);
            try {
                Arrays.sort(data, (x, y) -> chaos.nextInt(3) - 1);
                System.out.println("seed " + seed + ": " + Arrays.hashCode(data));
            } catch (IllegalArgumentException e) {
                System.out.println("seed " + seed + ": " + e.getMessage());
            }
        }
        Object[] mixed = {"a", 1};
        try {
            Arrays.sort(mixed);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        Object[] single = {new Object()};
        Arrays.sort(single);
        System.out.println("single element arrays are not compared");
    }
}
