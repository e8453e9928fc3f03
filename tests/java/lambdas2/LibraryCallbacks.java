import java.util.*;
import java.util.function.*;

public class LibraryCallbacks {
    static final class Person {
        final String name; final int age; final String city;
        Person(String name, int age, String city) { this.name = name; this.age = age; this.city = city; }
        String getName() { return name; }
        int getAge() { return age; }
        String getCity() { return city; }
        public String toString() { return name + "(" + age + "," + city + ")"; }
    }

    public static void main(String[] args) {
        List<Person> people = new ArrayList<>(Arrays.asList(
                new Person("Ann", 31, "Oslo"), new Person("Bob", 25, "Rome"), new Person("Cid", 31, "Rome"),
                new Person("Dee", 19, "Oslo"), new Person("Eve", 25, "Lima"), new Person("Fay", 42, "Lima"),
                new Person("Gus", 19, "Rome"), new Person("Hal", 31, "Lima")));

        people.sort(Comparator.comparingInt(Person::getAge).thenComparing(Person::getCity).thenComparing(Person::getName, Comparator.reverseOrder()));
        System.out.println(people);
        Collections.sort(people, Comparator.comparing(Person::getCity).reversed().thenComparingInt(p -> -p.age));
        System.out.println(people);
        Collections.sort(people, (a, b) -> a.name.compareTo(b.name));
        System.out.println(people);
        System.out.println(Collections.max(people, Comparator.comparingInt(Person::getAge)) + " " + Collections.min(people, Comparator.comparing(Person::getCity).thenComparing(Person::getName)));

        Map<String, List<String>> byCity = new TreeMap<>();
        for (Person p : people) byCity.computeIfAbsent(p.city, k -> new ArrayList<>()).add(p.name);
        System.out.println(byCity);
        Map<Integer, Integer> ageCounts = new TreeMap<>(Comparator.reverseOrder());
        for (Person p : people) ageCounts.merge(p.age, 1, Integer::sum);
        System.out.println(ageCounts);
        List<String> computeLog = new ArrayList<>();
        Map<String, Integer> lengths = new HashMap<>();
        for (String w : new String[]{"alpha", "beta", "alpha", "gamma", "beta", "alpha"}) {
            lengths.computeIfAbsent(w, k -> { computeLog.add(k); return k.length(); });
        }
        System.out.println(computeLog + " " + new TreeMap<>(lengths));
        lengths.computeIfPresent("beta", (k, v) -> v * 100);
        lengths.computeIfPresent("nope", (k, v) -> 1);
        lengths.compute("gamma", (k, v) -> v == null ? -1 : null); // removes
        lengths.compute("delta", (k, v) -> v == null ? -1 : v);
        lengths.computeIfAbsent("nullval", k -> null); // no mapping added
        System.out.println(new TreeMap<>(lengths) + " " + lengths.containsKey("nullval"));
        lengths.replaceAll((k, v) -> v + k.length());
        System.out.println(new TreeMap<>(lengths));

        StringBuilder sb = new StringBuilder();
        people.forEach(p -> sb.append(p.name.charAt(0)));
        byCity.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v.size()));
        System.out.println(sb);
        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 20; i++) nums.add(i);
        System.out.println(nums.removeIf(x -> x % 3 == 0) + " " + nums + " " + nums.removeIf(x -> x > 100));
        nums.replaceAll(x -> x * x);
        System.out.println(nums);
        Iterator<Integer> it = nums.iterator();
        it.next();
        List<Integer> rest = new ArrayList<>();
        it.forEachRemaining(rest::add);
        System.out.println(rest.size() + " " + rest.get(0));
        Set<String> cities = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        for (Person p : people) cities.add(p.city);
        cities.add("Paris");
        System.out.println(cities + " " + cities.removeIf(c -> c.contains("o")) + " " + cities);

        int[] sq = new int[10];
        Arrays.setAll(sq, i -> i * i);
        long[] pw = new long[8];
        Arrays.setAll(pw, i -> 1L << (i * 8));
        double[] hv = new double[5];
        Arrays.setAll(hv, i -> 1.0 / (1 << i));
        String[] labels = new String[4];
        Arrays.setAll(labels, i -> "L" + i + sq[i]);
        System.out.println(Arrays.toString(sq) + " " + Arrays.toString(pw) + " " + Arrays.toString(hv) + " " + Arrays.toString(labels));
        Integer[] boxed = {5, 3, 9, 1, 7, 3};
        Arrays.sort(boxed, (a, b) -> b - a);
        System.out.println(Arrays.toString(boxed));
        String[] strs = {"bb", "a", "ccc", "dd", "e"};
        Arrays.sort(strs, Comparator.comparing(String::length).thenComparing(Function.identity()));
        System.out.println(Arrays.toString(strs));
        Arrays.sort(strs, 1, 4, Comparator.reverseOrder());
        System.out.println(Arrays.toString(strs));

        PriorityQueue<Person> pq = new PriorityQueue<>(Comparator.comparing(Person::getAge).thenComparing(Person::getName));
        pq.addAll(people);
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll().name).append(' ');
        System.out.println(order);
        Optional<Person> oldestInLima = Optional.empty();
        for (Person p : people) if (p.city.equals("Lima") && (oldestInLima.isEmpty() || oldestInLima.get().age < p.age)) oldestInLima = Optional.of(p);
        System.out.println(oldestInLima.map(Person::getName).orElse("none") + " " + oldestInLima.filter(p -> p.age > 50).map(Person::getName).orElseGet(() -> "nobody>50"));
        Map<String, Integer> totals = new LinkedHashMap<>();
        for (Person p : people) totals.merge(p.city, p.age, (a, b) -> a + b);
        totals.merge("Oslo", 0, (a, b) -> null);
        System.out.println(totals + " " + totals.getOrDefault("Oslo", -1));
        List<Runnable> tasks = new ArrayList<>();
        List<String> done = new ArrayList<>();
        for (Person p : people) tasks.add(() -> done.add(p.name.toLowerCase()));
        tasks.forEach(Runnable::run);
        Collections.reverse(done);
        System.out.println(done);
        ListIterator<String> li = done.listIterator();
        while (li.hasNext()) { String s = li.next(); if (s.startsWith("e")) li.set(s.toUpperCase()); }
        System.out.println(done);
    }
}
