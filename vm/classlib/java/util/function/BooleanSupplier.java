package java.util.function;

/** rvm's java.util.function.BooleanSupplier (JDK 17 API). */
public interface BooleanSupplier {
    boolean getAsBoolean();
}
