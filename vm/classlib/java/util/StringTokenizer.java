package java.util;

/**
 * rvm's java.util.StringTokenizer: the JDK's scanning rules (delimiters skipped unless returned
 * as tokens, nextToken(delim) changes the set for later calls, countTokens does not advance).
 * Delimiters are matched per char; the JDK also matches supplementary code points as single
 * delimiters, which only matters for delimiter sets outside the BMP.
 */
public class StringTokenizer implements Enumeration<Object> {
    private int currentPosition;
    private int newPosition;
    private int maxPosition;
    private String str;
    private String delimiters;
    private boolean retDelims;
    private boolean delimsChanged;
    /** The largest delimiter char, so most chars are rejected by one comparison. */
    private int maxDelimCodePoint;

    private void setMaxDelimCodePoint() {
        if (delimiters == null) {
            maxDelimCodePoint = 0;
            return;
        }
        int m = 0;
        for (int i = 0; i < delimiters.length(); i++) {
            char c = delimiters.charAt(i);
            if (m < c) {
                m = c;
            }
        }
        maxDelimCodePoint = m;
    }

    public StringTokenizer(String str, String delim, boolean returnDelims) {
        currentPosition = 0;
        newPosition = -1;
        delimsChanged = false;
        this.str = str;
        maxPosition = str.length();
        delimiters = delim;
        retDelims = returnDelims;
        setMaxDelimCodePoint();
    }

    public StringTokenizer(String str, String delim) {
        this(str, delim, false);
    }

    public StringTokenizer(String str) {
        this(str, " \t\n\r\f", false);
    }

    private boolean isDelimiter(char c) {
        return c <= maxDelimCodePoint && delimiters.indexOf(c) >= 0;
    }

    private int skipDelimiters(int startPos) {
        if (delimiters == null) {
            throw new NullPointerException();
        }
        int position = startPos;
        while (!retDelims && position < maxPosition) {
            if (!isDelimiter(str.charAt(position))) {
                break;
            }
            position++;
        }
        return position;
    }

    private int scanToken(int startPos) {
        int position = startPos;
        while (position < maxPosition) {
            if (isDelimiter(str.charAt(position))) {
                break;
            }
            position++;
        }
        if (retDelims && (startPos == position)) {
            if (isDelimiter(str.charAt(position))) {
                position++;
            }
        }
        return position;
    }

    public boolean hasMoreTokens() {
        // Temporarily store this position and use it in the following nextToken() method only if
        // the delimiters haven't been changed in that nextToken() invocation.
        newPosition = skipDelimiters(currentPosition);
        return (newPosition < maxPosition);
    }

    public String nextToken() {
        // If next position already computed in hasMoreElements() and delimiters have changed
        // between the computation and this invocation, then use the computed value.
        currentPosition = (newPosition >= 0 && !delimsChanged) ? newPosition : skipDelimiters(currentPosition);
        // Reset these anyway
        delimsChanged = false;
        newPosition = -1;
        if (currentPosition >= maxPosition) {
            throw new NoSuchElementException();
        }
        int start = currentPosition;
        currentPosition = scanToken(currentPosition);
        return str.substring(start, currentPosition);
    }

    public String nextToken(String delim) {
        // new delimiter set
        delimiters = delim;
        // delimiter string specified, so set the appropriate flag.
        delimsChanged = true;
        setMaxDelimCodePoint();
        return nextToken();
    }

    public boolean hasMoreElements() {
        return hasMoreTokens();
    }

    public Object nextElement() {
        return nextToken();
    }

    public int countTokens() {
        int count = 0;
        int currpos = currentPosition;
        while (currpos < maxPosition) {
            currpos = skipDelimiters(currpos);
            if (currpos >= maxPosition) {
                break;
            }
            currpos = scanToken(currpos);
            count++;
        }
        return count;
    }
}
