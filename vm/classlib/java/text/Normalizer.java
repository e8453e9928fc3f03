package java.text;

/**
 * rvm's java.text.Normalizer: the four Unicode normalization forms (UAX #15) for Latin-1 text
 * (U+0000-U+00FF) with combining marks U+0300-U+036F, from tables generated out of JDK 17
 * (RvmLatin1TextData). Compositions may produce characters beyond Latin-1 (a + U+0304 gives
 * U+0101), but any other input character beyond Latin-1 is refused with
 * UnsupportedOperationException naming it.
 */
public final class Normalizer {
    private Normalizer() {
    }

    public static enum Form {
        NFD,
        NFC,
        NFKD,
        NFKC
    }

    public static String normalize(CharSequence src, Form form) {
        String s = src.toString();
        boolean compat = form == Form.NFKD || form == Form.NFKC;
        String d = decompose(s, compat);
        if (form == Form.NFC || form == Form.NFKC) {
            return compose(d);
        }
        return d;
    }

    public static boolean isNormalized(CharSequence src, Form form) {
        String s = src.toString();
        return normalize(s, form).equals(s);
    }

    static boolean isMark(char c) {
        return c >= 0x300 && c <= 0x36f && c != 0x34f;
    }

    static int rank(char c) {
        return isMark(c) ? RvmLatin1TextData.MARK_RANK[c - 0x300] : 0;
    }

    static UnsupportedOperationException unsupported(String what, char c) {
        String hex = Integer.toHexString(c).toUpperCase();
        while (hex.length() < 4) {
            hex = "0" + hex;
        }
        return new UnsupportedOperationException("rvm: " + what + " supports Latin-1 text and the combining marks "
                + "U+0300-U+036F only, not U+" + hex);
    }

    /** The canonical (or compatibility) decomposition, marks in canonical order. */
    static String decompose(String s, boolean compat) {
        StringBuilder sb = new StringBuilder(s.length() + 8);
        String[] table = compat ? RvmLatin1TextData.NFKD : RvmLatin1TextData.NFD;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c > 0xff && (c < 0x300 || c > 0x36f)) {
                throw unsupported("java.text.Normalizer", c);
            }
            String mapped = null;
            if (c <= 0xff && c >= 0xa0) {
                for (int k = 0; k < table.length; k += 2) {
                    if (table[k].charAt(0) == c) {
                        mapped = table[k + 1];
                        break;
                    }
                }
            }
            if (mapped == null) {
                sb.append(c);
            } else {
                sb.append(mapped);
            }
        }
        // canonical ordering: a stable sort of each run of marks by combining class
        for (int i = 1; i < sb.length(); i++) {
            char c = sb.charAt(i);
            int r = rank(c);
            if (r == 0) {
                continue;
            }
            int j = i;
            while (j > 0 && rank(sb.charAt(j - 1)) > r) {
                sb.setCharAt(j, sb.charAt(j - 1));
                j--;
            }
            sb.setCharAt(j, c);
        }
        return sb.toString();
    }

    private static int composite(char base, char mark) {
        int key = base << 16 | mark;
        int[] t = RvmLatin1TextData.COMPOSITIONS;
        int lo = 0;
        int hi = t.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int k = t[2 * mid];
            if (k == key) {
                return t[2 * mid + 1];
            }
            if (k < key) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    private static boolean isBaseInTable(char base) {
        int[] t = RvmLatin1TextData.COMPOSITIONS;
        for (int i = 0; i < t.length; i += 2) {
            if ((t[i] >>> 16) == base) {
                return true;
            }
        }
        return false;
    }

    /** Canonical composition of a decomposed string (UAX #15 section 1.3). */
    static String compose(String d) {
        StringBuilder sb = new StringBuilder(d);
        int starter = -1;
        int lastRank = -1;
        for (int i = 0; i < sb.length(); i++) {
            char c = sb.charAt(i);
            int r = rank(c);
            if (starter >= 0 && r != 0 && lastRank < r) {
                char base = sb.charAt(starter);
                int comp = composite(base, c);
                if (comp >= 0) {
                    sb.setCharAt(starter, (char) comp);
                    sb.deleteCharAt(i);
                    i--;
                    continue;
                }
                if (base > 0xff && !isBaseInTable(base)) {
                    throw unsupported("java.text.Normalizer", base);
                }
            }
            if (r == 0) {
                starter = i;
                lastRank = -1;
            } else {
                lastRank = r;
            }
        }
        return sb.toString();
    }
}
