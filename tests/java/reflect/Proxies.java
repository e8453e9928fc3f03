import java.lang.reflect.*;
import java.util.*;

public class Proxies {
    interface Greeter {
        String greet(String name);
        int add(int a, long b);
        default String twice(String s) { return s + s; }
        void log(double d, boolean flag, char c);
    }
    interface Counter { int next() throws Exception; }

    public static void main(String[] args) throws Exception {
        List<String> calls = new ArrayList<>();
        InvocationHandler handler = (proxy, method, margs) -> {
            calls.add(method.getName() + (margs == null ? "()" : Arrays.toString(margs)));
            switch (method.getName()) {
                case "greet": return "Hello, " + margs[0];
                case "add": return (int) ((Integer) margs[0] + (Long) margs[1]);
                case "toString": return "GreeterProxy";
                case "hashCode": return 7;
                case "equals": return proxy == margs[0];
                case "twice": return "proxied " + margs[0];
                default: return null;
            }
        };
        Greeter g = (Greeter) Proxy.newProxyInstance(Greeter.class.getClassLoader(), new Class<?>[] {Greeter.class}, handler);
        System.out.println(g.greet("rvm"));
        System.out.println(g.add(2, 40L));
        System.out.println(g.twice("x"));
        g.log(1.5, true, 'z');
        System.out.println(g + " " + g.hashCode() + " " + g.equals(g) + " " + g.equals("other"));
        System.out.println(calls);
        System.out.println(Proxy.isProxyClass(g.getClass()) + " " + Proxy.isProxyClass(String.class) + " " + (Proxy.getInvocationHandler(g) == handler));
        System.out.println(g instanceof Greeter);
        Greeter g2 = (Greeter) Proxy.newProxyInstance(Proxies.class.getClassLoader(), new Class<?>[] {Greeter.class}, handler);
        System.out.println(g2.getClass() == g.getClass());

        Counter bad = (Counter) Proxy.newProxyInstance(Counter.class.getClassLoader(), new Class<?>[] {Counter.class, Runnable.class}, (p, m, a) -> {
            if (m.getName().equals("run")) throw new java.io.IOException("undeclared");
            throw new Exception("declared");
        });
        try {
            bad.next();
        } catch (Exception e) {
            System.out.println("caught " + e);
        }
        try {
            ((Runnable) bad).run();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getUndeclaredThrowable());
        }
        Counter nulls = (Counter) Proxy.newProxyInstance(Counter.class.getClassLoader(), new Class<?>[] {Counter.class}, (p, m, a) -> null);
        try {
            Proxy.newProxyInstance(null, new Class<?>[] {Counter.class}, (p, m, a) -> null);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Runnable r = (Runnable) Proxy.newProxyInstance(null, new Class<?>[] {Runnable.class}, (p, m, a) -> { System.out.println("ran " + m.getName()); return null; });
        r.run();
        try {
            nulls.next();
        } catch (NullPointerException e) {
            System.out.println("NPE for null int result");
        }
    }
}
