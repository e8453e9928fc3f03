import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;

// The frames a stack trace shows through a proxy: the proxy's method calls the handler
// directly, as HotSpot's generated proxy classes do (no library helper in between).
public class ProxyStackFrames {
    interface Ping {
        String ping(String s);
    }

    static void show(Throwable t) {
        System.out.println(t.getClass().getName() + ": " + t.getMessage());
        for (StackTraceElement e : t.getStackTrace()) {
            String cls = e.getClassName();
            if (cls.startsWith("ProxyStackFrames") || cls.startsWith("$Proxy") || cls.startsWith("java.lang.reflect")) {
                System.out.println("  " + (cls.startsWith("$Proxy") ? "$Proxy" : cls) + "." + e.getMethodName());
            }
        }
    }

    public static void main(String[] args) {
        InvocationHandler handler = (proxy, method, a) -> {
            if (a[0].equals("checked")) {
                throw new Exception("checked from handler");
            }
            throw new IllegalStateException("unchecked from handler");
        };
        Ping p = (Ping) Proxy.newProxyInstance(ProxyStackFrames.class.getClassLoader(), new Class<?>[] {Ping.class}, handler);
        try {
            p.ping("checked");
        } catch (UndeclaredThrowableException e) {
            show(e);
            show(e.getCause());
        }
        try {
            p.ping("unchecked");
        } catch (IllegalStateException e) {
            show(e);
        }
    }
}
