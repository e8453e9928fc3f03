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
    }
}
