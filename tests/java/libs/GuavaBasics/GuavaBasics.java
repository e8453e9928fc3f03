import com.google.common.base.CharMatcher;
import com.google.common.base.Joiner;
import com.google.common.base.Optional;
import com.google.common.base.Preconditions;
import com.google.common.base.Splitter;
import com.google.common.base.Strings;
import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Multimap;
import com.google.common.collect.Lists;
import com.google.common.collect.Maps;
import com.google.common.collect.HashMultiset;
import com.google.common.collect.Multiset;
import com.google.common.primitives.Ints;
import java.util.List;
import java.util.Map;

public class GuavaBasics {
    public static void main(String[] args) {
        ImmutableList<String> list = ImmutableList.of("b", "a", "c");
        System.out.println(list + " " + list.size() + " " + list.reverse());
        ImmutableMap<String, Integer> map = ImmutableMap.of("one", 1, "two", 2, "three", 3);
        System.out.println(map + " " + map.get("two") + " " + map.keySet());
        ImmutableSet<Integer> set = ImmutableSet.copyOf(new Integer[] {3, 1, 3, 2});
        System.out.println(set);
        Multimap<String, Integer> mm = ArrayListMultimap.create();
        mm.put("x", 1); mm.put("x", 2); mm.put("y", 3);
        System.out.println(mm + " " + mm.get("x") + " " + mm.size());
        Multiset<String> ms = HashMultiset.create(Lists.newArrayList("a", "b", "a"));
        System.out.println(ms.count("a") + " " + ms.count("z"));
        List<String> parts = Splitter.on(',').trimResults().omitEmptyStrings().splitToList(" a, b,, c ");
        System.out.println(parts);
        Map<String, String> kv = Splitter.on('&').withKeyValueSeparator('=').split("k=v&x=y");
        System.out.println(kv);
        System.out.println(Joiner.on("; ").skipNulls().join("p", null, "q"));
        System.out.println(Joiner.on(',').useForNull("null").join(java.util.Arrays.asList("a", null)));
        try {
            Preconditions.checkArgument(false, "bad value %s of %s", 5, "x");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            Preconditions.checkNotNull(null, "thing");
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            Preconditions.checkElementIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("IOOBE " + e.getMessage());
        }
        Optional<String> o = Optional.fromNullable(null);
        System.out.println(o.isPresent() + " " + o.or("dflt") + " " + Optional.of("v"));
        System.out.println(CharMatcher.digit().retainFrom("a1b2c3") + " " + CharMatcher.whitespace().collapseFrom("a   b\t c", ' '));
        System.out.println(CharMatcher.anyOf("ab").removeFrom("abcabc") + " " + CharMatcher.javaUpperCase().countIn("HeLLo"));
        System.out.println(Strings.padStart("7", 3, '0') + " " + Strings.repeat("ab", 3) + " " + Strings.isNullOrEmpty("") + " " + Strings.commonPrefix("foobar", "foobaz"));
        System.out.println(Ints.max(3, 9, 2) + " " + Ints.join("-", 1, 2, 3) + " " + Ints.asList(4, 5) + " " + Ints.tryParse("12x") + " " + Ints.checkedCast(42L));
        Map<String, Integer> sorted = Maps.newTreeMap();
        sorted.put("z", 1); sorted.put("a", 2);
        System.out.println(sorted);
    }
}
