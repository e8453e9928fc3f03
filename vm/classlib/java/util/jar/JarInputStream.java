package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * rvm's java.util.jar.JarInputStream: a ZipInputStream that reads the manifest when it comes
 * first ("META-INF/MANIFEST.MF", optionally after "META-INF/") and gives JarEntries carrying
 * their manifest sections. Signatures are not verified (the verify flag is ignored).
 */
public class JarInputStream extends ZipInputStream {
    private Manifest man;
    private JarEntry first;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        JarEntry e = (JarEntry) super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = (JarEntry) super.getNextEntry();
        }
        if (e != null && e.getName().equalsIgnoreCase("META-INF/MANIFEST.MF")) {
            man = new Manifest();
            man.read(new ByteArrayInputStream(readAllBytes()));
            closeEntry();
            e = (JarEntry) super.getNextEntry();
        }
        first = e;
    }

    public Manifest getManifest() {
        return man;
    }

    public ZipEntry getNextEntry() throws IOException {
        JarEntry e;
        if (first == null) {
            e = (JarEntry) super.getNextEntry();
        } else {
            e = first;
            first = null;
        }
        if (e != null && man != null) {
            e.attr = man.getAttributes(e.getName());
        }
        return e;
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        return super.read(b, off, len);
    }

    protected ZipEntry createZipEntry(String name) {
        return new JarEntry(name);
    }
}
