import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;

public class Main {
    static String describe(ResourceBundle b) {
        return b.getClass().getName() + " locale=[" + b.getLocale() + "] base=" + b.getBaseBundleName();
    }

    static List<String> sorted(Enumeration<String> e) {
        List<String> l = new ArrayList<>();
        while (e.hasMoreElements()) {
            l.add(e.nextElement());
        }
        Collections.sort(l);
        return l;
    }

    public static void main(String[] args) throws Exception {
        System.out.println("default locale " + Locale.getDefault());
        ResourceBundle fr = ResourceBundle.getBundle("msgs.Labels", Locale.FRANCE);
        System.out.println(describe(fr));
        System.out.println(fr.getString("hello") + " / " + fr.getString("bye") + " / " + fr.getString("only.root"));
        System.out.println(fr.getObject("count") + " " + String.join(",", fr.getStringArray("colors")));
        System.out.println(sorted(fr.getKeys()));
        List<String> ks = new ArrayList<>(fr.keySet());
        Collections.sort(ks);
        System.out.println(ks + " " + fr.containsKey("count") + " " + fr.containsKey("nope"));

        ResourceBundle ch = ResourceBundle.getBundle("msgs.Labels", new Locale("de", "CH"));
        System.out.println(describe(ch));
        System.out.println(ch.getString("hello") + " / " + ch.getString("bye") + " / " + ch.getString("de.only")
                + " / " + ch.getString("only.root"));
        ResourceBundle de = ResourceBundle.getBundle("msgs.Labels", Locale.GERMAN);
        System.out.println(describe(de) + " " + de.getString("hello"));

        ResourceBundle jp = ResourceBundle.getBundle("msgs.Labels", Locale.JAPAN);
        System.out.println(describe(jp) + " " + jp.getString("hello"));
        ResourceBundle textJp = ResourceBundle.getBundle("msgs.Text", Locale.JAPAN);
        System.out.println(describe(textJp) + " " + textJp.getString("title") + " " + textJp.getString("base.only"));
        ResourceBundle textDefault = ResourceBundle.getBundle("msgs.Text");
        System.out.println(describe(textDefault) + " " + textDefault.getString("title"));
        ResourceBundle textRoot = ResourceBundle.getBundle("msgs.Text", Locale.ROOT);
        System.out.println(describe(textRoot) + " " + textRoot.getString("title"));
        System.out.println("cached: " + (ResourceBundle.getBundle("msgs.Labels", Locale.FRANCE) == fr));
        ResourceBundle.clearCache();
        System.out.println("after clearCache: " + (ResourceBundle.getBundle("msgs.Labels", Locale.FRANCE) == fr));

        try {
            ResourceBundle.getBundle("msgs.Missing", Locale.US);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | [" + e.getKey() + "]");
        }
        try {
            fr.getString("absent");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            ch.getString("absent");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            fr.getString("count");
        } catch (ClassCastException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            ResourceBundle.getBundle("msgs.NotABundle");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " caused by " + e.getCause());
        }
        try {
            ResourceBundle.getBundle("msgs.NullValues").getString("a");
        } catch (NullPointerException e) {
            System.out.println("NPE from null contents");
        }
        try {
            ResourceBundle.getBundle(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null base name");
        }
        try {
            fr.getObject(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for null key");
        }

        PropertyResourceBundle utf8 = new PropertyResourceBundle(
                new ByteArrayInputStream("word=\u00fcber\nx=1".getBytes("UTF-8")));
        PropertyResourceBundle latin1 = new PropertyResourceBundle(
                new ByteArrayInputStream("word=\u00fcber\nx=1".getBytes("ISO-8859-1")));
        System.out.println(utf8.getString("word") + " " + latin1.getString("word") + " " + sorted(utf8.getKeys())
                + " " + utf8.getLocale());
    }
}
