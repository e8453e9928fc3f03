package java.nio.channels;

/** Only named (by FileLock's constructor): rvm has no asynchronous file channels. */
public abstract class AsynchronousFileChannel implements Channel {
    protected AsynchronousFileChannel() {
    }
}
