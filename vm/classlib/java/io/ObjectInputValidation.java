package java.io;

/** A callback run after the outermost readObject has read the whole graph. */
public interface ObjectInputValidation {
    void validateObject() throws InvalidObjectException;
}
