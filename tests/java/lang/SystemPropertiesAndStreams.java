import java.io.OutputStream;
import java.io.PrintStream;

/** System.setProperty/clearProperty/getProperty and System.setOut/setErr (capturing printf output). */
public class SystemPropertiesAndStreams {
    public static void main(String[] args) {
        System.out.println(System.setProperty("my.key", "v1") + " " + System.getProperty("my.key") + " "
                + System.setProperty("my.key", "v2") + " " + System.clearProperty("my.key") + " "
                + System.getProperty("my.key", "def") + " " + System.clearProperty("nothing"));
        String previous = System.clearProperty("java.version");
        System.out.println((previous != null) + " " + System.getProperty("java.version") + " "
                + System.setProperty("java.version", "x") + " " + System.getProperty("java.version"));
        System.out.println(System.getProperty("line.separator").equals("\n") + " " + System.lineSeparator().length());
        for (int i = 0; i < 10; i++) {
            System.setProperty("k" + i, "v" + i);
        }
        System.out.println(System.getProperty("k7") + " " + System.getProperty("k0"));
        try {
            System.setProperty("k", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NullPointerException");
        }
        try {
            System.setProperty("", "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            System.clearProperty(null);
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }

        PrintStream originalOut = System.out;
        StringBuilder captured = new StringBuilder();
        System.setOut(new PrintStream(new OutputStream() {
            public void write(int b) {
                captured.append((char) b);
            }
        }, true));
        System.out.println("captured line");
        System.out.printf("%d|%5.2f|%n", 5, Math.E);
        System.setOut(originalOut);
        System.out.println("back: [" + captured + "]");
        PrintStream originalErr = System.err;
        System.setErr(System.out);
        System.err.println("err goes to out");
        System.setErr(originalErr);
        System.err.println("err is stderr again");
    }
}
