package java.text;

import java.util.Comparator;
import java.util.Locale;

/**
 * rvm's java.text.Collator: the JDK's default collation (the rules of Locale.ROOT and English)
 * for Latin-1 text and combining marks, as a RuleBasedCollator; other locales' rules are refused
 * with UnsupportedOperationException naming the locale.
 */
public abstract class Collator implements Comparator<Object>, Cloneable {
    public static final int PRIMARY = 0;
    public static final int SECONDARY = 1;
    public static final int TERTIARY = 2;
    public static final int IDENTICAL = 3;
    public static final int NO_DECOMPOSITION = 0;
    public static final int CANONICAL_DECOMPOSITION = 1;
    public static final int FULL_DECOMPOSITION = 2;

    private int strength = TERTIARY;
    private int decmp = NO_DECOMPOSITION;

    protected Collator() {
    }

    public static synchronized Collator getInstance() {
        return getInstance(Locale.getDefault());
    }

    public static Collator getInstance(Locale desiredLocale) {
        String language = desiredLocale.getLanguage();
        if (!language.isEmpty() && !language.equals("en")) {
            throw new UnsupportedOperationException("rvm: java.text.Collator: the rules of locale " + desiredLocale
                    + " are not supported (only the root locale and English)");
        }
        return new RuleBasedCollator();
    }

    public static synchronized Locale[] getAvailableLocales() {
        return new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.US};
    }

    public abstract int compare(String source, String target);

    public int compare(Object o1, Object o2) {
        return compare((String) o1, (String) o2);
    }

    public abstract CollationKey getCollationKey(String source);

    public boolean equals(String source, String target) {
        return compare(source, target) == 0;
    }

    public synchronized int getStrength() {
        return strength;
    }

    public synchronized void setStrength(int newStrength) {
        if ((newStrength != PRIMARY) && (newStrength != SECONDARY) && (newStrength != TERTIARY)
                && (newStrength != IDENTICAL)) {
            throw new IllegalArgumentException("Incorrect comparison level.");
        }
        strength = newStrength;
    }

    public synchronized int getDecomposition() {
        return decmp;
    }

    public synchronized void setDecomposition(int decompositionMode) {
        if ((decompositionMode != NO_DECOMPOSITION) && (decompositionMode != CANONICAL_DECOMPOSITION)
                && (decompositionMode != FULL_DECOMPOSITION)) {
            throw new IllegalArgumentException("Wrong decomposition mode.");
        }
        decmp = decompositionMode;
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    public boolean equals(Object that) {
        if (this == that) {
            return true;
        }
        if (that == null || getClass() != that.getClass()) {
            return false;
        }
        Collator other = (Collator) that;
        return strength == other.strength && decmp == other.decmp;
    }

    public abstract int hashCode();
}
