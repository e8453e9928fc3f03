import java.lang.invoke.*;
import java.util.*;

public class VarHandlesAndCallSites {
    static class Counter {
        volatile int count;
        long total;
        String label = "a";
        boolean flag;
        double ratio = 1.5;
        final int fixed = 3;
        static int hits;
        static Object shared;
    }

    static int twice(int x) {
        return 2 * x;
    }

    static int square(int x) {
        return x * x;
    }

    static String greet(String name) {
        return "hi " + name;
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        VarHandle count = lookup.findVarHandle(Counter.class, "count", int.class);
        VarHandle total = lookup.findVarHandle(Counter.class, "total", long.class);
        VarHandle label = lookup.findVarHandle(Counter.class, "label", String.class);
        VarHandle flag = lookup.findVarHandle(Counter.class, "flag", boolean.class);
        VarHandle ratio = lookup.findVarHandle(Counter.class, "ratio", double.class);
        VarHandle hits = lookup.findStaticVarHandle(Counter.class, "hits", int.class);
        VarHandle shared = lookup.findStaticVarHandle(Counter.class, "shared", Object.class);
        System.out.println(count + " | " + count.varType() + " " + count.coordinateTypes() + " " + hits.coordinateTypes());

        Counter c = new Counter();
        count.set(c, 5);
        System.out.println((int) count.get(c) + " " + (int) count.getVolatile(c) + " " + (int) count.getAcquire(c) + " " + (int) count.getOpaque(c));
        count.setVolatile(c, 6);
        count.setRelease(c, 7);
        count.setOpaque(c, 8);
        System.out.println(c.count);
        System.out.println(count.compareAndSet(c, 8, 10) + " " + count.compareAndSet(c, 8, 11) + " " + c.count);
        System.out.println((int) count.compareAndExchange(c, 10, 12) + " " + (int) count.compareAndExchange(c, 99, 13) + " " + c.count);
        System.out.println(count.weakCompareAndSet(c, 12, 14) + " " + count.weakCompareAndSetPlain(c, 14, 15) + " " + c.count);
        System.out.println((int) count.getAndAdd(c, 5) + " " + (int) count.getAndSet(c, 1) + " " + c.count);
        System.out.println((int) count.getAndBitwiseOr(c, 6) + " " + (int) count.getAndBitwiseAnd(c, 3) + " " + (int) count.getAndBitwiseXor(c, 1) + " " + c.count);

        total.set(c, 100L);
        System.out.println((long) total.getAndAdd(c, 23L) + " " + (long) total.get(c) + " " + total.compareAndSet(c, 123L, 7L) + " " + c.total);
        System.out.println(label.compareAndSet(c, "a", "b") + " " + (String) label.getAndSet(c, "c") + " " + c.label);
        System.out.println((boolean) flag.getAndBitwiseOr(c, true) + " " + c.flag);
        System.out.println((double) ratio.getAndAdd(c, 1.0) + " " + c.ratio);
        hits.set(3);
        System.out.println((int) hits.getAndAdd(4) + " " + (int) hits.get() + " " + Counter.hits);
        shared.set("x");
        System.out.println(shared.compareAndSet("x", "y") + " " + Counter.shared);

        int[] ints = {1, 2, 3};
        VarHandle intElems = MethodHandles.arrayElementVarHandle(int[].class);
        intElems.set(ints, 1, 20);
        System.out.println((int) intElems.getAndAdd(ints, 2, 10) + " " + Arrays.toString(ints) + " " + intElems.compareAndSet(ints, 0, 1, 9) + " " + Arrays.toString(ints));
        String[] strs = {"p", "q"};
        VarHandle strElems = MethodHandles.arrayElementVarHandle(String[].class);
        System.out.println(strElems.compareAndSet(strs, 1, "q", "r") + " " + Arrays.toString(strs) + " " + strElems);
        try {
            intElems.get(ints, 3);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            count.get((Counter) null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        VarHandle fixed = lookup.findVarHandle(Counter.class, "fixed", int.class);
        System.out.println((int) fixed.get(c) + " " + fixed.isAccessModeSupported(VarHandle.AccessMode.SET) + " "
                + count.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " "
                + label.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD));
        try {
            fixed.set(c, 4);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE");
        }
        try {
            label.getAndAdd(c, "z");
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE2");
        }
        try {
            lookup.findVarHandle(Counter.class, "missing", int.class);
        } catch (NoSuchFieldException e) {
            System.out.println(e.getClass().getName());
        }
        System.out.println(VarHandle.AccessMode.valueFromMethodName("getAndAdd") + " " + VarHandle.AccessMode.COMPARE_AND_SET.methodName());
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();

        Thread[] ts = new Thread[4];
        Counter shared2 = new Counter();
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 1000; k++) {
                    count.getAndAdd(shared2, 1);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("threads: " + shared2.count);

        MethodType intToInt = MethodType.methodType(int.class, int.class);
        MutableCallSite site = new MutableCallSite(intToInt);
        MethodHandle invoker = site.dynamicInvoker();
        try {
            int r = (int) invoker.invokeExact(3);
            System.out.println(r);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        site.setTarget(lookup.findStatic(VarHandlesAndCallSites.class, "twice", intToInt));
        System.out.println((int) invoker.invokeExact(5) + " " + site.type());
        site.setTarget(lookup.findStatic(VarHandlesAndCallSites.class, "square", intToInt));
        System.out.println((int) invoker.invokeExact(5) + " " + (int) site.getTarget().invoke(6));
        MutableCallSite.syncAll(new MutableCallSite[] {site});
        try {
            site.setTarget(lookup.findStatic(VarHandlesAndCallSites.class, "greet", MethodType.methodType(String.class, String.class)));
        } catch (WrongMethodTypeException e) {
            System.out.println(e.getClass().getName());
        }
        VolatileCallSite vsite = new VolatileCallSite(lookup.findStatic(VarHandlesAndCallSites.class, "greet", MethodType.methodType(String.class, String.class)));
        System.out.println((String) vsite.dynamicInvoker().invokeExact("bob"));
        ConstantCallSite csite = new ConstantCallSite(lookup.findStatic(VarHandlesAndCallSites.class, "twice", intToInt));
        System.out.println((int) csite.dynamicInvoker().invokeExact(21));
        try {
            csite.setTarget(csite.getTarget());
        } catch (UnsupportedOperationException e) {
            System.out.println(e);
        }
    }
}
