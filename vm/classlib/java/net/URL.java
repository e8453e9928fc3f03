package java.net;

/**
 * rvm's java.net.URL: parsing and printing of "protocol:rest" URLs, enough for the URLs
 * ClassLoader.getResource returns ("file:/path", "jar:file:/path.jar!/entry"); openStream reads
 * those (file: through FileInputStream, class-path resources through the class loader). No network.
 */
public final class URL implements java.io.Serializable {
    private final String protocol;
    private final String host;
    private final int port;
    private final String file;
    private final String ref;
    private String authority;
    private String userInfo;

    public URL(String spec) throws MalformedURLException {
        if (spec == null) {
            throw new MalformedURLException("null input");
        }
        int colon = spec.indexOf(':');
        if (colon <= 0) {
            throw new MalformedURLException("no protocol: " + spec);
        }
        protocol = spec.substring(0, colon).toLowerCase();
        if (!KNOWN_PROTOCOLS.contains("," + protocol + ",")) {
            throw new MalformedURLException("unknown protocol: " + protocol);
        }
        String rest = spec.substring(colon + 1);
        int hash = rest.indexOf('#');
        ref = hash >= 0 ? rest.substring(hash + 1) : null;
        if (hash >= 0) {
            rest = rest.substring(0, hash);
        }
        if (rest.startsWith("//") && !protocol.equals("jar")) {
            int slash = rest.indexOf('/', 2);
            authority = slash < 0 ? rest.substring(2) : rest.substring(2, slash);
            int at = authority.lastIndexOf('@');
            if (at >= 0) {
                userInfo = authority.substring(0, at);
            }
            int portColon = authority.lastIndexOf(':');
            if (portColon > at && !authority.endsWith("]")) {
                host = authority.substring(at + 1, portColon);
                try {
                    port = Integer.parseInt(authority.substring(portColon + 1));
                } catch (NumberFormatException e) {
                    throw new MalformedURLException("For input string: \"" + authority.substring(portColon + 1) + "\"");
                }
            } else {
                host = authority.substring(at + 1);
                port = -1;
            }
            file = slash < 0 ? "" : rest.substring(slash);
        } else {
            host = "";
            port = -1;
            file = rest;
        }
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        this.protocol = protocol;
        this.host = host;
        this.port = port;
        this.file = file;
        this.ref = null;
        if (host != null && !host.isEmpty()) {
            this.authority = port == -1 ? host : host + ":" + port;
        }
    }

    private static final String KNOWN_PROTOCOLS = ",http,https,file,jar,ftp,mailto,jrt,";

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        return protocol.equals("http") ? 80 : protocol.equals("https") ? 443 : -1;
    }

    public String getFile() {
        return file;
    }

    public String getPath() {
        int q = file.indexOf('?');
        return q < 0 ? file : file.substring(0, q);
    }

    public String getQuery() {
        int q = file.indexOf('?');
        return q < 0 ? null : file.substring(q + 1);
    }

    public String getRef() {
        return ref;
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        sb.append(file);
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public boolean equals(Object o) {
        return o instanceof URL && toExternalForm().equals(((URL) o).toExternalForm());
    }

    public int hashCode() {
        return toExternalForm().hashCode();
    }

    public java.io.InputStream openStream() throws java.io.IOException {
        if (protocol.equals("file")) {
            return new java.io.FileInputStream(getPath());
        }
        if (protocol.equals("jar")) {
            int bang = file.indexOf("!/");
            if (bang >= 0) {
                String archive = file.substring(0, bang);
                String entry = file.substring(bang + 2);
                if (archive.startsWith("file:")) {
                    // an entry of a jar file (read whole: the jar is closed before returning)
                    String path = archive.substring(5);
                    if (new java.io.File(path).isFile()) {
                        try (java.util.jar.JarFile jar = new java.util.jar.JarFile(path)) {
                            java.util.zip.ZipEntry e = jar.getEntry(entry);
                            if (e != null) {
                                try (java.io.InputStream in = jar.getInputStream(e)) {
                                    return new java.io.ByteArrayInputStream(in.readAllBytes());
                                }
                            }
                        }
                    }
                }
                byte[] bytes = ClassLoader.rvmResourceBytes(entry);
                if (bytes != null) {
                    return new java.io.ByteArrayInputStream(bytes);
                }
            }
            throw new java.io.FileNotFoundException(toString());
        }
        throw new java.io.IOException("rvm: no handler for " + protocol + " URLs");
    }
}
