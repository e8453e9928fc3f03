package java.lang;

/** rvm's java.lang.CharSequence (pure Java interface). */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    public String toString();

    default boolean isEmpty() {
        return this.length() == 0;
    }

    public static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n1 = cs1.length();
        int n2 = cs2.length();
        int lim = Math.min(n1, n2);
        for (int i = 0; i < lim; i++) {
            char a = cs1.charAt(i);
            char b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }

    default java.util.stream.IntStream chars() {
        final CharSequence seq = this;
        return java.util.stream.StreamSupport.intStream(new java.util.Spliterators.AbstractIntSpliterator(length(),
                java.util.Spliterator.ORDERED | java.util.Spliterator.SIZED) {
            int index;

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                java.util.Objects.requireNonNull(action);
                if (index < seq.length()) {
                    action.accept(seq.charAt(index++));
                    return true;
                }
                return false;
            }
        }, false);
    }

    default java.util.stream.IntStream codePoints() {
        final CharSequence seq = this;
        return java.util.stream.StreamSupport.intStream(new java.util.Spliterators.AbstractIntSpliterator(Long.MAX_VALUE,
                java.util.Spliterator.ORDERED) {
            int index;

            public boolean tryAdvance(java.util.function.IntConsumer action) {
                java.util.Objects.requireNonNull(action);
                int length = seq.length();
                if (index >= length) {
                    return false;
                }
                char c1 = seq.charAt(index++);
                if (Character.isHighSurrogate(c1) && index < length) {
                    char c2 = seq.charAt(index);
                    if (Character.isLowSurrogate(c2)) {
                        index++;
                        action.accept(Character.toCodePoint(c1, c2));
                        return true;
                    }
                }
                action.accept(c1);
                return true;
            }
        }, false);
    }
}
