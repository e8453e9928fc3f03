package java.util;

/**
 * rvm's java.util.Locale: language, script, region, variant and BCP 47 extensions (the Unicode
 * "u" extension's attributes and keywords, other singletons, private use), as the JDK keeps them.
 *
 * <p>Data flow: constructors, {@link #forLanguageTag} and {@link Builder} all end in one private
 * constructor over the five canonical parts (language lower case with the JDK 17 renames iw/ji/in
 * to he/yi/id, script title case, region upper case, variant as given, extensions as an
 * {@link Ext}). Language tags are parsed by {@link Tag} (RFC 5646 section 2.1 syntax, the
 * grandfathered tags of section 2.2.8 mapped to their preferred values). {@link
 * #getAvailableLocales} builds JDK 17's list, in java's order, from the generated {@link
 * RvmLocaleNames#AVAILABLE}. Display names come from JDK 17's English CLDR names (generated);
 * asking for them in another language, or for a locale with extensions, throws
 * UnsupportedOperationException. The default locale is "en", like java under LANG=C.UTF-8.
 */
public final class Locale implements Cloneable, java.io.Serializable {
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

    public static final char PRIVATE_USE_EXTENSION = 'x';
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    private static final long serialVersionUID = 9149081749638150636L;

    private static Locale defaultLocale = ENGLISH;
    private static Locale defaultDisplayLocale;
    private static Locale defaultFormatLocale;

    private final String language;
    private final String script;
    private final String country;
    private final String variant;
    private final Ext ext;
    private int hashCodeValue;

    /** Locale.Category: the default locale per use; rvm keeps one default unless set per category. */
    public enum Category {
        DISPLAY,
        FORMAT
    }

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldIsoCode(toLowerAscii(language));
        this.script = "";
        this.country = toUpperAscii(country);
        this.variant = variant;
        this.ext = compatibilityExtensions(this.language, "", this.country, variant);
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private Locale(String language, String script, String country, String variant, Ext ext) {
        this.language = convertOldIsoCode(toLowerAscii(language));
        this.script = toTitleAscii(script);
        this.country = toUpperAscii(country);
        this.variant = variant;
        this.ext = ext != null && ext.isEmpty() ? null : ext;
    }

    /** JDK 17 maps the withdrawn ISO 639 codes to their current ones. */
    private static String convertOldIsoCode(String lang) {
        switch (lang) {
            case "iw":
                return "he";
            case "ji":
                return "yi";
            case "in":
                return "id";
            default:
                return lang;
        }
    }

    /** ja_JP_JP and th_TH_TH (without script) carry the calendar and number extensions they stood for. */
    private static Ext compatibilityExtensions(String language, String script, String country, String variant) {
        if (!script.isEmpty()) {
            return null;
        }
        if (language.equals("ja") && country.equals("JP") && variant.equals("JP")) {
            Ext e = new Ext();
            e.keywords.put("ca", "japanese");
            return e;
        }
        if (language.equals("th") && country.equals("TH") && variant.equals("TH")) {
            Ext e = new Ext();
            e.keywords.put("nu", "thai");
            return e;
        }
        return null;
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        Locale l = category == Category.DISPLAY ? defaultDisplayLocale : defaultFormatLocale;
        return l != null ? l : defaultLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
        defaultDisplayLocale = newLocale;
        defaultFormatLocale = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        if (category == Category.DISPLAY) {
            defaultDisplayLocale = newLocale;
        } else {
            defaultFormatLocale = newLocale;
        }
    }

    /** JDK 17's installed locales (generated from java by tools/GenLocaleNames.javagen), in java's order. */
    public static Locale[] getAvailableLocales() {
        return Available.LOCALES.clone();
    }

    private static final class Available {
        static final Locale[] LOCALES = parse(RvmLocaleNames.AVAILABLE);

        /** Entries "language,script,region,variant,extensions;". */
        private static Locale[] parse(String list) {
            ArrayList<Locale> out = new ArrayList<>();
            int start = 0;
            while (start < list.length()) {
                int end = list.indexOf(';', start);
                String[] f = list.substring(start, end).split(",", -1);
                Ext e = f[4].isEmpty() ? null : Tag.parse("und-" + f[4]).extensions();
                out.add(new Locale(f[0], f[1], f[2], f[3], e));
                start = end + 1;
            }
            return out.toArray(new Locale[0]);
        }
    }

