import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.util.InvalidPropertiesFormatException;
import java.util.Properties;
import java.util.TreeMap;

/** Properties in the JDK's XML form: storeToXML as java writes it, loadFromXML of hand-written and stored files. */
public class PropertiesXml {
    static String load(String xml) {
        Properties p = new Properties();
        try {
            p.loadFromXML(new ByteArrayInputStream(xml.getBytes("UTF-8")));
            return new TreeMap<>(p).toString();
        } catch (Exception e) {
            return e.toString();
        }
    }

    public static void main(String[] args) throws Exception {
        Properties p = new Properties();
        p.setProperty("name", "rvm & <co> \"q\" 'a'");
        p.setProperty("version", "17");
        p.setProperty("empty", "");
        p.setProperty("uni", "\u00e9\u4e2d\t\n\ud83d\ude00");
        p.setProperty("z.key", "z");
        p.setProperty("key with \"quotes\" & <tags>", "v");
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        p.storeToXML(bo, "My <comment> & more");
        System.out.print(bo.toString("UTF-8"));
        bo = new ByteArrayOutputStream();
        p.storeToXML(bo, null, "ISO-8859-1");
        System.out.print(bo.toString("ISO-8859-1"));
        Properties back = new Properties();
        back.loadFromXML(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("round trip equal: " + back.equals(p) + " " + new TreeMap<>(back));
        bo = new ByteArrayOutputStream();
        p.storeToXML(bo, null, java.nio.charset.StandardCharsets.US_ASCII);
        System.out.print(bo.toString("US-ASCII"));
        try {
            p.storeToXML(new ByteArrayOutputStream(), null, "no-such-charset");
        } catch (java.io.UnsupportedEncodingException e) {
            System.out.println("UnsupportedEncodingException: " + e.getMessage());
        }

        File f = File.createTempFile("props", ".xml");
        try (FileOutputStream out = new FileOutputStream(f)) {
            p.storeToXML(out, "saved");
        }
        Properties fromFile = new Properties();
        fromFile.loadFromXML(new FileInputStream(f));
        System.out.println("from file: " + fromFile.equals(p) + " " + fromFile.getProperty("uni").length());
        f.delete();

        String doctype = "<!DOCTYPE properties SYSTEM \"http://java.sun.com/dtd/properties.dtd\">\n";
        System.out.println(load("<?xml version=\"1.0\"?>\n" + doctype + "<properties>\n  <comment>hi</comment>\n"
                + "  <entry key=\"a\">1 &amp; 2 &lt; 3 &#65;&#x42;&quot;&apos;</entry>\n  <entry key=\"b\"/>\n<!-- c -->\n"
                + "<entry key='c'><![CDATA[<x> & y]]></entry>\n  <entry key=\"multi\">line1\nline2</entry>\n</properties>\n"));
        System.out.println(load(doctype + "<properties/>"));
        System.out.println(load("<foo/>"));
        System.out.println(load("not xml"));
        System.out.println(load("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>" + doctype + "<properties><entry key=\"k\">caf\u00e9</entry></properties>"));
        Properties defaults = new Properties();
        defaults.setProperty("d", "default");
        Properties withDefaults = new Properties(defaults);
        withDefaults.setProperty("own", "1");
        bo = new ByteArrayOutputStream();
        withDefaults.storeToXML(bo, null);
        System.out.print(bo.toString("UTF-8"));
        try {
            new Properties().loadFromXML(null);
        } catch (NullPointerException e) {
            System.out.println("null stream: NullPointerException");
        }
        System.out.println(InvalidPropertiesFormatException.class.getSuperclass().getName());
    }
}
