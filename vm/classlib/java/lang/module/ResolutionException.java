package java.lang.module;

/** Thrown when resolving a Configuration fails for a reason other than a missing module. */
public class ResolutionException extends RuntimeException {
    private static final long serialVersionUID = -1031186845316729450L;

    public ResolutionException(String msg) {
        super(msg);
    }

    public ResolutionException(Throwable cause) {
        super(cause);
    }

    public ResolutionException(String msg, Throwable cause) {
        super(msg, cause);
    }
}
