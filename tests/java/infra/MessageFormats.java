import java.text.ChoiceFormat;
import java.text.Format;
import java.text.MessageFormat;
import java.util.Locale;

public class MessageFormats {
    static void show(String pattern, Object... args) {
        try {
            MessageFormat mf = new MessageFormat(pattern);
            System.out.println("[" + mf.format(args) + "] <- " + mf.toPattern());
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage() + (e.getCause() != null ? " / cause " + e.getCause() : ""));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        show("Hello, {0}!", "world");
        show("{1} before {0}", "a", "b");
        show("{0} {0} {2}", "x", "y");
        show("null: {0}", (Object) null);
        show("numbers {0} {1} {2}", 1234567, 3.14159, -0.5);
        show("{0,number} {0,number,integer} {0,number,percent}", 1234.5678);
        show("{0,number,#.##} {0,number,000.0} {1,number,#,##0}", 3.14159, 1234567);
        show("quotes: '{0}' it''s {0}", "q");
        show("brace in quote: '{' and '}' then {0}", "v");
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 0);
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1);
        show("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.", 1273);
        show("{0,choice,-1#negative|0#zero or fraction|1#one|2#two or more}", -5);
        show("{0,choice,-1#negative|0#zero or fraction|1#one|2#two or more}", 0.5);
        show("{0,choice,-1#negative|0#zero or fraction|1#one|2#two or more}", 99);
        show("object {0}", new StringBuilder("sb"));
        show("bool {0} char {1}", true, 'c');
        show("{ 0 }", "spaced index");
        show("{0, number , integer}", 2.5);
        show("Unmatched {0");
        show("bad index {x}", "a");
        show("bad type {0,wibble}", "a");
        show("negative {-1}", "a");
        show("bad choice {0,choice,abc}", 1);
        show("no args {0} {1}");
        java.util.TimeZone.setDefault(java.util.TimeZone.getTimeZone("UTC"));
        java.util.Date when = new java.util.Date(1234567890123L);
        show("{0,date} | {0,time} | {0}", when);
        show("{0,date,short} {0,date,medium} {0,date,long} {0,date,full}", when);
        show("{0,time,short} {0,time,medium} {0,time,long} {0,time,full}", when);
        show("{0,date,yyyy-MM-dd'T'HH:mm} at {1,time,HH 'h'} {0,DATE,Short}", when, new java.util.Date(0));
        show("{0,date} of a number", 86400000L);
        show("{0,date,yyyy-qq}", when);
        show("{0,time} of a string", "text");
        System.out.println(MessageFormat.format("static {0} and {1}", "one", 2));
        System.out.println(MessageFormat.format("{0}", 1234567.891));
        System.out.println(MessageFormat.format("just text, no args", new Object[0]));
        System.out.println(MessageFormat.format("it''s {0}", "ok"));

        MessageFormat mf = new MessageFormat("{0} / {1}", Locale.US);
        Format[] formats = mf.getFormats();
        System.out.println(formats.length + " " + formats[0] + " " + mf.getLocale());
        mf.setFormatByArgumentIndex(1, new ChoiceFormat("0#zero|1#some"));
        System.out.println(mf.format(new Object[] {"a", 3}) + " <- " + mf.toPattern());
        try {
            mf.format("not an array");
        } catch (ClassCastException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            new MessageFormat("{0,number}").format(new Object[] {"text"});
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(new MessageFormat("a{0}").equals(new MessageFormat("a{0}")) + " "
                + (new MessageFormat("a{0}").hashCode() == "a".hashCode()));

        ChoiceFormat cf = new ChoiceFormat("0#zero|1#one|1<more than one|10#ten or more");
        for (double d : new double[] {-1, 0, 0.5, 1, 1.5, 10, 100, Double.NaN}) {
            System.out.print(cf.format(d) + "; ");
        }
        System.out.println();
        System.out.println(cf.toPattern());
        ChoiceFormat arrays = new ChoiceFormat(new double[] {0, 1, 2}, new String[] {"a", "b|c", "it's"});
        System.out.println(arrays.format(1) + " " + arrays.toPattern() + " " + arrays.getLimits().length);
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0));
        try {
            new ChoiceFormat("1#one|0#zero");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new ChoiceFormat("#nothing");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new ChoiceFormat(new double[] {1}, new String[] {"a", "b"});
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        collationAndNormalization();
        parsing();
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            sb.append(c < 0x80 && c >= 0x20 ? String.valueOf(c) : "<" + Integer.toHexString(c) + ">");
        }
        return sb.toString();
    }

    static void collationAndNormalization() {
        String[] inputs = {"caf\u00e9", "cafe\u0301", "\u00c5ngstr\u00f6m", "A\u030a", "a\u0304", "A\u0302\u0301",
            "a\u0323\u0302", "a\u0302\u0323", "\u00bd \u00b2 \u00aa \u00a0 \u00b5 \u00df \u00e6 \u00a8", "ffi", "e\u0301\u0301",
            "\u00ea\u0301", "plain ascii", ""};
        for (String in : inputs) {
            StringBuilder sb = new StringBuilder(codes(in) + " ->");
            for (java.text.Normalizer.Form f : java.text.Normalizer.Form.values()) {
                sb.append(' ').append(f).append('=').append(codes(java.text.Normalizer.normalize(in, f)))
                    .append(java.text.Normalizer.isNormalized(in, f) ? "*" : "");
            }
            System.out.println(sb);
        }
        try {
            java.text.Normalizer.normalize(null, java.text.Normalizer.Form.NFC);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        java.text.Collator c = java.text.Collator.getInstance(Locale.US);
        System.out.println(c.getStrength() + " " + c.getDecomposition() + " " + (c instanceof java.text.RuleBasedCollator) + " "
            + c.equals(java.text.Collator.getInstance(Locale.ROOT)) + " " + c.equals(c.clone()));
        java.util.List<String> words = new java.util.ArrayList<>(java.util.Arrays.asList("peach", "P\u00e9ch\u00e9", "p\u00e9ch\u00e9",
            "p\u00eache", "P\u00eache", "pech\u00e9", "apple", "Apple", "APPLE", "a-pple", "a pple", "_under", "zebra", "\u00c6sop",
            "aesop", "stra\u00dfe", "strasse", "10", "9", "#hash", "x\u007fy", "xy", "\u00bd", "1/2", "cafe\u0301", "caf\u00e9", "Z"));
        for (int strength = 0; strength <= 3; strength++) {
            c.setStrength(strength);
            java.util.List<String> sorted = new java.util.ArrayList<>(words);
            sorted.sort(c);
            StringBuilder sb = new StringBuilder(strength + ":");
            for (String w : sorted) {
                sb.append(' ').append(codes(w));
            }
            System.out.println(sb);
            StringBuilder cmp = new StringBuilder("  ");
            for (int i = 0; i + 1 < words.size(); i++) {
                java.text.CollationKey k1 = c.getCollationKey(words.get(i));
                java.text.CollationKey k2 = c.getCollationKey(words.get(i + 1));
                cmp.append(c.compare(words.get(i), words.get(i + 1))).append('/').append(k1.compareTo(k2)).append(' ');
            }
            System.out.println(cmp);
        }
        c.setStrength(java.text.Collator.IDENTICAL);
        c.setDecomposition(java.text.Collator.CANONICAL_DECOMPOSITION);
        System.out.println(c.compare("caf\u00e9", "cafe\u0301") + " " + c.equals("caf\u00e9", "cafe\u0301"));
        c.setDecomposition(java.text.Collator.FULL_DECOMPOSITION);
        c.setStrength(java.text.Collator.PRIMARY);
        System.out.println(c.compare("\u00b2", "2") + " " + c.compare("x\u00b2", "x3"));
        java.text.CollationKey key = java.text.Collator.getInstance().getCollationKey("Ab");
        System.out.println(key.getSourceString() + " " + key.toByteArray().length);
        try {
            c.setStrength(7);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            c.setDecomposition(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }

    static void parsing() {
        String[][] cases = {
            {"{0} / {1}", "one / two", "one two", "a / b / c"},
            {"name={0}; count={1,number}", "name=x; count=1,234", "name=x; count=abc", "name=; count=7 trailing"},
            {"{1}-{0}", "b-a", "{1}-{0}"},
            {"{0,choice,0#none|1#one|1<many}!", "one!", "many!", "zero!"},
            {"{0,number,#.##}%", "12.5%", "%"},
            {"it''s {0}", "it's fine", "its fine"},
            {"{0}", ""},
            {"{0,date,yyyy-MM-dd} at {1}", "2009-02-13 at noon", "2009/02/13 at noon"},
        };
        for (String[] c : cases) {
            MessageFormat mf = new MessageFormat(c[0], Locale.US);
            for (int i = 1; i < c.length; i++) {
                try {
                    Object[] r = mf.parse(c[i]);
                    StringBuilder sb = new StringBuilder();
                    for (Object o : r) {
                        sb.append(o instanceof java.util.Date ? "date " + ((java.util.Date) o).getTime() : o == null ? "null" : o.getClass().getSimpleName() + " " + o).append("; ");
                    }
                    System.out.println(c[0] + " <- " + c[i] + ": " + r.length + " [" + sb + "]");
                } catch (java.text.ParseException e) {
                    System.out.println(c[0] + " <- " + c[i] + ": " + e.getMessage() + " at " + e.getErrorOffset());
                }
            }
        }
        MessageFormat mf = new MessageFormat("x{0}y", Locale.US);
        java.text.ParsePosition pp = new java.text.ParsePosition(2);
        Object[] r = mf.parse("..xAy..", pp);
        System.out.println(r[0] + " " + pp.getIndex() + " " + pp.getErrorIndex() + " " + mf.parse(null, pp).length);
        pp = new java.text.ParsePosition(0);
        System.out.println(mf.parseObject("zzz", pp) + " " + pp.getIndex() + " " + pp.getErrorIndex());
    }
}
