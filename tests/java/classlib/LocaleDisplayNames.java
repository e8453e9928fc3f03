import java.util.Locale;

/** Locale display names in English, as programs print them in menus and logs. */
public class LocaleDisplayNames {
    public static void main(String[] args) {
        Locale[] locales = {Locale.US, Locale.UK, Locale.FRANCE, Locale.GERMANY, Locale.JAPAN, Locale.CHINA, Locale.TAIWAN,
            Locale.KOREA, Locale.ITALY, Locale.CANADA, Locale.CANADA_FRENCH, Locale.ENGLISH, Locale.GERMAN, Locale.ROOT,
            new Locale("es", "ES"), new Locale("es", "MX"), new Locale("pt", "BR"), new Locale("pt", "PT"),
            new Locale("ru", "RU"), new Locale("nl", "NL"), new Locale("sv", "SE"), new Locale("ar", "SA"),
            new Locale("hi", "IN"), new Locale("tr", "TR"), new Locale("pl", "PL"), new Locale("el", "GR"),
            new Locale("uk", "UA"), new Locale("vi", "VN"), new Locale("th", "TH"), new Locale("fil"), new Locale("haw", "US"),
            new Locale("en", "US", "WIN"), new Locale("en", "", "WIN_x"), new Locale("", "", "WIN"), new Locale("", "DE"),
            new Locale("xx", "YY"), new Locale("nb"), new Locale("en", "150"), new Locale("es", "419"),
            Locale.forLanguageTag("en-AU"), Locale.forLanguageTag("zh-HK")};
        for (Locale l : locales) {
            System.out.println(l + " | " + l.getDisplayName() + " | " + l.getDisplayLanguage() + " | " + l.getDisplayCountry()
                    + " | " + l.getDisplayVariant() + " | " + l.getDisplayScript() + " | " + l.getDisplayName(Locale.US)
                    + " | " + l.getDisplayCountry(Locale.ENGLISH));
        }
        // A language picker: each locale's name in the display locale, sorted by it.
        java.util.TreeMap<String, String> picker = new java.util.TreeMap<>();
        for (Locale l : locales) {
            if (!l.getLanguage().isEmpty()) {
                picker.put(l.getDisplayName(Locale.ENGLISH), l.toLanguageTag());
            }
        }
        System.out.println(picker);
    }
}
