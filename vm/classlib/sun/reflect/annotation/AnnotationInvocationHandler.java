package sun.reflect.annotation;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;

/**
 * The invocation handler of annotation proxies, named as the JDK's so that
 * {@code Proxy.getInvocationHandler(annotation).getClass()} reads the same. The members, equals,
 * hashCode and toString are implemented by java.lang.reflect.RvmAnnotations, which this wraps.
 */
public final class AnnotationInvocationHandler implements InvocationHandler {
    private final InvocationHandler impl;

    public AnnotationInvocationHandler(InvocationHandler impl) {
        this.impl = impl;
    }

    /** The RvmAnnotations behind this handler (not part of the JDK API). */
    public InvocationHandler rvmImpl() {
        return impl;
    }

    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        return impl.invoke(proxy, method, args);
    }
}
