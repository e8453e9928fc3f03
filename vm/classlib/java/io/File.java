package java.io;

/**
 * rvm's java.io.File: a normalized path (Unix: '/' separated, no duplicate or trailing
 * separators) and queries through RvmFileSystem's natives. list() returns names sorted (the JDK
 * gives directory order, which is unspecified).
 */
public class File implements Serializable, Comparable<File> {
    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private final String path;

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent == null) {
            this.path = normalize(child);
        } else if (parent.isEmpty()) {
            this.path = resolve("/", normalize(child));
        } else {
            this.path = resolve(normalize(parent), normalize(child));
        }
    }

    public File(File parent, String child) {
        this(parent == null ? null : parent.path, child);
    }

    private static String normalize(String p) {
        StringBuilder sb = new StringBuilder(p.length());
        char prev = 0;
        for (int i = 0; i < p.length(); i++) {
            char c = p.charAt(i);
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

    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            return parent.equals("/") ? child : parent + child;
        }
        return parent.equals("/") ? parent + child : parent + "/" + child;
    }

    public String getName() {
        int i = path.lastIndexOf('/');
        return path.substring(i + 1);
    }

    public String getParent() {
        int i = path.lastIndexOf('/');
        if (i < 0) {
            return null;
        }
        if (i == 0) {
            return path.length() > 1 ? "/" : null;
        }
        return path.substring(0, i);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        return RvmFileSystem.absolute(path);
    }

    /** "file:/abs/path", with a trailing slash for a directory (as the JDK). */
    public java.net.URI toURI() {
        File f = getAbsoluteFile();
        String sp = f.getPath();
        if (!sp.startsWith("/")) {
            sp = "/" + sp;
        }
        if (!sp.endsWith("/") && f.isDirectory()) {
            sp = sp + "/";
        }
        if (sp.startsWith("//")) {
            sp = "//" + sp;
        }
        try {
            return new java.net.URI("file", null, sp, null);
        } catch (java.net.URISyntaxException x) {
            throw new Error(x);
        }
    }

    public File(java.net.URI uri) {
        if (!uri.isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        if (uri.isOpaque()) {
            throw new IllegalArgumentException("URI is not hierarchical");
        }
        String scheme = uri.getScheme();
        if (scheme == null || !scheme.equalsIgnoreCase("file")) {
            throw new IllegalArgumentException("URI scheme is not \"file\"");
        }
        if (uri.getRawAuthority() != null) {
            throw new IllegalArgumentException("URI has an authority component");
        }
        if (uri.getRawFragment() != null) {
            throw new IllegalArgumentException("URI has a fragment component");
        }
        if (uri.getRawQuery() != null) {
            throw new IllegalArgumentException("URI has a query component");
        }
        String p = uri.getPath();
        if (p.isEmpty()) {
            throw new IllegalArgumentException("URI path component is empty");
        }
        this.path = normalize(p);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath());
    }

    public String getCanonicalPath() throws IOException {
        return RvmFileSystem.canonicalize0(collapseDots(getAbsolutePath()));
    }

    private static String collapseDots(String absolute) {
        java.util.ArrayList<String> parts = new java.util.ArrayList<>();
        int start = 0;
        while (start <= absolute.length()) {
            int slash = absolute.indexOf('/', start);
            int end = slash < 0 ? absolute.length() : slash;
            String part = absolute.substring(start, end);
            start = end + 1;
            if (part.isEmpty() || part.equals(".")) {
                continue;
            }
            if (part.equals("..")) {
                if (!parts.isEmpty()) {
                    parts.remove(parts.size() - 1);
                }
                continue;
            }
            parts.add(part);
        }
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            sb.append('/').append(part);
        }
        return sb.length() == 0 ? "/" : sb.toString();
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath());
    }

    private int stat() {
        return RvmFileSystem.stat0(path.isEmpty() ? "." : path);
    }

    public boolean exists() {
        return !path.isEmpty() && (stat() & RvmFileSystem.EXISTS) != 0;
    }

    public boolean isDirectory() {
        return !path.isEmpty() && (stat() & RvmFileSystem.IS_DIRECTORY) != 0;
    }

    public boolean isFile() {
        return !path.isEmpty() && (stat() & RvmFileSystem.IS_FILE) != 0;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public boolean canRead() {
        return !path.isEmpty() && (stat() & RvmFileSystem.READABLE) != 0;
    }

    public boolean canWrite() {
        return !path.isEmpty() && (stat() & RvmFileSystem.WRITABLE) != 0;
    }

    public boolean canExecute() {
        return !path.isEmpty() && (stat() & RvmFileSystem.EXECUTABLE) != 0;
    }

    public long length() {
        return path.isEmpty() ? 0L : RvmFileSystem.lengthOf0(path);
    }

    public long lastModified() {
        return path.isEmpty() ? 0L : RvmFileSystem.lastModified0(path);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return RvmFileSystem.setLastModified0(path, time);
    }

    public boolean createNewFile() throws IOException {
        if (path.isEmpty()) {
            throw new IOException("Invalid file path");
        }
        return RvmFileSystem.createNew0(path);
    }

    public boolean delete() {
        return !path.isEmpty() && RvmFileSystem.delete0(path) == 0;
    }

    public void deleteOnExit() {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete()));
    }

    public String[] list() {
        if (path.isEmpty()) {
            return null;
        }
        return RvmFileSystem.list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        java.util.ArrayList<String> kept = new java.util.ArrayList<>();
        for (String n : names) {
            if (filter.accept(this, n)) {
                kept.add(n);
            }
        }
        return kept.toArray(new String[0]);
    }

    public File[] listFiles() {
        String[] names = list();
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] names = list(filter);
        if (names == null) {
            return null;
        }
        File[] files = new File[names.length];
        for (int i = 0; i < names.length; i++) {
            files[i] = new File(this, names[i]);
        }
        return files;
    }

    public File[] listFiles(FileFilter filter) {
        File[] all = listFiles();
        if (all == null || filter == null) {
            return all;
        }
        java.util.ArrayList<File> kept = new java.util.ArrayList<>();
        for (File f : all) {
            if (filter.accept(f)) {
                kept.add(f);
            }
        }
        return kept.toArray(new File[0]);
    }

    public boolean mkdir() {
        return !path.isEmpty() && RvmFileSystem.mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canonical;
        try {
            canonical = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canonical.getParentFile();
        return parent != null && (parent.mkdirs() || parent.exists()) && canonical.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return RvmFileSystem.rename0(path, dest.path);
    }

    public boolean setReadOnly() {
        return setWritable(false, false);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return RvmFileSystem.setPermission0(path, 2, writable, ownerOnly);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return RvmFileSystem.setPermission0(path, 4, readable, ownerOnly);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return RvmFileSystem.setPermission0(path, 1, executable, ownerOnly);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    public static File[] listRoots() {
        return new File[] {new File("/")};
    }

    private static final java.util.Random TEMP_RANDOM = new java.util.Random();

    public static File createTempFile(String prefix, String suffix, File directory) throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix + "\" too short: length must be at least 3");
        }
        String s = suffix == null ? ".tmp" : suffix;
        File dir = directory != null ? directory : new File(System.getProperty("java.io.tmpdir"));
        while (true) {
            long n;
            synchronized (TEMP_RANDOM) {
                n = TEMP_RANDOM.nextLong();
            }
            File f = new File(dir, prefix + Long.toUnsignedString(n) + s);
            if (RvmFileSystem.createNew0(f.path)) {
                return f;
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public java.nio.file.Path toPath() {
        return java.nio.file.Path.of(path);
    }

    public int compareTo(File other) {
        return path.compareTo(other.path);
    }

    public boolean equals(Object obj) {
        return obj instanceof File && ((File) obj).path.equals(path);
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return path;
    }
}
