import java.util.regex.Pattern;

public class UnicodeBlocks {
    public static void main(String[] args) {
        int[] cps = {'A', 0xe9, 0x301, 0x3b1, 0x416, 0x5d0, 0x627, 0x915, 0x3042, 0x4e2d, 0xac00, 0xd800, 0xe000, 0xfeff,
            0x1f600, 0x10400, 0x20000, 0xe0001, 0xf0000, 0x10ffff, 0x0860, 0x2fe0};
        for (int cp : cps) {
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            System.out.println(Integer.toHexString(cp) + " " + b);
        }
        System.out.println(Character.UnicodeBlock.of('z') == Character.UnicodeBlock.BASIC_LATIN);
        for (String name : new String[] {"BASIC_LATIN", "Basic Latin", "BasicLatin", "basic latin", "Latin-1 Supplement",
                "LATIN_1_SUPPLEMENT", "Latin1Supplement", "Greek", "GREEK_AND_COPTIC", "Cyrillic Supplementary",
                "CombiningDiacriticalMarks", "Surrogates_Area", "Emoticons"}) {
            try {
                System.out.println(name + " -> " + Character.UnicodeBlock.forName(name));
            } catch (IllegalArgumentException e) {
                System.out.println(name + " -> IAE " + e.getMessage());
            }
        }
        try {
            Character.UnicodeBlock.forName("No Such Block");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Character.UnicodeBlock.of(0x110000);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Character.UnicodeBlock.forName(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        String accented = "cafe\u0301 re\u0301sume\u0301";
        System.out.println(Pattern.compile("\\p{InCombiningDiacriticalMarks}+").matcher(accented).replaceAll(""));
        System.out.println("\u03b1\u03b2c".replaceAll("\\p{InGreek}", "g") + " " + "x\u4e2dy".replaceAll("\\P{InBasicLatin}", "?")
                + " " + "ab\u0416".replaceAll("\\p{block=Cyrillic}", "C"));
        try {
            Pattern.compile("\\p{InNoSuchBlock}");
        } catch (java.util.regex.PatternSyntaxException e) {
            System.out.println(e.getDescription());
        }
        System.out.println(Character.UnicodeBlock.BASIC_LATIN.equals(Character.UnicodeBlock.forName("Basic Latin")) + " "
                + (Character.UnicodeBlock.SURROGATES_AREA == null));
    }
}
