package java.util.concurrent;

import java.util.Collection;

/**
 * rvm's ConcurrentLinkedQueue: an unbounded FIFO whose operations hold the queue's monitor (not
 * lock-free as the JDK's), with weakly consistent (snapshot) iterators. Never blocks.
 */
public class ConcurrentLinkedQueue<E> extends RvmMonitorQueue<E> {
    public ConcurrentLinkedQueue() {
        super(Integer.MAX_VALUE);
    }

    public ConcurrentLinkedQueue(Collection<? extends E> c) {
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
