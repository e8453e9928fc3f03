package java.security.cert;

/** rvm's java.security.cert.Certificate: the type and its encoding-based equality (no certificate parsing). */
public abstract class Certificate implements java.io.Serializable {
    private static final long serialVersionUID = -3585440601605666277L;

    private final String type;
    private int hash = -1;

    protected Certificate(String type) {
        this.type = type;
    }

    public final String getType() {
        return type;
    }

    public abstract byte[] getEncoded() throws CertificateEncodingException;

    public abstract String toString();

    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Certificate)) {
            return false;
        }
        try {
            return java.util.Arrays.equals(getEncoded(), ((Certificate) other).getEncoded());
        } catch (CertificateException e) {
            return false;
        }
    }

    public int hashCode() {
        int h = hash;
        if (h == -1) {
            try {
                h = java.util.Arrays.hashCode(getEncoded());
            } catch (CertificateException e) {
                h = 0;
            }
            hash = h;
        }
        return h;
    }
}
