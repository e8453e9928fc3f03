package java.util.concurrent;

import java.util.Collection;

/** rvm's ConcurrentLinkedDeque: an unbounded deque whose operations hold its monitor. */
public class ConcurrentLinkedDeque<E> extends RvmMonitorQueue<E> {
    public ConcurrentLinkedDeque() {
        super(Integer.MAX_VALUE);
    }

    public ConcurrentLinkedDeque(Collection<? extends E> c) {
        this();
        for (E e : c) {
            offer(e);
        }
    }

    @Override
    public boolean add(E e) {
        return offer(e);
    }
}
