import java.util.IllformedLocaleException;
import java.util.Locale;
import java.util.TreeSet;

/** Locales with scripts and extensions: Builder, language tags both ways, toString, equality, the available list. */
public class LocaleScriptsAndTags {
    static void show(Locale l) {
        System.out.println("[" + l + "] tag=" + l.toLanguageTag() + " lang=" + l.getLanguage() + " script=" + l.getScript()
                + " region=" + l.getCountry() + " variant=" + l.getVariant() + " ext=" + l.hasExtensions()
                + " keys=" + l.getExtensionKeys() + " u=" + l.getExtension('u') + " x=" + l.getExtension('x')
                + " hash=" + l.hashCode());
    }

    static void tag(String t) {
        show(Locale.forLanguageTag(t));
        try {
            Locale b = new Locale.Builder().setLanguageTag(t).build();
            System.out.println("  builder equal: " + b.equals(Locale.forLanguageTag(t)));
        } catch (IllformedLocaleException e) {
            System.out.println("  builder: " + e.getMessage() + " index " + e.getErrorIndex());
        }
    }

    public static void main(String[] args) {
        Locale sr = new Locale.Builder().setLanguage("sr").setScript("latn").setRegion("rs").build();
        show(sr);
        System.out.println(sr.getDisplayName(Locale.ENGLISH) + " / " + sr.getDisplayScript(Locale.ENGLISH));
        Locale zh = new Locale.Builder().setLanguage("zh").setScript("Hant").build();
        show(zh);
        System.out.println(zh.getDisplayName(Locale.US));
        show(new Locale.Builder().setScript("Cyrl").build());
        show(new Locale.Builder().setRegion("US").setScript("Latn").build());
        Locale withExt = new Locale.Builder().setLanguage("de").setRegion("DE").setUnicodeLocaleKeyword("co", "phonebk")
                .addUnicodeLocaleAttribute("foo").setExtension('a', "abc-de").setExtension('x', "Priv-Use").build();
        show(withExt);
        System.out.println(withExt.getUnicodeLocaleKeys() + " " + withExt.getUnicodeLocaleType("co") + " "
                + withExt.getUnicodeLocaleAttributes() + " " + withExt.stripExtensions());
        show(new Locale("ja", "JP", "JP"));
        show(new Locale("th", "TH", "TH"));
        show(new Locale("no", "NO", "NY"));
        show(new Locale("iw", "IL"));
        show(new Locale("", "", "POSIX"));
        show(new Locale("en", "US", "POSIX_x_y"));
        show(new Locale.Builder().setLocale(new Locale("ja", "JP", "JP")).build());
        tag("sr-Latn-RS");
        tag("zh-Hant-TW");
        tag("en-US-u-ca-gregory-nu-latn");
        tag("de-DE-1996-x-private");
        tag("ja-JP-x-lvariant-JP");
        tag("th-TH-u-nu-thai-x-lvariant-TH");
        tag("en-a-bbb-x-a-ccc");
        tag("x-whatever");
        tag("und");
        tag("i-klingon");
        tag("zh-min-nan");
        tag("en-GB-oed");
        tag("zh-yue-HK");
        tag("en-US-x-lvariant-POSIX");
        tag("EN-latn-us");
        tag("en-US-");
        tag("en_US");
        tag("abcdefghi");
        tag("en-a");
        tag("en-u-ca-gregory-u-nu-thai");
        tag("de-1901-1901");
        try {
            new Locale.Builder().setScript("Lat");
        } catch (IllformedLocaleException e) {
            System.out.println(e.getMessage() + " " + e.getErrorIndex());
        }
        try {
            new Locale.Builder().setExtension('u', "ca-x");
        } catch (IllformedLocaleException e) {
            System.out.println(e.getMessage() + " " + e.getErrorIndex());
        }
        try {
            new Locale.Builder().addUnicodeLocaleAttribute("ab");
        } catch (IllformedLocaleException e) {
            System.out.println(e.getMessage() + " " + e.getErrorIndex());
        }
        String[][] bad = {{"ext", "!", "x"}, {"kw", "a", "bcd"}, {"kw", "ca", "ab"}, {"kw", "ca", "abc-d"}, {"ext", "x", "abcdefghi"}};
        for (String[] b : bad) {
            try {
                if (b[0].equals("ext")) {
                    new Locale.Builder().setExtension(b[1].charAt(0), b[2]);
                } else {
                    new Locale.Builder().setUnicodeLocaleKeyword(b[1], b[2]);
                }
            } catch (IllformedLocaleException e) {
                System.out.println(e.getMessage() + " " + e.getErrorIndex());
            }
        }
        show(new Locale.Builder().setLocale(new Locale("no", "NO", "NY")).build());
        show(new Locale.Builder().setLocale(new Locale("th", "TH", "TH")).build());
        show(Locale.forLanguageTag("en-u-ca-gregory-nu-x-Y"));
        show(Locale.forLanguageTag("en-u-ca-gregory-ca-buddhist"));
        Locale[] all = Locale.getAvailableLocales();
        int scripts = 0;
        int withExts = 0;
        TreeSet<String> sorted = new TreeSet<>();
        for (Locale l : all) {
            if (!l.getScript().isEmpty()) {
                scripts++;
            }
            if (l.hasExtensions()) {
                withExts++;
            }
            sorted.add(l.toString());
        }
        System.out.println(all.length + " available, " + scripts + " with scripts, " + withExts + " with extensions, "
                + sorted.size() + " distinct");
        int i = 0;
        for (String s : sorted) {
            if (i++ % 50 == 0) {
                System.out.println("  " + s);
            }
        }
        System.out.println(all[0] + " | " + all[1] + " | " + all[all.length - 1]);
        System.out.println(Locale.getISOCountries().length + " " + Locale.getISOLanguages().length + " "
                + Locale.getISOCountries()[0] + " " + Locale.getISOLanguages()[5]);
        System.out.println(Locale.getDefault(Locale.Category.FORMAT) + " " + Locale.getDefault(Locale.Category.DISPLAY));
    }
}
