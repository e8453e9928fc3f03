package java.lang;

/**
 * rvm's java.lang.InheritableThreadLocal: a new Thread copies its creator's values of every
 * InheritableThreadLocal (through childValue) when it is constructed.
 */
public class InheritableThreadLocal<T> extends ThreadLocal<T> {
    public InheritableThreadLocal() {
    }

    protected T childValue(T parentValue) {
        return parentValue;
    }

    @SuppressWarnings("unchecked")
    static void inherit(java.util.HashMap<ThreadLocal<?>, Object> parent, java.util.HashMap<ThreadLocal<?>, Object> child) {
        for (java.util.Map.Entry<ThreadLocal<?>, Object> e : parent.entrySet()) {
            if (e.getKey() instanceof InheritableThreadLocal) {
                InheritableThreadLocal<Object> key = (InheritableThreadLocal<Object>) e.getKey();
                child.put(key, key.childValue(e.getValue()));
            }
        }
    }
}
