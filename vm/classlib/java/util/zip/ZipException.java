package java.util.zip;

/** rvm's java.util.zip.ZipException: a malformed zip or gzip stream. */
public class ZipException extends java.io.IOException {
    private static final long serialVersionUID = 8000196834066748623L;

    public ZipException() {
        super();
    }

    public ZipException(String s) {
        super(s);
    }
}
