package java.util;

import java.io.IOException;

/** Thrown by Properties.loadFromXML for a document that is not a well-formed properties document. */
public class InvalidPropertiesFormatException extends IOException {
    private static final long serialVersionUID = 7763056076009360219L;

    public InvalidPropertiesFormatException(Throwable cause) {
        super(cause == null ? null : cause.toString());
        this.initCause(cause);
    }

    public InvalidPropertiesFormatException(String message) {
        super(message);
    }
}
