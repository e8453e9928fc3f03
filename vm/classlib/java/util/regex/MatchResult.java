package java.util.regex;

/** rvm's java.util.regex.MatchResult (JDK 17 interface). */
public interface MatchResult {
    int start();

    int start(int group);

    int end();

    int end(int group);

    String group();

    String group(int group);

    int groupCount();
}
