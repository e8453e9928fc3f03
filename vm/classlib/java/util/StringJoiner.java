package java.util;

/** rvm's java.util.StringJoiner: prefix, elements separated by the delimiter, suffix; or the
 *  empty value when nothing was added. */
public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;

    /** Contains all the string components added so far. */
    private String[] elts;
    /** The number of string components added so far. */
    private int size;
    /** Total length in chars of all the elements (delimiters included, prefix/suffix not). */
    private int len;
    /** When non-null, the string toString returns while nothing has been added. */
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        // make defensive copies of arguments
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    @Override
    public String toString() {
        final String[] elts = this.elts;
        if (elts == null && emptyValue != null) {
            return emptyValue;
        }
        final int size = this.size;
        StringBuilder sb = new StringBuilder(len + prefix.length() + suffix.length());
        sb.append(prefix);
        if (size > 0) {
            sb.append(elts[0]);
            for (int i = 1; i < size; i++) {
                sb.append(delimiter).append(elts[i]);
            }
        }
        sb.append(suffix);
        return sb.toString();
    }

    public StringJoiner add(CharSequence newElement) {
        final String elt = String.valueOf(newElement);
        if (elts == null) {
            elts = new String[8];
        } else {
            if (size == elts.length) {
                elts = Arrays.copyOf(elts, 2 * size);
            }
            len += delimiter.length();
        }
        len += elt.length();
        elts[size++] = elt;
        return this;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.elts == null) {
            return this;
        }
        other.compactElts();
        return add(other.elts[0]);
    }

    private void compactElts() {
        if (size > 1) {
            StringBuilder sb = new StringBuilder(len);
            sb.append(elts[0]);
            for (int i = 1; i < size; i++) {
                sb.append(delimiter).append(elts[i]);
            }
            elts[0] = sb.toString();
            for (int i = 1; i < size; i++) {
                elts[i] = null;
            }
            size = 1;
        }
    }

    public int length() {
        return (size == 0 && emptyValue != null) ? emptyValue.length() : len + prefix.length() + suffix.length();
    }
}
