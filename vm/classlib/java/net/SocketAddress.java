package java.net;

public abstract class SocketAddress implements java.io.Serializable {
    private static final long serialVersionUID = 5215720748342549866L;

    public SocketAddress() {
    }
}
