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

    public final String getDisplayLanguage() {
        return getDisplayLanguage(getDefault());
    }

    /**
     * Display names come from JDK 17's English CLDR names (RvmLocaleNames, generated); an unknown
     * code displays as itself, as the JDK does. Names in other languages are not provided.
     */
    public String getDisplayLanguage(Locale inLocale) {
        checkEnglish(inLocale);
        return displayName(DisplayNames.LANGUAGES, language);
    }

    public final String getDisplayCountry() {
        return getDisplayCountry(getDefault());
    }

    public String getDisplayCountry(Locale inLocale) {
        checkEnglish(inLocale);
        return displayName(DisplayNames.REGIONS, country);
    }

    public final String getDisplayScript() {
        return getDisplayScript(getDefault());
    }

    public String getDisplayScript(Locale inLocale) {
        checkEnglish(inLocale);
        return "";
    }

    public final String getDisplayVariant() {
        return getDisplayVariant(getDefault());
    }

    /** A variant's subtags (separated by '_' or '-') joined with ", ". */
    public String getDisplayVariant(Locale inLocale) {
        checkEnglish(inLocale);
        return variant.replace("_", ", ").replace("-", ", ");
    }

    public final String getDisplayName() {
        return getDisplayName(getDefault());
    }

    /** "Language (Country, variant, ...)"; without a language, the first of the others leads. */
    public String getDisplayName(Locale inLocale) {
        checkEnglish(inLocale);
        ArrayList<String> parts = new ArrayList<>();
        if (!country.isEmpty()) {
            parts.add(getDisplayCountry(inLocale));
        }
        if (!variant.isEmpty()) {
            int start = 0;
            for (int i = 0; i <= variant.length(); i++) {
                if (i == variant.length() || variant.charAt(i) == '_' || variant.charAt(i) == '-') {
                    if (i > start) {
                        parts.add(variant.substring(start, i));
                    }
                    start = i + 1;
                }
            }
        }
        String main = language.isEmpty() ? null : getDisplayLanguage(inLocale);
        if (main == null) {
            if (parts.isEmpty()) {
                return "";
            }
            main = parts.remove(0);
        }
        if (parts.isEmpty()) {
            return main;
        }
        StringBuilder sb = new StringBuilder(main).append(" (");
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(parts.get(i));
        }
        return sb.append(')').toString();
    }

    private static void checkEnglish(Locale inLocale) {
        if (!inLocale.language.isEmpty() && !inLocale.language.equals("en")) {
            throw new UnsupportedOperationException(
                    "rvm: locale display names are provided in English only (asked for " + inLocale + ")");
        }
    }

    private static String displayName(HashMap<String, String> names, String code) {
        String name = names.get(code);
        return name != null ? name : code;
    }

    /** The generated name lists, parsed on first use. */
    private static final class DisplayNames {
        static final HashMap<String, String> LANGUAGES = parse(RvmLocaleNames.LANGUAGES);
        static final HashMap<String, String> REGIONS = parse(RvmLocaleNames.REGIONS);

        private static HashMap<String, String> parse(String list) {
            HashMap<String, String> map = new HashMap<>();
            int start = 0;
            while (start < list.length()) {
                int eq = list.indexOf('=', start);
                int end = list.indexOf(';', eq);
                map.put(list.substring(start, eq), list.substring(eq + 1, end));
                start = end + 1;
            }
            return map;
        }
    }

    public boolean hasExtensions() {
        return false;
    }

    /**
     * Locale.Builder for language, region and variant with the JDK's BCP 47 checks and messages
     * (IllformedLocaleException: Ill-formed language: 1x [at index 0]). rvm's locales have no
     * scripts or extensions: setting a non-empty script, an extension or a Unicode keyword throws
     * UnsupportedOperationException, and setLanguageTag accepts tags of language, region and
     * variant subtags only.
     */
    public static final class Builder {
        private String language = "";
        private String region = "";
        private String variant = "";

        public Builder() {
        }

        public Builder setLocale(Locale locale) {
            if (locale == null) {
                throw new NullPointerException("Locale is null");
            }
            String v = locale.variant;
            if (!v.isEmpty()) {
                checkVariant(v, v);
            }
            language = locale.language;
            region = locale.country;
            variant = v;
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            String[] parts = languageTag.split("-");
            String lang = "";
            String reg = "";
            StringBuilder var = new StringBuilder();
            int index = 0;
            int i = 0;
            if (languageTag.isEmpty()) {
                clear();
                return this;
            }
            if (isLanguage(parts[0])) {
                lang = parts[0].equalsIgnoreCase("und") ? "" : parts[0];
                index += parts[0].length() + 1;
                i = 1;
            } else {
                throw new IllformedLocaleException("Ill-formed language: " + parts[0], 0);
            }
            if (i < parts.length && isRegion(parts[i])) {
                reg = parts[i];
                index += parts[i].length() + 1;
                i++;
            }
            for (; i < parts.length; i++) {
                if (!isVariantSubtag(parts[i])) {
                    if (parts[i].length() == 4 && isAlpha(parts[i]) || parts[i].length() == 1) {
                        throw new UnsupportedOperationException("rvm: Locale scripts and extensions are not supported: " + languageTag);
                    }
                    throw new IllformedLocaleException("Invalid subtag: " + parts[i], index);
                }
                if (var.length() > 0) {
                    var.append('_');
                }
                var.append(parts[i]);
                index += parts[i].length() + 1;
            }
            language = toLowerAscii(lang);
            region = toUpperAscii(reg);
            variant = var.toString();
            return this;
        }

        public Builder setLanguage(String language) {
            if (language == null || language.isEmpty()) {
                this.language = "";
            } else {
                if (!isLanguage(language)) {
                    throw new IllformedLocaleException("Ill-formed language: " + language, 0);
                }
                this.language = toLowerAscii(language);
            }
            return this;
        }

        public Builder setScript(String script) {
            if (script == null || script.isEmpty()) {
                return this;
            }
            if (script.length() != 4 || !isAlpha(script)) {
                throw new IllformedLocaleException("Ill-formed script: " + script, 0);
            }
            throw new UnsupportedOperationException("rvm: Locale scripts are not supported");
        }

        public Builder setRegion(String region) {
            if (region == null || region.isEmpty()) {
                this.region = "";
            } else {
                if (!isRegion(region)) {
                    throw new IllformedLocaleException("Ill-formed region: " + region, 0);
                }
                this.region = toUpperAscii(region);
            }
            return this;
        }

        public Builder setVariant(String variant) {
            if (variant == null || variant.isEmpty()) {
                this.variant = "";
            } else {
                String v = variant.replace('-', '_');
                checkVariant(variant, v);
                this.variant = v;
            }
            return this;
        }

        private static void checkVariant(String original, String v) {
            int index = 0;
            String[] subtags = v.split("_", -1);
            for (String subtag : subtags) {
                if (!isVariantSubtag(subtag)) {
                    throw new IllformedLocaleException("Ill-formed variant: " + original, index);
                }
                index += subtag.length() + 1;
            }
        }

        public Builder setExtension(char key, String value) {
            throw new UnsupportedOperationException("rvm: Locale extensions are not supported");
        }

        public Builder setUnicodeLocaleKeyword(String key, String type) {
            throw new UnsupportedOperationException("rvm: Locale extensions are not supported");
        }

        public Builder addUnicodeLocaleAttribute(String attribute) {
            throw new UnsupportedOperationException("rvm: Locale extensions are not supported");
        }

        public Builder removeUnicodeLocaleAttribute(String attribute) {
            throw new UnsupportedOperationException("rvm: Locale extensions are not supported");
        }

        public Builder clear() {
            language = "";
            region = "";
            variant = "";
            return this;
        }

        public Builder clearExtensions() {
            return this;
        }

        public Locale build() {
            return new Locale(language, region, variant);
        }

        private static boolean isLanguage(String s) {
            return s.length() >= 2 && s.length() <= 8 && isAlpha(s);
        }

        private static boolean isRegion(String s) {
            return (s.length() == 2 && isAlpha(s)) || (s.length() == 3 && isDigits(s));
        }

        private static boolean isVariantSubtag(String s) {
            int n = s.length();
            if (n >= 5 && n <= 8) {
                return isAlphaNumeric(s);
            }
            return n == 4 && s.charAt(0) >= '0' && s.charAt(0) <= '9' && isAlphaNumeric(s);
        }

        private static boolean isAlphaNumeric(String s) {
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
                    return false;
                }
            }
            return true;
        }
    }

    public String toLanguageTag() {
        if (language.isEmpty() && country.isEmpty() && !variant.isEmpty()) {
            return "x-lvariant-" + variant;
        }
        StringBuilder sb = new StringBuilder(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        // Well-formed variant subtags (5-8 alphanumerics, or 4 starting with a digit) stay variants;
        // from the first other one on, the rest goes into private use after "x-lvariant", as the JDK does.
        int start = 0;
        boolean privateUse = false;
        for (int i = 0; i <= variant.length(); i++) {
            if (i < variant.length() && variant.charAt(i) != '_' && variant.charAt(i) != '-') {
                continue;
            }
            if (i > start) {
                String subtag = variant.substring(start, i);
                if (!privateUse && !isVariantSubtag(subtag)) {
                    privateUse = true;
                    sb.append("-x-lvariant");
                }
                sb.append('-').append(subtag);
            }
            start = i + 1;
        }
        return sb.toString();
    }

    private static boolean isVariantSubtag(String s) {
        int n = s.length();
        if (n < 4 || n > 8 || (n == 4 && !(s.charAt(0) >= '0' && s.charAt(0) <= '9'))) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
                return false;
            }
        }
        return true;
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
