import java.util.function.Function;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

// Lambda proxy classes are hidden classes in HotSpot: their frames never show
// in stack traces, only the lambda body (lambda$main$0) and its callers.
public class LambdaFramesInStackTraces {
    static int bad(int x) {
        throw new IllegalStateException("bad " + x);
    }

    static void printUserFrames(Throwable t) {
        System.out.println(t);
        for (StackTraceElement e : t.getStackTrace()) {
            if (!e.getClassName().startsWith("java.")) {
                System.out.println("\tat " + e);
            }
        }
    }

    interface Visitor {
        void visit(int depth);
    }

    static void walk(int depth, Visitor v) {
        v.visit(depth);
    }

    public static void main(String[] args) {
        Runnable r = () -> { throw new RuntimeException("from lambda"); };
        try { r.run(); } catch (RuntimeException e) { e.printStackTrace(System.out); }

        IntUnaryOperator f = LambdaFramesInStackTraces::bad;
        try { f.applyAsInt(1); } catch (RuntimeException e) { e.printStackTrace(System.out); }

        Function<String, Integer> parse = Integer::parseInt;
        try { parse.apply("x1"); } catch (NumberFormatException e) { printUserFrames(e); }

        Supplier<Throwable> capture = () -> new Throwable("captured");
        printUserFrames(capture.get());

        int[] seen = new int[1];
        Visitor nested = d -> {
            if (d < 3) {
                walk(d + 1, x -> { seen[0] += x; if (x == 2) printUserFrames(new Throwable("depth " + x)); });
            }
        };
        walk(0, nested);
        walk(1, nested);
        System.out.println(seen[0]);
    }
}
