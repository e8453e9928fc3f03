package java.lang.invoke;

/** A call site whose target may be changed with setTarget. */
public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
    }

    public final MethodHandle getTarget() {
        return target;
    }

    public void setTarget(MethodHandle newTarget) {
        checkTarget(newTarget);
        target = newTarget;
    }

    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }

    /** rvm: every target write is already visible to all threads (one lock serializes the VM's threads). */
    public static void syncAll(MutableCallSite[] sites) {
        for (MutableCallSite s : sites) {
            s.getClass(); // null check, as the JDK
        }
    }
}
