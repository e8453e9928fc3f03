package java.util.function;

/** rvm's java.util.function.DoubleSupplier (JDK 17 API). */
public interface DoubleSupplier {
    double getAsDouble();
}
