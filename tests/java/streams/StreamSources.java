import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Where streams come from: collections, maps, arrays, iterators and spliterators of user
 *  types, and how spliterators behave. */
public class StreamSources {
    /** A user Iterable with no stream() of its own. */
    static final class Countdown implements Iterable<Integer> {
        final int from;

        Countdown(int from) {
            this.from = from;
        }

        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int next = from;

                public boolean hasNext() {
                    return next > 0;
                }

                public Integer next() {
                    if (next <= 0) {
                        throw new NoSuchElementException();
                    }
                    return next--;
                }
            };
        }
    }

    static void p(Object o) {
        System.out.println(o);
    }

    public static void main(String[] args) {
        Map<String, Integer> ages = new HashMap<>();
        ages.put("ann", 31);
        ages.put("bob", 25);
        ages.put("cid", 42);
        ages.put("dee", 25);
        p(ages.entrySet().stream().filter(e -> e.getValue() > 26).map(Map.Entry::getKey).sorted().toList());
        p(ages.values().stream().mapToInt(Integer::intValue).sum() + " " + ages.keySet().stream().count());
        p(new TreeSet<>(List.of(5, 1, 3)).stream().map(String::valueOf).collect(Collectors.joining("<")));
        p(new ArrayDeque<>(List.of("x", "y")).stream().toList() + " " + new LinkedList<>(List.of(1, 2)).stream().mapToInt(i -> i).sum());
        p(new PriorityQueue<>(List.of(3, 1, 2)).stream().sorted().toList());
        p(Collections.nCopies(3, "ab").stream().collect(Collectors.joining()));
        p(StreamSupport.stream(new Countdown(5).spliterator(), false).map(i -> i * i).toList());
        Iterator<String> it = List.of("p", "q", "r").iterator();
        p(StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false).collect(Collectors.joining("+")));
        // spliterator basics
        Spliterator<Integer> sp = List.of(1, 2, 3, 4).spliterator();
        p(sp.estimateSize() + " " + sp.getExactSizeIfKnown() + " " + sp.hasCharacteristics(Spliterator.ORDERED) + " " + sp.hasCharacteristics(Spliterator.SIZED));
        sp.tryAdvance(x -> p("first " + x));
        sp.forEachRemaining(x -> System.out.print(x + ";"));
        p(" left " + sp.estimateSize() + " " + sp.tryAdvance(x -> {}));
        Spliterator.OfInt ints = IntStream.range(0, 5).spliterator();
        p(ints.estimateSize() + " " + ints.hasCharacteristics(Spliterator.SORTED) + " " + ints.hasCharacteristics(Spliterator.DISTINCT));
        ints.tryAdvance((IntConsumer) x -> p("int " + x));
        int[] sum = {0};
        ints.forEachRemaining((IntConsumer) x -> sum[0] += x);
        p("rest " + sum[0]);
        Spliterator<String> arr = Arrays.spliterator(new String[] {"a", "b", "c"}, 1, 3);
        p(arr.estimateSize() + " " + arr.characteristics());
        Iterator<String> back = Spliterators.iterator(arr);
        while (back.hasNext()) {
            System.out.print(back.next());
        }
        p("");
        p(Spliterators.emptySpliterator().estimateSize() + " " + new HashSet<>(List.of(1)).spliterator().hasCharacteristics(Spliterator.DISTINCT));
        // a spliterator of our own, sized
        Spliterator<String> letters = new Spliterators.AbstractSpliterator<>(3, Spliterator.SIZED | Spliterator.ORDERED) {
            char c = 'a';

            public boolean tryAdvance(Consumer<? super String> action) {
                if (c > 'c') {
                    return false;
                }
                action.accept(String.valueOf(c++));
                return true;
            }
        };
        p(StreamSupport.stream(letters, false).map(String::toUpperCase).toList());
        // lazy, short-circuiting flatMap over infinite inner streams
        p(Stream.of(1, 2, 3).flatMap(i -> Stream.iterate(i, x -> x + 10)).limit(5).toList());
        p(IntStream.iterate(0, i -> i + 1).flatMap(i -> IntStream.of(i, -i)).skip(3).limit(4).boxed().toList());
        p(Stream.generate(() -> "z").flatMap(s -> Stream.of(s, s)).anyMatch(s -> s.equals("z")));
        // stable sort keeps encounter order of equal keys
        p(Stream.of("bb", "a", "cc", "d", "ee", "f").sorted(Comparator.comparingInt(String::length)).toList());
        // primitive streams
        p(LongStream.range(0, 5).map(x -> x * x).boxed().toList() + " " + LongStream.rangeClosed(5, 3).count());
        p(DoubleStream.iterate(1.0, d -> d / 2).limit(4).boxed().toList() + " " + DoubleStream.of(3, 1, 2).sorted().boxed().toList());
        p(IntStream.range(0, 10).mapToObj(i -> i % 3).collect(Collectors.groupingBy(i -> i, TreeMap::new, Collectors.counting())));
        p(IntStream.of(1, 2, 3).mapToLong(i -> i * 1000000000000L).max().getAsLong() + " " + IntStream.of().max().isPresent());
        p(Arrays.toString(LongStream.of(5, 3).toArray()) + " " + Arrays.toString(DoubleStream.of(0.5).toArray()));
        p(IntStream.rangeClosed(1, 5).reduce(1, (a, b) -> a * b) + " " + IntStream.rangeClosed(1, 5).reduce(Integer::sum).getAsInt());
        p(IntStream.of(5, 1, 4).summaryStatistics().getAverage() + " " + LongStream.of(5, 1, 4).summaryStatistics()
                + " " + DoubleStream.empty().summaryStatistics());
        p(new IntSummaryStatistics().getMin() + " " + new IntSummaryStatistics(3, 1, 5, 9).getAverage());
        p(IntStream.range(0, 3).collect(ArrayList<Integer>::new, ArrayList::add, ArrayList::addAll));
        p("a\u00e9\ud83d\ude00".codePoints().count() + " " + "a\u00e9\ud83d\ude00".chars().count() + " " + "line1\nline2\r\nline3".lines().toList());
        p(Stream.of("a", "b", "c").reduce("", String::concat) + " " + Stream.of(1, 2, 3).reduce(10, Integer::sum, Integer::sum));
        Object[] objs = Stream.of(1, "two", 3.0).toArray();
        p(objs.length + " " + objs[1] + " " + Arrays.toString(Stream.of(3, 1).sorted().toArray(Integer[]::new)));
    }
}
