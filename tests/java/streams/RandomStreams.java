import java.util.*;
import java.util.stream.*;

public class RandomStreams {
    public static void main(String[] args) {
        Random r = new Random(2024);
        System.out.println(r.ints(5).boxed().toList());
        System.out.println(r.ints(8, 0, 10).boxed().toList());
        System.out.println(r.ints(6, -1000000, 1000000000).boxed().toList());
        System.out.println(r.ints(0, 7).limit(6).boxed().toList());
        System.out.println(r.longs(3).boxed().toList() + " " + r.longs(4, 10, 1000).boxed().toList());
        System.out.println(r.doubles(3).boxed().toList() + " " + r.doubles(2, 5.0, 6.0).boxed().toList());
        System.out.println(r.ints(1000).count() + " " + r.nextInt()); // count does not draw numbers
        Map<Integer, Long> histogram = r.ints(20, 1, 7).boxed().collect(Collectors.groupingBy(x -> x, TreeMap::new, Collectors.counting()));
        System.out.println(histogram);
        try {
            r.ints(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            r.ints(5, 3, 3);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
