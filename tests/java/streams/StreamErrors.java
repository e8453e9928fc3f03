import java.util.*;
import java.util.stream.*;

public class StreamErrors {
    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Stream<Integer> s = Stream.of(1, 2, 3);
        s.map(x -> x + 1);
        attempt("reuse after map", () -> s.forEach(System.out::println));
        Stream<Integer> t = Stream.of(1, 2, 3);
        t.count();
        attempt("reuse after count", () -> t.count());
        IntStream is = IntStream.range(0, 3);
        is.sum();
        attempt("int reuse", () -> is.sum());
        attempt("limit -1", () -> Stream.of(1).limit(-1));
        attempt("skip -2", () -> IntStream.of(1).skip(-2));
        attempt("findFirst null", () -> Stream.of((Object) null).findFirst());
        attempt("empty get", () -> Stream.empty().findAny().get());
        attempt("empty int getAsInt", () -> IntStream.empty().max().getAsInt());
        attempt("toMap duplicate", () -> Stream.of("a", "bb", "c").collect(Collectors.toMap(String::length, x -> x)));
        attempt("toMap null value", () -> Stream.of("a").collect(Collectors.toMap(x -> x, x -> null)));
        attempt("groupingBy null key", () -> Stream.of("a").collect(Collectors.groupingBy(x -> null)));
        attempt("toList immutable", () -> Stream.of(1).toList().add(2));
        attempt("unmodifiable list", () -> Stream.of(1).collect(Collectors.toUnmodifiableList()).add(2));
        attempt("unmodifiable list null", () -> Stream.of((Object) null).collect(Collectors.toUnmodifiableList()));
        attempt("null mapper", () -> Stream.of(1).map(null));
        attempt("exception in lambda", () -> Stream.of(1, 0).map(x -> 10 / x).toList());
        attempt("sorted non-comparable", () -> Stream.of(new Object(), new Object()).sorted().toList().size());
        attempt("builder after build", () -> {
            Stream.Builder<Integer> b = Stream.builder();
            b.build();
            b.add(1);
        });
        attempt("iterator exhausted", () -> Stream.of(1).iterator().forEachRemaining(x -> {}));
        attempt("iterator next past end", () -> {
            Iterator<Integer> it = Stream.<Integer>empty().iterator();
            it.next();
        });
        attempt("toArray wrong type", () -> Stream.of(1, 2).toArray(String[]::new));
        // close handlers run once, in order
        Stream<String> c = Stream.of("q").onClose(() -> System.out.println("close 1")).onClose(() -> System.out.println("close 2"));
        c.close();
        c.close();
        attempt("use after close", () -> c.count());
        try (Stream<Integer> w = Stream.of(1, 2).onClose(() -> System.out.println("closed by try"))) {
            System.out.println(w.mapToInt(x -> x).sum());
        }
        attempt("close handler throws", () -> {
            Stream<Integer> x = Stream.of(1).onClose(() -> {
                throw new IllegalStateException("first");
            }).onClose(() -> {
                throw new IllegalArgumentException("second");
            });
            try {
                x.close();
            } catch (IllegalStateException e) {
                System.out.println("suppressed: " + Arrays.toString(e.getSuppressed()));
                throw e;
            }
        });
        // an uncaught exception from inside a stream
        List.of(3, 2, 1, 0).stream().map(x -> 6 / x).forEach(System.out::println);
    }
}
