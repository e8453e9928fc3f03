import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class CollectorsTour {
    record Emp(String name, String dept, double salary, int age) {}

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        List<Emp> emps = List.of(new Emp("Ann", "eng", 120.5, 30), new Emp("Bob", "eng", 99.0, 45),
                new Emp("Cat", "ops", 70.25, 28), new Emp("Dan", "ops", 65.0, 52), new Emp("Eve", "sales", 80.0, 39),
                new Emp("Fay", "eng", 101.0, 23));
        Map<String, List<String>> byDept = emps.stream()
                .collect(Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.mapping(Emp::name, Collectors.toList())));
        p(byDept);
        p(new TreeMap<>(emps.stream().collect(Collectors.groupingBy(Emp::dept, Collectors.counting()))));
        p(new TreeMap<>(emps.stream().collect(Collectors.groupingBy(Emp::dept, Collectors.averagingDouble(Emp::salary)))));
        p(new TreeMap<>(emps.stream().collect(Collectors.groupingBy(Emp::dept, Collectors.summingInt(Emp::age)))));
        p(new TreeMap<>(emps.stream().collect(Collectors.groupingBy(Emp::dept,
                Collectors.maxBy(Comparator.comparingDouble(Emp::salary))))).get("eng").map(Emp::name));
        p(emps.stream().collect(Collectors.partitioningBy(e -> e.age() > 35, Collectors.mapping(Emp::name, Collectors.joining("/")))));
        p(emps.stream().collect(Collectors.partitioningBy(e -> e.salary() > 1000)));
        Map<Boolean, Long> parts = Stream.of(1, 2, 3, 4, 5).collect(Collectors.partitioningBy(x -> x % 2 == 0, Collectors.counting()));
        p(parts + " " + parts.get(true) + " " + parts.containsKey(false) + " " + parts.size());
        p(new TreeMap<>(emps.stream().collect(Collectors.toMap(Emp::name, Emp::age))));
        p(emps.stream().collect(Collectors.toMap(Emp::dept, Emp::salary, Double::sum, TreeMap::new)));
        p(new TreeSet<>(emps.stream().map(Emp::dept).collect(Collectors.toSet())));
        p(emps.stream().map(Emp::name).collect(Collectors.toCollection(ArrayDeque::new)));
        p(emps.stream().collect(Collectors.summingDouble(Emp::salary)));
        p(emps.stream().collect(Collectors.averagingInt(Emp::age)));
        p(emps.stream().collect(Collectors.averagingLong(e -> (long) e.age())));
        p(emps.stream().collect(Collectors.summarizingInt(Emp::age)));
        p(emps.stream().collect(Collectors.summarizingDouble(Emp::salary)));
        p(emps.stream().collect(Collectors.summarizingLong(e -> e.age() * 1000L)));
        p(emps.stream().map(Emp::age).collect(Collectors.reducing(0, Integer::sum)));
        p(emps.stream().map(Emp::age).collect(Collectors.reducing(Integer::max)));
        p(emps.stream().collect(Collectors.reducing(0, Emp::age, Integer::sum)));
        p(emps.stream().map(Emp::name).collect(Collectors.collectingAndThen(Collectors.toList(), Collections::unmodifiableList)));
        p(emps.stream().collect(Collectors.filtering(e -> e.dept().equals("eng"), Collectors.mapping(Emp::name, Collectors.toList()))));
        p(Stream.of(List.of(1, 2), List.of(3)).collect(Collectors.flatMapping(List::stream, Collectors.toList())));
        p(emps.stream().collect(Collectors.teeing(Collectors.counting(), Collectors.summingDouble(Emp::salary), (n, s) -> s / n)));
        p(emps.stream().map(Emp::name).collect(Collectors.minBy(Comparator.naturalOrder())));
        p(Stream.<String>empty().collect(Collectors.maxBy(Comparator.naturalOrder())));
        p(Stream.of("b", "a", "c").collect(Collectors.joining("|", "<", ">")));
        p(Stream.<String>empty().collect(Collectors.joining(",", "{", "}")));
        Map<Integer, Map<String, List<String>>> nested = emps.stream().collect(Collectors.groupingBy(e -> e.age() / 10 * 10,
                TreeMap::new, Collectors.groupingBy(Emp::dept, TreeMap::new, Collectors.mapping(Emp::name, Collectors.toList()))));
        p(nested);
        Map<String, Integer> lengths = Stream.of("kiwi", "apple", "fig", "banana").collect(Collectors.toMap(Function.identity(), String::length, (a, b) -> a, LinkedHashMap::new));
        p(lengths);
        // a custom collector through Collector.of
        Collector<String, StringBuilder, String> concat = Collector.of(StringBuilder::new, StringBuilder::append,
                StringBuilder::append, StringBuilder::toString);
        p(Stream.of("x", "y", "z").collect(concat) + " " + concat.characteristics());
        Collector<Integer, List<Integer>, List<Integer>> idc = Collector.of(ArrayList::new, List::add, (l, r) -> {
            l.addAll(r);
            return l;
        }, Collector.Characteristics.IDENTITY_FINISH);
        p(Stream.of(3, 4).collect(idc) + " " + idc.characteristics());
        p(Collectors.toList().characteristics() + " " + Collectors.toSet().characteristics());
        p(Stream.of(1, 2, 3).collect(ArrayList::new, ArrayList::add, ArrayList::addAll));
        p(IntStream.range(0, 5).collect(StringBuilder::new, StringBuilder::append, StringBuilder::append));
        // word frequencies, the classic
        String text = "the quick brown fox jumps over the lazy dog the fox";
        Map<String, Long> freq = Arrays.stream(text.split(" ")).collect(Collectors.groupingBy(w -> w, TreeMap::new, Collectors.counting()));
        p(freq);
        p(freq.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                .thenComparing(Map.Entry.comparingByKey())).limit(3).map(Map.Entry::getKey).collect(Collectors.toList()));
        double[] vals = new double[50];
        Random r = new Random(42);
        for (int i = 0; i < vals.length; i++) {
            vals[i] = r.nextDouble() * Math.pow(10, r.nextInt(12) - 6);
        }
        p(DoubleStream.of(vals).sum() + " " + DoubleStream.of(vals).average().getAsDouble());
        p(Arrays.stream(vals).boxed().collect(Collectors.summingDouble(x -> x)));
        p(Arrays.stream(vals).boxed().collect(Collectors.averagingDouble(x -> x)));
        p(Arrays.stream(vals).summaryStatistics().getSum());
        p(DoubleStream.of(1e308, 1e308, -1e308).sum() + " " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum()
                + " " + DoubleStream.of(Double.NaN, 1).sum());
        Random wide = new Random(1);
        StringBuilder sums = new StringBuilder();
        for (int t = 0; t < 40; t++) {
            double[] v = new double[10];
            for (int i = 0; i < v.length; i++) {
                v[i] = (wide.nextDouble() - 0.5) * Math.pow(10, wide.nextInt(30) - 15);
            }
            sums.append(DoubleStream.of(v).sum()).append(' ').append(DoubleStream.of(v).summaryStatistics().getSum()).append(' ')
                    .append(DoubleStream.of(v).average().getAsDouble()).append('\n');
        }
        System.out.print(sums);
    }
}
