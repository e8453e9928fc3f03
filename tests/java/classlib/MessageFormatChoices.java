import java.text.ChoiceFormat;
import java.text.MessageFormat;
import java.text.ParseException;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** MessageFormat with choice sub-formats, numbers, quoting and parsing, as a program's user messages use them. */
public class MessageFormatChoices {
    public static void main(String[] args) throws ParseException {
        MessageFormat files = new MessageFormat("The disk \"{1}\" contains {0,choice,0#no files|1#one file|1<{0,number,integer} files}.", Locale.US);
        for (int n : new int[] {0, 1, 2, 1273}) {
            System.out.println(files.format(new Object[] {n, "MyDisk"}));
        }
        ChoiceFormat grades = new ChoiceFormat(new double[] {0, 60, 70, 80, 90}, new String[] {"F", "D", "C", "B", "A"});
        for (double score : new double[] {-5, 0, 59.9, 60, 85, 90, 100}) {
            System.out.print(grades.format(score) + " ");
        }
        System.out.println();
        System.out.println(new ChoiceFormat("-1#negative|0#zero|0<positive|100<=big").format(100) + " " + grades.toPattern());
        MessageFormat mf = new MessageFormat("{0} paid {1,number,currency} on {2,date,yyyy-MM-dd} ({3,number,percent} of {4,number,#.##})", Locale.US);
        mf.getFormats();
        java.text.SimpleDateFormat sdf = new java.text.SimpleDateFormat("yyyy-MM-dd", Locale.US);
        sdf.setTimeZone(TimeZone.getTimeZone("UTC"));
        mf.setFormatByArgumentIndex(2, sdf);
        System.out.println(mf.format(new Object[] {"Ann", 1234.5, new Date(1_700_000_000_000L), 0.125, 9876.54321}));
        System.out.println(MessageFormat.format("It''s {0}''s turn: '{'literal'}' {1}", "Bob", 42));
        System.out.println(MessageFormat.format("{0} {0} {1}", "twice", null));
        Object[] parsed = new MessageFormat("{0} has {1,number,integer} items", Locale.US).parse("cart has 17 items");
        System.out.println(parsed[0] + " / " + parsed[1] + " / " + parsed[1].getClass().getSimpleName());
        System.out.println(files.toPattern());
        try {
            new MessageFormat("{0,choice,oops}");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
        try {
            new MessageFormat("{0", Locale.US);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
