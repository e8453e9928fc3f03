package java.util.logging;

import java.time.LocalDateTime;
import java.time.ZoneId;

/**
 * The JDK's SimpleFormatter: one record through a format string (the system property
 * java.util.logging.SimpleFormatter.format, else the JDK's default), whose arguments are
 * 1 the time, 2 the source, 3 the logger name, 4 the level, 5 the message, 6 the thrown
 * exception's trace. rvm formats the string itself (the %s, %S, %t/%T date and time, %n
 * and %% conversions, with '-' and widths), since its java.util.Formatter has no dates.
 */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";

    private final String format;

    public SimpleFormatter() {
        String f = System.getProperty("java.util.logging.SimpleFormatter.format");
        if (f != null && !valid(f)) {
            f = null;
        }
        format = f != null ? f : DEFAULT_FORMAT;
    }

    public String format(LogRecord record) {
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            java.io.StringWriter sw = new java.io.StringWriter();
            java.io.PrintWriter pw = new java.io.PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        LocalDateTime time = LocalDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault());
        Object[] args = {time, source, record.getLoggerName(), record.getLevel().getLocalizedName(), message, throwable};
        return apply(format, args);
    }

    private static boolean valid(String f) {
        try {
            apply(f, new Object[] {LocalDateTime.of(2000, 1, 1, 0, 0), "", "", "", "", ""});
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"};
    private static final String[] DAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};

    static String apply(String f, Object[] args) {
        StringBuilder out = new StringBuilder();
        int next = 0;
        int i = 0;
        int n = f.length();
        while (i < n) {
            char c = f.charAt(i++);
            if (c != '%') {
                out.append(c);
                continue;
            }
            int index = -1;
            int start = i;
            while (i < n && Character.isDigit(f.charAt(i))) {
                i++;
            }
            if (i < n && f.charAt(i) == '$' && i > start) {
                index = Integer.parseInt(f.substring(start, i)) - 1;
                i++;
            } else {
                i = start;
            }
            boolean left = false;
            while (i < n && (f.charAt(i) == '-' || f.charAt(i) == '#' || f.charAt(i) == '0' || f.charAt(i) == '+'
                    || f.charAt(i) == ' ' || f.charAt(i) == ',' || f.charAt(i) == '(')) {
                if (f.charAt(i) == '-') {
                    left = true;
                }
                i++;
            }
            int width = 0;
            while (i < n && Character.isDigit(f.charAt(i))) {
                width = width * 10 + (f.charAt(i) - '0');
                i++;
            }
            int precision = -1;
            if (i < n && f.charAt(i) == '.') {
                i++;
                precision = 0;
                while (i < n && Character.isDigit(f.charAt(i))) {
                    precision = precision * 10 + (f.charAt(i) - '0');
                    i++;
                }
            }
            if (i >= n) {
                throw new IllegalArgumentException("Conversion = '%'");
            }
            char conv = f.charAt(i++);
            String text;
            if (conv == 'n') {
                out.append('\n');
                continue;
            } else if (conv == '%') {
                text = "%";
            } else {
                if (index < 0) {
                    index = next++;
                }
                if (index >= args.length) {
                    throw new IllegalArgumentException("Format specifier '%" + conv + "'");
                }
                Object arg = args[index];
                if (conv == 's' || conv == 'S') {
                    text = String.valueOf(arg);
                    if (conv == 'S') {
                        text = text.toUpperCase();
                    }
                } else if (conv == 't' || conv == 'T') {
                    if (i >= n || !(arg instanceof LocalDateTime)) {
                        throw new IllegalArgumentException("Conversion = 't'");
                    }
                    text = date((LocalDateTime) arg, f.charAt(i++));
                    if (conv == 'T') {
                        text = text.toUpperCase();
                    }
                } else {
                    throw new IllegalArgumentException("Conversion = '" + conv + "'");
                }
            }
            if (precision >= 0 && precision < text.length()) {
                text = text.substring(0, precision);
            }
            if (!left) {
                for (int k = text.length(); k < width; k++) {
                    out.append(' ');
                }
            }
            out.append(text);
            if (left) {
                for (int k = text.length(); k < width; k++) {
                    out.append(' ');
                }
            }
        }
        return out.toString();
    }

    private static String two(int v) {
        return v < 10 ? "0" + v : String.valueOf(v);
    }

    private static String date(LocalDateTime t, char c) {
        int hour = t.getHour();
        int hour12 = hour % 12 == 0 ? 12 : hour % 12;
        switch (c) {
            case 'b':
            case 'h':
                return MONTHS[t.getMonthValue() - 1].substring(0, 3);
            case 'B':
                return MONTHS[t.getMonthValue() - 1];
            case 'a':
                return DAYS[t.getDayOfWeek().getValue() - 1].substring(0, 3);
            case 'A':
                return DAYS[t.getDayOfWeek().getValue() - 1];
            case 'd':
                return two(t.getDayOfMonth());
            case 'e':
                return String.valueOf(t.getDayOfMonth());
            case 'm':
                return two(t.getMonthValue());
            case 'Y':
                return String.valueOf(t.getYear());
            case 'y':
                return two(t.getYear() % 100);
            case 'H':
                return two(hour);
            case 'k':
                return String.valueOf(hour);
            case 'I':
                return two(hour12);
            case 'l':
                return String.valueOf(hour12);
            case 'M':
                return two(t.getMinute());
            case 'S':
                return two(t.getSecond());
            case 'L': {
                int ms = t.getNano() / 1000000;
                return (ms < 10 ? "00" : ms < 100 ? "0" : "") + ms;
            }
            case 'N': {
                String s = String.valueOf(t.getNano());
                while (s.length() < 9) {
                    s = "0" + s;
                }
                return s;
            }
            case 'p':
                return hour < 12 ? "am" : "pm";
            case 'F':
                return t.getYear() + "-" + two(t.getMonthValue()) + "-" + two(t.getDayOfMonth());
            case 'D':
                return two(t.getMonthValue()) + "/" + two(t.getDayOfMonth()) + "/" + two(t.getYear() % 100);
            case 'T':
                return two(hour) + ":" + two(t.getMinute()) + ":" + two(t.getSecond());
            case 'R':
                return two(hour) + ":" + two(t.getMinute());
            case 'r':
                return two(hour12) + ":" + two(t.getMinute()) + ":" + two(t.getSecond()) + " " + (hour < 12 ? "AM" : "PM");
            default:
                throw new IllegalArgumentException("Conversion = 't" + c + "'");
        }
    }
}
