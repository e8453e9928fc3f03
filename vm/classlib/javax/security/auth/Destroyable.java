package javax.security.auth;

/** The JDK's Destroyable: by default a key cannot be destroyed and says so. */
public interface Destroyable {
    default void destroy() throws DestroyFailedException {
        throw new DestroyFailedException();
    }

    default boolean isDestroyed() {
        return false;
    }
}
