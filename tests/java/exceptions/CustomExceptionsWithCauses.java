class AppException extends Exception {
    private final int code;

    AppException(String message, int code) {
        super(message);
        this.code = code;
    }

    AppException(String message, Throwable cause) {
        super(message, cause);
        this.code = -1;
    }

    int code() {
        return code;
    }
}

class ValidationException extends AppException {
    ValidationException(String field) {
        super("invalid " + field, 400);
    }
}

class QuietException extends RuntimeException {
    QuietException() {
        super();
    }

    QuietException(Throwable cause) {
        super(cause);
    }
}

class OverridingMessage extends RuntimeException {
    @Override
    public String getMessage() {
        return "computed message";
    }
}

public class CustomExceptionsWithCauses {
    static void validate(String value) throws ValidationException {
        if (value == null || value.length() == 0) {
            throw new ValidationException("name");
        }
    }

    static void process(String value) throws AppException {
        try {
            validate(value);
        } catch (ValidationException e) {
            throw new AppException("processing failed", e);
        }
    }

    public static void main(String[] args) {
        try {
            validate("");
        } catch (ValidationException e) {
            System.out.println(e.getMessage() + " " + e.code() + " " + e);
        }
        try {
            process(null);
        } catch (AppException e) {
            System.out.println(e.getMessage() + " / code " + e.code());
            Throwable cause = e.getCause();
            System.out.println("cause: " + cause);
            System.out.println("cause class: " + cause.getClass().getName() + ", cause of cause: " + cause.getCause());
        }
        QuietException quiet = new QuietException();
        System.out.println(quiet.getMessage() + " | " + quiet + " | " + quiet.getCause());
        QuietException wrapping = new QuietException(new IllegalStateException("inner"));
        // Throwable(Throwable cause) uses cause.toString() as its message
        System.out.println(wrapping.getMessage() + " | " + wrapping);
        QuietException wrappingNull = new QuietException(null);
        System.out.println(wrappingNull.getMessage() + " | " + wrappingNull.getCause());
        System.out.println(new OverridingMessage());
        Exception plain = new Exception("plain");
        Throwable throwable = new Throwable();
        Error error = new Error("err", plain);
        System.out.println(plain + " | " + throwable + " | " + error + " | " + error.getCause().getMessage());
        RuntimeException withCause = new RuntimeException("outer", new RuntimeException("middle", new Error("root")));
        Throwable t = withCause;
        int chain = 0;
        while (t != null) {
            System.out.println("  ".substring(0, chain > 0 ? 2 : 0) + t.getClass().getName() + ": " + t.getMessage());
            t = t.getCause();
            chain++;
        }
        // initCause on an exception created without a cause
        IllegalArgumentException late = new IllegalArgumentException("late");
        late.initCause(new ArithmeticException("reason"));
        System.out.println(late.getCause());
        // checked exception declared and caught through a superclass
        try {
            throw new ValidationException("email");
        } catch (Exception e) {
            System.out.println((e instanceof AppException) + " " + e.getLocalizedMessage());
        }
    }
}
