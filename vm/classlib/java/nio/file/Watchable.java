package java.nio.file;

public interface Watchable {
    WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers)
            throws java.io.IOException;

    WatchKey register(WatchService watcher, WatchEvent.Kind<?>... events) throws java.io.IOException;
}
