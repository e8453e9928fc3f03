package java.net;

/** The protocol families of the channels' open(ProtocolFamily); rvm's channels take INET and INET6 only. */
public enum StandardProtocolFamily implements ProtocolFamily {
    INET,
    INET6,
    UNIX
}
