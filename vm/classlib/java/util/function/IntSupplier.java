package java.util.function;

/** rvm's java.util.function.IntSupplier (JDK 17 API). */
public interface IntSupplier {
    int getAsInt();
}
