import java.util.Random;
import java.util.regex.*;

/** Random small patterns over {a, b} against random inputs: every find() with its groups,
 *  compared with java. Exercises backtracking order (greedy, lazy, possessive, alternation),
 *  empty iterations, captures of the last iteration, back references and look-around. */
public class RegexDifferential {
    static Random rnd = new Random(17);

    static String atom(int depth) {
        int k = rnd.nextInt(depth > 2 ? 6 : 11);
        switch (k) {
            case 0: return "a";
            case 1: return "b";
            case 2: return ".";
            case 3: return "[ab]";
            case 4: return "[^a]";
            case 5: return "\\s";
            case 6: return "(" + expr(depth + 1) + ")";
            case 7: return "(?:" + expr(depth + 1) + ")";
            case 8: return "(?=" + expr(depth + 1) + ")";
            case 9: return "(?!" + expr(depth + 1) + ")";
            default: return "(?<=" + (rnd.nextBoolean() ? "a" : "[ab]b?") + ")";
        }
    }

    static String quantified(int depth) {
        String a = atom(depth);
        if (a.startsWith("(?=") || a.startsWith("(?!") || a.startsWith("(?<=")) {
            return a;
        }
        String[] q = {"", "", "", "*", "+", "?", "{1,2}", "{2}", "*?", "+?", "??", "*+", "++", "{0,2}?"};
        return a + q[rnd.nextInt(q.length)];
    }

    static String seq(int depth) {
        StringBuilder sb = new StringBuilder();
        int n = 1 + rnd.nextInt(3);
        for (int i = 0; i < n; i++) {
            int r = rnd.nextInt(20);
            if (r == 0) {
                sb.append('^');
            } else if (r == 1) {
                sb.append('$');
            } else if (r == 2) {
                sb.append("\\b");
            } else if (r == 3) {
                sb.append("\\1");
            }
            sb.append(quantified(depth));
        }
        return sb.toString();
    }

    static String expr(int depth) {
        String s = seq(depth);
        if (rnd.nextInt(4) == 0) {
            s += "|" + seq(depth);
        }
        return s;
    }

    static String input() {
        int n = rnd.nextInt(9);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            int c = rnd.nextInt(5);
            sb.append(c < 2 ? 'a' : c < 4 ? 'b' : ' ');
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        int errors = 0;
        StringBuilder out = new StringBuilder();
        for (int p = 0; p < 500; p++) {
            String regex = expr(0);
            Pattern pattern;
            try {
                pattern = Pattern.compile(regex);
            } catch (PatternSyntaxException e) {
                out.append(regex).append(" -> ").append(e.getDescription()).append('\n');
                errors++;
                continue;
            }
            out.append(regex).append(':');
            for (int t = 0; t < 6; t++) {
                String in = input();
                Matcher m = pattern.matcher(in);
                out.append(" \"").append(in).append("\"");
                while (m.find()) {
                    out.append('[').append(m.start()).append(',').append(m.end());
                    for (int g = 1; g <= m.groupCount(); g++) {
                        out.append(' ').append(m.start(g)).append(',').append(m.end(g));
                    }
                    out.append(']');
                }
                out.append(m.reset().matches() ? "M" : "-").append(m.lookingAt() ? "L" : "-");
            }
            out.append('\n');
        }
        System.out.print(out);
        System.out.println("patterns rejected: " + errors);
    }
}
