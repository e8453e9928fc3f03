package java.lang;

/** rvm's java.lang.StackOverflowError (pure Java, no natives). */
public class StackOverflowError extends VirtualMachineError {
    public StackOverflowError() {
        super();
    }

    public StackOverflowError(String message) {
        super(message);
    }
}
