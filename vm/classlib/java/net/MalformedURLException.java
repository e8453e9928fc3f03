package java.net;

public class MalformedURLException extends java.io.IOException {
    public MalformedURLException() {
    }

    public MalformedURLException(String msg) {
        super(msg);
    }
}
