package sun.nio.fs;

import java.util.regex.PatternSyntaxException;

/**
 * Glob patterns (FileSystem.getPathMatcher's "glob:" syntax) as regular expressions: '*' is any
 * run of characters without '/', '**' any run, '?' one character but '/', [...] a bracket
 * expression ('!' negates, never matching '/'), {a,b} alternatives, '\' escapes.
 */
final class RvmGlobs {
    private RvmGlobs() {
    }

    private static final String REGEX_META = ".^$+{[]|()";
    private static final String GLOB_META = "\\*?[{";

    static String toRegex(String glob) {
        StringBuilder regex = new StringBuilder("^");
        boolean inGroup = false;
        int i = 0;
        int n = glob.length();
        while (i < n) {
            char c = glob.charAt(i++);
            switch (c) {
                case '\\':
                    if (i == n) {
                        throw new PatternSyntaxException("No character to escape", glob, i - 1);
                    }
                    char next = glob.charAt(i++);
                    if (GLOB_META.indexOf(next) >= 0 || REGEX_META.indexOf(next) >= 0) {
                        regex.append('\\');
                    }
                    regex.append(next);
                    break;
                case '/':
                    regex.append(c);
                    break;
                case '[':
                    regex.append("[[^/]&&[");
                    if (i < n && glob.charAt(i) == '^') {
                        regex.append("\\^");
                        i++;
                    } else {
                        if (i < n && glob.charAt(i) == '!') {
                            regex.append('^');
                            i++;
                        }
                        if (i < n && glob.charAt(i) == '-') {
                            regex.append('-');
                            i++;
                        }
                    }
                    boolean hasRangeStart = false;
                    char last = 0;
                    while (i < n) {
                        c = glob.charAt(i++);
                        if (c == ']') {
                            break;
                        }
                        if (c == '/') {
                            throw new PatternSyntaxException("Explicit 'name separator' in class", glob, i - 1);
                        }
                        if (c == '\\' || c == '[' || (c == '&' && i < n && glob.charAt(i) == '&')) {
                            regex.append('\\');
                        }
                        regex.append(c);
                        if (c == '-') {
                            if (!hasRangeStart) {
                                throw new PatternSyntaxException("Invalid range", glob, i - 1);
                            }
                            if (i == n) {
                                break;
                            }
                            c = glob.charAt(i++);
                            if (c < last) {
                                throw new PatternSyntaxException("Invalid range", glob, i - 3);
                            }
                            regex.append(c);
                            hasRangeStart = false;
                        } else {
                            hasRangeStart = true;
                            last = c;
                        }
                    }
                    if (c != ']') {
                        throw new PatternSyntaxException("Missing ']", glob, i - 1);
                    }
                    regex.append("]]");
                    break;
                case '{':
                    if (inGroup) {
                        throw new PatternSyntaxException("Cannot nest groups", glob, i - 1);
                    }
                    regex.append("(?:(?:");
                    inGroup = true;
                    break;
                case '}':
                    if (inGroup) {
                        regex.append("))");
                        inGroup = false;
                    } else {
                        regex.append('}');
                    }
                    break;
                case ',':
                    regex.append(inGroup ? ")|(?:" : ",");
                    break;
                case '*':
                    if (i < n && glob.charAt(i) == '*') {
                        regex.append(".*");
                        i++;
                    } else {
                        regex.append("[^/]*");
                    }
                    break;
                case '?':
                    regex.append("[^/]");
                    break;
                default:
                    if (REGEX_META.indexOf(c) >= 0) {
                        regex.append('\\');
                    }
                    regex.append(c);
            }
        }
        if (inGroup) {
            throw new PatternSyntaxException("Missing '}", glob, i - 1);
        }
        return regex.append('$').toString();
    }
}
