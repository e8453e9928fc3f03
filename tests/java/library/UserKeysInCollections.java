import java.util.*;

public class UserKeysInCollections {
    static int equalsCalls, hashCalls, compareCalls;

    static final class Version implements Comparable<Version> {
        final int major, minor, patch;
        Version(int major, int minor, int patch) { this.major = major; this.minor = minor; this.patch = patch; }
        static Version parse(String s) {
            String[] p = splitDots(s);
            return new Version(Integer.parseInt(p[0]), p.length > 1 ? Integer.parseInt(p[1]) : 0, p.length > 2 ? Integer.parseInt(p[2]) : 0);
        }
        static String[] splitDots(String s) {
            List<String> parts = new ArrayList<>();
            int start = 0;
            for (int i = 0; i <= s.length(); i++) {
                if (i == s.length() || s.charAt(i) == '.') { parts.add(s.substring(start, i)); start = i + 1; }
            }
            return parts.toArray(new String[0]);
        }
        @Override public boolean equals(Object o) {
            equalsCalls++;
            if (this == o) return true;
            if (!(o instanceof Version)) return false;
            Version v = (Version) o;
            return major == v.major && minor == v.minor && patch == v.patch;
        }
        @Override public int hashCode() { hashCalls++; return (major * 31 + minor) * 31 + patch; }
        @Override public int compareTo(Version o) {
            compareCalls++;
            if (major != o.major) return Integer.compare(major, o.major);
            if (minor != o.minor) return Integer.compare(minor, o.minor);
            return Integer.compare(patch, o.patch);
        }
        @Override public String toString() { return major + "." + minor + "." + patch; }
    }

    // Deliberately bad hash: all keys collide, equality decides
    static final class Collider {
        final String id;
        Collider(String id) { this.id = id; }
        @Override public boolean equals(Object o) { return o instanceof Collider && ((Collider) o).id.equals(id); }
        @Override public int hashCode() { return 7; }
        @Override public String toString() { return "C" + id; }
    }

    // Case-insensitive key
    static final class CiKey implements Comparable<CiKey> {
        final String s;
        CiKey(String s) { this.s = s; }
        @Override public boolean equals(Object o) { return o instanceof CiKey && ((CiKey) o).s.equalsIgnoreCase(s); }
        @Override public int hashCode() { return s.toLowerCase().hashCode(); }
        @Override public int compareTo(CiKey o) { return s.compareToIgnoreCase(o.s); }
        @Override public String toString() { return s; }
    }

    public static void main(String[] args) {
        String[] raw = {"1.2.3", "1.10.0", "1.2", "0.9.9", "2.0.0", "1.2.3", "1.2.10", "10.0.0", "2.0", "1.2.0"};
        List<Version> versions = new ArrayList<>();
        for (String r : raw) versions.add(Version.parse(r));
        Collections.sort(versions);
        System.out.println(versions);
        System.out.println(versions.indexOf(new Version(2, 0, 0)) + " " + versions.lastIndexOf(new Version(2, 0, 0)) + " " + versions.contains(new Version(1, 2, 10)) + " " + versions.contains(new Version(3, 0, 0)));
        Set<Version> hs = new HashSet<>(versions);
        Set<Version> ts = new TreeSet<>(versions);
        Set<Version> lhs = new LinkedHashSet<>();
        for (String r : raw) lhs.add(Version.parse(r));
        System.out.println(hs.size() + " " + ts + " " + lhs);
        System.out.println(hs.contains(new Version(1, 2, 0)) + " " + hs.remove(new Version(1, 2, 0)) + " " + hs.remove(new Version(1, 2, 0)) + " " + hs.size());
        TreeSet<Version> tset = (TreeSet<Version>) ts;
        System.out.println(tset.first() + " " + tset.last() + " " + tset.ceiling(new Version(1, 3, 0)) + " " + tset.floor(new Version(1, 3, 0)) + " " + tset.higher(new Version(2, 0, 0)) + " " + tset.lower(new Version(0, 9, 9)) + " " + tset.headSet(new Version(1, 2, 3)) + " " + tset.tailSet(new Version(2, 0, 0), false) + " " + tset.descendingSet());

        Map<Version, String> hm = new HashMap<>();
        for (Version v : versions) hm.merge(v, "*", String::concat);
        Map<Version, String> sortedView = new TreeMap<>(hm);
        System.out.println(sortedView);
        Map<Version, Integer> lhm = new LinkedHashMap<>();
        for (String r : raw) lhm.put(Version.parse(r), lhm.getOrDefault(Version.parse(r), 0) + 1);
        System.out.println(lhm);
        System.out.println("calls>0: " + (equalsCalls > 0) + " " + (hashCalls > 0) + " " + (compareCalls > 0));

        Map<Collider, Integer> coll = new HashMap<>();
        for (int i = 0; i < 40; i++) coll.put(new Collider("k" + (i % 25)), i);
        int sum = 0;
        for (int i = 0; i < 25; i++) sum += coll.get(new Collider("k" + i));
        System.out.println(coll.size() + " " + sum + " " + coll.get(new Collider("k99")) + " " + coll.containsKey(new Collider("k3")) + " " + coll.remove(new Collider("k3")) + " " + coll.size());
        Set<Collider> cset = new HashSet<>(coll.keySet());
        System.out.println(cset.size() + " " + cset.contains(new Collider("k24")) + " " + cset.containsAll(Arrays.asList(new Collider("k0"), new Collider("k1"))));
        List<String> keys = new ArrayList<>();
        for (Collider c : coll.keySet()) keys.add(c.id);
        Collections.sort(keys);
        System.out.println(keys);

        Map<CiKey, Integer> ci = new HashMap<>();
        Map<CiKey, Integer> cit = new TreeMap<>();
        for (String w : new String[]{"Apple", "apple", "BANANA", "banana", "Cherry", "APPLE"}) {
            ci.merge(new CiKey(w), 1, Integer::sum);
            cit.merge(new CiKey(w), 1, Integer::sum);
        }
        System.out.println(cit + " " + ci.size() + " " + ci.get(new CiKey("aPpLe")) + " " + cit.containsKey(new CiKey("cherry")));

        List<Version> lst = new LinkedList<>(versions);
        lst.remove(new Version(10, 0, 0));
        lst.removeAll(Arrays.asList(new Version(1, 2, 3)));
        lst.retainAll(new HashSet<>(Arrays.asList(new Version(2, 0, 0), new Version(0, 9, 9), new Version(1, 10, 0))));
        System.out.println(lst + " " + lst.equals(Arrays.asList(new Version(0, 9, 9), new Version(1, 10, 0), new Version(2, 0, 0), new Version(2, 0, 0))) + " " + (lst.hashCode() == Arrays.asList(new Version(0, 9, 9), new Version(1, 10, 0), new Version(2, 0, 0), new Version(2, 0, 0)).hashCode()));
        Set<Version> a = new HashSet<>(Arrays.asList(new Version(1, 0, 0), new Version(2, 0, 0)));
        Set<Version> b = new TreeSet<>(Arrays.asList(new Version(2, 0, 0), new Version(1, 0, 0)));
        System.out.println(a.equals(b) + " " + b.equals(a) + " " + (a.hashCode() == b.hashCode()));
        Map<Version, String> m1 = new HashMap<>(), m2 = new TreeMap<>();
        m1.put(new Version(1, 0, 0), "a"); m2.put(new Version(1, 0, 0), "a");
        System.out.println(m1.equals(m2) + " " + (m1.hashCode() == m2.hashCode()) + " " + m1.entrySet().iterator().next().getKey());
    }
}
