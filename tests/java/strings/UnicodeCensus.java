import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A census of the code points (every one of planes 0 and 1, every 257th beyond), summarised: counts per general category, per script (top
 * twenty), per numeric value kind, mirrored and identifier classes, case mappings that change
 * length or leave the BMP, and a checksum of every property so one wrong table entry shows.
 */
public class UnicodeCensus {
    static final String[] CATEGORY_NAMES = new String[31];

    static {
        String[] names = {"Cn", "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Me", "Mc", "Nd", "Nl", "No", "Zs", "Zl", "Zp", "Cc", "Cf", "?", "Co", "Cs",
            "Pd", "Ps", "Pe", "Pc", "Po", "Sm", "Sc", "Sk", "So", "Pi", "Pf"};
        System.arraycopy(names, 0, CATEGORY_NAMES, 0, names.length);
    }

    public static void main(String[] args) {
        int[] categories = new int[31];
        Map<Character.UnicodeScript, Integer> scripts = new EnumMap<>(Character.UnicodeScript.class);
        Map<String, Integer> numeric = new TreeMap<>();
        int mirrored = 0, identStart = 0, identPart = 0, unicodeIdentStart = 0, ignorable = 0, ideographic = 0;
        int upperChanges = 0, lowerChanges = 0, titleDiffers = 0, crossPlane = 0, whitespace = 0, spaceChar = 0, alphabetic = 0;
        long checksum = 0;
        Map<Byte, Integer> directionality = new TreeMap<>();
        int blocks = 0;
        Character.UnicodeBlock lastBlock = null;
        int visited = 0;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp += cp < 0x20000 ? 1 : 257) {
            visited++;
            int type = Character.getType(cp);
            categories[type]++;
            Character.UnicodeScript script = Character.UnicodeScript.of(cp);
            scripts.merge(script, 1, Integer::sum);
            int nv = Character.getNumericValue(cp);
            if (nv != -1) {
                numeric.merge(nv == -2 ? "fraction or other" : nv < 10 ? "0-9" : nv < 100 ? "10-99" : "100+", 1, Integer::sum);
            }
            if (Character.isMirrored(cp)) mirrored++;
            if (Character.isJavaIdentifierStart(cp)) identStart++;
            if (Character.isJavaIdentifierPart(cp)) identPart++;
            if (Character.isUnicodeIdentifierStart(cp)) unicodeIdentStart++;
            if (Character.isIdentifierIgnorable(cp)) ignorable++;
            if (Character.isIdeographic(cp)) ideographic++;
            if (Character.isWhitespace(cp)) whitespace++;
            if (Character.isSpaceChar(cp)) spaceChar++;
            if (Character.isAlphabetic(cp)) alphabetic++;
            int upper = Character.toUpperCase(cp);
            int lower = Character.toLowerCase(cp);
            if (upper != cp) upperChanges++;
            if (lower != cp) lowerChanges++;
            if (Character.toTitleCase(cp) != upper) titleDiffers++;
            if ((upper >> 16) != (cp >> 16) || (lower >> 16) != (cp >> 16)) crossPlane++;
            directionality.merge(Character.getDirectionality(cp), 1, Integer::sum);
            Character.UnicodeBlock block = Character.UnicodeBlock.of(cp);
            if (block != null && block != lastBlock) {
                blocks++;
            }
            lastBlock = block;
            checksum = checksum * 31 + type * 7 + upper * 3 + lower + nv * 11 + script.ordinal() * 13
                    + Character.getDirectionality(cp) * 17 + (Character.isDefined(cp) ? 1 : 0);
        }
        StringBuilder sb = new StringBuilder("categories:");
        for (int t = 0; t < categories.length; t++) {
            if (categories[t] > 0) {
                sb.append(' ').append(CATEGORY_NAMES[t]).append('=').append(categories[t]);
            }
        }
        System.out.println(visited + " code points, " + sb);
        Map<Character.UnicodeScript, Integer> top = new LinkedHashMap<>();
        scripts.entrySet().stream()
                .sorted((a, b) -> b.getValue() != a.getValue().intValue() ? Integer.compare(b.getValue(), a.getValue()) : a.getKey().compareTo(b.getKey()))
                .limit(20).forEach(e -> top.put(e.getKey(), e.getValue()));
        System.out.println("scripts used " + scripts.size() + " of " + Character.UnicodeScript.values().length + ", top " + top);
        System.out.println("numeric " + numeric);
        System.out.println("mirrored " + mirrored + " javaIdentStart " + identStart + " javaIdentPart " + identPart + " unicodeIdentStart " + unicodeIdentStart
                + " ignorable " + ignorable + " ideographic " + ideographic);
        System.out.println("whitespace " + whitespace + " spaceChar " + spaceChar + " alphabetic " + alphabetic);
        System.out.println("toUpperCase changes " + upperChanges + ", toLowerCase changes " + lowerChanges + ", title differs from upper " + titleDiffers + ", cross-plane " + crossPlane);
        System.out.println("directionality " + directionality);
        System.out.println("blocks entered " + blocks);
        System.out.println("checksum " + Long.toHexString(checksum));
        String sample = "Ǆǅǆ ß ﬁ İ ı Σσς 𐐀𐐨 ½ Ⅻ ٣ 〇";
        StringBuilder names = new StringBuilder();
        sample.codePoints().filter(c -> c != ' ').forEach(c -> names.append(String.format("%n U+%04X %s %s %s", c, Character.getType(c), Character.UnicodeBlock.of(c), Character.UnicodeScript.of(c))));
        System.out.println("names:" + names);
        System.out.println(sample.toUpperCase() + " | " + sample.toLowerCase() + " | " + "ǅ".toUpperCase() + "ǅ".toLowerCase());
        System.out.println(Character.UnicodeBlock.forName("Greek") + " " + Character.UnicodeScript.forName("hira") + " " + Character.UnicodeScript.forName("latn")
                + " " + Character.UnicodeScript.forName("Cyrillic") + " " + Character.UnicodeScript.valueOf("HAN").ordinal());
        for (String bad : new String[] {"Klingon", "zzzz"}) {
            try {
                Character.UnicodeScript.forName(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage());
            }
        }
        try {
            Character.UnicodeScript.of(0x110000);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
