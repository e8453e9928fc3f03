package java.net;

/**
 * rvm's java.net.URLClassLoader: finds classes and resources under file: URLs, a directory when
 * the URL ends with '/', else a jar file (read through java.util.jar.JarFile). Classes are defined
 * with defineClass and a CodeSource naming the URL they came from. Other protocols are not
 * searched (rvm has no URL handlers for them). addURL appends to the search path (the list only
 * grows, so an index into it stays valid while another thread adds).
 */
public class URLClassLoader extends java.security.SecureClassLoader implements java.io.Closeable {
    private volatile URL[] urls;
    private java.util.jar.JarFile[] jars;
    private boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        this.urls = copy(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        this.urls = copy(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        this.urls = copy(urls);
    }

    private static URL[] copy(URL[] urls) {
        URL[] result = new URL[urls.length];
        for (int i = 0; i < urls.length; i++) {
            if (urls[i] == null) {
                throw new NullPointerException();
            }
            result[i] = urls[i];
        }
        return result;
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new URLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new URLClassLoader(urls);
    }

    public URL[] getURLs() {
        return copy(urls);
    }

    protected void addURL(URL url) {
        if (url == null) {
            return;
        }
        synchronized (this) {
            if (closed) {
                return;
            }
            for (URL u : urls) {
                if (u.equals(url)) {
                    return;
                }
            }
            URL[] grown = java.util.Arrays.copyOf(urls, urls.length + 1);
            grown[urls.length] = url;
            if (jars != null) {
                jars = java.util.Arrays.copyOf(jars, grown.length);
            }
            urls = grown;
        }
    }

    private static boolean isDirectory(URL url) {
        return url.getPath().endsWith("/");
    }

    private synchronized java.util.jar.JarFile jar(int i) throws java.io.IOException {
        if (closed) {
            return null;
        }
        if (jars == null) {
            jars = new java.util.jar.JarFile[urls.length];
        }
        if (jars[i] == null) {
            jars[i] = new java.util.jar.JarFile(urls[i].getPath());
        }
        return jars[i];
    }

    /** The URL of resource {@code name} under {@code urls[i]}, or null. */
    private URL locate(int i, String name) {
        URL base = urls[i];
        if (!base.getProtocol().equals("file")) {
            return null;
        }
        try {
            if (isDirectory(base)) {
                java.io.File f = new java.io.File(base.getPath() + name);
                return f.isFile() ? new URL("file:" + base.getPath() + name) : null;
            }
            if (!new java.io.File(base.getPath()).isFile()) {
                return null;
            }
            java.util.jar.JarFile jar = jar(i);
            if (jar == null || jar.getEntry(name) == null) {
                return null;
            }
            return new URL("jar:" + base.toExternalForm() + "!/" + name);
        } catch (java.io.IOException e) {
            return null;
        }
    }

    private byte[] read(int i, String name) throws java.io.IOException {
        URL base = urls[i];
        if (isDirectory(base)) {
            return java.nio.file.Files.readAllBytes(java.nio.file.Paths.get(base.getPath() + name));
        }
        java.util.jar.JarFile jar = jar(i);
        try (java.io.InputStream in = jar.getInputStream(jar.getEntry(name))) {
            return in.readAllBytes();
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        String path = name.replace('.', '/') + ".class";
        for (int i = 0; i < urls.length; i++) {
            if (locate(i, path) == null) {
                continue;
            }
            byte[] bytes;
            try {
                bytes = read(i, path);
            } catch (java.io.IOException e) {
                throw new ClassNotFoundException(name, e);
            }
            java.security.CodeSource cs = new java.security.CodeSource(urls[i], (java.security.cert.Certificate[]) null);
            return defineClass(name, bytes, 0, bytes.length, cs);
        }
        throw new ClassNotFoundException(name);
    }

    @Override
    public URL findResource(String name) {
        for (int i = 0; i < urls.length; i++) {
            URL url = locate(i, name);
            if (url != null) {
                return url;
            }
        }
        return null;
    }

    @Override
    public java.util.Enumeration<URL> findResources(String name) throws java.io.IOException {
        java.util.Vector<URL> found = new java.util.Vector<>();
        for (int i = 0; i < urls.length; i++) {
            URL url = locate(i, name);
            if (url != null) {
                found.add(url);
            }
        }
        return found.elements();
    }

    @Override
    public java.io.InputStream getResourceAsStream(String name) {
        URL url = getResource(name);
        if (url == null) {
            return null;
        }
        if (url.getProtocol().equals("jar")) {
            for (int i = 0; i < urls.length; i++) {
                if (!isDirectory(urls[i]) && url.toExternalForm().startsWith("jar:" + urls[i].toExternalForm() + "!/")) {
                    try {
                        java.util.jar.JarFile jar = jar(i);
                        return jar.getInputStream(jar.getEntry(name));
                    } catch (java.io.IOException e) {
                        return null;
                    }
                }
            }
        }
        try {
            return url.openStream();
        } catch (java.io.IOException e) {
            return null;
        }
    }

    @Override
    public synchronized void close() throws java.io.IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (jars != null) {
            for (java.util.jar.JarFile jar : jars) {
                if (jar != null) {
                    jar.close();
                }
            }
        }
    }
}
