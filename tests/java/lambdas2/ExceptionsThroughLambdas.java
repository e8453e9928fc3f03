import java.util.*;
import java.util.function.*;

public class ExceptionsThroughLambdas {
    static class CheckedBox extends RuntimeException {
        CheckedBox(String m, Throwable cause) { super(m, cause); }
    }

    interface ThrowingFn<T, R> { R apply(T t) throws Exception; }

    static <T, R> Function<T, R> unchecked(ThrowingFn<T, R> f) {
        return t -> {
            try {
                return f.apply(t);
            } catch (Exception e) {
                throw new CheckedBox("wrapped " + e.getMessage(), e);
            }
        };
    }

    static Integer parseStrict(String s) throws Exception {
        if (s.isEmpty()) throw new Exception("empty input");
        return Integer.parseInt(s);
    }

    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>(Arrays.asList(3, 1, 2));
        try {
            list.sort((a, b) -> { if (a == 2 || b == 2) throw new IllegalStateException("cannot compare 2"); return a - b; });
        } catch (IllegalStateException e) {
            System.out.println("sort: " + e.getMessage());
        }
        try {
            list.forEach(x -> { if (x == 1) throw new UnsupportedOperationException("forEach hit " + x); });
        } catch (UnsupportedOperationException e) {
            System.out.println("forEach: " + e.getMessage());
        }
        Map<String, Integer> map = new HashMap<>();
        try {
            map.computeIfAbsent("k", k -> { throw new ArithmeticException("no value for " + k); });
        } catch (ArithmeticException e) {
            System.out.println("computeIfAbsent: " + e.getMessage() + " size=" + map.size());
        }
        try {
            map.merge("a", 1, (x, y) -> x / 0);
            map.merge("a", 1, (x, y) -> x / 0);
        } catch (ArithmeticException e) {
            System.out.println("merge: " + e.getMessage() + " a=" + map.get("a"));
        }
        try {
            list.removeIf(x -> { if (x == 2) throw new RuntimeException("removeIf at 2"); return x == 3; });
        } catch (RuntimeException e) {
            System.out.println("removeIf: " + e.getMessage() + " " + list);
        }
        int[] arr = new int[5];
        try {
            Arrays.setAll(arr, i -> 10 / (3 - i));
        } catch (ArithmeticException e) {
            System.out.println("setAll: " + e.getMessage() + " " + Arrays.toString(arr));
        }
        Function<String, Integer> parser = unchecked(ExceptionsThroughLambdas::parseStrict);
        for (String s : new String[]{"12", "", "x1"}) {
            try {
                System.out.println("parsed " + parser.apply(s));
            } catch (CheckedBox e) {
                System.out.println("CheckedBox: " + e.getMessage() + " cause=" + e.getCause().getClass().getName());
            } catch (NumberFormatException e) {
                System.out.println("NFE: " + e.getMessage());
            }
        }
        Supplier<String> npe = () -> { String s = null; return s.trim(); };
        try {
            npe.get();
        } catch (NullPointerException e) {
            System.out.println("npe: " + e.getClass().getName());
        }
        Runnable nested = () -> {
            Runnable inner = () -> { throw new IndexOutOfBoundsException("inner index"); };
            try {
                inner.run();
            } finally {
                System.out.println("finally in outer lambda");
            }
        };
        try {
            nested.run();
        } catch (IndexOutOfBoundsException e) {
            System.out.println("nested: " + e.getMessage());
        }
        Optional<String> empty = Optional.empty();
        try {
            empty.orElseThrow(() -> new IllegalArgumentException("custom from supplier"));
        } catch (IllegalArgumentException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            TreeMap<String, Integer> tm = new TreeMap<>((a, b) -> { throw new ClassCastException("cmp refused"); });
            tm.put("x", 1);
            tm.put("y", 2);
            System.out.println("tm size " + tm.size());
        } catch (ClassCastException e) {
            System.out.println("treemap: " + e.getMessage());
        }
        try {
            recurse.applyAsInt(0);
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError through lambda");
        }
        // uncaught exception from a lambda called by the library ends the program
        List<String> names = new ArrayList<>(Arrays.asList("ok", "boom", "never"));
        names.forEach(n -> {
            System.out.println("visiting " + n);
            if (n.equals("boom")) throw new IllegalStateException("lambda failed on " + n);
        });
        System.out.println("not reached");
    }
    static IntUnaryOperator recurse = x -> ExceptionsThroughLambdas.recurse.applyAsInt(x + 1) + 1;
}
