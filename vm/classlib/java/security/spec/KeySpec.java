package java.security.spec;

/** The JDK's marker interface for key material specifications. */
public interface KeySpec {
}
