package java.util.jar;

import java.io.IOException;
import java.util.zip.ZipEntry;

/** rvm's java.util.jar.JarEntry: a ZipEntry with its manifest section (no signers: rvm verifies no signatures). */
public class JarEntry extends ZipEntry {
    Attributes attr;

    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        this((ZipEntry) je);
        this.attr = je.attr;
    }

    public Attributes getAttributes() throws IOException {
        return attr;
    }

    public java.security.cert.Certificate[] getCertificates() {
        return null;
    }

    public String getRealName() {
        return super.getName();
    }
}
