import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class StreamBasics {
    record Person(String name, int age, String city) {}

    public static void main(String[] args) {
        List<Integer> nums = List.of(5, 3, 8, 1, 9, 2, 7, 3, 5);
        System.out.println(nums.stream().filter(n -> n % 2 == 1).map(n -> n * n).collect(Collectors.toList()));
        System.out.println(nums.stream().sorted().collect(Collectors.toList()));
        System.out.println(nums.stream().sorted(Comparator.reverseOrder()).distinct().toList());
        System.out.println(nums.stream().mapToInt(Integer::intValue).sum());
        System.out.println(nums.stream().reduce(0, Integer::sum));
        System.out.println(nums.stream().reduce(Integer::max));
        System.out.println(nums.stream().min(Comparator.naturalOrder()).get());
        System.out.println(nums.stream().max(Integer::compare).orElse(-1));
        System.out.println(nums.stream().count());
        System.out.println(nums.stream().skip(2).limit(4).toList());
        System.out.println(nums.stream().anyMatch(n -> n > 8) + " " + nums.stream().allMatch(n -> n > 0) + " "
                + nums.stream().noneMatch(n -> n == 4));
        System.out.println(nums.stream().findFirst().get() + " " + Stream.empty().findFirst().isPresent());
        System.out.println(Stream.of("a", "bb", "ccc").map(String::toUpperCase).collect(Collectors.joining(", ", "[", "]")));
        System.out.println(Stream.of("x", "y", "z").collect(Collectors.joining()));
        System.out.println(Stream.iterate(1, x -> x * 2).limit(10).toList());
        System.out.println(Stream.iterate(1, x -> x < 100, x -> x * 3).toList());
        int[] counter = {0};
        System.out.println(Stream.generate(() -> counter[0]++).limit(5).toList());
        System.out.println(IntStream.range(0, 10).boxed().collect(Collectors.toList()));
        System.out.println(IntStream.rangeClosed(1, 5).map(x -> x * x).sum());
        System.out.println(IntStream.of(3, 1, 2).sorted().boxed().toList());
        System.out.println(IntStream.range(0, 5).average().getAsDouble());
        System.out.println(IntStream.empty().average());
        System.out.println(IntStream.rangeClosed(1, 10).summaryStatistics());
        System.out.println(LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b));
        System.out.println(DoubleStream.of(1.5, 2.5, 3.0).sum() + " " + DoubleStream.of(1.5, 2.5).average());
        System.out.println(DoubleStream.of(0.1, 0.2, 0.3).summaryStatistics());
        System.out.println(Arrays.stream(new int[] {4, 5, 6}).map(x -> x + 1).boxed().toList());
        System.out.println(Arrays.stream(new String[] {"p", "q", "r", "s"}, 1, 3).toList());
        System.out.println("hello".chars().filter(c -> c == 'l').count());
        System.out.println("abc".chars().mapToObj(c -> String.valueOf((char) c)).collect(Collectors.joining("-")));
        System.out.println(Stream.of(List.of(1, 2), List.of(3), List.<Integer>of()).flatMap(List::stream).toList());
        System.out.println(Stream.of("a,b", "c").flatMap(s -> Arrays.stream(s.split(","))).toList());
        System.out.println(IntStream.range(0, 4).flatMap(i -> IntStream.range(0, i)).boxed().toList());
        System.out.println(Stream.concat(Stream.of(1, 2), Stream.of(3, 4)).toList());
        System.out.println(IntStream.concat(IntStream.of(1), IntStream.range(5, 7)).boxed().toList());
        System.out.println(Stream.of(1, 2, 3, 4, 5, 1, 2).takeWhile(x -> x < 4).toList());
        System.out.println(Stream.of(1, 2, 3, 4, 5, 1, 2).dropWhile(x -> x < 4).toList());
        System.out.println(Arrays.toString(Stream.of("a", "b").toArray(String[]::new)));
        System.out.println(Arrays.toString(Stream.of(1, 2).toArray()));
        System.out.println(Arrays.toString(IntStream.range(0, 20).filter(i -> i % 3 == 0).toArray()));
        List<String> peeked = new ArrayList<>();
        System.out.println(Stream.of("a", "b", "c").peek(peeked::add).map(String::toUpperCase).findFirst().get() + " " + peeked);
        // count() on a sized source does not run the pipeline (JDK 9+)
        List<Integer> seen = new ArrayList<>();
        System.out.println(List.of(1, 2, 3).stream().peek(seen::add).count() + " " + seen);
        System.out.println(List.of(1, 2, 3).stream().filter(x -> x > 1).peek(seen::add).count() + " " + seen);
        // laziness and order of evaluation
        Stream.of("one", "two", "three").filter(s -> {
            System.out.println("filter " + s);
            return s.length() == 3;
        }).map(s -> {
            System.out.println("map " + s);
            return s.toUpperCase();
        }).forEach(s -> System.out.println("forEach " + s));
        Stream.iterate(1, i -> i + 1).peek(i -> System.out.println("peek " + i)).filter(i -> i % 2 == 0).limit(2)
                .forEach(i -> System.out.println("got " + i));
        Stream.of(5, 4, 3).peek(i -> System.out.println("before sort " + i)).sorted()
                .peek(i -> System.out.println("after sort " + i)).findFirst();
        // iterator and spliterator
        Iterator<Integer> it = Stream.of(1, 2, 3).map(x -> x * 10).iterator();
        while (it.hasNext()) {
            System.out.print(it.next() + " ");
        }
        System.out.println();
        PrimitiveIterator.OfInt pit = IntStream.iterate(0, i -> i + 3).iterator();
        System.out.println(pit.nextInt() + " " + pit.nextInt() + " " + pit.next());
        Spliterator<String> sp = List.of("s1", "s2").stream().spliterator();
        sp.tryAdvance(System.out::println);
        System.out.println(sp.estimateSize() + " " + sp.hasCharacteristics(Spliterator.SIZED));
        // Stream.builder, ofNullable, Optional.stream
        Stream.Builder<String> b = Stream.builder();
        b.add("x").add("y");
        b.accept("z");
        System.out.println(b.build().collect(Collectors.toList()));
        System.out.println(Stream.ofNullable(null).count() + " " + Stream.ofNullable("v").count());
        System.out.println(Optional.of(4).stream().map(x -> x + 1).toList() + " " + Optional.empty().stream().count());
        System.out.println(OptionalInt.of(3).stream().sum());
        // parallel streams run sequentially but give the same results
        System.out.println(nums.parallelStream().isParallel() + " " + nums.parallelStream().map(x -> x * 2).toList());
        System.out.println(IntStream.range(0, 100).parallel().sum() + " " + IntStream.range(0, 5).parallel().sequential().isParallel());
        // mapMulti
        System.out.println(Stream.of(1, 2, 3).<Integer>mapMulti((x, sink) -> {
            sink.accept(x);
            sink.accept(-x);
        }).toList());
        // forEachOrdered, primitive conversions
        IntStream.range(0, 3).mapToObj(i -> "i" + i).forEachOrdered(System.out::print);
        System.out.println();
        System.out.println(IntStream.range(0, 3).asLongStream().map(x -> x * 10000000000L).boxed().toList());
        System.out.println(IntStream.range(1, 4).asDoubleStream().map(Math::sqrt).boxed().toList());
        System.out.println(LongStream.of(7, 8).mapToInt(x -> (int) x * 2).boxed().toList());
        System.out.println(DoubleStream.of(1.7, 2.2).mapToLong(d -> (long) d).sum());
        System.out.println(Stream.of("a", "bb", "ccc").mapToInt(String::length).max().getAsInt());
        System.out.println(IntStream.iterate(1, i -> i <= 1000, i -> i * 10).mapToObj(Integer::toString).toList());
        System.out.println(IntStream.range(0, 10).skip(3).limit(3).boxed().toList());
        System.out.println(IntStream.of(3, 3, 1, 1, 2).distinct().boxed().toList());
        System.out.println(IntStream.range(0, 6).takeWhile(i -> i < 3).sum() + " " + IntStream.range(0, 6).dropWhile(i -> i < 3).sum());
        // records through a pipeline
        List<Person> people = List.of(new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 42, "Oslo"), new Person("Dee", 25, "Lima"));
        System.out.println(people.stream().sorted(Comparator.comparingInt(Person::age).thenComparing(Person::name))
                .map(Person::name).toList());
        System.out.println(people.stream().mapToInt(Person::age).average().orElse(0));
        System.out.println(people.stream().max(Comparator.comparing(Person::age)).map(Person::name).orElse("none"));
    }
}
