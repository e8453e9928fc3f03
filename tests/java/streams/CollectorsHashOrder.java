import java.util.*;
import java.util.stream.*;

/** Collectors that build HashMap/HashSet, printed directly as programs usually do: the
 *  iteration order must be the JDK's. */
public class CollectorsHashOrder {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("stream", "regex", "map", "filter", "collect", "java", "rvm", "lambda",
                "optional", "group", "zebra", "apple", "kiwi", "banana", "cherry", "date", "elderberry", "fig");
        Map<Integer, List<String>> byLength = words.stream().collect(Collectors.groupingBy(String::length));
        System.out.println(byLength);
        Map<Character, Long> byInitial = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), Collectors.counting()));
        System.out.println(byInitial);
        Set<String> upper = words.stream().map(String::toUpperCase).collect(Collectors.toSet());
        System.out.println(upper);
        Map<String, Integer> lengths = words.stream().collect(Collectors.toMap(w -> w, String::length));
        System.out.println(lengths);
        System.out.println(IntStream.rangeClosed(1, 40).boxed().collect(Collectors.toSet()));
        System.out.println(IntStream.rangeClosed(1, 30).boxed().collect(Collectors.groupingBy(i -> i % 7 == 0 ? "seven" : i % 2 == 0 ? "even" : "odd")));
        HashSet<String> distinct = Stream.of("b", "a", "c", "a").distinct().collect(Collectors.toCollection(HashSet::new));
        System.out.println(distinct);
        System.out.println(words.stream().collect(Collectors.partitioningBy(w -> w.length() > 5, Collectors.toSet())));
    }
}
