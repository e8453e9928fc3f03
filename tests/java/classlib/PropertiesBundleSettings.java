import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.TreeSet;

/** An application's settings: defaults and overrides in Properties, messages from class-based ResourceBundles by locale. */
public class PropertiesBundleSettings {
    public static class Messages extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Hello"}, {"farewell", "Goodbye"}, {"count", 3}};
        }
    }

    public static class Messages_fr extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"greeting", "Bonjour"}};
        }
    }

    public static void main(String[] args) throws IOException {
        Properties defaults = new Properties();
        defaults.load(new StringReader("""
                # defaults
                server.port = 8080
                server.host=localhost
                greeting.text : Hello\\u0020World
                multi.line = first \\
                             second
                path=C:\\\\temp\\\\x
                """));
        Properties settings = new Properties(defaults);
        settings.load(new StringReader("server.port=9090\n! comment\nempty=\nkey\\ with\\ spaces=v\n"));
        System.out.println("port " + settings.getProperty("server.port") + " host " + settings.getProperty("server.host")
                + " text [" + settings.getProperty("greeting.text") + "] multi [" + settings.getProperty("multi.line") + "] path "
                + settings.getProperty("path") + " empty [" + settings.getProperty("empty") + "] missing "
                + settings.getProperty("missing", "fallback") + " spaced " + settings.getProperty("key with spaces"));
        System.out.println("own keys " + new TreeSet<>(settings.keySet()) + " all names " + new TreeSet<>(settings.stringPropertyNames()));
        int port = Integer.parseInt(settings.getProperty("server.port"));
        settings.setProperty("server.port", String.valueOf(port + 1));
        StringWriter out = new StringWriter();
        Properties sorted = new Properties();
        sorted.setProperty("a", "x=y:z");
        sorted.setProperty("b", " leading space");
        sorted.setProperty("c", "tab\there");
        sorted.setProperty("unicode", "caf\u00e9 \u20ac");
        sorted.store(out, null);
        String[] lines = out.toString().split("\n");
        TreeSet<String> stored = new TreeSet<>();
        for (String l : lines) {
            if (!l.startsWith("#")) {
                stored.add(l);
            }
        }
        System.out.println("stored " + stored);
        Properties back = new Properties();
        back.load(new StringReader(out.toString()));
        System.out.println("round trip " + back.equals(sorted));

        ResourceBundle en = ResourceBundle.getBundle("PropertiesBundleSettings$Messages", Locale.ENGLISH);
        ResourceBundle fr = ResourceBundle.getBundle("PropertiesBundleSettings$Messages", Locale.FRENCH);
        System.out.println(en.getString("greeting") + " / " + fr.getString("greeting") + " / " + fr.getString("farewell") + " / "
                + fr.getObject("count") + " / locale " + fr.getLocale() + " / keys " + new TreeSet<>(fr.keySet()));
        try {
            fr.getString("nothing");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " key=" + e.getKey() + " class=" + e.getClassName());
        }
        try {
            ResourceBundle.getBundle("NoSuchBundle", Locale.ROOT);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage());
        }
    }
}
