package java.security;

/** The JDK's java.security.Key: an algorithm name, an encoding format and the encoded bytes. */
public interface Key extends java.io.Serializable {
    long serialVersionUID = 6603384152749567654L;

    String getAlgorithm();

    String getFormat();

    byte[] getEncoded();
}
