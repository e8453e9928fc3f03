package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/**
 * Splits a properties file into logical lines for Properties.load: skips blank lines, comment
 * lines (first non-blank character # or !) and each line's leading blanks, and joins a line that
 * ends in an odd number of backslashes with the next one (dropping that backslash and the next
 * line's leading blanks). Escapes stay in the line; Properties.loadConvert resolves them. An
 * InputStream is read as ISO-8859-1, one byte a character.
 */
final class PropertiesLineReader {
    private final Reader reader;
    private final InputStream stream;
    private final byte[] byteBuf;
    private final char[] charBuf;
    private int limit;
    private int offset;

    /** The current logical line, valid up to the length readLine returned. */
    char[] lineBuf = new char[1024];

    PropertiesLineReader(InputStream stream) {
        this.stream = stream;
        this.reader = null;
        this.byteBuf = new byte[8192];
        this.charBuf = null;
    }

    PropertiesLineReader(Reader reader) {
        this.reader = reader;
        this.stream = null;
        this.byteBuf = null;
        this.charBuf = new char[8192];
    }

    private int next() throws IOException {
        if (offset >= limit) {
            offset = 0;
            limit = stream != null ? stream.read(byteBuf) : reader.read(charBuf);
            if (limit <= 0) {
                limit = 0;
                return -1;
            }
        }
        return stream != null ? byteBuf[offset++] & 0xff : charBuf[offset++];
    }

    private void append(int len, char c) {
        if (len == lineBuf.length) {
            char[] bigger = new char[len * 2];
            System.arraycopy(lineBuf, 0, bigger, 0, len);
            lineBuf = bigger;
        }
        lineBuf[len] = c;
    }

    /** The length of the next logical line in lineBuf, or -1 at the end of the input. */
    int readLine() throws IOException {
        int len = 0;
        boolean skipWhiteSpace = true;
        boolean appendedLineBegin = false;
        boolean isNewLine = true;
        boolean precedingBackslash = false;
        boolean skipLF = false;
        while (true) {
            int c = next();
            if (c < 0) {
                if (len == 0) {
                    return -1;
                }
                if (precedingBackslash) {
                    len--;
                }
                return len;
            }
            char ch = (char) c;
            if (skipLF) {
                skipLF = false;
                if (ch == '\n') {
                    continue;
                }
            }
            if (skipWhiteSpace) {
                if (ch == ' ' || ch == '\t' || ch == '\f') {
                    continue;
                }
                if (!appendedLineBegin && (ch == '\r' || ch == '\n')) {
                    continue;
                }
                skipWhiteSpace = false;
                appendedLineBegin = false;
            }
            if (isNewLine) {
                isNewLine = false;
                if (ch == '#' || ch == '!') {
                    int d;
                    do {
                        d = next();
                    } while (d >= 0 && d != '\n' && d != '\r');
                    if (d < 0) {
                        return -1;
                    }
                    isNewLine = true;
                    skipWhiteSpace = true;
                    continue;
                }
            }
            if (ch != '\n' && ch != '\r') {
                append(len++, ch);
                precedingBackslash = (ch == '\\') && !precedingBackslash;
            } else if (len == 0) {
                isNewLine = true;
                skipWhiteSpace = true;
            } else if (precedingBackslash) {
                len--;
                skipWhiteSpace = true;
                appendedLineBegin = true;
                precedingBackslash = false;
                if (ch == '\r') {
                    skipLF = true;
                }
            } else {
                return len;
            }
        }
    }
}
