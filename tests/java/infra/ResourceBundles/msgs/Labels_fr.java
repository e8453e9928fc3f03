package msgs;

import java.util.ListResourceBundle;

public class Labels_fr extends ListResourceBundle {
    protected Object[][] getContents() {
        return new Object[][] {
            {"hello", "Bonjour"},
            {"bye", "Au revoir"},
        };
    }
}
