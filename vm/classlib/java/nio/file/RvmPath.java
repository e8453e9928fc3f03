package java.nio.file;

/** rvm's Path (the JDK's UnixPath): a normalized '/'-separated string. Not part of the JDK API. */
final class RvmPath implements Path {
    private final String path;

    private RvmPath(String path) {
        this.path = path;
    }

    static Path of(String first, String... more) {
        StringBuilder sb = new StringBuilder(first);
        for (String m : more) {
            if (m.isEmpty()) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(m);
        }
        return new RvmPath(normalizeSeparators(sb.toString()));
    }

    private static String normalizeSeparators(String input) {
        StringBuilder sb = new StringBuilder(input.length());
        char prev = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (c == '\u0000') {
                throw new InvalidPathException(input, "Nul character not allowed");
            }
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    private String[] names() {
        java.util.ArrayList<String> list = new java.util.ArrayList<>();
        int start = 0;
        while (start < path.length()) {
            int slash = path.indexOf('/', start);
            int end = slash < 0 ? path.length() : slash;
            if (end > start) {
                list.add(path.substring(start, end));
            }
            start = end + 1;
        }
        if (path.isEmpty()) {
            list.add("");
        }
        return list.toArray(new String[0]);
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public Path getRoot() {
        return isAbsolute() ? new RvmPath("/") : null;
    }

    public Path getFileName() {
        if (path.equals("/")) {
            return null;
        }
        if (path.isEmpty()) {
            return this;
        }
        return new RvmPath(path.substring(path.lastIndexOf('/') + 1));
    }

    public Path getParent() {
        int i = path.lastIndexOf('/');
        if (i < 0 || path.equals("/")) {
            return null;
        }
        return new RvmPath(i == 0 ? "/" : path.substring(0, i));
    }

    public int getNameCount() {
        return path.equals("/") ? 0 : names().length;
    }

    public Path getName(int index) {
        String[] n = names();
        if (index < 0 || index >= getNameCount()) {
            throw new IllegalArgumentException();
        }
        return new RvmPath(n[index]);
    }

    public Path subpath(int beginIndex, int endIndex) {
        String[] n = names();
        if (beginIndex < 0 || beginIndex >= n.length || endIndex > n.length || beginIndex >= endIndex) {
            throw new IllegalArgumentException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = beginIndex; i < endIndex; i++) {
            if (i > beginIndex) {
                sb.append('/');
            }
            sb.append(n[i]);
        }
        return new RvmPath(sb.toString());
    }

    public boolean startsWith(Path other) {
        RvmPath o = (RvmPath) other;
        if (o.isAbsolute() != isAbsolute()) {
            return false;
        }
        String[] mine = names();
        String[] theirs = o.names();
        if (o.path.equals("/")) {
            return isAbsolute();
        }
        if (theirs.length > mine.length) {
            return false;
        }
        for (int i = 0; i < theirs.length; i++) {
            if (!theirs[i].equals(mine[i])) {
                return false;
            }
        }
        return true;
    }

    public boolean endsWith(Path other) {
        RvmPath o = (RvmPath) other;
        if (o.isAbsolute()) {
            return o.path.equals(path);
        }
        String[] mine = names();
        String[] theirs = o.names();
        if (theirs.length > mine.length) {
            return false;
        }
        for (int i = 0; i < theirs.length; i++) {
            if (!theirs[theirs.length - 1 - i].equals(mine[mine.length - 1 - i])) {
                return false;
            }
        }
        return true;
    }

    public Path normalize() {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (String n : names()) {
            if (n.equals(".") || n.isEmpty()) {
                continue;
            }
            if (n.equals("..") && !out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                out.remove(out.size() - 1);
                continue;
            }
            if (n.equals("..") && isAbsolute()) {
                continue;
            }
            out.add(n);
        }
        StringBuilder sb = new StringBuilder(isAbsolute() ? "/" : "");
        for (int i = 0; i < out.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(out.get(i));
        }
        return new RvmPath(sb.toString());
    }

    public Path resolve(Path other) {
        RvmPath o = (RvmPath) other;
        if (o.isAbsolute()) {
            return o;
        }
        if (o.path.isEmpty()) {
            return this;
        }
        if (path.isEmpty()) {
            return o;
        }
        return new RvmPath(path.equals("/") ? "/" + o.path : path + "/" + o.path);
    }

    public Path relativize(Path other) {
        RvmPath o = (RvmPath) other;
        if (o.isAbsolute() != isAbsolute()) {
            throw new IllegalArgumentException("'other' is different type of Path");
        }
        if (o.path.equals(path)) {
            return new RvmPath("");
        }
        String[] a = path.isEmpty() || path.equals("/") ? new String[0] : names();
        String[] b = o.path.isEmpty() || o.path.equals("/") ? new String[0] : o.names();
        int common = 0;
        while (common < a.length && common < b.length && a[common].equals(b[common])) {
            common++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = common; i < a.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append("..");
        }
        for (int i = common; i < b.length; i++) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(b[i]);
        }
        return new RvmPath(sb.toString());
    }

    public Path toAbsolutePath() {
        return isAbsolute() ? this : new RvmPath(java.io.RvmFileSystem.absolute(path));
    }

    public int compareTo(Path other) {
        return path.compareTo(((RvmPath) other).path);
    }

    public boolean equals(Object other) {
        return other instanceof RvmPath && ((RvmPath) other).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode();
    }

    public String toString() {
        return path;
    }
}
