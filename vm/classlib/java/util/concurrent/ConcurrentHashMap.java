package java.util.concurrent;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * rvm's ConcurrentHashMap: every operation holds the map's monitor (rvm runs one Java thread at a
 * time and switches only at yieldpoints, so this is correct and cheap; see docs/threads.md). The
 * table follows JDK 17's layout so that iteration order matches it when no bin grows into a tree:
 * bins indexed by spread(hashCode) & (n - 1), new nodes appended to their bin, a table of 16 made on
 * first insertion (or tableSizeFor(1 + capacity / 0.75) for an explicit capacity), doubled when the
 * count reaches 3/4 of it (tryPresize for putAll and for a bin reaching 8 nodes in a table under 64)
 * with JDK's transfer
 * order (the run of nodes at a bin's tail that go to the same half keeps its order, the nodes before
 * it are prepended). Bins are never turned into trees, so heavily colliding keys are slower than on
 * the JDK and may iterate in another order. Iterators are weakly consistent in the JDK; here they
 * fail with ConcurrentModificationException if the table is resized under them by another thread.
 * Null keys and values throw NullPointerException.
 */
public class ConcurrentHashMap<K, V> extends AbstractMap<K, V> implements ConcurrentMap<K, V>, java.io.Serializable {
    private static final int MAXIMUM_CAPACITY = 1 << 30;
    private static final int DEFAULT_CAPACITY = 16;
    private static final int TREEIFY_THRESHOLD = 8;
    private static final int MIN_TREEIFY_CAPACITY = 64;
    private static final int HASH_BITS = 0x7fffffff;

    static final class Node<K, V> implements Map.Entry<K, V> {
        final int hash;
        final K key;
        V val;
        Node<K, V> next;

