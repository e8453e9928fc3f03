package java.text;

/**
 * rvm's java.text.RuleBasedCollator: the JDK's default rules only, as collation elements per
 * character (RvmLatin1TextData, generated from JDK 17), compared with the JDK's algorithm: the
 * first primary difference decides, else the first secondary, else the first tertiary
 * (strength permitting), with IDENTICAL falling back to String.compareTo of the (decomposed)
 * strings, whose raw value it returns as the JDK does. Custom rules
 * are refused with UnsupportedOperationException.
 */
public class RuleBasedCollator extends Collator {
    private static final int NULLORDER = 0xffffffff;

    RuleBasedCollator() {
        setDecomposition(NO_DECOMPOSITION);
    }

    public RuleBasedCollator(String rules) throws ParseException {
        if (rules == null) {
            throw new NullPointerException();
        }
        throw new UnsupportedOperationException("rvm: java.text.RuleBasedCollator: custom collation rules are not supported");
    }

    /** The collation elements of a string, masked to the strength. */
    private int[] elements(String s) {
        int mode = getDecomposition();
        if (mode == CANONICAL_DECOMPOSITION) {
            s = Normalizer.decompose(s, false);
        } else if (mode == FULL_DECOMPOSITION) {
            s = Normalizer.decompose(s, true);
        }
        int strength = getStrength();
        int mask = strength == PRIMARY ? 0xffff0000 : strength == SECONDARY ? 0xffffff00 : 0xffffffff;
        int[] out = new int[s.length() * 2];
        int n = 0;
        short[] offsets = RvmLatin1TextData.COLLATION_OFFSETS;
        int[] elements = RvmLatin1TextData.COLLATION_ELEMENTS;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            int index;
            if (c <= 0xff) {
                index = c;
            } else if (c >= 0x300 && c <= 0x36f) {
                index = 256 + c - 0x300;
            } else {
                throw Normalizer.unsupported("java.text.Collator", c);
            }
            for (int k = offsets[index]; k < offsets[index + 1]; k++) {
                if (n == out.length) {
                    int[] grown = new int[n * 2 + 2];
                    System.arraycopy(out, 0, grown, 0, n);
                    out = grown;
                }
                out[n++] = elements[k] & mask;
            }
        }
        int[] r = new int[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    private static int primary(int order) {
        return order >>> 16;
    }

    private static int secondary(int order) {
        return (order >> 8) & 0xff;
    }

    private static int tertiary(int order) {
        return order & 0xff;
    }

    public synchronized int compare(String source, String target) {
        if (source == null || target == null) {
            throw new NullPointerException();
        }
        int result = EQUAL;
        int[] se = elements(source);
        int[] te = elements(target);
        int si = 0;
        int ti = 0;
        boolean checkSecTer = getStrength() >= SECONDARY;
        boolean checkTertiary = getStrength() >= TERTIARY;
        boolean gets = true;
        boolean gett = true;
        int sOrder = 0;
        int tOrder = 0;
        while (true) {
            if (gets) {
                sOrder = si < se.length ? se[si++] : NULLORDER;
            } else {
                gets = true;
            }
            if (gett) {
                tOrder = ti < te.length ? te[ti++] : NULLORDER;
            } else {
                gett = true;
            }
            if (sOrder == NULLORDER || tOrder == NULLORDER) {
                break;
            }
            int pSOrder = primary(sOrder);
            int pTOrder = primary(tOrder);
            if (sOrder == tOrder) {
                continue;
            }
            if (pSOrder != pTOrder) {
                if (sOrder == 0) {
                    gett = false;
                    continue;
                }
                if (tOrder == 0) {
                    gets = false;
                    continue;
                }
                if (pSOrder == 0) {
                    if (checkSecTer) {
                        result = GREATER;
                        checkSecTer = false;
                    }
                    gett = false;
                } else if (pTOrder == 0) {
                    if (checkSecTer) {
                        result = LESS;
                        checkSecTer = false;
                    }
                    gets = false;
                } else {
                    return (pSOrder < pTOrder) ? LESS : GREATER;
                }
            } else if (checkSecTer) {
                int secSOrder = secondary(sOrder);
                int secTOrder = secondary(tOrder);
                if (secSOrder != secTOrder) {
                    result = (secSOrder < secTOrder) ? LESS : GREATER;
                    checkSecTer = false;
                } else if (checkTertiary) {
                    int terSOrder = tertiary(sOrder);
                    int terTOrder = tertiary(tOrder);
                    if (terSOrder != terTOrder) {
                        result = (terSOrder < terTOrder) ? LESS : GREATER;
                        checkTertiary = false;
                    }
                }
            }
        }
        if (sOrder != NULLORDER) {
            do {
                if (primary(sOrder) != 0) {
                    return GREATER;
                } else if (secondary(sOrder) != 0 && checkSecTer) {
                    result = GREATER;
                    checkSecTer = false;
                }
                sOrder = si < se.length ? se[si++] : NULLORDER;
            } while (sOrder != NULLORDER);
        } else if (tOrder != NULLORDER) {
            do {
                if (primary(tOrder) != 0) {
                    return LESS;
                } else if (secondary(tOrder) != 0 && checkSecTer) {
                    result = LESS;
                    checkSecTer = false;
                }
                tOrder = ti < te.length ? te[ti++] : NULLORDER;
            } while (tOrder != NULLORDER);
        }
        if (result == 0 && getStrength() == IDENTICAL) {
            int mode = getDecomposition();
            if (mode == NO_DECOMPOSITION) {
                return source.compareTo(target);
            }
            boolean compat = mode == FULL_DECOMPOSITION;
            return Normalizer.decompose(source, compat).compareTo(Normalizer.decompose(target, compat));
        }
        return result;
    }

    private static final int LESS = -1;
    private static final int EQUAL = 0;
    private static final int GREATER = 1;

    public synchronized CollationKey getCollationKey(String source) {
        if (source == null) {
            return null;
        }
        int[] e = elements(source);
        boolean compareSec = getStrength() >= SECONDARY;
        boolean compareTer = getStrength() >= TERTIARY;
        StringBuilder prim = new StringBuilder();
        StringBuilder sec = new StringBuilder();
        StringBuilder ter = new StringBuilder();
        for (int order : e) {
            if (order == 0) {
                continue;
            }
            if (primary(order) != 0) {
                prim.append((char) (primary(order) + 1));
            }
            if (compareSec) {
                sec.append((char) (secondary(order) + 1));
            }
            if (compareTer) {
                ter.append((char) (tertiary(order) + 1));
            }
        }
        prim.append((char) 0);
        sec.append((char) 0);
        sec.append(ter);
        prim.append(sec);
        if (getStrength() == IDENTICAL) {
            prim.append((char) 0);
            int mode = getDecomposition();
            prim.append(mode == NO_DECOMPOSITION ? source : Normalizer.decompose(source, mode == FULL_DECOMPOSITION));
        }
        return new Key(source, prim.toString());
    }

    public int hashCode() {
        return getStrength() * 31 + getDecomposition() + 0x52564d;
    }

    public boolean equals(Object obj) {
        return super.equals(obj);
    }

    public Object clone() {
        return super.clone();
    }

    private static final class Key extends CollationKey {
        private final String key;

        Key(String source, String key) {
            super(source);
            this.key = key;
        }

        public int compareTo(CollationKey target) {
            int result = key.compareTo(((Key) target).key);
            return result < 0 ? -1 : result > 0 ? 1 : 0;
        }

        public boolean equals(Object target) {
            return this == target || target != null && getClass() == target.getClass()
                    && key.equals(((Key) target).key);
        }

        public int hashCode() {
            return key.hashCode();
        }

        public byte[] toByteArray() {
            char[] src = key.toCharArray();
            byte[] dest = new byte[2 * src.length];
            int j = 0;
            for (int i = 0; i < src.length; i++) {
                dest[j++] = (byte) (src[i] >>> 8);
                dest[j++] = (byte) (src[i] & 0x00ff);
            }
            return dest;
        }
    }
}
