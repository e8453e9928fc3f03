import com.google.common.base.Splitter;
import com.google.common.base.Ascii;
import com.google.common.base.Utf8;
import com.google.common.base.Suppliers;
import com.google.common.base.Function;
import com.google.common.base.Functions;
import com.google.common.collect.*;
import com.google.common.escape.Escaper;
import com.google.common.html.HtmlEscapers;
import com.google.common.xml.XmlEscapers;
import com.google.common.net.UrlEscapers;
import com.google.common.net.MediaType;
import com.google.common.net.PercentEscaper;
import com.google.common.hash.BloomFilter;
import com.google.common.hash.Funnels;
import com.google.common.hash.HashCode;
import com.google.common.hash.Hashing;
import com.google.common.primitives.UnsignedLongs;
import com.google.common.primitives.Doubles;
import com.google.common.primitives.Booleans;
import com.google.common.reflect.Invokable;
import com.google.common.reflect.TypeToken;
import com.google.common.io.Resources;
import com.google.common.io.LittleEndianDataOutputStream;
import com.google.common.util.concurrent.AbstractIdleService;
import com.google.common.util.concurrent.ServiceManager;
import com.google.common.util.concurrent.AtomicLongMap;
import com.google.common.util.concurrent.Uninterruptibles;
import com.google.common.util.concurrent.ThreadFactoryBuilder;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

public class GuavaExtra {
    public static void main(String[] args) throws Exception {
        System.out.println(Splitter.onPattern("\\s*[,;]\\s*").split("a , b;c"));
        System.out.println(Splitter.fixedLength(3).split("abcdefgh") + " " + Splitter.on(",").limit(2).split("a,b,c"));
        System.out.println(Ascii.toUpperCase("mixed Case") + " " + Utf8.encodedLength("h\u00e9llo") + " " + Ascii.truncate("truncate me", 8, ".."));
        System.out.println(HtmlEscapers.htmlEscaper().escape("<a href='x'>&</a>"));
        System.out.println(XmlEscapers.xmlAttributeEscaper().escape("\"q\" & <t>"));
        System.out.println(UrlEscapers.urlFormParameterEscaper().escape("a b&c=d/\u00e9") + " " + UrlEscapers.urlPathSegmentEscaper().escape("a b/c"));
        System.out.println(new PercentEscaper("-_", false).escape("x y!"));
        MediaType mt = MediaType.parse("text/html; charset=UTF-8");
        System.out.println(mt.type() + " " + mt.subtype() + " " + mt.charset().get() + " " + MediaType.JSON_UTF_8);
        BloomFilter<Integer> bloom = BloomFilter.create(Funnels.integerFunnel(), 1000, 0.01);
        for (int i = 0; i < 100; i++) bloom.put(i);
        int falsePositives = 0;
        for (int i = 1000; i < 2000; i++) if (bloom.mightContain(i)) falsePositives++;
        System.out.println(bloom.mightContain(42) + " " + falsePositives + " " + bloom.approximateElementCount());
        HashCode hc = HashCode.fromString("deadbeef");
        System.out.println(hc.asInt() + " " + hc.bits() + " " + Hashing.consistentHash(12345L, 10) + " " + Hashing.sipHash24().hashLong(5L));
        System.out.println(Hashing.combineOrdered(java.util.Arrays.asList(HashCode.fromInt(1), HashCode.fromInt(2))) + " " + Hashing.farmHashFingerprint64().hashUnencodedChars("farm"));
        System.out.println(UnsignedLongs.toString(-1L) + " " + UnsignedLongs.parseUnsignedLong("18446744073709551615") + " " + Doubles.tryParse("1.5e3") + " " + Booleans.countTrue(true, false, true));
        ImmutableRangeMap<Integer, String> rm = ImmutableRangeMap.<Integer, String>builder().put(Range.closed(0, 9), "digit").put(Range.closed(10, 99), "two").build();
        System.out.println(rm.get(5) + " " + rm.get(42) + " " + rm.get(500));
        System.out.println(Stream.of(3, 1, 2).collect(ImmutableList.toImmutableList()) + " " + Stream.of("a", "bb").collect(ImmutableMap.toImmutableMap(s -> s, String::length)));
        System.out.println(Comparators.isInOrder(java.util.Arrays.asList(1, 2, 2), Ordering.natural()) + " " + Streams.zip(Stream.of(1, 2), Stream.of("a", "b"), (n, s) -> s + n).collect(java.util.stream.Collectors.toList()));
        Interner<String> interner = Interners.newWeakInterner();
        String a = interner.intern(new String("same")), b = interner.intern(new String("same"));
        System.out.println(a == b);
        AtomicLongMap<String> alm = AtomicLongMap.create();
        alm.incrementAndGet("k"); alm.addAndGet("k", 5);
        System.out.println(alm.get("k") + " " + alm.sum());
        System.out.println(Suppliers.memoize(() -> "memo").get() + " " + Functions.compose((Function<Integer, Integer>) x -> x + 1, (Function<Integer, Integer>) x -> x * 2).apply(5));
        Invokable<?, ?> inv = Invokable.from(String.class.getMethod("length"));
        System.out.println(inv.getName() + " " + inv.getReturnType() + " " + inv.isPublic() + " " + inv.getOwnerType());
        TypeToken<Map<String, List<Integer>>> mapType = new TypeToken<Map<String, List<Integer>>>() {};
        System.out.println(mapType.resolveType(Map.class.getMethod("get", Object.class).getGenericReturnType()));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (LittleEndianDataOutputStream le = new LittleEndianDataOutputStream(bos)) { le.writeInt(1); le.writeLong(2L); }
        System.out.println(java.util.Arrays.toString(bos.toByteArray()));
        System.out.println(Resources.toString(Resources.getResource(ImmutableList.class, "ImmutableList.class"), StandardCharsets.ISO_8859_1).startsWith("\u00ca\u00fe\u00ba\u00be"));
        final StringBuilder log = new StringBuilder();
        AbstractIdleService svc = new AbstractIdleService() {
            protected void startUp() { log.append("up;"); }
            protected void shutDown() { log.append("down;"); }
        };
        ServiceManager manager = new ServiceManager(ImmutableList.of(svc));
        manager.startAsync().awaitHealthy(5, TimeUnit.SECONDS);
        System.out.println(svc.state() + " " + manager.isHealthy());
        manager.stopAsync().awaitStopped(5, TimeUnit.SECONDS);
        System.out.println(svc.state() + " " + log);
        Thread t = new ThreadFactoryBuilder().setNameFormat("pool-%d").setDaemon(true).build().newThread(() -> {});
        System.out.println(t.getName() + " " + t.isDaemon());
        Uninterruptibles.sleepUninterruptibly(1, TimeUnit.MILLISECONDS);
    }
}
