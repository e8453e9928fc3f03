package java.lang;

/** rvm's java.lang.Runnable (pure Java interface). */
public interface Runnable {
    public abstract void run();
}
