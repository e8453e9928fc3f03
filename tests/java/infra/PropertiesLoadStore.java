import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;

public class PropertiesLoadStore {
    static final String TEXT = "# a comment\n"
            + "! another comment\n"
            + "\n"
            + "   plain = value one  \n"
            + "colon:two\n"
            + "space three\n"
            + "tab\tfour\n"
            + "empty\n"
            + "eq=\n"
            + "multi = first, \\\n"
            + "        second, \\\n"
            + "        third\n"
            + "esc\\ aped\\=key = a\\tb\\nc\\\\d\\u0041\\u00e9\n"
            + "unicode = caf\\u00e9 \\u4e2d\n"
            + "dup = 1\n"
            + "dup = 2\n"
            + "crlf = yes\r\n"
            + "cr = yes\r"
            + "# comment with trailing backslash \\\n"
            + "after = comment\n"
            + "last = no newline";

    /** store's output without its date line, which changes every run. */
    static String withoutDate(String stored) {
        StringBuilder out = new StringBuilder();
        for (String line : stored.split("\n", -1)) {
            if (line.startsWith("#") && line.length() > 20 && line.charAt(4) == ' ' && line.charAt(8) == ' ') {
                out.append("#<date>\n");
            } else {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }

    static void show(Properties p) {
        List<String> keys = new ArrayList<>(p.stringPropertyNames());
        Collections.sort(keys);
        for (String k : keys) {
            System.out.println("[" + k + "] -> [" + p.getProperty(k) + "]");
        }
    }

    public static void main(String[] args) throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(TEXT));
        System.out.println("size " + p.size());
        show(p);

        Properties q = new Properties();
        q.load(new ByteArrayInputStream("k=\u00e9\\u0100\nk2 : v2".getBytes("ISO-8859-1")));
        show(q);

        Properties s = new Properties();
        s.setProperty("b", "2");
        s.setProperty("a", "1");
        s.setProperty(" lead", " sp ace ");
        s.setProperty("k:=#!", "v:=#!");
        s.setProperty("ctl", "t\tn\nr\rf\f");
        s.setProperty("uni", "\u00e9\u4e2d");
        s.setProperty("back", "a\\b");
        for (int i = 0; i < 14; i++) {
            s.setProperty("key" + i, "v" + i);
        }
        StringWriter w = new StringWriter();
        s.store(w, "comment line 1\nline 2\r\n#kept\n!kept too\u4e2d");
        System.out.print(withoutDate(w.toString()));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        s.store(bytes, null);
        System.out.print(withoutDate(bytes.toString("ISO-8859-1")));

        Properties round = new Properties();
        round.load(new StringReader(w.toString()));
        System.out.println("round trip equal: " + round.equals(s));
        round.clear();
        round.load(new ByteArrayInputStream(bytes.toByteArray()));
        System.out.println("round trip bytes equal: " + round.equals(s));

        Properties defaults = new Properties();
        defaults.setProperty("color", "red");
        defaults.setProperty("size", "10");
        Properties withDefaults = new Properties(defaults);
        withDefaults.setProperty("size", "12");
        withDefaults.put("notString", Integer.valueOf(5));
        System.out.println(withDefaults.getProperty("color") + " " + withDefaults.getProperty("size") + " "
                + withDefaults.getProperty("missing") + " " + withDefaults.getProperty("missing", "dflt") + " "
                + withDefaults.getProperty("notString") + " " + withDefaults.get("color"));
        List<String> names = new ArrayList<>(withDefaults.stringPropertyNames());
        Collections.sort(names);
        System.out.println(names);
        System.out.println(withDefaults.size() + " " + withDefaults.containsKey("color") + " "
                + withDefaults.containsKey("size"));
        defaults.list(System.out);
        Properties longValue = new Properties();
        longValue.setProperty("long", "0123456789012345678901234567890123456789X");
        longValue.list(System.out);
        Enumeration<?> e = defaults.propertyNames();
        List<String> pn = new ArrayList<>();
        while (e.hasMoreElements()) {
            pn.add((String) e.nextElement());
        }
        Collections.sort(pn);
        System.out.println(pn);
        System.out.println(s.get("a") + " " + s.getOrDefault("zz", "none") + " " + s.containsValue("2"));

        Properties order = new Properties();
        for (String k : new String[] {"zeta", "alpha", "mid", "beta", "omega", "k10", "k2"}) {
            order.setProperty(k, k.toUpperCase());
        }
        System.out.println(order);
        System.out.println(order.keySet());
        Properties copy = (Properties) order.clone();
        copy.setProperty("alpha", "changed");
        System.out.println(order.getProperty("alpha") + " " + copy.getProperty("alpha"));

        try {
            new Properties().load(new StringReader("bad=\\u12G4"));
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new Properties().load(new StringReader("short=\\u12"));
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new Properties().load((java.io.Reader) null);
        } catch (NullPointerException ex) {
            System.out.println("NPE " + ex.getMessage());
        }
        try {
            Properties bad = new Properties();
            bad.put(Integer.valueOf(1), "x");
            bad.store(new StringWriter(), null);
        } catch (ClassCastException ex) {
            System.out.println(ex.getClass().getName());
        }
        try {
            s.setProperty(null, "x");
        } catch (NullPointerException ex) {
            System.out.println("NPE on null key");
        }

        Properties sys = System.getProperties();
        System.out.println(sys.getProperty("line.separator").equals("\n") + " " + sys.getProperty("file.separator")
                + " " + sys.getProperty("path.separator"));
        System.setProperty("infra.test", "one");
        System.out.println(sys.getProperty("infra.test") + " " + System.getProperty("infra.test"));
        sys.setProperty("infra.test", "two");
        System.out.println(System.getProperty("infra.test"));
        System.clearProperty("infra.test");
        System.out.println(System.getProperty("infra.test") + " " + (System.getProperties() == sys));
    }
}
