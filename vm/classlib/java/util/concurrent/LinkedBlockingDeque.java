package java.util.concurrent;

import java.util.Collection;

/** rvm's LinkedBlockingDeque: an optionally bounded deque on RvmMonitorQueue. */
public class LinkedBlockingDeque<E> extends RvmMonitorQueue<E> {
    public LinkedBlockingDeque() {
        this(Integer.MAX_VALUE);
    }

    public LinkedBlockingDeque(int capacity) {
        super(LinkedBlockingQueue.checkCapacity(capacity));
    }

    public LinkedBlockingDeque(Collection<? extends E> c) {
        this(Integer.MAX_VALUE);
        for (E e : c) {
            addLast(e);
        }
    }

    @Override
    public boolean add(E e) {
        addLast(e);
        return true;
    }
}
