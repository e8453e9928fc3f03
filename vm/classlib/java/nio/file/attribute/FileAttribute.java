package java.nio.file.attribute;

/** An attribute to set when creating a file; rvm's Files accepts and ignores them (Unix permissions). */
public interface FileAttribute<T> {
    String name();

    T value();
}
