package java.util.concurrent;

import java.util.Collection;

/** rvm's ArrayBlockingQueue: a bounded FIFO on RvmMonitorQueue (fairness is accepted and ignored). */
public class ArrayBlockingQueue<E> extends RvmMonitorQueue<E> {
    public ArrayBlockingQueue(int capacity) {
        this(capacity, false);
    }

    public ArrayBlockingQueue(int capacity, boolean fair) {
        super(LinkedBlockingQueue.checkCapacity(capacity));
    }

    public ArrayBlockingQueue(int capacity, boolean fair, Collection<? extends E> c) {
        this(capacity, fair);
        for (E e : c) {
            if (!offer(e)) {
                throw new IllegalArgumentException();
            }
        }
    }

    @Override
    public boolean add(E e) {
        if (offer(e)) {
            return true;
        }
        throw new IllegalStateException("Queue full");
    }
}
