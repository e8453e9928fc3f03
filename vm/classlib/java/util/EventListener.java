package java.util;

/** rvm's java.util.EventListener: the tagging interface of event listeners. */
public interface EventListener {
}
