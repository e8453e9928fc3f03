package java.security;

import java.net.URL;

/**
 * rvm's java.security.CodeSource: a location and its certificates (rvm verifies no signatures,
 * so classes from the class path have none). implies follows the JDK's location rules:
 * a directory URL ending in "/" covers its files, "/*" its files and ".../-" everything below.
 */
public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;

    private final URL location;
    private transient java.security.cert.Certificate[] certs;

    public CodeSource(URL url, java.security.cert.Certificate[] certs) {
        this.location = url;
        if (certs != null) {
            this.certs = new java.security.cert.Certificate[certs.length];
            System.arraycopy(certs, 0, this.certs, 0, certs.length);
        }
    }

    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof CodeSource)) {
            return false;
        }
        CodeSource cs = (CodeSource) obj;
        if (location == null) {
            if (cs.location != null) {
                return false;
            }
        } else if (!location.equals(cs.location)) {
            return false;
        }
        return matchCerts(cs, true);
    }

    public final URL getLocation() {
        return location;
    }

    public final java.security.cert.Certificate[] getCertificates() {
        if (certs == null) {
            return null;
        }
        java.security.cert.Certificate[] c = new java.security.cert.Certificate[certs.length];
        System.arraycopy(certs, 0, c, 0, certs.length);
        return c;
    }

    public boolean implies(CodeSource codesource) {
        if (codesource == null) {
            return false;
        }
        return matchCerts(codesource, false) && matchLocation(codesource);
    }

    private boolean matchCerts(CodeSource that, boolean strict) {
        if (certs == null) {
            return !strict || that.certs == null;
        }
        if (that.certs == null) {
            return false;
        }
        if (strict && certs.length != that.certs.length) {
            return false;
        }
        for (java.security.cert.Certificate c : certs) {
            boolean match = false;
            for (java.security.cert.Certificate t : that.certs) {
                if (c.equals(t)) {
                    match = true;
                    break;
                }
            }
            if (!match) {
                return false;
            }
        }
        return true;
    }

    private boolean matchLocation(CodeSource that) {
        if (location == null) {
            return true;
        }
        if (that == null || that.location == null) {
            return false;
        }
        if (location.equals(that.location)) {
            return true;
        }
        if (!location.getProtocol().equalsIgnoreCase(that.location.getProtocol())) {
            return false;
        }
        int thisPort = location.getPort();
        if (thisPort != -1 && thisPort != that.location.getPort()) {
            return false;
        }
        String thisPath = location.getFile();
        String thatPath = that.location.getFile();
        if (thisPath.endsWith("/-")) {
            String prefix = thisPath.substring(0, thisPath.length() - 1);
            if (!thatPath.startsWith(prefix)) {
                return false;
            }
        } else if (thisPath.endsWith("/*")) {
            int last = thatPath.lastIndexOf('/');
            if (last == -1) {
                return false;
            }
            String prefix = thisPath.substring(0, thisPath.length() - 1);
            if (!thatPath.substring(0, last + 1).equals(prefix)) {
                return false;
            }
        } else if (!thatPath.equals(thisPath) && !thatPath.equals(thisPath + "/")) {
            return false;
        }
        String thisHost = location.getHost();
        String thatHost = that.location.getHost();
        if (thisHost != null && !thisHost.isEmpty() && !thisHost.equalsIgnoreCase(thatHost)) {
            return false;
        }
        return true;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("(");
        sb.append(this.location);
        if (this.certs != null && this.certs.length > 0) {
            for (java.security.cert.Certificate c : certs) {
                sb.append(" " + c);
            }
        } else {
            sb.append(" <no signer certificates>");
        }
        sb.append(")");
        return sb.toString();
    }
}
