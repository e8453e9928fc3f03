package java.lang;

/** rvm's java.lang.OutOfMemoryError (pure Java, no natives). */
public class OutOfMemoryError extends VirtualMachineError {
    public OutOfMemoryError() {
        super();
    }

    public OutOfMemoryError(String message) {
        super(message);
    }
}
