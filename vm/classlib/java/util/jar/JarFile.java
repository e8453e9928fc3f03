package java.util.jar;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * rvm's java.util.jar.JarFile: a ZipFile whose entries are JarEntries carrying their manifest
 * section, with the manifest ("META-INF/MANIFEST.MF") read on first use. Signatures are not
 * verified (the verify flag is ignored); multi-release versions are not selected (the base
 * entries are returned).
 */
public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    private Manifest manifest;
    private boolean manifestRead;

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public Manifest getManifest() throws IOException {
        synchronized (this) {
            if (!manifestRead) {
                ZipEntry e = super.getEntry(MANIFEST_NAME);
                if (e != null) {
                    try (InputStream in = super.getInputStream(e)) {
                        manifest = new Manifest(in);
                    }
                }
                manifestRead = true;
            }
            return manifest == null ? null : new Manifest(manifest);
        }
    }

    private JarEntry withAttributes(ZipEntry e) {
        JarEntry je = (JarEntry) e;
        if (je != null && !je.getName().equals(MANIFEST_NAME)) {
            try {
                Manifest m = getManifest();
                if (m != null) {
                    je.attr = m.getAttributes(je.getName());
                }
            } catch (IOException ignored) {
                // an unreadable manifest leaves the entry without attributes
            }
        }
        return je;
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    @Override
    public ZipEntry getEntry(String name) {
        return withAttributes(super.getEntry(name));
    }

    @SuppressWarnings("unchecked")
    public java.util.stream.Stream<JarEntry> stream() {
        return (java.util.stream.Stream<JarEntry>) super.stream();
    }

    public java.util.Enumeration<JarEntry> entries() {
        final java.util.Enumeration<? extends ZipEntry> all = super.entries();
        return new java.util.Enumeration<JarEntry>() {
            public boolean hasMoreElements() {
                return all.hasMoreElements();
            }

            public JarEntry nextElement() {
                return withAttributes(all.nextElement());
            }
        };
    }

    @Override
    public InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }

    public boolean isMultiRelease() {
        return false;
    }
}
