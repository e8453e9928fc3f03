package msgs;

import java.util.ListResourceBundle;

public class Labels extends ListResourceBundle {
    protected Object[][] getContents() {
        return new Object[][] {
            {"hello", "Hello"},
            {"bye", "Goodbye"},
            {"count", Integer.valueOf(42)},
            {"colors", new String[] {"red", "green"}},
            {"only.root", "root only"},
        };
    }
}
