import java.text.CollationKey;
import java.text.Collator;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Sorting words with Collator at each strength, against String's natural order; Normalizer forms. */
public class CollatorSorting {
    public static void main(String[] args) {
        List<String> words = Arrays.asList("peach", "Péché", "pêche", "péché", "Peach", "apple", "Apple", "zebra", "Zèbre",
                "résumé", "resume", "Resume", "co-op", "coop", "ab", "a b", "A", "a", "é", "e");
        List<String> natural = new ArrayList<>(words);
        natural.sort(null);
        System.out.println("natural:   " + natural);
        Collator c = Collator.getInstance(Locale.US);
        for (int strength : new int[] {Collator.PRIMARY, Collator.SECONDARY, Collator.TERTIARY, Collator.IDENTICAL}) {
            c.setStrength(strength);
            List<String> sorted = new ArrayList<>(words);
            sorted.sort(c);
            System.out.println("strength " + strength + ": " + sorted);
            System.out.println("    peach=Peach " + c.equals("peach", "Peach") + " resume=résumé " + c.equals("resume", "résumé")
                    + " compare(a,B)=" + Integer.signum(c.compare("a", "B")));
        }
        c.setStrength(Collator.TERTIARY);
        CollationKey k1 = c.getCollationKey("péché");
        CollationKey k2 = c.getCollationKey("peche");
        System.out.println("keys: " + Integer.signum(k1.compareTo(k2)) + " " + k1.getSourceString());
        String composed = "\u00e9";
        String decomposed = "e\u0301";
        System.out.println("equals " + composed.equals(decomposed) + " NFC " + Normalizer.normalize(decomposed, Normalizer.Form.NFC).equals(composed)
                + " NFD length " + Normalizer.normalize(composed, Normalizer.Form.NFD).length() + " collator "
                + Collator.getInstance(Locale.US).equals(composed, decomposed) + " normalized? "
                + Normalizer.isNormalized(decomposed, Normalizer.Form.NFC));
    }
}
