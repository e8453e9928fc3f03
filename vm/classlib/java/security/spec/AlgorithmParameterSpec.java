package java.security.spec;

/** The JDK's marker interface for algorithm parameter specifications. */
public interface AlgorithmParameterSpec {
}
