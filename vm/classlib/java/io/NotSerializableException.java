package java.io;

public class NotSerializableException extends ObjectStreamException {
    private static final long serialVersionUID = 2838776464766802283L;

    public NotSerializableException(String message) {
        super(message);
    }

    public NotSerializableException() {
        super();
    }
}
