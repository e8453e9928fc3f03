package java.text;

/** rvm's java.text.FieldPosition: a field id (INTEGER_FIELD, FRACTION_FIELD) and where it was formatted. */
public class FieldPosition {
    int field = 0;
    int endIndex = 0;
    int beginIndex = 0;
    private Format.Field attribute;

    public FieldPosition(int field) {
        this.field = field;
    }

    public FieldPosition(Format.Field attribute) {
        this(attribute, -1);
    }

    public FieldPosition(Format.Field attribute, int fieldID) {
        this.attribute = attribute;
        this.field = fieldID;
    }

    public Format.Field getFieldAttribute() {
        return attribute;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    /** Set once, by the first non-empty occurrence of the field (the JDK's Delegate). */
    private boolean encounteredField;

    void formatted(int fieldID, Format.Field attr, int start, int end) {
        if (!encounteredField && matchesField(attr, fieldID)) {
            setBeginIndex(start);
            setEndIndex(end);
            encounteredField = (start != end);
        }
    }

    private boolean matchesField(Format.Field attr, int fieldID) {
        if (attribute != null) {
            return attribute.equals(attr);
        }
        return (fieldID == field);
    }

    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition other = (FieldPosition) obj;
        if (attribute == null) {
            if (other.attribute != null) {
                return false;
            }
        } else if (!attribute.equals(other.attribute)) {
            return false;
        }
        return (beginIndex == other.beginIndex && endIndex == other.endIndex && field == other.field);
    }

    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=" + attribute + ",beginIndex=" + beginIndex
                + ",endIndex=" + endIndex + ']';
    }
}
