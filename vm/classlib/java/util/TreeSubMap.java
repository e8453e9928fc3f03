package java.util;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The range views of a {@link TreeMap} (subMap, headMap, tailMap, descendingMap), write-through
 * as in the JDK: {@code lo}/{@code hi} bound the keys (absent when {@code fromStart}/{@code toEnd}),
 * AscendingSubMap walks the range upwards and DescendingSubMap downwards; the "abs" methods work
 * in the backing map's order and the "sub" methods in the view's.
 */
abstract class TreeSubMap<K, V> extends AbstractMap<K, V> implements NavigableMap<K, V>, java.io.Serializable {
    final TreeMap<K, V> m;
    final K lo;
    final K hi;
    final boolean fromStart;
    final boolean toEnd;
    final boolean loInclusive;
    final boolean hiInclusive;

    TreeSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
            boolean hiInclusive) {
        if (!fromStart && !toEnd) {
            if (m.compare(lo, hi) > 0) {
                throw new IllegalArgumentException("fromKey > toKey");
            }
        } else {
            if (!fromStart) { // type check
                m.compare(lo, lo);
            }
            if (!toEnd) {
                m.compare(hi, hi);
            }
        }
        this.m = m;
        this.fromStart = fromStart;
        this.lo = lo;
        this.loInclusive = loInclusive;
        this.toEnd = toEnd;
        this.hi = hi;
        this.hiInclusive = hiInclusive;
    }

    // internal utilities

    final boolean tooLow(Object key) {
        if (!fromStart) {
            int c = m.compare(key, lo);
            if (c < 0 || (c == 0 && !loInclusive)) {
                return true;
            }
        }
        return false;
    }

    final boolean tooHigh(Object key) {
        if (!toEnd) {
            int c = m.compare(key, hi);
            if (c > 0 || (c == 0 && !hiInclusive)) {
                return true;
            }
        }
        return false;
    }

    final boolean inRange(Object key) {
        return !tooLow(key) && !tooHigh(key);
    }

    final boolean inClosedRange(Object key) {
        return (fromStart || m.compare(key, lo) >= 0) && (toEnd || m.compare(hi, key) >= 0);
    }

    final boolean inRange(Object key, boolean inclusive) {
        return inclusive ? inRange(key) : inClosedRange(key);
    }

    final TreeMap.Entry<K, V> absLowest() {
        TreeMap.Entry<K, V> e = (fromStart ? m.getFirstEntry()
                : (loInclusive ? m.getCeilingEntry(lo) : m.getHigherEntry(lo)));
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absHighest() {
        TreeMap.Entry<K, V> e = (toEnd ? m.getLastEntry()
                : (hiInclusive ? m.getFloorEntry(hi) : m.getLowerEntry(hi)));
        return (e == null || tooLow(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absCeiling(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        TreeMap.Entry<K, V> e = m.getCeilingEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absHigher(K key) {
        if (tooLow(key)) {
            return absLowest();
        }
        TreeMap.Entry<K, V> e = m.getHigherEntry(key);
        return (e == null || tooHigh(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absFloor(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        TreeMap.Entry<K, V> e = m.getFloorEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    final TreeMap.Entry<K, V> absLower(K key) {
        if (tooHigh(key)) {
            return absHighest();
        }
        TreeMap.Entry<K, V> e = m.getLowerEntry(key);
        return (e == null || tooLow(e.key)) ? null : e;
    }

    /** The entry just past the high end of the range (iteration stops at its key). */
    final TreeMap.Entry<K, V> absHighFence() {
        return (toEnd ? null : (hiInclusive ? m.getHigherEntry(hi) : m.getCeilingEntry(hi)));
    }

    /** The entry just before the low end of the range. */
    final TreeMap.Entry<K, V> absLowFence() {
        return (fromStart ? null : (loInclusive ? m.getLowerEntry(lo) : m.getFloorEntry(lo)));
    }

    abstract TreeMap.Entry<K, V> subLowest();

    abstract TreeMap.Entry<K, V> subHighest();

    abstract TreeMap.Entry<K, V> subCeiling(K key);

    abstract TreeMap.Entry<K, V> subHigher(K key);

    abstract TreeMap.Entry<K, V> subFloor(K key);

    abstract TreeMap.Entry<K, V> subLower(K key);

    abstract Iterator<K> keyIterator();

    abstract Iterator<K> descendingKeyIterator();

    // public methods

    public boolean isEmpty() {
        return (fromStart && toEnd) ? m.isEmpty() : entrySet().isEmpty();
    }

    public int size() {
        return (fromStart && toEnd) ? m.size() : entrySet().size();
    }

    public final boolean containsKey(Object key) {
        return inRange(key) && m.containsKey(key);
    }

    public final V put(K key, V value) {
        if (!inRange(key)) {
            throw new IllegalArgumentException("key out of range");
        }
        return m.put(key, value);
    }

    public V putIfAbsent(K key, V value) {
        if (!inRange(key)) {
            throw new IllegalArgumentException("key out of range");
        }
        return m.putIfAbsent(key, value);
    }

    public V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (!inRange(key)) {
            throw new IllegalArgumentException("key out of range");
        }
        return m.merge(key, value, remappingFunction);
    }

    public V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (!inRange(key)) {
            // Do not throw if mapping function returns null to preserve compatibility with default
            // computeIfAbsent implementation
            if (mappingFunction.apply(key) == null) {
                return null;
            }
            throw new IllegalArgumentException("key out of range");
        }
        return m.computeIfAbsent(key, mappingFunction);
    }

    public V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (!inRange(key)) {
            // Do not throw if remapping function returns null to preserve compatibility with
            // default computeIfAbsent implementation
            if (remappingFunction.apply(key, null) == null) {
                return null;
            }
            throw new IllegalArgumentException("key out of range");
        }
        return m.compute(key, remappingFunction);
    }

    public V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        return !inRange(key) ? null : m.computeIfPresent(key, remappingFunction);
    }

    public final V get(Object key) {
        return !inRange(key) ? null : m.get(key);
    }

    public final V remove(Object key) {
        return !inRange(key) ? null : m.remove(key);
    }

    public final Map.Entry<K, V> ceilingEntry(K key) {
        return TreeMap.exportEntry(subCeiling(key));
    }

    public final K ceilingKey(K key) {
        return TreeMap.keyOrNull(subCeiling(key));
    }

    public final Map.Entry<K, V> higherEntry(K key) {
        return TreeMap.exportEntry(subHigher(key));
    }

    public final K higherKey(K key) {
        return TreeMap.keyOrNull(subHigher(key));
    }

    public final Map.Entry<K, V> floorEntry(K key) {
        return TreeMap.exportEntry(subFloor(key));
    }

    public final K floorKey(K key) {
        return TreeMap.keyOrNull(subFloor(key));
    }

    public final Map.Entry<K, V> lowerEntry(K key) {
        return TreeMap.exportEntry(subLower(key));
    }

    public final K lowerKey(K key) {
        return TreeMap.keyOrNull(subLower(key));
    }

    public final K firstKey() {
        return TreeMap.key(subLowest());
    }

    public final K lastKey() {
        return TreeMap.key(subHighest());
    }

    public final Map.Entry<K, V> firstEntry() {
        return TreeMap.exportEntry(subLowest());
    }

    public final Map.Entry<K, V> lastEntry() {
        return TreeMap.exportEntry(subHighest());
    }

    public final Map.Entry<K, V> pollFirstEntry() {
        TreeMap.Entry<K, V> e = subLowest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return result;
    }

    public final Map.Entry<K, V> pollLastEntry() {
        TreeMap.Entry<K, V> e = subHighest();
        Map.Entry<K, V> result = TreeMap.exportEntry(e);
        if (e != null) {
            m.deleteEntry(e);
        }
        return result;
    }

    // Views
    transient NavigableMap<K, V> descendingMapView;
    transient EntrySetView entrySetView;
    transient TreeMap.KeySet<K> navigableKeySetView;

    public final NavigableSet<K> navigableKeySet() {
        TreeMap.KeySet<K> nksv = navigableKeySetView;
        return (nksv != null) ? nksv : (navigableKeySetView = new TreeMap.KeySet<>(this));
    }

    public final Set<K> keySet() {
        return navigableKeySet();
    }

    public NavigableSet<K> descendingKeySet() {
        return descendingMap().navigableKeySet();
    }

    public final SortedMap<K, V> subMap(K fromKey, K toKey) {
        return subMap(fromKey, true, toKey, false);
    }

    public final SortedMap<K, V> headMap(K toKey) {
        return headMap(toKey, false);
    }

    public final SortedMap<K, V> tailMap(K fromKey) {
        return tailMap(fromKey, true);
    }

    abstract class EntrySetView extends AbstractSet<Map.Entry<K, V>> {
        private transient int size = -1;
        private transient int sizeModCount;

        public int size() {
            if (fromStart && toEnd) {
                return m.size();
            }
            if (size == -1 || sizeModCount != m.modCount) {
                sizeModCount = m.modCount;
                size = 0;
                Iterator<?> i = iterator();
                while (i.hasNext()) {
                    size++;
                    i.next();
                }
            }
            return size;
        }

        public boolean isEmpty() {
            TreeMap.Entry<K, V> n = absLowest();
            return n == null || tooHigh(n.key);
        }

        public boolean contains(Object o) {
            if (!(o instanceof Map.Entry<?, ?> entry)) {
                return false;
            }
            Object key = entry.getKey();
            if (!inRange(key)) {
                return false;
            }
            TreeMap.Entry<?, ?> node = m.getEntry(key);
            return node != null && TreeMap.valEquals(node.getValue(), entry.getValue());
        }

        public boolean remove(Object o) {
            if (!(o instanceof Map.Entry<?, ?> entry)) {
                return false;
            }
            Object key = entry.getKey();
            if (!inRange(key)) {
                return false;
            }
            TreeMap.Entry<K, V> node = m.getEntry(key);
            if (node != null && TreeMap.valEquals(node.getValue(), entry.getValue())) {
                m.deleteEntry(node);
                return true;
            }
            return false;
        }
    }

    private static final Object UNBOUNDED = new Object();

    /** Iterates from {@code first} until the fence entry's key (compared by identity, as the JDK). */
    abstract class SubMapIterator<T> implements Iterator<T> {
        TreeMap.Entry<K, V> lastReturned;
        TreeMap.Entry<K, V> next;
        final Object fenceKey;
        int expectedModCount;

        SubMapIterator(TreeMap.Entry<K, V> first, TreeMap.Entry<K, V> fence) {
            expectedModCount = m.modCount;
            lastReturned = null;
            next = first;
            fenceKey = fence == null ? UNBOUNDED : fence.key;
        }

        public final boolean hasNext() {
            return next != null && next.key != fenceKey;
        }

        final TreeMap.Entry<K, V> nextEntry() {
            TreeMap.Entry<K, V> e = next;
            if (e == null || e.key == fenceKey) {
                throw new NoSuchElementException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = TreeMap.successor(e);
            lastReturned = e;
            return e;
        }

        final TreeMap.Entry<K, V> prevEntry() {
            TreeMap.Entry<K, V> e = next;
            if (e == null || e.key == fenceKey) {
                throw new NoSuchElementException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            next = TreeMap.predecessor(e);
            lastReturned = e;
            return e;
        }

        final void removeAscending() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            // deleted entries are replaced by their successors
            if (lastReturned.left != null && lastReturned.right != null) {
                next = lastReturned;
            }
            m.deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = m.modCount;
        }

        final void removeDescending() {
            if (lastReturned == null) {
                throw new IllegalStateException();
            }
            if (m.modCount != expectedModCount) {
                throw new ConcurrentModificationException();
            }
            m.deleteEntry(lastReturned);
            lastReturned = null;
            expectedModCount = m.modCount;
        }
    }

    final class SubMapEntryIterator extends SubMapIterator<Map.Entry<K, V>> {
        SubMapEntryIterator(TreeMap.Entry<K, V> first, TreeMap.Entry<K, V> fence) {
            super(first, fence);
        }

        public Map.Entry<K, V> next() {
            return nextEntry();
        }

        public void remove() {
            removeAscending();
        }
    }

    final class DescendingSubMapEntryIterator extends SubMapIterator<Map.Entry<K, V>> {
        DescendingSubMapEntryIterator(TreeMap.Entry<K, V> last, TreeMap.Entry<K, V> fence) {
            super(last, fence);
        }

        public Map.Entry<K, V> next() {
            return prevEntry();
        }

        public void remove() {
            removeDescending();
        }
    }

    final class SubMapKeyIterator extends SubMapIterator<K> {
        SubMapKeyIterator(TreeMap.Entry<K, V> first, TreeMap.Entry<K, V> fence) {
            super(first, fence);
        }

        public K next() {
            return nextEntry().key;
        }

        public void remove() {
            removeAscending();
        }
    }

    final class DescendingSubMapKeyIterator extends SubMapIterator<K> {
        DescendingSubMapKeyIterator(TreeMap.Entry<K, V> last, TreeMap.Entry<K, V> fence) {
            super(last, fence);
        }

        public K next() {
            return prevEntry().key;
        }

        public void remove() {
            removeDescending();
        }
    }

    /** The view in the backing map's order. */
    static final class AscendingSubMap<K, V> extends TreeSubMap<K, V> {
        AscendingSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
                boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
        }

        public Comparator<? super K> comparator() {
            return m.comparator();
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (!inRange(fromKey, fromInclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            if (!inRange(toKey, toInclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            return new AscendingSubMap<>(m, false, fromKey, fromInclusive, false, toKey, toInclusive);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            if (!inRange(toKey, inclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            return new AscendingSubMap<>(m, fromStart, lo, loInclusive, false, toKey, inclusive);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (!inRange(fromKey, inclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            return new AscendingSubMap<>(m, false, fromKey, inclusive, toEnd, hi, hiInclusive);
        }

        public NavigableMap<K, V> descendingMap() {
            NavigableMap<K, V> mv = descendingMapView;
            return (mv != null) ? mv : (descendingMapView = new DescendingSubMap<>(m, fromStart, lo, loInclusive,
                    toEnd, hi, hiInclusive));
        }

        Iterator<K> keyIterator() {
            return new SubMapKeyIterator(absLowest(), absHighFence());
        }

        Iterator<K> descendingKeyIterator() {
            return new DescendingSubMapKeyIterator(absHighest(), absLowFence());
        }

        final class AscendingEntrySetView extends EntrySetView {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new SubMapEntryIterator(absLowest(), absHighFence());
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            EntrySetView es = entrySetView;
            return (es != null) ? es : (entrySetView = new AscendingEntrySetView());
        }

        TreeMap.Entry<K, V> subLowest() {
            return absLowest();
        }

        TreeMap.Entry<K, V> subHighest() {
            return absHighest();
        }

        TreeMap.Entry<K, V> subCeiling(K key) {
            return absCeiling(key);
        }

        TreeMap.Entry<K, V> subHigher(K key) {
            return absHigher(key);
        }

        TreeMap.Entry<K, V> subFloor(K key) {
            return absFloor(key);
        }

        TreeMap.Entry<K, V> subLower(K key) {
            return absLower(key);
        }
    }

    /** The view in reverse order. */
    static final class DescendingSubMap<K, V> extends TreeSubMap<K, V> {
        private final Comparator<? super K> reverseComparator;

        DescendingSubMap(TreeMap<K, V> m, boolean fromStart, K lo, boolean loInclusive, boolean toEnd, K hi,
                boolean hiInclusive) {
            super(m, fromStart, lo, loInclusive, toEnd, hi, hiInclusive);
            reverseComparator = Collections.reverseOrder(m.comparator());
        }

        public Comparator<? super K> comparator() {
            return reverseComparator;
        }

        public NavigableMap<K, V> subMap(K fromKey, boolean fromInclusive, K toKey, boolean toInclusive) {
            if (!inRange(fromKey, fromInclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            if (!inRange(toKey, toInclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            return new DescendingSubMap<>(m, false, toKey, toInclusive, false, fromKey, fromInclusive);
        }

        public NavigableMap<K, V> headMap(K toKey, boolean inclusive) {
            if (!inRange(toKey, inclusive)) {
                throw new IllegalArgumentException("toKey out of range");
            }
            return new DescendingSubMap<>(m, false, toKey, inclusive, toEnd, hi, hiInclusive);
        }

        public NavigableMap<K, V> tailMap(K fromKey, boolean inclusive) {
            if (!inRange(fromKey, inclusive)) {
                throw new IllegalArgumentException("fromKey out of range");
            }
            return new DescendingSubMap<>(m, fromStart, lo, loInclusive, false, fromKey, inclusive);
        }

        public NavigableMap<K, V> descendingMap() {
            NavigableMap<K, V> mv = descendingMapView;
            return (mv != null) ? mv : (descendingMapView = new AscendingSubMap<>(m, fromStart, lo, loInclusive,
                    toEnd, hi, hiInclusive));
        }

        Iterator<K> keyIterator() {
            return new DescendingSubMapKeyIterator(absHighest(), absLowFence());
        }

        Iterator<K> descendingKeyIterator() {
            return new SubMapKeyIterator(absLowest(), absHighFence());
        }

        final class DescendingEntrySetView extends EntrySetView {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new DescendingSubMapEntryIterator(absHighest(), absLowFence());
            }
        }

        public Set<Map.Entry<K, V>> entrySet() {
            EntrySetView es = entrySetView;
            return (es != null) ? es : (entrySetView = new DescendingEntrySetView());
        }

        TreeMap.Entry<K, V> subLowest() {
            return absHighest();
        }

        TreeMap.Entry<K, V> subHighest() {
            return absLowest();
        }

        TreeMap.Entry<K, V> subCeiling(K key) {
            return absFloor(key);
        }

        TreeMap.Entry<K, V> subHigher(K key) {
            return absLower(key);
        }

        TreeMap.Entry<K, V> subFloor(K key) {
            return absCeiling(key);
        }

        TreeMap.Entry<K, V> subLower(K key) {
            return absHigher(key);
        }
    }
}
