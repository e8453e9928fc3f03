package java.nio.charset;

/** What a coder does with malformed or unmappable input. */
public class CodingErrorAction {
    private final String name;

    private CodingErrorAction(String name) {
        this.name = name;
    }

    public static final CodingErrorAction IGNORE = new CodingErrorAction("IGNORE");
    public static final CodingErrorAction REPLACE = new CodingErrorAction("REPLACE");
    public static final CodingErrorAction REPORT = new CodingErrorAction("REPORT");

    @Override
    public String toString() {
        return name;
    }
}
