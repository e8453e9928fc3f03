import java.util.*;

/** Optional and its primitive variants, StringJoiner, and java.util.Objects helpers. */
public class OptionalsJoinersObjects {
    interface Action { void run(); }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static Optional<Integer> parse(String s) {
        try {
            return Optional.of(Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println(some + " " + none + " " + nullable + " " + (none == nullable) + " " + some.isPresent() + " " + none.isEmpty());
        System.out.println(some.map(String::length) + " " + none.map(String::length) + " " + some.filter(s -> s.startsWith("x"))
                + " " + some.flatMap(s -> parse("12")) + " " + some.flatMap(s -> parse("zz")) + " " + some.map(s -> null));
        System.out.println(none.orElse("fallback") + " " + none.orElseGet(() -> "supplied") + " " + some.orElseThrow()
                + " " + none.or(() -> Optional.of("alt")) + " " + some.or(() -> Optional.of("alt")));
        some.ifPresent(s -> System.out.println("present " + s));
        none.ifPresentOrElse(s -> System.out.println("no"), () -> System.out.println("absent"));
        System.out.println(some.equals(Optional.of("value")) + " " + some.hashCode() + " " + none.hashCode() + " " + none.equals(Optional.empty()));
        attempt("empty get", () -> none.get());
        attempt("empty orElseThrow", () -> none.orElseThrow());
        attempt("orElseThrow supplier", () -> none.orElseThrow(() -> new IllegalStateException("custom")));
        attempt("Optional.of(null)", () -> Optional.of(null));
        attempt("flatMap to null", () -> some.flatMap(s -> null));

        OptionalInt oi = OptionalInt.of(7);
        OptionalLong ol = OptionalLong.of(-5L);
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println(oi + " " + ol + " " + od + " " + OptionalInt.empty() + " " + OptionalLong.empty() + " " + OptionalDouble.empty());
        System.out.println(oi.getAsInt() + " " + ol.getAsLong() + " " + od.getAsDouble() + " " + OptionalInt.empty().orElse(3)
                + " " + OptionalDouble.empty().orElseGet(() -> 1.5) + " " + oi.equals(OptionalInt.of(7)) + " " + od.hashCode()
                + " " + OptionalDouble.of(Double.NaN).equals(OptionalDouble.of(Double.NaN)) + " " + ol.hashCode());
        oi.ifPresent(v -> System.out.println("int " + v));
        OptionalLong.empty().ifPresentOrElse(v -> System.out.println(v), () -> System.out.println("no long"));
        attempt("OptionalInt empty getAsInt", () -> OptionalInt.empty().getAsInt());
        attempt("OptionalDouble empty orElseThrow", () -> OptionalDouble.empty().orElseThrow());

        StringJoiner sj = new StringJoiner(", ", "{", "}");
        System.out.println(sj + " " + sj.length());
        sj.setEmptyValue("EMPTY");
        System.out.println(sj + " " + sj.length());
        sj.add("a").add("b").add(null);
        System.out.println(sj + " " + sj.length());
        StringJoiner other = new StringJoiner("-", "[", "]");
        other.add("x").add("y");
        sj.merge(other);
        System.out.println(sj + " " + sj.length() + " " + other);
        StringJoiner plain = new StringJoiner("|");
        for (int i = 0; i < 12; i++) {
            plain.add(Integer.toString(i));
        }
        System.out.println(plain + " " + new StringJoiner("/").merge(plain) + " " + String.join("+", List.of("p", "q")));
        attempt("null delimiter", () -> new StringJoiner(null));
        attempt("null empty value", () -> new StringJoiner(",").setEmptyValue(null));

        System.out.println(Objects.hash(1, "a", null, 2.5) + " " + Objects.hash() + " " + Objects.hashCode(null) + " "
                + Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.toString(null, "dflt")
                + " " + Objects.isNull(null) + " " + Objects.nonNull(1) + " " + Objects.requireNonNullElse(null, "else")
                + " " + Objects.requireNonNullElseGet(null, () -> "got") + " " + Objects.compare("a", "b", Comparator.reverseOrder())
                + " " + Objects.deepEquals(new int[][] {{1}}, new int[][] {{1}}) + " " + Objects.checkIndex(2, 3));
        attempt("requireNonNull msg", () -> Objects.requireNonNull(null, "must not be null"));
        attempt("requireNonNull supplier", () -> Objects.requireNonNull(null, () -> "supplied message"));
        attempt("requireNonNullElse both null", () -> Objects.requireNonNullElse(null, null));
        attempt("requireNonNullElseGet null result", () -> Objects.requireNonNullElseGet(null, () -> null));
        attempt("checkIndex", () -> Objects.checkIndex(5, 3));
        attempt("checkFromToIndex", () -> Objects.checkFromToIndex(2, 1, 3));
        attempt("checkFromIndexSize", () -> Objects.checkFromIndexSize(2, 5, 3));
    }
}
