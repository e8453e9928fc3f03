package java.lang;

@Deprecated(since = "20")
public class ThreadDeath extends Error {
    public ThreadDeath() {
    }
}
