package java.nio.file;

public interface Path extends Comparable<Path>, Iterable<Path> {
    public static Path of(String first, String... more) {
        return RvmPath.of(first, more);
    }

    boolean isAbsolute();

    Path getRoot();

    Path getFileName();

    Path getParent();

    int getNameCount();

    Path getName(int index);

    Path subpath(int beginIndex, int endIndex);

    boolean startsWith(Path other);

    default boolean startsWith(String other) {
        return startsWith(Path.of(other));
    }

    boolean endsWith(Path other);

    default boolean endsWith(String other) {
        return endsWith(Path.of(other));
    }

    Path normalize();

    Path resolve(Path other);

    default Path resolve(String other) {
        return resolve(Path.of(other));
    }

    default Path resolveSibling(Path other) {
        Path parent = getParent();
        return (parent == null) ? other : parent.resolve(other);
    }

    default Path resolveSibling(String other) {
        return resolveSibling(Path.of(other));
    }

    Path relativize(Path other);

    Path toAbsolutePath();

    default java.io.File toFile() {
        return new java.io.File(toString());
    }

    @Override
    default java.util.Iterator<Path> iterator() {
        java.util.ArrayList<Path> names = new java.util.ArrayList<>();
        for (int i = 0; i < getNameCount(); i++) {
            names.add(getName(i));
        }
        return names.iterator();
    }

    int compareTo(Path other);

    boolean equals(Object other);

    int hashCode();

    String toString();
}
