package java.util;

/** rvm's java.util.ListResourceBundle: a bundle whose contents are an array of key-value pairs. */
public abstract class ListResourceBundle extends ResourceBundle {
    private volatile Map<String, Object> lookup = null;

    public ListResourceBundle() {
    }

    public final Object handleGetObject(String key) {
        if (lookup == null) {
            loadLookup();
        }
        if (key == null) {
            throw new NullPointerException();
        }
        return lookup.get(key);
    }

    public Enumeration<String> getKeys() {
        if (lookup == null) {
            loadLookup();
        }
        ResourceBundle parent = this.parent;
        return new ResourceBundleEnumeration(lookup.keySet(), (parent != null) ? parent.getKeys() : null);
    }

    protected Set<String> handleKeySet() {
        if (lookup == null) {
            loadLookup();
        }
        return lookup.keySet();
    }

    protected abstract Object[][] getContents();

    private synchronized void loadLookup() {
        if (lookup != null) {
            return;
        }
        Object[][] contents = getContents();
        HashMap<String, Object> temp = new HashMap<>(contents.length);
        for (Object[] content : contents) {
            String key = (String) content[0];
            Object value = content[1];
            if (key == null || value == null) {
                throw new NullPointerException();
            }
            temp.put(key, value);
        }
        lookup = temp;
    }
}
