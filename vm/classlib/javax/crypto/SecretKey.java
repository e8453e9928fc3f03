package javax.crypto;

/** The JDK's SecretKey: a symmetric key (what Mac.init accepts). */
public interface SecretKey extends java.security.Key, javax.security.auth.Destroyable {
    long serialVersionUID = -4795878709595146952L;
}
