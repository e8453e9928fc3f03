package java.util.concurrent;

import java.util.Map;

/** rvm's java.util.concurrent.ConcurrentMap: the JDK 17 interface (its defaults come from Map here). */
public interface ConcurrentMap<K, V> extends Map<K, V> {
    V putIfAbsent(K key, V value);

    boolean remove(Object key, Object value);

    boolean replace(K key, V oldValue, V newValue);

    V replace(K key, V value);
}
