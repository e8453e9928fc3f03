package java.util.function;

/** rvm's java.util.function.LongSupplier (JDK 17 API). */
public interface LongSupplier {
    long getAsLong();
}
