package java.util;

/** An EnumSet over more than 64 constants: one long per 64 ordinals. */
class JumboEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private long[] elements;
    private int size = 0;

    JumboEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        int fromIndex = from.ordinal() >>> 6;
        int toIndex = to.ordinal() >>> 6;
        if (fromIndex == toIndex) {
            elements[fromIndex] = (-1L >>> (from.ordinal() - to.ordinal() - 1)) << from.ordinal();
        } else {
            elements[fromIndex] = (-1L << from.ordinal());
            for (int i = fromIndex + 1; i < toIndex; i++) {
                elements[i] = -1;
            }
            elements[toIndex] = -1L >>> (63 - to.ordinal());
        }
        size = to.ordinal() - from.ordinal() + 1;
    }

    void addAll() {
        for (int i = 0; i < elements.length; i++) {
            elements[i] = -1;
        }
        elements[elements.length - 1] >>>= -universe.length;
        size = universe.length;
    }

    void complement() {
        for (int i = 0; i < elements.length; i++) {
            elements[i] = ~elements[i];
        }
        elements[elements.length - 1] &= (-1L >>> -universe.length);
        size = universe.length - size;
    }

    public Iterator<E> iterator() {
        return new EnumSetIterator();
    }

    private class EnumSetIterator implements Iterator<E> {
        long unseen;
        int unseenIndex = 0;
        long lastReturned = 0;
        int lastReturnedIndex = 0;

        EnumSetIterator() {
            unseen = elements[0];
        }

        public boolean hasNext() {
            while (unseen == 0 && unseenIndex < elements.length - 1) {
                unseen = elements[++unseenIndex];
            }
            return unseen != 0;
        }

        @SuppressWarnings("unchecked")
        public E next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            lastReturned = unseen & -unseen;
            lastReturnedIndex = unseenIndex;
            unseen -= lastReturned;
            return (E) universe[(lastReturnedIndex << 6) + Long.numberOfTrailingZeros(lastReturned)];
        }

        public void remove() {
            if (lastReturned == 0) {
                throw new IllegalStateException();
            }
            final long oldElements = elements[lastReturnedIndex];
            elements[lastReturnedIndex] &= ~lastReturned;
            if (oldElements != elements[lastReturnedIndex]) {
                size--;
            }
            lastReturned = 0;
        }
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (!isElement(e)) {
            return false;
        }
        int eOrdinal = ((Enum<?>) e).ordinal();
        return (elements[eOrdinal >>> 6] & (1L << eOrdinal)) != 0;
    }

    public boolean add(E e) {
        typeCheck(e);
        int eOrdinal = e.ordinal();
        int eWordNum = eOrdinal >>> 6;
        long oldElements = elements[eWordNum];
        elements[eWordNum] |= (1L << eOrdinal);
        boolean result = (elements[eWordNum] != oldElements);
        if (result) {
            size++;
        }
        return result;
    }

    public boolean remove(Object e) {
        if (!isElement(e)) {
            return false;
        }
        int eOrdinal = ((Enum<?>) e).ordinal();
        int eWordNum = eOrdinal >>> 6;
        long oldElements = elements[eWordNum];
        elements[eWordNum] &= ~(1L << eOrdinal);
        boolean result = (elements[eWordNum] != oldElements);
        if (result) {
            size--;
        }
        return result;
    }

    public void clear() {
        Arrays.fill(elements, 0);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof JumboEnumSet<?> es)) {
            return super.equals(o);
        }
        if (es.elementType != elementType) {
            return size == 0 && es.size == 0;
        }
        return Arrays.equals(es.elements, elements);
    }

    public EnumSet<E> clone() {
        JumboEnumSet<E> result = (JumboEnumSet<E>) super.clone();
        result.elements = Arrays.copyOf(result.elements, result.elements.length);
        return result;
    }
}