    public static String[] getISOCountries() {
        return isoCodes(RvmLocaleNames.ISO_COUNTRIES);
    }

    public static String[] getISOLanguages() {
        return isoCodes(RvmLocaleNames.ISO_LANGUAGES);
    }

    private static String[] isoCodes(String list) {
        return list.isEmpty() ? new String[0] : list.split(",");
    }

    /**
     * The JDK's lenient parse: well-formed subtags up to the first ill-formed one are used, the
     * rest is ignored; "x-lvariant-..." private use becomes the variant.
     */
    public static Locale forLanguageTag(String languageTag) {
        Tag tag = Tag.parse(languageTag);
        Builder b = new Builder();
        b.setTag(tag);
        return b.build();
    }

    public String getLanguage() {
        return language;
    }

    public String getScript() {
        return script;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public boolean hasExtensions() {
        return ext != null;
    }

    public Locale stripExtensions() {
        return ext == null ? this : new Locale(language, script, country, variant, null);
    }

    public String getExtension(char key) {
        if (!Tag.isExtensionSingletonChar(key) && key != PRIVATE_USE_EXTENSION) {
            throw new IllegalArgumentException("Ill-formed extension key: " + key);
        }
        return ext == null ? null : ext.value(Character.toLowerCase(key));
    }

    public Set<Character> getExtensionKeys() {
        if (ext == null) {
            return Collections.emptySet();
        }
        return Collections.unmodifiableSet(ext.keys());
    }

    public Set<String> getUnicodeLocaleAttributes() {
        if (ext == null) {
            return Collections.emptySet();
        }
        return Collections.unmodifiableSet(new TreeSet<>(ext.attributes));
    }

    public String getUnicodeLocaleType(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (!Tag.isUnicodeKey(key)) {
            throw new IllegalArgumentException("Ill-formed Unicode locale key: " + key);
        }
        return ext == null ? null : ext.keywords.get(toLowerAscii(key));
    }

    public Set<String> getUnicodeLocaleKeys() {
        if (ext == null) {
            return Collections.emptySet();
        }
        return Collections.unmodifiableSet(new TreeSet<>(ext.keywords.keySet()));
    }

    public final String getDisplayLanguage() {
        return getDisplayLanguage(getDefault(Category.DISPLAY));
    }

    /** An unknown code displays as itself, as the JDK does. */
    public String getDisplayLanguage(Locale inLocale) {
        checkEnglish(inLocale);
        return displayName(DisplayNames.LANGUAGES, language);
    }

    public final String getDisplayCountry() {
        return getDisplayCountry(getDefault(Category.DISPLAY));
    }

    public String getDisplayCountry(Locale inLocale) {
        checkEnglish(inLocale);
        return displayName(DisplayNames.REGIONS, country);
    }

    public final String getDisplayScript() {
        return getDisplayScript(getDefault(Category.DISPLAY));
    }

    public String getDisplayScript(Locale inLocale) {
        checkEnglish(inLocale);
        return displayName(DisplayNames.SCRIPTS, script);
    }

    public final String getDisplayVariant() {
        return getDisplayVariant(getDefault(Category.DISPLAY));
    }

    /** A variant's subtags (separated by '_' or '-') joined with ", ". */
    public String getDisplayVariant(Locale inLocale) {
        checkEnglish(inLocale);
        return variant.replace("_", ", ").replace("-", ", ");
    }

    public final String getDisplayName() {
        return getDisplayName(getDefault(Category.DISPLAY));
    }

    /** "Language (Script, Country, variant, ...)"; without a language, the first of the others leads. */
    public String getDisplayName(Locale inLocale) {
        checkEnglish(inLocale);
        if (ext != null) {
            throw new UnsupportedOperationException(
                    "rvm: display names of locales with extensions are not provided (" + this + ")");
        }
        ArrayList<String> parts = new ArrayList<>();
        if (!script.isEmpty()) {
            parts.add(getDisplayScript(inLocale));
        }
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
        static final HashMap<String, String> LANGUAGES = jdk.internal.misc.RvmTables.pairs(RvmLocaleNames.LANGUAGES);
        static final HashMap<String, String> REGIONS = jdk.internal.misc.RvmTables.pairs(RvmLocaleNames.REGIONS);
        static final HashMap<String, String> SCRIPTS = jdk.internal.misc.RvmTables.pairs(RvmLocaleNames.SCRIPTS);
    }

    /**
     * A locale's extensions: the Unicode extension's attributes and keywords, and the value of
     * every other singleton (private use 'x' included), all lower case, kept sorted as the JDK's
     * canonical form orders them.
     */
    private static final class Ext {
        final TreeMap<Character, String> others = new TreeMap<>();
        final TreeSet<String> attributes = new TreeSet<>();
        final TreeMap<String, String> keywords = new TreeMap<>();

        boolean isEmpty() {
            return others.isEmpty() && attributes.isEmpty() && keywords.isEmpty();
        }

        Ext copy() {
            Ext e = new Ext();
            e.others.putAll(others);
            e.attributes.addAll(attributes);
            e.keywords.putAll(keywords);
            return e;
        }

        TreeSet<Character> keys() {
            TreeSet<Character> keys = new TreeSet<>(others.keySet());
            if (!attributes.isEmpty() || !keywords.isEmpty()) {
                keys.add(UNICODE_LOCALE_EXTENSION);
            }
            return keys;
        }

        /** The "u" value: attributes, then keyword key and type pairs (an empty type is left out). */
        String unicodeValue() {
            StringBuilder sb = new StringBuilder();
            for (String a : attributes) {
                sb.append(sb.length() == 0 ? "" : "-").append(a);
            }
            for (Map.Entry<String, String> kw : keywords.entrySet()) {
                sb.append(sb.length() == 0 ? "" : "-").append(kw.getKey());
                if (!kw.getValue().isEmpty()) {
                    sb.append('-').append(kw.getValue());
                }
            }
            return sb.toString();
        }

        String value(char key) {
            if (key == UNICODE_LOCALE_EXTENSION) {
                return attributes.isEmpty() && keywords.isEmpty() ? null : unicodeValue();
            }
            return others.get(key);
        }

        /** "a-xxx-u-yyy-x-zzz": singletons in order, private use last. */
        String id() {
            StringBuilder sb = new StringBuilder();
            String privateUse = null;
            for (Character k : keys()) {
                if (k == PRIVATE_USE_EXTENSION) {
                    privateUse = others.get(k);
                    continue;
                }
                sb.append(sb.length() == 0 ? "" : "-").append(k).append('-').append(value(k));
            }
            if (privateUse != null) {
                sb.append(sb.length() == 0 ? "" : "-").append("x-").append(privateUse);
            }
            return sb.toString();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Ext && id().equals(((Ext) o).id());
        }

        @Override
        public int hashCode() {
            return id().hashCode();
        }
    }

    /**
     * A parsed BCP 47 language tag (RFC 5646 section 2.1): the well-formed prefix of the input,
     * and for strict callers the first error with its index, as the JDK's LanguageTag reports it.
     */
    private static final class Tag {
        /** RFC 5646 section 2.2.8: grandfathered tags and their preferred values (regular and irregular). */
        private static final String[][] GRANDFATHERED = {
            {"art-lojban", "jbo"}, {"cel-gaulish", "xtg-x-cel-gaulish"}, {"en-GB-oed", "en-GB-x-oed"},
            {"i-ami", "ami"}, {"i-bnn", "bnn"}, {"i-default", "en-x-i-default"},
            {"i-enochian", "und-x-i-enochian"}, {"i-hak", "hak"}, {"i-klingon", "tlh"}, {"i-lux", "lb"},
            {"i-mingo", "see-x-i-mingo"}, {"i-navajo", "nv"}, {"i-pwn", "pwn"}, {"i-tao", "tao"},
            {"i-tay", "tay"}, {"i-tsu", "tsu"}, {"no-bok", "nb"}, {"no-nyn", "nn"}, {"sgn-BE-FR", "sfb"},
            {"sgn-BE-NL", "vgt"}, {"sgn-CH-DE", "sgg"}, {"zh-guoyu", "cmn"}, {"zh-hakka", "hak"},
            {"zh-min", "nan-x-zh-min"}, {"zh-min-nan", "nan"}, {"zh-xiang", "hsn"},
        };

        String language = "";
        final ArrayList<String> extlangs = new ArrayList<>();
        String script = "";
        String region = "";
        final ArrayList<String> variants = new ArrayList<>();
        final ArrayList<String> extensions = new ArrayList<>();
        String privateUse = "";
        String errorMessage;
        int errorIndex = -1;

        static Tag parse(String s) {
            for (String[] g : GRANDFATHERED) {
                if (g[0].equalsIgnoreCase(s)) {
                    s = g[1];
                    break;
                }
            }
            Tag t = new Tag();
            String[] p = s.split("-", -1);
            int[] starts = new int[p.length + 1];
            for (int i = 1; i <= p.length; i++) {
                starts[i] = starts[i - 1] + p[i - 1].length() + 1;
            }
            int i = 0;
            if (isLanguage(p[0])) {
                t.language = p[0];
                i = 1;
                if (p[0].length() <= 3) {
                    while (i < p.length && t.extlangs.size() < 3 && p[i].length() == 3 && isAlpha(p[i])) {
                        t.extlangs.add(p[i++]);
                    }
                }
                if (i < p.length && p[i].length() == 4 && isAlpha(p[i])) {
                    t.script = p[i++];
                }
                if (i < p.length && isRegionSubtag(p[i])) {
                    t.region = p[i++];
                }
                while (i < p.length && isVariantSubtag(p[i])) {
                    t.variants.add(p[i++]);
                }
                while (i < p.length && p[i].length() == 1 && isExtensionSingletonChar(p[i].charAt(0))) {
                    int j = i + 1;
                    StringBuilder ext = new StringBuilder(toLowerAscii(p[i]));
                    while (j < p.length && p[j].length() >= 2 && p[j].length() <= 8 && isAlphaNumeric(p[j])) {
                        ext.append('-').append(toLowerAscii(p[j++]));
                    }
                    if (j == i + 1) {
                        t.fail(j < p.length ? "Invalid subtag: " + p[j] : "Incomplete extension '" + p[i] + "'", starts[j < p.length ? j : i]);
                        return t;
                    }
                    boolean duplicate = false;
                    for (String e : t.extensions) {
                        duplicate |= e.charAt(0) == ext.charAt(0);
                    }
                    if (!duplicate) { // as the JDK: a repeated singleton is dropped, the first kept
                        t.extensions.add(ext.toString());
                    }
                    i = j;
                }
            }
            if (i < p.length && p[i].equalsIgnoreCase("x")) {
                int j = i + 1;
                StringBuilder pu = new StringBuilder();
                while (j < p.length && p[j].length() >= 1 && p[j].length() <= 8 && isAlphaNumeric(p[j])) {
                    pu.append(pu.length() == 0 ? "" : "-").append(p[j++]);
                }
                if (j == i + 1) {
                    t.fail(j < p.length ? "Invalid subtag: " + p[j] : "Incomplete privateuse", starts[j < p.length ? j : i]);
                    return t;
                }
                t.privateUse = pu.toString();
                i = j;
            }
            if (i < p.length) {
                t.fail(p[i].isEmpty() ? "Empty subtag" : "Invalid subtag: " + p[i], starts[i]);
            }
            return t;
        }

        private void fail(String message, int index) {
            errorMessage = message;
            errorIndex = index;
        }

        /** The extensions and the private use left after "lvariant" is taken out. */
        Ext extensions() {
            Ext e = new Ext();
            for (String x : extensions) {
                char key = x.charAt(0);
                String value = x.substring(2);
                if (key == UNICODE_LOCALE_EXTENSION) {
                    String[] sub = value.split("-");
                    int i = 0;
                    while (i < sub.length && sub[i].length() != 2) {
                        e.attributes.add(sub[i++]);
                    }
                    while (i < sub.length) {
                        String k = sub[i++];
                        StringBuilder type = new StringBuilder();
                        while (i < sub.length && sub[i].length() != 2) {
                            type.append(type.length() == 0 ? "" : "-").append(sub[i++]);
                        }
                        if (!e.keywords.containsKey(k)) {
                            e.keywords.put(k, type.toString());
                        }
                    }
                } else {
                    e.others.put(key, value);
                }
            }
            String pu = privateUseWithoutVariant();
            if (!pu.isEmpty()) {
                e.others.put(PRIVATE_USE_EXTENSION, toLowerAscii(pu));
            }
            return e;
        }

        private int lvariantIndex() {
            String lower = toLowerAscii(privateUse);
            if (lower.startsWith("lvariant-")) {
                return 0;
            }
            int at = lower.indexOf("-lvariant-");
            return at < 0 ? -1 : at + 1;
        }

        String privateUseWithoutVariant() {
            int at = lvariantIndex();
            return at < 0 ? privateUse : privateUse.substring(0, Math.max(0, at - 1));
        }

        /** Variant subtags joined with '_', then those after "x-lvariant". */
        String variant() {
            StringBuilder sb = new StringBuilder();
            for (String v : variants) {
                sb.append(sb.length() == 0 ? "" : "_").append(v);
            }
            int at = lvariantIndex();
            if (at >= 0) {
                String rest = privateUse.substring(at + "lvariant-".length());
                sb.append(sb.length() == 0 ? "" : "_").append(rest.replace('-', '_'));
            }
            return sb.toString();
        }

        static boolean isLanguage(String s) {
            return s.length() >= 2 && s.length() <= 8 && isAlpha(s);
        }

        static boolean isRegionSubtag(String s) {
            return (s.length() == 2 && isAlpha(s)) || (s.length() == 3 && isDigits(s));
        }

        static boolean isExtensionSingletonChar(char c) {
            c = Character.toLowerCase(c);
            return c != 'x' && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'));
        }

        static boolean isUnicodeKey(String s) {
            return s.length() == 2 && isAlphaNumeric(s);
        }
    }

    /**
     * Locale.Builder with the JDK's BCP 47 checks and messages (IllformedLocaleException:
     * Ill-formed language: 1x [at index 0]).
     */
    public static final class Builder {
        private String language = "";
        private String script = "";
        private String region = "";
        private String variant = "";
        private Ext ext = new Ext();

        public Builder() {
        }

        public Builder setLocale(Locale locale) {
            if (locale == null) {
                throw new NullPointerException("Locale is null");
            }
            String v = locale.variant;
            String lang = locale.language;
            // As the JDK: ja_JP_JP and th_TH_TH keep their extension and lose the variant; no_NO_NY is nn_NO.
            if (compatibilityExtensions(lang, locale.script, locale.country, v) != null) {
                v = "";
            } else if (lang.equals("no") && locale.country.equals("NO") && v.equals("NY")) {
                lang = "nn";
                v = "";
            }
            if (!v.isEmpty()) {
                checkVariant(v, v);
            }
            language = lang;
            script = locale.script;
            region = locale.country;
            variant = v;
            ext = locale.ext == null ? new Ext() : locale.ext.copy();
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            Tag tag = Tag.parse(languageTag);
            if (tag.errorMessage != null) {
                throw new IllformedLocaleException(tag.errorMessage, tag.errorIndex);
            }
            setTag(tag);
            return this;
        }

        void setTag(Tag tag) {
            clear();
            if (!tag.extlangs.isEmpty()) {
                language = toLowerAscii(tag.extlangs.get(0));
            } else if (!tag.language.equalsIgnoreCase("und")) {
                language = toLowerAscii(tag.language);
            }
            script = toTitleAscii(tag.script);
            region = toUpperAscii(tag.region);
            variant = tag.variant();
            ext = tag.extensions();
        }

        public Builder setLanguage(String language) {
            if (language == null || language.isEmpty()) {
                this.language = "";
            } else {
                if (!Tag.isLanguage(language)) {
                    throw new IllformedLocaleException("Ill-formed language: " + language, 0);
                }
                this.language = toLowerAscii(language);
            }
            return this;
        }

        public Builder setScript(String script) {
            if (script == null || script.isEmpty()) {
                this.script = "";
            } else {
                if (script.length() != 4 || !isAlpha(script)) {
                    throw new IllformedLocaleException("Ill-formed script: " + script, 0);
                }
                this.script = toTitleAscii(script);
            }
            return this;
        }

        public Builder setRegion(String region) {
            if (region == null || region.isEmpty()) {
                this.region = "";
            } else {
                if (!Tag.isRegionSubtag(region)) {
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
            boolean privateUse = key == 'x' || key == 'X';
            if (!privateUse && !Tag.isExtensionSingletonChar(key)) {
                throw new IllformedLocaleException("Ill-formed extension key: " + key, 0);
            }
            char k = Character.toLowerCase(key);
            if (value == null || value.isEmpty()) {
                if (k == UNICODE_LOCALE_EXTENSION) {
                    ext.attributes.clear();
                    ext.keywords.clear();
                } else {
                    ext.others.remove(k);
                }
                return this;
            }
            String v = value.replace('_', '-');
            String[] sub = v.split("-", -1);
            int index = 0;
            for (String s : sub) {
                boolean ok = privateUse ? s.length() >= 1 && s.length() <= 8 && isAlphaNumeric(s)
                        : s.length() >= 2 && s.length() <= 8 && isAlphaNumeric(s);
                if (!ok) {
                    throw new IllformedLocaleException("Ill-formed extension value: " + s, index);
                }
                index += s.length() + 1;
            }
            if (k == UNICODE_LOCALE_EXTENSION) {
                Tag t = new Tag();
                t.extensions.add("u-" + toLowerAscii(v));
                Ext parsed = t.extensions();
                ext.attributes.clear();
                ext.keywords.clear();
                ext.attributes.addAll(parsed.attributes);
                ext.keywords.putAll(parsed.keywords);
            } else {
                ext.others.put(k, toLowerAscii(v));
            }
            return this;
        }

        public Builder setUnicodeLocaleKeyword(String key, String type) {
            if (key == null) {
                throw new NullPointerException("Key is null");
            }
            if (!Tag.isUnicodeKey(key)) {
                throw new IllformedLocaleException("Ill-formed Unicode locale keyword key: " + key, 0);
            }
            String k = toLowerAscii(key);
            if (type == null) {
                ext.keywords.remove(k);
                return this;
            }
            if (!type.isEmpty()) {
                int index = 0;
                for (String s : type.replace('_', '-').split("-", -1)) {
                    if (s.length() < 3 || s.length() > 8 || !isAlphaNumeric(s)) {
                        throw new IllformedLocaleException("Ill-formed Unicode locale keyword type: " + type, index);
                    }
                    index += s.length() + 1;
                }
            }
            ext.keywords.put(k, toLowerAscii(type.replace('_', '-')));
            return this;
        }

        public Builder addUnicodeLocaleAttribute(String attribute) {
            ext.attributes.add(checkAttribute(attribute));
            return this;
        }

        public Builder removeUnicodeLocaleAttribute(String attribute) {
            ext.attributes.remove(checkAttribute(attribute));
            return this;
        }

        private static String checkAttribute(String attribute) {
            if (attribute == null) {
                throw new NullPointerException("Attribute is null");
            }
            if (attribute.length() < 3 || attribute.length() > 8 || !isAlphaNumeric(attribute)) {
                throw new IllformedLocaleException("Ill-formed Unicode locale attribute: " + attribute, 0);
            }
            return toLowerAscii(attribute);
        }

        public Builder clear() {
            language = "";
            script = "";
            region = "";
            variant = "";
            ext = new Ext();
            return this;
        }

        public Builder clearExtensions() {
            ext = new Ext();
            return this;
        }

        public Locale build() {
            Ext e = ext.isEmpty() ? compatibilityExtensions(language, script, region, variant) : ext.copy();
            return new Locale(language, script, region, variant, e);
        }
    }

    public String toLanguageTag() {
        String lang = language;
        String var = variant;
        boolean hasSubtag = false;
        StringBuilder sb = new StringBuilder();
        if (!Tag.isLanguage(lang)) {
            lang = "";
        }
        if (lang.equals("no") && country.equals("NO") && var.equals("NY")) {
            lang = "nn";
            var = "";
        }
        if (script.length() == 4 && isAlpha(script)) {
            sb.append('-').append(script);
            hasSubtag = true;
        }
        if (Tag.isRegionSubtag(country)) {
            sb.append('-').append(country);
            hasSubtag = true;
        }
        // Well-formed variant subtags stay variants; from the first other one on, the rest goes
        // into private use after "lvariant" (while they are valid private use subtags), as the JDK does.
        StringBuilder privateVariant = new StringBuilder();
        boolean inPrivate = false;
        int start = 0;
        for (int i = 0; i <= var.length(); i++) {
            if (i < var.length() && var.charAt(i) != '_' && var.charAt(i) != '-') {
                continue;
            }
            String subtag = var.substring(start, i);
            start = i + 1;
            if (subtag.isEmpty() && var.isEmpty()) {
                break;
            }
            if (!inPrivate && isVariantSubtag(subtag)) {
                sb.append('-').append(subtag);
                hasSubtag = true;
                continue;
            }
            inPrivate = true;
            if (subtag.isEmpty() || subtag.length() > 8 || !isAlphaNumeric(subtag)) {
                break;
            }
            privateVariant.append('-').append(subtag);
        }
        String privateUse = null;
        if (ext != null) {
            for (Character k : ext.keys()) {
                if (k == PRIVATE_USE_EXTENSION) {
                    privateUse = ext.others.get(k);
                } else {
                    sb.append('-').append(k).append('-').append(ext.value(k));
                    hasSubtag = true;
                }
            }
        }
        if (privateVariant.length() > 0) {
            String lv = "lvariant" + privateVariant;
            privateUse = privateUse == null ? lv : privateUse + "-" + lv;
        }
        if (privateUse != null) {
            sb.append("-x-").append(privateUse);
        }
        if (lang.isEmpty() && (hasSubtag || privateUse == null)) {
            lang = "und";
        }
        String tag = lang + sb;
        return tag.startsWith("-") ? tag.substring(1) : tag;
    }

    private static boolean isVariantSubtag(String s) {
        int n = s.length();
        if (n < 4 || n > 8 || (n == 4 && !(s.charAt(0) >= '0' && s.charAt(0) <= '9'))) {
            return false;
        }
        return isAlphaNumeric(s);
    }

    /** As the JDK prints it: language_REGION_variant, then "_#Script" and the extensions. */
    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean s = !script.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        boolean e = ext != null;
        StringBuilder sb = new StringBuilder(language);
        if (r || (l && (v || s || e))) {
            sb.append('_').append(country);
        }
        if (v && (l || r)) {
            sb.append('_').append(variant);
        }
        if (s && (l || r)) {
            sb.append("_#").append(script);
        }
        if (e && (l || r)) {
            sb.append('_');
            if (!s) {
                sb.append('#');
            }
            sb.append(ext.id());
        }
        return sb.toString();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
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
        return language.equals(o.language) && script.equals(o.script) && country.equals(o.country)
                && variant.equals(o.variant) && Objects.equals(ext, o.ext);
    }

    /** Same value as the JDK's: the hash of (language, script, region, variant), xor the extensions' id. */
    @Override
    public int hashCode() {
        int h = hashCodeValue;
        if (h == 0) {
            h = language.hashCode();
            h = 31 * h + script.hashCode();
            h = 31 * h + country.hashCode();
            h = 31 * h + variant.hashCode();
            if (ext != null) {
                h ^= ext.hashCode();
            }
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

    private static boolean isAlphaNumeric(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))) {
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

    private static String toTitleAscii(String s) {
        if (s.isEmpty()) {
            return s;
        }
        String lower = toLowerAscii(s);
        return toUpperAscii(lower.substring(0, 1)) + lower.substring(1);
    }
}
