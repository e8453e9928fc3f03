package msgs;

import java.util.ListResourceBundle;

public class NullValues extends ListResourceBundle {
    protected Object[][] getContents() {
        return new Object[][] {{"a", null}};
    }
}
