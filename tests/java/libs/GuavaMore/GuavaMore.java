import com.google.common.base.Stopwatch;
import com.google.common.base.Throwables;
import com.google.common.base.CaseFormat;
import com.google.common.base.MoreObjects;
import com.google.common.base.Objects;
import com.google.common.collect.*;
import com.google.common.eventbus.EventBus;
import com.google.common.eventbus.Subscribe;
import com.google.common.reflect.TypeToken;
import com.google.common.reflect.Reflection;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.common.util.concurrent.Striped;
import com.google.common.graph.GraphBuilder;
import com.google.common.graph.MutableGraph;
import com.google.common.math.IntMath;
import com.google.common.math.LongMath;
import com.google.common.net.InetAddresses;
import com.google.common.net.HostAndPort;
import com.google.common.primitives.Longs;
import com.google.common.primitives.UnsignedInteger;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

public class GuavaMore {
    static class Listener {
        final List<String> seen = Lists.newArrayList();
        @Subscribe public void onString(String s) { seen.add("str:" + s); }
        @Subscribe public void onInteger(Integer i) { seen.add("int:" + i); }
    }
    interface Shape { double area(); }
    public static void main(String[] args) throws Exception {
        BiMap<String, Integer> bimap = HashBiMap.create();
        bimap.put("a", 1); bimap.put("b", 2);
        System.out.println(bimap.inverse().get(2) + " " + bimap);
        Table<String, String, Integer> table = HashBasedTable.create();
        table.put("r1", "c1", 1); table.put("r1", "c2", 2); table.put("r2", "c1", 3);
        System.out.println(table.row("r1") + " " + table.column("c1") + " " + table.size());
        TreeMultimap<String, Integer> tm = TreeMultimap.create();
        tm.putAll("k", ImmutableList.of(3, 1, 2));
        System.out.println(tm);
        RangeSet<Integer> rs = TreeRangeSet.create();
        rs.add(Range.closed(1, 5)); rs.add(Range.closed(4, 9)); rs.remove(Range.open(6, 7));
        System.out.println(rs);
        System.out.println(Sets.union(ImmutableSet.of(1, 2), ImmutableSet.of(2, 3)) + " " + Sets.powerSet(ImmutableSet.of("x", "y")).size());
        System.out.println(Lists.partition(ImmutableList.of(1, 2, 3, 4, 5), 2) + " " + Lists.cartesianProduct(ImmutableList.of(1, 2), ImmutableList.of(3)));
        System.out.println(Collections2.permutations(ImmutableList.of(1, 2, 3)).size() + " " + Iterators.size(Iterators.cycle(1, 2).hasNext() ? ImmutableList.of(1).iterator() : null));
        EventBus bus = new EventBus("test");
        Listener l = new Listener();
        bus.register(l);
        bus.post("hello"); bus.post(7); bus.post(3.5);
        System.out.println(l.seen);
        TypeToken<List<String>> tt = new TypeToken<List<String>>() {};
        System.out.println(tt + " " + tt.getRawType().getName() + " " + tt.isSubtypeOf(new TypeToken<java.util.Collection<String>>() {}));
        Shape proxy = Reflection.newProxy(Shape.class, (p, m, a) -> m.getName().equals("area") ? 2.5 : null);
        System.out.println(proxy.area());
        ListeningExecutorService exec = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));
        ListenableFuture<Integer> f = exec.submit(() -> 6 * 7);
        ListenableFuture<String> g = Futures.transform(f, x -> "answer=" + x, MoreExecutors.directExecutor());
        System.out.println(g.get(5, TimeUnit.SECONDS));
        SettableFuture<String> sf = SettableFuture.create();
        sf.set("set");
        System.out.println(Futures.getDone(sf) + " " + Futures.allAsList(f, exec.submit(() -> 1)).get());
        exec.shutdown();
        System.out.println(exec.awaitTermination(5, TimeUnit.SECONDS));
        Striped<Lock> striped = Striped.lock(4);
        Lock lk = striped.get("key"); lk.lock(); lk.unlock();
        MutableGraph<String> graph = GraphBuilder.directed().build();
        graph.putEdge("a", "b"); graph.putEdge("b", "c"); graph.putEdge("a", "c");
        System.out.println(graph.successors("a").size() + " " + graph.edges().size() + " " + graph.inDegree("c"));
        System.out.println(IntMath.gcd(12, 18) + " " + IntMath.pow(3, 4) + " " + LongMath.factorial(10) + " " + IntMath.isPrime(97));
        try { IntMath.checkedAdd(Integer.MAX_VALUE, 1); } catch (ArithmeticException e) { System.out.println("AE " + e.getMessage()); }
        System.out.println(InetAddresses.forString("127.0.0.1") + " " + HostAndPort.fromString("example.com:8080").getPort());
        System.out.println(Longs.toByteArray(1L).length + " " + UnsignedInteger.fromIntBits(-1));
        System.out.println(CaseFormat.LOWER_CAMEL.to(CaseFormat.UPPER_UNDERSCORE, "fooBarBaz") + " " + MoreObjects.toStringHelper("Thing").add("a", 1).omitNullValues().add("b", null).toString() + " " + Objects.equal(null, null));
        try { throw new IllegalStateException("outer", new RuntimeException("root")); }
        catch (Exception e) { System.out.println(Throwables.getRootCause(e).getMessage() + " " + Throwables.getCausalChain(e).size() + " " + Throwables.getStackTraceAsString(e).startsWith("java.lang.IllegalStateException: outer")); }
        Stopwatch sw = Stopwatch.createStarted();
        System.out.println(sw.isRunning() + " " + (sw.elapsed(TimeUnit.NANOSECONDS) >= 0));
        Map<String, Integer> counts = Maps.newHashMap();
        System.out.println(ImmutableMultiset.copyOf(new String[] {"a", "b", "a"}) + " " + Maps.uniqueIndex(ImmutableList.of("aa", "b"), String::length));
    }
}
