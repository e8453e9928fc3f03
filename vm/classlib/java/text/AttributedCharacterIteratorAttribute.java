package java.text;

/**
 * rvm-only stand-in for AttributedCharacterIterator.Attribute (rvm has no attributed
 * iterators): the name-keyed base of Format.Field.
 */
class AttributedCharacterIteratorAttribute implements java.io.Serializable {
    private static final long serialVersionUID = -9142742483513960612L;

    private final String name;

    protected AttributedCharacterIteratorAttribute(String name) {
        this.name = name;
    }

    public final boolean equals(Object obj) {
        return super.equals(obj);
    }

    public final int hashCode() {
        return super.hashCode();
    }

    public String toString() {
        return getClass().getName() + "(" + name + ")";
    }

    protected String getName() {
        return name;
    }
}
