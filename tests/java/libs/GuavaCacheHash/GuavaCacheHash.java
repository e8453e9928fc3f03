import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import com.google.common.cache.Cache;
import com.google.common.hash.HashFunction;
import com.google.common.hash.Hashing;
import com.google.common.io.BaseEncoding;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.Ordering;
import com.google.common.collect.FluentIterable;
import com.google.common.collect.Range;
import com.google.common.collect.Iterables;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutionException;

public class GuavaCacheHash {
    public static void main(String[] args) throws ExecutionException {
        final int[] loads = {0};
        LoadingCache<Integer, String> cache = CacheBuilder.newBuilder().maximumSize(2).recordStats()
            .build(new CacheLoader<Integer, String>() {
                public String load(Integer key) {
                    loads[0]++;
                    return "v" + key;
                }
            });
        System.out.println(cache.get(1) + " " + cache.get(1) + " " + cache.get(2) + " loads=" + loads[0]);
        System.out.println(cache.getUnchecked(3) + " size=" + cache.size());
        System.out.println("hits=" + cache.stats().hitCount() + " misses=" + cache.stats().missCount());
        Cache<String, String> plain = CacheBuilder.newBuilder().build();
        plain.put("k", "v");
        System.out.println(plain.getIfPresent("k") + " " + plain.getIfPresent("q"));
        HashFunction murmur = Hashing.murmur3_32_fixed();
        System.out.println(murmur.hashString("hello", StandardCharsets.UTF_8));
        System.out.println(Hashing.sha256().hashString("hello", StandardCharsets.UTF_8));
        System.out.println(Hashing.md5().hashBytes(new byte[] {1, 2, 3}));
        System.out.println(Hashing.crc32().hashInt(7) + " " + Hashing.murmur3_128().hashLong(99L).asLong());
        System.out.println(BaseEncoding.base64().encode("guava".getBytes(StandardCharsets.UTF_8)) + " " + BaseEncoding.base16().lowerCase().encode(new byte[] {10, -1}));
        System.out.println(ImmutableSortedMap.of("b", 2, "a", 1));
        System.out.println(Ordering.natural().reverse().sortedCopy(java.util.Arrays.asList(3, 1, 2)));
        System.out.println(FluentIterable.from(java.util.Arrays.asList(1, 2, 3, 4)).filter(x -> x % 2 == 0).transform(x -> x * 10).toList());
        System.out.println(Range.closedOpen(1, 5).contains(5) + " " + Range.closed(1, 5) + " " + Iterables.getLast(java.util.Arrays.asList("x", "y")));
    }
}
