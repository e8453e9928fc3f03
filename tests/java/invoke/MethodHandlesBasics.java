import java.lang.invoke.*;
import java.util.*;

public class MethodHandlesBasics {
    private int base = 10;
    static String greeting = "hi";

    public int add(int x) { return base + x; }
    public static long mul(int a, long b) { return a * b; }
    public static String join(String sep, String... parts) { return String.join(sep, parts); }
    private String secret() { return "secret " + base; }
    public MethodHandlesBasics() {}
    public MethodHandlesBasics(int base) { this.base = base; }
    static void fail() { throw new IllegalStateException("from handle"); }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        System.out.println(lookup.lookupClass().getSimpleName());
        MethodType intToInt = MethodType.methodType(int.class, int.class);
        System.out.println(intToInt + " " + intToInt.toMethodDescriptorString() + " " + intToInt.parameterCount() + " " + intToInt.returnType());
        MethodHandle add = lookup.findVirtual(MethodHandlesBasics.class, "add", intToInt);
        System.out.println(add.type());
        MethodHandlesBasics obj = new MethodHandlesBasics();
        int r1 = (int) add.invokeExact(obj, 5);
        Object r2 = add.invoke(obj, 7);
        System.out.println(r1 + " " + r2 + " " + add.invokeWithArguments(obj, 1));
        MethodHandle mul = lookup.findStatic(MethodHandlesBasics.class, "mul", MethodType.methodType(long.class, int.class, long.class));
        long m = (long) mul.invokeExact(6, 7L);
        System.out.println(m + " " + (long) mul.invoke(3, 4) + " " + mul.invoke((short) 2, 5));
        MethodHandle ctor = lookup.findConstructor(MethodHandlesBasics.class, MethodType.methodType(void.class, int.class));
        MethodHandlesBasics made = (MethodHandlesBasics) ctor.invoke(100);
        System.out.println(made.base + " " + ctor.type());
        MethodHandle len = lookup.findVirtual(String.class, "length", MethodType.methodType(int.class));
        System.out.println((int) len.invokeExact("hello") + " " + len.bindTo("four").invoke());
        MethodHandle concat = lookup.findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        System.out.println((String) concat.invokeExact("a", "b") + " " + MethodHandles.insertArguments(concat, 1, "!").invoke("wow"));
        MethodHandle secret = lookup.findVirtual(MethodHandlesBasics.class, "secret", MethodType.methodType(String.class));
        System.out.println(secret.invoke(made));
        MethodHandle getter = lookup.findGetter(MethodHandlesBasics.class, "base", int.class);
        MethodHandle setter = lookup.findSetter(MethodHandlesBasics.class, "base", int.class);
        setter.invoke(made, 42);
        System.out.println((int) getter.invokeExact(made) + " " + lookup.findStaticGetter(MethodHandlesBasics.class, "greeting", String.class).invoke());
        MethodHandle join = lookup.findStatic(MethodHandlesBasics.class, "join", MethodType.methodType(String.class, String.class, String[].class));
        System.out.println(join.invoke("-", new String[] {"x", "y"}) + " " + join.isVarargsCollector() + " " + join.invokeWithArguments("+", "p", "q"));
        MethodHandle listSize = lookup.findVirtual(List.class, "size", MethodType.methodType(int.class));
        System.out.println(listSize.invoke(List.of(1, 2, 3)) + " " + listSize.invoke(new ArrayList<>(List.of(9))));
        MethodHandle upper = MethodHandles.filterReturnValue(concat, lookup.findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class)));
        System.out.println(upper.invoke("ab", "cd") + " " + MethodHandles.constant(String.class, "k").invoke() + " " + MethodHandles.identity(int.class).invoke(9));
        System.out.println(MethodHandles.dropArguments(len, 0, int.class).invoke(1, "xyz"));
        MethodHandle unreflected = lookup.unreflect(MethodHandlesBasics.class.getMethod("add", int.class));
        System.out.println(unreflected.invoke(made, 1));

        try {
            int bad = (int) add.invokeExact(obj, (Integer) 5);
        } catch (WrongMethodTypeException e) {
            System.out.println("WrongMethodTypeException " + e.getMessage());
        }
        try {
            Object bad = add.invokeExact(obj, 5);
        } catch (WrongMethodTypeException e) {
            System.out.println("WrongMethodTypeException " + e.getMessage());
        }
        try {
            lookup.findVirtual(MethodHandlesBasics.class, "missing", intToInt);
        } catch (NoSuchMethodException e) {
            System.out.println(e.getMessage());
        }
        try {
            lookup.findStatic(MethodHandlesBasics.class, "fail", MethodType.methodType(void.class)).invoke();
        } catch (IllegalStateException e) {
            System.out.println("direct exception " + e.getMessage());
        }
        try {
            lookup.findGetter(MethodHandlesBasics.class, "nope", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println(e.getMessage());
        }
        try {
            add.invoke(null, 1);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        MethodType parsed = MethodType.fromMethodDescriptorString("(ILjava/lang/String;[J)V", null);
        System.out.println(parsed + " " + parsed.equals(MethodType.methodType(void.class, int.class, String.class, long[].class)) + " " + parsed.wrap() + " " + parsed.generic() + " " + parsed.dropParameterTypes(0, 1).appendParameterTypes(char.class));
        Runnable r = () -> System.out.println("lambda still works " + greeting + 1);
        r.run();
        // combinators: guardWithTest, catchException, permuteArguments, foldArguments, collectArguments, arrays
        MethodHandle isEmpty = lookup.findVirtual(String.class, "isEmpty", MethodType.methodType(boolean.class));
        MethodHandle toUpper = lookup.findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class));
        MethodHandle gwt = MethodHandles.guardWithTest(isEmpty, MethodHandles.dropArguments(MethodHandles.constant(String.class, "empty"), 0, String.class), toUpper);
        System.out.println(gwt.invoke("") + " " + gwt.invoke("abc") + " " + gwt.type());
        try {
            MethodHandles.guardWithTest(isEmpty, MethodHandles.constant(String.class, "x"), MethodHandles.constant(String.class, "y"));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        MethodHandle parse = lookup.findStatic(Integer.class, "parseInt", MethodType.methodType(int.class, String.class));
        MethodHandle safe = MethodHandles.catchException(parse, NumberFormatException.class,
                MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, NumberFormatException.class, String.class));
        System.out.println(safe.invoke("12") + " " + safe.invoke("zz") + " " + safe.type());
        MethodHandle minus = lookup.findStatic(Math.class, "subtractExact", MethodType.methodType(int.class, int.class, int.class));
        MethodHandle swapped = MethodHandles.permuteArguments(minus, MethodType.methodType(int.class, int.class, int.class), 1, 0);
        MethodHandle twice = MethodHandles.permuteArguments(lookup.findStatic(Math.class, "multiplyExact", MethodType.methodType(int.class, int.class, int.class)),
                MethodType.methodType(int.class, int.class), 0, 0);
        System.out.println(swapped.invoke(10, 3) + " " + twice.invoke(7));
        MethodHandle fold = MethodHandles.foldArguments(concat, toUpper);
        System.out.println(fold.invoke("ab") + " " + fold.type());
        MethodHandle collected = MethodHandles.collectArguments(concat, 1, toUpper);
        System.out.println(collected.invoke("x", "yz") + " " + collected.type());
        MethodHandle get = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle set = MethodHandles.arrayElementSetter(String[].class);
        String[] strs = (String[]) MethodHandles.arrayConstructor(String[].class).invoke(2);
        set.invoke(strs, 1, "q");
        System.out.println(get.invoke(new int[] {4, 5}, 1) + " " + Arrays.toString(strs) + " " + MethodHandles.arrayLength(long[].class).invoke(new long[3])
                + " " + MethodHandles.zero(double.class).invoke() + " " + MethodHandles.empty(MethodType.methodType(boolean.class, int.class)).invoke(3)
                + " " + MethodHandles.invoker(MethodType.methodType(String.class)).invoke(MethodHandles.constant(String.class, "via invoker")));
        try {
            MethodHandles.throwException(void.class, IllegalStateException.class).invoke(new IllegalStateException("thrown by handle"));
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        // findSpecial runs the named method itself, not an override; StringConcatFactory called directly
        MethodHandle special = lookup.findSpecial(Object.class, "toString", MethodType.methodType(String.class), MethodHandlesBasics.class);
        System.out.println(special.type() + " " + ((String) special.invoke(made)).startsWith("MethodHandlesBasics@"));
        CallSite concatSite = StringConcatFactory.makeConcatWithConstants(lookup, "concat",
                MethodType.methodType(String.class, String.class, int.class), "<\u0001|\u0002|\u0001>", "k");
        System.out.println(concatSite.dynamicInvoker().invoke("a", 7) + " " + concatSite.type()
                + " " + StringConcatFactory.makeConcat(lookup, "c", MethodType.methodType(String.class, Object.class, char.class)).dynamicInvoker().invoke(List.of(1), 'z'));
        try {
            StringConcatFactory.makeConcatWithConstants(lookup, "c", MethodType.methodType(String.class, int.class), "\u0001\u0001");
        } catch (StringConcatException e) {
            System.out.println(e.getMessage());
        }
    }
}
