package java.util.concurrent;

import java.util.Collection;

/** rvm's LinkedBlockingQueue: an optionally bounded FIFO on RvmMonitorQueue. */
public class LinkedBlockingQueue<E> extends RvmMonitorQueue<E> {
    public LinkedBlockingQueue() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingQueue(int capacity) {
        super(checkCapacity(capacity));
    }

    public LinkedBlockingQueue(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            if (!offer(e)) {
                throw new IllegalStateException("Queue full");
            }
        }
    }

    static int checkCapacity(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException();
        }
        return capacity;
    }

    @Override
    public boolean add(E e) {
        if (offer(e)) {
            return true;
        }
        throw new IllegalStateException("Queue full");
    }
}
