package java.net;

/**
 * rvm's java.net.URI: an RFC 2396 URI reference, parsed the way the JDK's parser does (same
 * components, same deviations, same URISyntaxException reasons and indexes), with normalize,
 * resolve and relativize from RFC 2396 section 5.2 and the JDK's quoting in the multi-argument
 * constructors. Components are kept raw (escaped); the getX methods decode %XX as UTF-8.
 */
public final class URI implements Comparable<URI>, java.io.Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    // Character classes as bit masks over ASCII: bit c of LOW for c < 64, bit c-64 of HIGH.
    // Bit 0 (NUL, never a legal character) marks classes in which %XX escapes are allowed.
    private static final long L_ESCAPED = 1L;
    private static final long L_DIGIT = lowMask('0', '9');
    private static final long H_UPALPHA = highMask('A', 'Z');
    private static final long H_LOWALPHA = highMask('a', 'z');
    private static final long H_ALPHA = H_LOWALPHA | H_UPALPHA;
    private static final long L_ALPHANUM = L_DIGIT;
    private static final long H_ALPHANUM = H_ALPHA;
    private static final long L_HEX = L_DIGIT;
    private static final long H_HEX = highMask('A', 'F') | highMask('a', 'f');
    private static final long L_MARK = lowMask("-_.!~*'()");
    private static final long H_MARK = highMask("-_.!~*'()");
    private static final long L_UNRESERVED = L_ALPHANUM | L_MARK;
    private static final long H_UNRESERVED = H_ALPHANUM | H_MARK;
    private static final long L_RESERVED = lowMask(";/?:@&=+$,[]");
    private static final long H_RESERVED = highMask(";/?:@&=+$,[]");
    private static final long L_URIC = L_RESERVED | L_UNRESERVED | L_ESCAPED;
    private static final long H_URIC = H_RESERVED | H_UNRESERVED;
    private static final long L_PCHAR = L_UNRESERVED | L_ESCAPED | lowMask(":@&=+$,");
    private static final long H_PCHAR = H_UNRESERVED | highMask(":@&=+$,");
    private static final long L_PATH = L_PCHAR | lowMask(";/");
    private static final long H_PATH = H_PCHAR | highMask(";/");
    private static final long L_DASH = lowMask("-");
    private static final long H_DASH = highMask("-");
    private static final long L_USERINFO = L_UNRESERVED | L_ESCAPED | lowMask(";:&=+$,");
    private static final long H_USERINFO = H_UNRESERVED | highMask(";:&=+$,");
    private static final long L_REG_NAME = L_UNRESERVED | L_ESCAPED | lowMask("$,;:@&=+");
    private static final long H_REG_NAME = H_UNRESERVED | highMask("$,;:@&=+");
    private static final long L_SERVER = L_USERINFO | L_ALPHANUM | L_DASH | lowMask(".:@[]");
    private static final long H_SERVER = H_USERINFO | H_ALPHANUM | H_DASH | highMask(".:@[]");
    private static final long L_SERVER_PERCENT = L_SERVER | lowMask("%");
    private static final long H_SERVER_PERCENT = H_SERVER | highMask("%");
    private static final long L_SCHEME = L_DIGIT | lowMask("+-.");
    private static final long H_SCHEME = H_ALPHA | highMask("+-.");

    private static long lowMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c < 64) {
                m |= 1L << c;
            }
        }
        return m;
    }

    private static long highMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c >= 64 && c < 128) {
                m |= 1L << (c - 64);
            }
        }
        return m;
    }

    private static long lowMask(char first, char last) {
        long m = 0;
        for (int c = Math.max(first, 0); c <= Math.min(last, 63); c++) {
            m |= 1L << c;
        }
        return m;
    }

    private static long highMask(char first, char last) {
        long m = 0;
        for (int c = Math.max(first, 64); c <= Math.min(last, 127); c++) {
            m |= 1L << (c - 64);
        }
        return m;
    }

    private static boolean match(char c, long lowMask, long highMask) {
        if (c == 0) {
            return false;
        }
        if (c < 64) {
            return ((1L << c) & lowMask) != 0;
        }
        if (c < 128) {
            return ((1L << (c - 64)) & highMask) != 0;
        }
        return false;
    }

    // The components; null when absent. path is null exactly for opaque URIs.
    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient String schemeSpecificPart;
    private transient int hash;
    private volatile String string;

    private URI() {
    }

    public URI(String str) throws URISyntaxException {
        new Parser(str).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query, String fragment)
            throws URISyntaxException {
        String s = toString(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment) throws URISyntaxException {
        String s = toString(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        new Parser(toString(scheme, ssp, null, null, null, -1, null, null, fragment)).parse(false);
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) {
            return this;
        }
        new Parser(toString()).parse(true);
        return this;
    }

    // ---- normalize, resolve, relativize (RFC 2396 section 5.2) ----

    public URI normalize() {
        if (path == null || path.isEmpty()) {
            return this;
        }
        String np = normalize(path);
        if (np.equals(path)) {
            return this;
        }
        URI v = new URI();
        v.scheme = scheme;
        v.fragment = fragment;
        v.authority = authority;
        v.userInfo = userInfo;
        v.host = host;
        v.port = port;
        v.path = np;
        v.query = query;
        return v;
    }

    public URI resolve(URI uri) {
        return resolve(this, uri);
    }

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI relativize(URI uri) {
        if (uri.isOpaque() || isOpaque()) {
            return uri;
        }
        if (compareIgnoringCase(scheme, uri.scheme) != 0 || !equal(authority, uri.authority)) {
            return uri;
        }
        String bp = normalize(path);
        String cp = normalize(uri.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return uri;
            }
        }
        URI v = new URI();
        v.path = cp.substring(bp.length());
        v.query = uri.query;
        v.fragment = uri.fragment;
        return v;
    }

    private static URI resolve(URI base, URI child) {
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        // 5.2 (2): a lone fragment refers to the current document
        if (child.scheme == null && child.authority == null && child.path.isEmpty() && child.fragment != null
                && child.query == null) {
            if (base.fragment != null && child.fragment.equals(base.fragment)) {
                return base;
            }
            URI ru = new URI();
            ru.scheme = base.scheme;
            ru.authority = base.authority;
            ru.userInfo = base.userInfo;
            ru.host = base.host;
            ru.port = base.port;
            ru.path = base.path;
            ru.fragment = child.fragment;
            ru.query = base.query;
            return ru;
        }
        // 5.2 (3): the child is absolute
        if (child.scheme != null) {
            return child;
        }
        URI ru = new URI();
        ru.scheme = base.scheme;
        ru.query = child.query;
        ru.fragment = child.fragment;
        if (child.authority == null) {
            // 5.2 (4)
            ru.authority = base.authority;
            ru.host = base.host;
            ru.userInfo = base.userInfo;
            ru.port = base.port;
            String cp = child.path;
            if (!cp.isEmpty() && cp.charAt(0) == '/') {
                ru.path = cp; // 5.2 (5)
            } else {
                ru.path = resolvePath(base.path, cp, base.isAbsolute()); // 5.2 (6)
            }
        } else {
            ru.authority = child.authority;
            ru.host = child.host;
            ru.userInfo = child.userInfo;
            ru.port = child.port;
            ru.path = child.path;
        }
        return ru;
    }

    private static String resolvePath(String base, String child, boolean absolute) {
        int i = base.lastIndexOf('/');
        String p = "";
        if (child.isEmpty()) {
            if (i >= 0) {
                p = base.substring(0, i + 1);
            }
        } else if (i >= 0 || !absolute) {
            p = base.substring(0, i + 1) + child;
        } else {
            p = "/" + child;
        }
        return normalize(p);
    }

    /** Removes "." segments, "seg/.." pairs and repeated slashes; keeps ".." that has nothing to cancel. */
    private static String normalize(String ps) {
        int n = ps.length();
        boolean absolute = n > 0 && ps.charAt(0) == '/';
        String[] segs = new String[n / 2 + 1];
        boolean[] slash = new boolean[segs.length];
        int top = 0;
        int i = 0;
        while (i < n) {
            while (i < n && ps.charAt(i) == '/') {
                i++;
            }
            if (i >= n) {
                break;
            }
            int j = ps.indexOf('/', i);
            if (j < 0) {
                j = n;
            }
            String seg = ps.substring(i, j);
            boolean followed = j < n;
            if (seg.equals(".")) {
                if (top > 0) {
                    slash[top - 1] = true;
                }
            } else if (seg.equals("..") && top > 0 && !segs[top - 1].equals("..")) {
                top--;
                if (top > 0) {
                    slash[top - 1] = true;
                }
            } else {
                segs[top] = seg;
                slash[top] = followed;
                top++;
            }
            i = j;
        }
        StringBuilder sb = new StringBuilder();
        if (absolute) {
            sb.append('/');
        }
        for (int k = 0; k < top; k++) {
            sb.append(segs[k]);
            if (slash[k]) {
                sb.append('/');
            }
        }
        // A relative path whose first segment has a colon would read as a scheme: prefix "./".
        if (!absolute && top > 0 && segs[0].indexOf(':') >= 0) {
            sb.insert(0, "./");
        }
        return sb.toString();
    }

    // ---- conversion ----

    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    // ---- components ----

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String part = schemeSpecificPart;
        if (part != null) {
            return part;
        }
        String s = string;
        if (s != null) {
            // The text between "scheme:" and "#fragment" of the parsed input.
            int start = scheme == null ? 0 : scheme.length() + 1;
            int end = fragment == null ? s.length() : s.length() - fragment.length() - 1;
            part = s.substring(start, end);
        } else {
            StringBuilder sb = new StringBuilder();
            appendSchemeSpecificPart(sb, null, getAuthority(), getUserInfo(), host, port, getPath(), getQuery());
            part = sb.toString();
        }
        schemeSpecificPart = part;
        return part;
    }

    public String getSchemeSpecificPart() {
        return decode(getRawSchemeSpecificPart());
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment);
    }

    // ---- equality, hashing, ordering, printing ----

    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (isOpaque() != that.isOpaque()) {
            return false;
        }
        if (!equalEscaped(fragment, that.fragment) || compareIgnoringCase(scheme, that.scheme) != 0) {
            return false;
        }
        if (isOpaque()) {
            return equalEscaped(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart());
        }
        if (!equalEscaped(path, that.path) || !equalEscaped(query, that.query)) {
            return false;
        }
        if (authority == that.authority) {
            return true;
        }
        if (host != null) {
            return equalEscaped(userInfo, that.userInfo) && compareIgnoringCase(host, that.host) == 0
                    && port == that.port;
        }
        if (authority != null) {
            return equalEscaped(authority, that.authority);
        }
        return false;
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashIgnoringCase(0, scheme);
            h = hash(h, fragment);
            if (isOpaque()) {
                h = hash(h, getRawSchemeSpecificPart());
            } else {
                h = hash(h, path);
                h = hash(h, query);
                if (host != null) {
                    h = hash(h, userInfo);
                    h = hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = hash(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    public int compareTo(URI that) {
        int c;
        if ((c = compareIgnoringCase(scheme, that.scheme)) != 0) {
            return c;
        }
        if (isOpaque()) {
            if (that.isOpaque()) {
                if ((c = compare(getRawSchemeSpecificPart(), that.getRawSchemeSpecificPart())) != 0) {
                    return c;
                }
                return compare(fragment, that.fragment);
            }
            return 1;
        } else if (that.isOpaque()) {
            return -1;
        }
        if (host != null && that.host != null) {
            if ((c = compare(userInfo, that.userInfo)) != 0) {
                return c;
            }
            if ((c = compareIgnoringCase(host, that.host)) != 0) {
                return c;
            }
            if ((c = port - that.port) != 0) {
                return c;
            }
        } else if ((c = compare(authority, that.authority)) != 0) {
            return c;
        }
        if ((c = compare(path, that.path)) != 0) {
            return c;
        }
        if ((c = compare(query, that.query)) != 0) {
            return c;
        }
        return compare(fragment, that.fragment);
    }

    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) {
                sb.append(scheme).append(':');
            }
            if (isOpaque()) {
                sb.append(schemeSpecificPart);
            } else {
                if (host != null) {
                    sb.append("//");
                    if (userInfo != null) {
                        sb.append(userInfo).append('@');
                    }
                    appendHost(sb, host, port);
                } else if (authority != null) {
                    sb.append("//").append(authority);
                }
                if (path != null) {
                    sb.append(path);
                }
                if (query != null) {
                    sb.append('?').append(query);
                }
            }
            if (fragment != null) {
                sb.append('#').append(fragment);
            }
            s = sb.toString();
            string = s;
        }
        return s;
    }

    public String toASCIIString() {
        String s = toString();
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (sb == null) {
                    sb = new StringBuilder(s.substring(0, i));
                }
                int end = i + 1;
                if (Character.isHighSurrogate(c) && end < s.length() && Character.isLowSurrogate(s.charAt(end))) {
                    end++;
                }
                appendEncoded(sb, s.substring(i, end));
                i = end - 1;
            } else if (sb != null) {
                sb.append(c);
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static void appendHost(StringBuilder sb, String host, int port) {
        boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
        if (brackets) {
            sb.append('[');
        }
        sb.append(host);
        if (brackets) {
            sb.append(']');
        }
        if (port != -1) {
            sb.append(':').append(port);
        }
    }

    private static int compare(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        return t == null ? 1 : upperEscapes(s).compareTo(upperEscapes(t));
    }

    /** s with the hex digits of its %XX escapes in upper case (escapes compare without regard to case). */
    private static String upperEscapes(String s) {
        int i = s.indexOf('%');
        if (i < 0) {
            return s;
        }
        char[] c = s.toCharArray();
        for (; i < c.length; i++) {
            if (c[i] == '%') {
                for (int k = i + 1; k < i + 3 && k < c.length; k++) {
                    c[k] = (char) toUpper(c[k]);
                }
            }
        }
        return new String(c);
    }

    private static boolean equal(String s, String t) {
        return s == t || (s != null && s.equals(t));
    }

    /** Equal, with the hex digits of %XX escapes compared without regard to case. */
    private static boolean equalEscaped(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s == null || t == null || s.length() != t.length()) {
            return false;
        }
        if (s.indexOf('%') < 0) {
            return s.equals(t);
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            char d = t.charAt(i);
            if (c != '%') {
                if (c != d) {
                    return false;
                }
                continue;
            }
            if (d != '%') {
                return false;
            }
            for (int k = i + 1; k < i + 3 && k < s.length(); k++) {
                if (toLower(s.charAt(k)) != toLower(t.charAt(k))) {
                    return false;
                }
            }
            i += 2;
        }
        return true;
    }

    private static int toLower(char c) {
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    private static int toUpper(char c) {
        return c >= 'a' && c <= 'z' ? c - ('a' - 'A') : c;
    }

    private static int compareIgnoringCase(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s == null) {
            return -1;
        }
        if (t == null) {
            return 1;
        }
        int n = Math.min(s.length(), t.length());
        for (int i = 0; i < n; i++) {
            int c = toLower(s.charAt(i)) - toLower(t.charAt(i));
            if (c != 0) {
                return c;
            }
        }
        return s.length() - t.length();
    }

    private static int hash(int hash, String s) {
        if (s == null) {
            return hash;
        }
        if (s.indexOf('%') < 0) {
            return hash * 127 + s.hashCode();
        }
        int h = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            h = 31 * h + c;
            if (c == '%') {
                for (int k = i + 1; k < i + 3 && k < s.length(); k++) {
                    h = 31 * h + toUpper(s.charAt(k));
                }
                i += 2;
            }
        }
        return hash * 127 + h;
    }

    private static int hashIgnoringCase(int hash, String s) {
        if (s == null) {
            return hash;
        }
        int h = hash;
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + toLower(s.charAt(i));
        }
        return h;
    }

    // ---- quoting and decoding ----

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void appendEscape(StringBuilder sb, int b) {
        sb.append('%').append(HEX[(b >> 4) & 0xf]).append(HEX[b & 0xf]);
    }

    private static void appendEncoded(StringBuilder sb, String s) {
        byte[] bytes = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            appendEscape(sb, bytes[i] & 0xff);
        }
    }

    private static String quote(String s, long lowMask, long highMask) {
        StringBuilder sb = new StringBuilder();
        boolean allowNonAscii = (lowMask & L_ESCAPED) != 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                if (!match(c, lowMask, highMask)) {
                    appendEscape(sb, c);
                } else {
                    sb.append(c);
                }
            } else if (allowNonAscii && (Character.isSpaceChar(c) || Character.isISOControl(c))) {
                appendEncoded(sb, String.valueOf(c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c - 'A' + 10;
    }

    private static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        int i = 0;
        int n = s.length();
        boolean inBrackets = false; // an IPv6 scope id's '%' is not an escape
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') {
                inBrackets = true;
            } else if (c == ']') {
                inBrackets = false;
            }
            if (c != '%' || inBrackets) {
                sb.append(c);
                i++;
                continue;
            }
            bytes.reset();
            while (i + 2 < n && s.charAt(i) == '%') {
                bytes.write((hexValue(s.charAt(i + 1)) << 4) | hexValue(s.charAt(i + 2)));
                i += 3;
            }
            sb.append(new String(bytes.toByteArray(), java.nio.charset.StandardCharsets.UTF_8));
            if (i < n && s.charAt(i) == '%') {
                sb.append('%');
                i++;
            }
        }
        return sb.toString();
    }

    private static String toString(String scheme, String opaquePart, String authority, String userInfo, String host,
            int port, String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        appendSchemeSpecificPart(sb, opaquePart, authority, userInfo, host, port, path, query);
        if (fragment != null) {
            sb.append('#').append(quote(fragment, L_URIC, H_URIC));
        }
        return sb.toString();
    }

    private static void appendSchemeSpecificPart(StringBuilder sb, String opaquePart, String authority,
            String userInfo, String host, int port, String path, String query) {
        if (opaquePart != null) {
            sb.append(quote(opaquePart, L_URIC, H_URIC));
            return;
        }
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(quote(userInfo, L_USERINFO, H_USERINFO)).append('@');
            }
            appendHost(sb, host, port);
        } else if (authority != null) {
            sb.append("//");
            if (authority.startsWith("[")) {
                sb.append(authority);
            } else {
                sb.append(quote(authority, L_REG_NAME | L_SERVER, H_REG_NAME | H_SERVER));
            }
        }
        if (path != null) {
            sb.append(quote(path, L_PATH, H_PATH));
        }
        if (query != null) {
            sb.append('?').append(quote(query, L_URIC, H_URIC));
        }
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(s, "Relative path in absolute URI");
        }
    }

    // ---- the parser (RFC 2396 grammar with the JDK's deviations) ----

    private final class Parser {
        private final String input;
        private boolean requireServerAuthority;

        Parser(String s) {
            input = s;
            string = s;
        }

        private void fail(String reason, int p) throws URISyntaxException {
            throw new URISyntaxException(input, reason, p);
        }

        private void failExpecting(String expected, int p) throws URISyntaxException {
            fail("Expected " + expected, p);
        }

        private boolean at(int start, int end, char c) {
            return start < end && input.charAt(start) == c;
        }

        /** The index of the first character of stop, or end; -1 if a character of err comes first. */
        private int scan(int start, int end, String err, String stop) {
            int p = start;
            while (p < end) {
                char c = input.charAt(p);
                if (err.indexOf(c) >= 0) {
                    return -1;
                }
                if (stop.indexOf(c) >= 0) {
                    break;
                }
                p++;
            }
            return p;
        }

        private int scanEscape(int start, int n, char c) throws URISyntaxException {
            if (c == '%') {
                if (start + 3 <= n && match(input.charAt(start + 1), L_HEX, H_HEX)
                        && match(input.charAt(start + 2), L_HEX, H_HEX)) {
                    return start + 3;
                }
                fail("Malformed escape pair", start);
            } else if (c > 128 && !Character.isSpaceChar(c) && !Character.isISOControl(c)) {
                return start + 1; // other characters are allowed unescaped where escapes are
            }
            return start;
        }

        private int scan(int start, int n, long lowMask, long highMask) throws URISyntaxException {
            int p = start;
            while (p < n) {
                char c = input.charAt(p);
                if (match(c, lowMask, highMask)) {
                    p++;
                    continue;
                }
                if ((lowMask & L_ESCAPED) != 0) {
                    int q = scanEscape(p, n, c);
                    if (q > p) {
                        p = q;
                        continue;
                    }
                }
                break;
            }
            return p;
        }

        private void checkChars(int start, int end, long lowMask, long highMask, String what)
                throws URISyntaxException {
            int p = scan(start, end, lowMask, highMask);
            if (p < end) {
                fail("Illegal character in " + what, p);
            }
        }

        void parse(boolean rsa) throws URISyntaxException {
            requireServerAuthority = rsa;
            int n = input.length();
            int p = scan(0, n, "/?#", ":");
            if (p >= 0 && at(p, n, ':')) {
                if (p == 0) {
                    failExpecting("scheme name", 0);
                }
                if (!match(input.charAt(0), 0L, H_ALPHA)) {
                    fail("Illegal character in scheme name", 0);
                }
                checkChars(1, p, L_SCHEME, H_SCHEME, "scheme name");
                scheme = input.substring(0, p);
                p++;
                if (at(p, n, '/')) {
                    p = parseHierarchical(p, n);
                } else {
                    int q = scan(p, n, "", "#");
                    if (q <= p) {
                        failExpecting("scheme-specific part", p);
                    }
                    checkChars(p, q, L_URIC, H_URIC, "opaque part");
                    schemeSpecificPart = input.substring(p, q);
                    p = q;
                }
            } else {
                p = parseHierarchical(0, n);
            }
            if (at(p, n, '#')) {
                checkChars(p + 1, n, L_URIC, H_URIC, "fragment");
                fragment = input.substring(p + 1, n);
                p = n;
            }
            if (p < n) {
                failExpecting("end of URI", p);
            }
        }

        private int parseHierarchical(int start, int n) throws URISyntaxException {
            int p = start;
            if (at(p, n, '/') && at(p + 1, n, '/')) {
                p += 2;
                int q = scan(p, n, "", "/?#");
                if (q > p) {
                    p = parseAuthority(p, q);
                } else if (q >= n) {
                    failExpecting("authority", p);
                }
            }
            int q = scan(p, n, "", "?#");
            checkChars(p, q, L_PATH, H_PATH, "path");
            path = input.substring(p, q);
            p = q;
            if (at(p, n, '?')) {
                p++;
                q = scan(p, n, "", "#");
                checkChars(p, q, L_URIC, H_URIC, "query");
                query = input.substring(p, q);
                p = q;
            }
            return p;
        }

        private int parseAuthority(int start, int n) throws URISyntaxException {
            int p = start;
            int q = p;
            URISyntaxException ex = null;
            boolean serverChars;
            int bracket = input.indexOf(']', p);
            if (bracket >= 0 && bracket < n) {
                serverChars = scan(p, n, L_SERVER_PERCENT, H_SERVER_PERCENT) == n;
            } else {
                serverChars = scan(p, n, L_SERVER, H_SERVER) == n;
            }
            boolean regChars = scan(p, n, L_REG_NAME, H_REG_NAME) == n;
            if (regChars && !serverChars) {
                authority = input.substring(p, n);
                return n;
            }
            if (serverChars) {
                try {
                    q = parseServer(p, n);
                    if (q < n) {
                        failExpecting("end of authority", q);
                    }
                    authority = input.substring(p, n);
                } catch (URISyntaxException x) {
                    userInfo = null;
                    host = null;
                    port = -1;
                    if (requireServerAuthority) {
                        throw x;
                    }
                    ex = x;
                    q = p;
                }
            }
            if (q < n) {
                if (regChars) {
                    authority = input.substring(p, n);
                } else if (ex != null) {
                    throw ex;
                } else {
                    fail("Illegal character in authority", q);
                }
            }
            return n;
        }

        private int parseServer(int start, int n) throws URISyntaxException {
            int p = start;
            int q = scan(p, n, "/?#", "@");
            if (q >= p && at(q, n, '@')) {
                checkChars(p, q, L_USERINFO, H_USERINFO, "user info");
                userInfo = input.substring(p, q);
                p = q + 1;
            }
            if (at(p, n, '[')) {
                p++;
                q = scan(p, n, "/?#", "]");
                if (q > p && at(q, n, ']')) {
                    int r = scan(p, q, "", "%");
                    if (r > p && r < q) {
                        parseIPv6(p, r);
                        if (r + 1 == q) {
                            fail("scope id expected", r + 1);
                        }
                        checkChars(r + 1, q, L_ALPHANUM, H_ALPHANUM, "scope id");
                    } else {
                        parseIPv6(p, q);
                    }
                    host = input.substring(p - 1, q + 1);
                    p = q + 1;
                } else {
                    failExpecting("closing bracket for IPv6 address", q);
                }
            } else {
                q = parseIPv4(p, n);
                if (q <= p) {
                    q = parseHostname(p, n);
                }
                p = q;
            }
            if (at(p, n, ':')) {
                p++;
                q = scan(p, n, "", "/");
                if (q > p) {
                    checkChars(p, q, L_DIGIT, 0L, "port number");
                    try {
                        port = Integer.parseInt(input.substring(p, q));
                    } catch (NumberFormatException x) {
                        fail("Malformed port number", p);
                    }
                    p = q;
                }
            }
            if (p < n) {
                failExpecting("port number", p);
            }
            return p;
        }

        /** A dotted-quad IPv4 address followed by the end or ':', or -1. */
        private int parseIPv4(int start, int n) {
            int p = start;
            for (int part = 0; part < 4; part++) {
                if (part > 0) {
                    if (!at(p, n, '.')) {
                        return -1;
                    }
                    p++;
                }
                int q = p;
                while (q < n && q - p < 3 && input.charAt(q) >= '0' && input.charAt(q) <= '9') {
                    q++;
                }
                if (q == p || Integer.parseInt(input.substring(p, q)) > 255) {
                    return -1;
                }
                p = q;
            }
            if (p < n && input.charAt(p) != ':') {
                return -1;
            }
            host = input.substring(start, p);
            return p;
        }

        private int parseHostname(int start, int n) throws URISyntaxException {
            int p = start;
            int l = -1; // start of the last label
            do {
                int q = scan(p, n, L_ALPHANUM, H_ALPHANUM);
                if (q <= p) {
                    break;
                }
                l = p;
                p = q;
                q = scan(p, n, L_ALPHANUM | L_DASH, H_ALPHANUM | H_DASH);
                if (q > p) {
                    if (input.charAt(q - 1) == '-') {
                        fail("Illegal character in hostname", q - 1);
                    }
                    p = q;
                }
                if (!at(p, n, '.')) {
                    break;
                }
                p++;
            } while (p < n);
            if (p < n && !at(p, n, ':')) {
                fail("Illegal character in hostname", p);
            }
            if (l < 0) {
                failExpecting("hostname", start);
            }
            if (l > start && !match(input.charAt(l), 0L, H_ALPHA)) {
                fail("Illegal character in hostname", l);
            }
            host = input.substring(start, p);
            return p;
        }

        private void parseIPv6(int p, int q) throws URISyntaxException {
            int groups = 0;
            boolean compressed = false;
            int i = p;
            while (i < q) {
                char c = input.charAt(i);
                if (c == ':') {
                    if (i + 1 < q && input.charAt(i + 1) == ':') {
                        if (compressed) {
                            fail("Malformed IPv6 address", i);
                        }
                        compressed = true;
                        i += 2;
                        continue;
                    }
                    i++;
                    continue;
                }
                int j = i;
                while (j < q && match(input.charAt(j), L_HEX, H_HEX)) {
                    j++;
                }
                if (j < q && input.charAt(j) == '.') {
                    if (parseIPv4Tail(j, i, q) < 0) {
                        fail("Malformed IPv4 address", i);
                    }
                    groups += 2;
                    i = q;
                    break;
                }
                if (j == i || j - i > 4) {
                    fail("Malformed IPv6 address", i);
                }
                groups++;
                i = j;
            }
            if (groups > 8 || (!compressed && groups != 8)) {
                fail("Malformed IPv6 address", p);
            }
        }

        private int parseIPv4Tail(int dot, int from, int to) {
            String s = input.substring(from, to);
            int parts = 0;
            int k = 0;
            while (k <= s.length()) {
                int e = s.indexOf('.', k);
                if (e < 0) {
                    e = s.length();
                }
                if (e == k || e - k > 3) {
                    return -1;
                }
                for (int m = k; m < e; m++) {
                    if (s.charAt(m) < '0' || s.charAt(m) > '9') {
                        return -1;
                    }
                }
                if (Integer.parseInt(s.substring(k, e)) > 255) {
                    return -1;
                }
                parts++;
                k = e + 1;
            }
            return parts == 4 ? 0 : -1;
        }
    }
}
