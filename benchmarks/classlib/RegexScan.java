import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Regex paths: String.split on a pattern, find() with groups over a log text, matches() of
 * validation patterns, replaceAll with group references. Self-check: counts and sums are
 * recomputed by hand-written scanning. Usage: RegexScan [lines (3000)] [iterations].
 * Allocation: about 2 MB per run at the default size.
 */
public class RegexScan {
    static final Pattern ENTRY = Pattern.compile("(\\w+)=(\\d+)");
    static final Pattern EMAIL = Pattern.compile("[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+");

    static String text(int lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            sb.append("t").append(i % 60).append("  level=").append(i % 5).append(" user").append(i % 13).append("@host")
                    .append(i % 7).append(".example.org  bytes=").append((i * 7919) % 10000).append('\n');
        }
        return sb.toString();
    }

    static String run(String text) {
        String[] lines = text.split("\n");
        long words = 0;
        long bytes = 0;
        int emails = 0;
        for (String line : lines) {
            words += line.trim().split("\\s+").length;
            Matcher m = ENTRY.matcher(line);
            while (m.find()) {
                if (m.group(1).equals("bytes")) {
                    bytes += Integer.parseInt(m.group(2));
                }
            }
            String[] parts = line.split("\\s+");
            if (EMAIL.matcher(parts[2]).matches()) {
                emails++;
            }
        }
        String swapped = lines[lines.length - 1].replaceAll("(\\w+)=(\\d+)", "$2:$1");

        // by hand
        long words2 = 0;
        long bytes2 = 0;
        for (String line : lines) {
            boolean inWord = false;
            for (int i = 0; i < line.length(); i++) {
                boolean space = line.charAt(i) == ' ';
                if (!space && !inWord) {
                    words2++;
                }
                inWord = !space;
            }
            int at = line.indexOf("bytes=");
            bytes2 += Integer.parseInt(line.substring(at + 6));
        }
        boolean ok = words == words2 && bytes == bytes2 && emails == lines.length && swapped.contains(":bytes");
        return "RegexScan " + words + " " + bytes + " " + emails + (ok ? " OK" : " FAIL mismatch");
    }

    public static void main(String[] args) {
        int size = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        String text = text(size);
        if (args.length < 2) {
            System.out.println(run(text));
            return;
        }
        int iterations = Integer.parseInt(args[1]);
        for (int i = 0; i < iterations; i++) {
            long t0 = System.nanoTime();
            String line = run(text);
            long t1 = System.nanoTime();
            System.out.println(line);
            System.out.println("iteration " + i + " time_ns=" + (t1 - t0));
        }
    }
}