        Node(int hash, K key, V val, Node<K, V> next) {
            this.hash = hash;
            this.key = key;
            this.val = val;
            this.next = next;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public V setValue(V value) {
            throw new UnsupportedOperationException();
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k, v, u;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == (u = val) || v.equals(u)));
        }
    }

    private Node<K, V>[] table;
    private int count;
    private int sizeCtl;
    /** Bumped by every resize (iterators check it). */
    private int resizes;

    static int spread(int h) {
        return (h ^ (h >>> 16)) & HASH_BITS;
    }

    private static int tableSizeFor(int c) {
        int n = -1 >>> Integer.numberOfLeadingZeros(c - 1);
        return (n < 0) ? 1 : (n >= MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : n + 1;
    }

    public ConcurrentHashMap() {
    }

    public ConcurrentHashMap(int initialCapacity) {
        this(initialCapacity, 0.75f, 1);
    }

    public ConcurrentHashMap(Map<? extends K, ? extends V> m) {
        this.sizeCtl = DEFAULT_CAPACITY;
        putAll(m);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor) {
        this(initialCapacity, loadFactor, 1);
    }

    public ConcurrentHashMap(int initialCapacity, float loadFactor, int concurrencyLevel) {
        if (!(loadFactor > 0.0f) || initialCapacity < 0 || concurrencyLevel <= 0) {
            throw new IllegalArgumentException();
        }
        if (initialCapacity < concurrencyLevel) {
            initialCapacity = concurrencyLevel;
        }
        long size = (long) (1.0 + (long) initialCapacity / loadFactor);
        this.sizeCtl = (size >= (long) MAXIMUM_CAPACITY) ? MAXIMUM_CAPACITY : tableSizeFor((int) size);
    }

    @SuppressWarnings("unchecked")
    private Node<K, V>[] initTable() {
        int n = (sizeCtl > 0) ? sizeCtl : DEFAULT_CAPACITY;
        table = (Node<K, V>[]) new Node<?, ?>[n];
        sizeCtl = n - (n >>> 2);
        return table;
    }

    /** JDK's transfer to a table twice as large (see the class comment for the order). */
    @SuppressWarnings("unchecked")
    private void resize() {
        Node<K, V>[] tab = table;
        int n = tab.length;
        if (n >= MAXIMUM_CAPACITY) {
            return;
        }
        Node<K, V>[] next = (Node<K, V>[]) new Node<?, ?>[n << 1];
        for (int i = 0; i < n; i++) {
            Node<K, V> f = tab[i];
            if (f == null) {
                continue;
            }
            int runBit = f.hash & n;
            Node<K, V> lastRun = f;
            for (Node<K, V> p = f.next; p != null; p = p.next) {
                int b = p.hash & n;
                if (b != runBit) {
                    runBit = b;
                    lastRun = p;
                }
            }
            Node<K, V> ln, hn;
            if (runBit == 0) {
                ln = lastRun;
                hn = null;
            } else {
                hn = lastRun;
                ln = null;
            }
            for (Node<K, V> p = f; p != lastRun; p = p.next) {
                if ((p.hash & n) == 0) {
                    ln = new Node<K, V>(p.hash, p.key, p.val, ln);
                } else {
                    hn = new Node<K, V>(p.hash, p.key, p.val, hn);
                }
            }
            next[i] = ln;
            next[i + n] = hn;
        }
        table = next;
        n <<= 1;
        sizeCtl = n - (n >>> 2);
        resizes++;
    }

    /** JDK's tryPresize: grow until the table suits `size` entries (putAll, crowded bins). */
    @SuppressWarnings("unchecked")
    private void tryPresize(int size) {
        int c = (size >= (MAXIMUM_CAPACITY >>> 1)) ? MAXIMUM_CAPACITY : tableSizeFor(size + (size >>> 1) + 1);
        while (true) {
            int sc = sizeCtl;
            if (table == null) {
                int n = (sc > c) ? sc : c;
                table = (Node<K, V>[]) new Node<?, ?>[n];
                sizeCtl = n - (n >>> 2);
            } else if (c <= sc || table.length >= MAXIMUM_CAPACITY) {
                break;
            } else {
                resize();
            }
        }
    }

    private Node<K, V> find(Object key) {
        if (key == null) {
            throw new NullPointerException();
        }
        Node<K, V>[] tab = table;
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        for (Node<K, V> e = tab[h & (tab.length - 1)]; e != null; e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || key.equals(k))) {
                return e;
            }
        }
        return null;
    }

    /** Adds a new node at the tail of its bin, then grows as JDK's putVal/addCount do. */
    private void insert(int h, K key, V value) {
        Node<K, V>[] tab = table;
        if (tab == null) {
            tab = initTable();
        }
        int i = h & (tab.length - 1);
        Node<K, V> f = tab[i];
        int binCount = 0;
        if (f == null) {
            tab[i] = new Node<K, V>(h, key, value, null);
        } else {
            binCount = 1;
            Node<K, V> e = f;
            while (e.next != null) {
                e = e.next;
                binCount++;
            }
            e.next = new Node<K, V>(h, key, value, null);
        }
        if (binCount >= TREEIFY_THRESHOLD && tab.length < MIN_TREEIFY_CAPACITY) {
            tryPresize(tab.length << 1);
        }
        count++;
        while (table != null && count >= sizeCtl && table.length < MAXIMUM_CAPACITY) {
            resize();
        }
    }

    private synchronized V putVal(K key, V value, boolean onlyIfAbsent) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e != null) {
            V old = e.val;
            if (!onlyIfAbsent) {
                e.val = value;
            }
            return old;
        }
        insert(spread(key.hashCode()), key, value);
        return null;
    }

    private V replaceNode(Object key, V value, Object cv) {
        Node<K, V>[] tab = table;
        if (key == null) {
            throw new NullPointerException();
        }
        if (tab == null) {
            return null;
        }
        int h = spread(key.hashCode());
        int i = h & (tab.length - 1);
        Node<K, V> pred = null;
        for (Node<K, V> e = tab[i]; e != null; pred = e, e = e.next) {
            Object k;
            if (e.hash == h && ((k = e.key) == key || key.equals(k))) {
                V ev = e.val;
                if (cv == null || cv == ev || cv.equals(ev)) {
                    if (value != null) {
                        e.val = value;
                    } else {
                        if (pred == null) {
                            tab[i] = e.next;
                        } else {
                            pred.next = e.next;
                        }
                        count--;
                    }
                    return ev;
                }
                return null;
            }
        }
        return null;
    }

    public synchronized int size() {
        return count;
    }

    public synchronized long mappingCount() {
        return count;
    }

    public synchronized boolean isEmpty() {
        return count == 0;
    }

    public synchronized V get(Object key) {
        Node<K, V> e = find(key);
        return e == null ? null : e.val;
    }

    public synchronized V getOrDefault(Object key, V defaultValue) {
        Node<K, V> e = find(key);
        return e == null ? defaultValue : e.val;
    }

    public synchronized boolean containsKey(Object key) {
        return find(key) != null;
    }

    public synchronized boolean containsValue(Object value) {
        if (value == null) {
            throw new NullPointerException();
        }
        if (table != null) {
            for (Node<K, V> f : table) {
                for (Node<K, V> e = f; e != null; e = e.next) {
                    V v = e.val;
                    if (v == value || value.equals(v)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    public boolean contains(Object value) {
        return containsValue(value);
    }

    public V put(K key, V value) {
        return putVal(key, value, false);
    }

    public V putIfAbsent(K key, V value) {
        return putVal(key, value, true);
    }

    public void putAll(Map<? extends K, ? extends V> m) {
        synchronized (this) {
            tryPresize(m.size());
        }
        for (Map.Entry<? extends K, ? extends V> e : m.entrySet()) {
            putVal(e.getKey(), e.getValue(), false);
        }
    }

    public synchronized V remove(Object key) {
        return replaceNode(key, null, null);
    }

    public synchronized boolean remove(Object key, Object value) {
        if (key == null) {
            throw new NullPointerException();
        }
        return value != null && replaceNode(key, null, value) != null;
    }

    public synchronized boolean replace(K key, V oldValue, V newValue) {
        if (key == null || oldValue == null || newValue == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, newValue, oldValue) != null;
    }

    public synchronized V replace(K key, V value) {
        if (key == null || value == null) {
            throw new NullPointerException();
        }
        return replaceNode(key, value, null);
    }

    public synchronized void clear() {
        if (table != null) {
            for (int i = 0; i < table.length; i++) {
                table[i] = null;
            }
        }
        count = 0;
    }

    public synchronized V computeIfAbsent(K key, Function<? super K, ? extends V> mappingFunction) {
        if (key == null || mappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e != null) {
            return e.val;
        }
        V value = mappingFunction.apply(key);
        if (value != null) {
            insert(spread(key.hashCode()), key, value);
        }
        return value;
    }

    public synchronized V computeIfPresent(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            return null;
        }
        V value = remappingFunction.apply(key, e.val);
        if (value != null) {
            e.val = value;
        } else {
            replaceNode(key, null, null);
        }
        return value;
    }

    public synchronized V compute(K key, BiFunction<? super K, ? super V, ? extends V> remappingFunction) {
        if (key == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        V value = remappingFunction.apply(key, e == null ? null : e.val);
        if (e != null) {
            if (value != null) {
                e.val = value;
            } else {
                replaceNode(key, null, null);
            }
        } else if (value != null) {
            insert(spread(key.hashCode()), key, value);
        }
        return value;
    }

    public synchronized V merge(K key, V value, BiFunction<? super V, ? super V, ? extends V> remappingFunction) {
        if (key == null || value == null || remappingFunction == null) {
            throw new NullPointerException();
        }
        Node<K, V> e = find(key);
        if (e == null) {
            insert(spread(key.hashCode()), key, value);
            return value;
        }
        V next = remappingFunction.apply(e.val, value);
        if (next != null) {
            e.val = next;
        } else {
            replaceNode(key, null, null);
        }
        return next;
    }

    public void forEach(BiConsumer<? super K, ? super V> action) {
        if (action == null) {
            throw new NullPointerException();
        }
        for (Node<K, V> e : snapshot()) {
            action.accept(e.key, e.val);
        }
    }

    /** The nodes in table order, taken under the monitor (callbacks then run without it). */
    @SuppressWarnings("unchecked")
    private synchronized Node<K, V>[] snapshot() {
        Node<K, V>[] nodes = (Node<K, V>[]) new Node<?, ?>[count];
        int at = 0;
        if (table != null) {
            for (Node<K, V> f : table) {
                for (Node<K, V> e = f; e != null; e = e.next) {
                    nodes[at++] = e;
                }
            }
        }
        return nodes;
    }

    private abstract class BaseIterator<T> implements Iterator<T> {
        private final Node<K, V>[] tab;
        private final int expectedResizes;
        private int index;
        private Node<K, V> next;
        private Node<K, V> last;

        BaseIterator() {
            synchronized (ConcurrentHashMap.this) {
                tab = table;
                expectedResizes = resizes;
                advanceFrom(null);
            }
        }

        private void advanceFrom(Node<K, V> e) {
            Node<K, V> n = e == null ? null : e.next;
            while (n == null && tab != null && index < tab.length) {
                n = tab[index++];
            }
            next = n;
        }

        public final boolean hasNext() {
            return next != null;
        }

        final Node<K, V> nextNode() {
            synchronized (ConcurrentHashMap.this) {
                if (resizes != expectedResizes) {
                    throw new ConcurrentModificationException();
                }
                Node<K, V> e = next;
                if (e == null) {
                    throw new NoSuchElementException();
                }
                advanceFrom(e);
                last = e;
                return e;
            }
        }

        public final void remove() {
            if (last == null) {
                throw new IllegalStateException();
            }
            ConcurrentHashMap.this.remove(last.key);
            last = null;
        }
    }

    public KeySetView<K, V> keySet() {
        return new KeySetView<K, V>(this, null);
    }

    public KeySetView<K, V> keySet(V mappedValue) {
        if (mappedValue == null) {
            throw new NullPointerException();
        }
        return new KeySetView<K, V>(this, mappedValue);
    }

    /** JDK's KeySetView: the keys, with add() through a mapped value when one was given. */
    public static class KeySetView<K, V> extends AbstractSet<K> implements java.io.Serializable {
        private final ConcurrentHashMap<K, V> map;
        private final V value;

        KeySetView(ConcurrentHashMap<K, V> map, V value) {
            this.map = map;
            this.value = value;
        }

        public V getMappedValue() {
            return value;
        }

        public ConcurrentHashMap<K, V> getMap() {
            return map;
        }

        public Iterator<K> iterator() {
            return map.new BaseIterator<K>() {
                public K next() {
                    return nextNode().key;
                }
            };
        }

        public int size() {
            return map.size();
        }

        public boolean contains(Object o) {
            return map.containsKey(o);
        }

        public boolean remove(Object o) {
            return map.remove(o) != null;
        }

        public boolean add(K k) {
            if (value == null) {
                throw new UnsupportedOperationException();
            }
            return map.putIfAbsent(k, value) == null;
        }

        public void clear() {
            map.clear();
        }
    }

    public Collection<V> values() {
        return new AbstractCollection<V>() {
            public Iterator<V> iterator() {
                return new BaseIterator<V>() {
                    public V next() {
                        return nextNode().val;
                    }
                };
            }

            public int size() {
                return ConcurrentHashMap.this.size();
            }

            public boolean contains(Object o) {
                return containsValue(o);
            }

            public void clear() {
                ConcurrentHashMap.this.clear();
            }
        };
    }

    public Set<Map.Entry<K, V>> entrySet() {
        return new AbstractSet<Map.Entry<K, V>>() {
            public Iterator<Map.Entry<K, V>> iterator() {
                return new BaseIterator<Map.Entry<K, V>>() {
                    public Map.Entry<K, V> next() {
                        Node<K, V> e = nextNode();
                        return new MapEntry(e.key, e.val);
                    }
                };
            }

            public int size() {
                return ConcurrentHashMap.this.size();
            }

            public void clear() {
                ConcurrentHashMap.this.clear();
            }
        };
    }

    /** An entry of an entry-set iterator: setValue writes through (as the JDK's MapEntry). */
    private final class MapEntry implements Map.Entry<K, V> {
        private final K key;
        private V val;

        MapEntry(K key, V val) {
            this.key = key;
            this.val = val;
        }

        public K getKey() {
            return key;
        }

        public V getValue() {
            return val;
        }

        public V setValue(V value) {
            if (value == null) {
                throw new NullPointerException();
            }
            V v = val;
            val = value;
            put(key, value);
            return v;
        }

        public int hashCode() {
            return key.hashCode() ^ val.hashCode();
        }

        public String toString() {
            return key + "=" + val;
        }

        public boolean equals(Object o) {
            Object k, v;
            Map.Entry<?, ?> e;
            return ((o instanceof Map.Entry) && (k = (e = (Map.Entry<?, ?>) o).getKey()) != null
                    && (v = e.getValue()) != null && (k == key || k.equals(key)) && (v == val || v.equals(val)));
        }
    }

    public static <K> KeySetView<K, Boolean> newKeySet() {
        return new KeySetView<K, Boolean>(new ConcurrentHashMap<K, Boolean>(), Boolean.TRUE);
    }
}
