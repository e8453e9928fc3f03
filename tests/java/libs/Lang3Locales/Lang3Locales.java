import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.lang3.LocaleUtils;

/** commons-lang3's LocaleUtils over the JDK's available locales (scripts and extensions included). */
public class Lang3Locales {
    public static void main(String[] args) {
        System.out.println(LocaleUtils.isAvailableLocale(Locale.US) + " " + LocaleUtils.isAvailableLocale(new Locale("xx", "YY"))
                + " " + LocaleUtils.isAvailableLocale(new Locale.Builder().setLanguage("sr").setScript("Latn").setRegion("RS").build())
                + " " + LocaleUtils.isAvailableLocale(new Locale("ja", "JP", "JP")));
        List<Locale> list = LocaleUtils.availableLocaleList();
        Set<Locale> set = LocaleUtils.availableLocaleSet();
        System.out.println(list.size() + " " + set.size() + " " + list.get(0) + " " + list.get(list.size() - 1));
        System.out.println(LocaleUtils.toLocale("fr_CA") + " " + LocaleUtils.toLocale("en_GB_xxx") + " " + LocaleUtils.toLocale("_GB"));
        try {
            LocaleUtils.toLocale("e_GB");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        for (Locale l : LocaleUtils.localeLookupList(new Locale("fr", "CA", "xxx"), Locale.ENGLISH)) {
            System.out.print(l + ";");
        }
        System.out.println();
        TreeSet<String> langs = new TreeSet<>();
        for (Locale l : LocaleUtils.languagesByCountry("CH")) {
            langs.add(l.toString());
        }
        System.out.println("CH: " + langs);
        TreeSet<String> countries = new TreeSet<>();
        for (Locale l : LocaleUtils.countriesByLanguage("pt")) {
            countries.add(l.toString());
        }
        System.out.println("pt: " + countries);
        System.out.println(LocaleUtils.toLocale((String) null) + " " + LocaleUtils.toLocale("") + "|");
    }
}
