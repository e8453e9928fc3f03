package java.util;

/**
 * rvm's java.util.Locale: a minimal subset (language, country, variant; the JDK's constants,
 * getDefault/setDefault, forLanguageTag for simple tags, toString, toLanguageTag, equals, hashCode)
 * so that String.format(Locale, ...), Formatter and String.toUpperCase(Locale) link. No scripts,
 * extensions, display names or Locale.Category. The default locale is "en", like java under
 * LANG=C.UTF-8.
 */
public final class Locale implements java.io.Serializable {
    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    private static Locale defaultLocale = ENGLISH;

    private final String language;
    private final String country;
    private final String variant;
    private int hashCodeValue;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = toLowerAscii(language);
        this.country = toUpperAscii(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
    }

    /** Simple tags only: language, optional script-less region ("en", "en-US", "und"). */
    public static Locale forLanguageTag(String languageTag) {
        String[] parts = languageTag.split("-");
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equalsIgnoreCase("und")) {
            lang = "";
        }
        if (lang.length() < 2 || lang.length() > 8 || !isAlpha(lang)) {
            return ROOT;
        }
        String region = "";
        if (parts.length > 1 && (parts[1].length() == 2 && isAlpha(parts[1])
                || parts[1].length() == 3 && isDigits(parts[1]))) {
            region = parts[1];
        }
        return new Locale(lang, region);
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public String toLanguageTag() {
        if (language.isEmpty() && country.isEmpty() && !variant.isEmpty()) {
            return "x-lvariant-" + variant;
        }
        StringBuilder sb = new StringBuilder(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('-').append(variant);
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder sb = new StringBuilder(language);
        if (r || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || r)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country) && variant.equals(o.variant);
    }

    /** Same value as the JDK's: the hash of (language, script, region, variant). */
    @Override
    public int hashCode() {
        int h = hashCodeValue;
        if (h == 0) {
            h = language.hashCode();
            h = 31 * h;
            h = 31 * h + country.hashCode();
            h = 31 * h + variant.hashCode();
            hashCodeValue = h;
        }
        return h;
    }

    private static boolean isAlpha(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    private static String toLowerAscii(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'A' && c[i] <= 'Z') {
                c[i] += 'a' - 'A';
            }
        }
        return new String(c);
    }

    private static String toUpperAscii(String s) {
        char[] c = s.toCharArray();
        for (int i = 0; i < c.length; i++) {
            if (c[i] >= 'a' && c[i] <= 'z') {
                c[i] -= 'a' - 'A';
            }
        }
        return new String(c);
    }
}
