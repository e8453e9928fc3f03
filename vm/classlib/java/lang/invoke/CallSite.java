package java.lang.invoke;

/**
 * rvm's java.lang.invoke.CallSite: a holder of a target MethodHandle of a fixed type. rvm links
 * javac's own invokedynamic sites itself, so call sites here are those a program makes and calls
 * through dynamicInvoker(), a handle that runs whatever the target is at the time of the call.
 */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        // An uninitialized site's target throws, as the JDK's.
        target = new MethodHandle(type) {
            Object invokeImpl(Object[] args) {
                throw new IllegalStateException("uninitialized call site");
            }
        };
    }

    CallSite(MethodHandle target) {
        target.type(); // null check
        this.target = target;
    }

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    void checkTarget(MethodHandle newTarget) {
        MethodType t = newTarget.type();
        if (!t.equals(type())) {
            throw new WrongMethodTypeException(newTarget + " should be of type " + type());
        }
    }

    public abstract MethodHandle dynamicInvoker();

    MethodHandle makeDynamicInvoker() {
        CallSite site = this;
        return new MethodHandle(type()) {
            Object invokeImpl(Object[] args) throws Throwable {
                return site.getTarget().invokeWithArguments(args);
            }
        };
    }
}
