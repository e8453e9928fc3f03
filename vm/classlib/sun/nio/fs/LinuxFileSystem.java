package sun.nio.fs;

import java.nio.file.FileSystem;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.Paths;

/**
 * The default file system (named as the JDK's on Linux): "/" separated paths under one root,
 * always open and writable, with the attribute views rvm implements; glob and regex path
 * matchers (RvmGlobs turns a glob into a regular expression).
 */
public final class LinuxFileSystem extends FileSystem {
    public static final LinuxFileSystem INSTANCE = new LinuxFileSystem();

    private LinuxFileSystem() {
    }

    @Override
    public void close() {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean isOpen() {
        return true;
    }

    @Override
    public boolean isReadOnly() {
        return false;
    }

    @Override
    public String getSeparator() {
        return "/";
    }

    @Override
    public Iterable<Path> getRootDirectories() {
        return java.util.List.of(Paths.get("/"));
    }

    @Override
    public java.util.Set<String> supportedFileAttributeViews() {
        return java.util.Set.of("basic", "owner", "posix");
    }

    @Override
    public Path getPath(String first, String... more) {
        return Paths.get(first, more);
    }

    @Override
    public java.nio.file.WatchService newWatchService() throws java.io.IOException {
        return new RvmWatchService();
    }

    @Override
    public PathMatcher getPathMatcher(String syntaxAndInput) {
        int pos = syntaxAndInput.indexOf(':');
        if (pos <= 0) {
            throw new IllegalArgumentException();
        }
        String syntax = syntaxAndInput.substring(0, pos);
        String input = syntaxAndInput.substring(pos + 1);
        String expr;
        if (syntax.equalsIgnoreCase("glob")) {
            expr = RvmGlobs.toRegex(input);
        } else if (syntax.equalsIgnoreCase("regex")) {
            expr = input;
        } else {
            throw new UnsupportedOperationException("Syntax '" + syntax + "' not recognized");
        }
        java.util.regex.Pattern pattern = java.util.regex.Pattern.compile(expr);
        return path -> pattern.matcher(path.toString()).matches();
    }
}
