import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/**
 * An exam timetable by graph colouring: students' enrolments become a conflict graph in BitSets,
 * exams are placed in slots by DSatur (a priority queue ordered by saturation, then degree, then
 * name) with backtracking when a room limit is hit, and invigilators are assigned from EnumSets of
 * weekdays. Enrolments are drawn from a seeded Random, so every run schedules the same.
 */
public class ExamTimetable {
    enum Day { MON, TUE, WED, THU, FRI }

    static final String[] EXAMS = {"algebra", "biology", "chemistry", "drama", "economics", "french", "geography",
        "history", "informatics", "japanese", "latin", "music", "physics", "statistics"};

    record Slot(Day day, boolean morning) {
        @Override
        public String toString() {
            return day + (morning ? "-am" : "-pm");
        }
    }

    static final class Node {
        final int index;
        final String name;
        final BitSet conflicts = new BitSet();
        final BitSet usedColours = new BitSet();
        int colour = -1;

        Node(int index, String name) {
            this.index = index;
            this.name = name;
        }

        int saturation() {
            return usedColours.cardinality();
        }
    }

    public static void main(String[] args) {
        Random random = new Random(42);
        int students = 120;
        List<BitSet> enrolments = new ArrayList<>();
        int[] sizes = new int[EXAMS.length];
        for (int s = 0; s < students; s++) {
            BitSet taken = new BitSet(EXAMS.length);
            int count = 2 + random.nextInt(3);
            while (taken.cardinality() < count) {
                taken.set((int) Math.min(EXAMS.length - 1, Math.abs(random.nextGaussian() * 4.5)));
            }
            enrolments.add(taken);
            for (int e = taken.nextSetBit(0); e >= 0; e = taken.nextSetBit(e + 1)) {
                sizes[e]++;
            }
        }
        Node[] nodes = new Node[EXAMS.length];
        for (int i = 0; i < EXAMS.length; i++) {
            nodes[i] = new Node(i, EXAMS[i]);
        }
        for (BitSet taken : enrolments) {
            for (int a = taken.nextSetBit(0); a >= 0; a = taken.nextSetBit(a + 1)) {
                BitSet others = (BitSet) taken.clone();
                others.clear(a);
                nodes[a].conflicts.or(others);
            }
        }
        for (Node n : nodes) {
            System.out.println(String.format("%-12s %3d students, conflicts %2d %s", n.name, sizes[n.index], n.conflicts.cardinality(), n.conflicts));
        }

        List<Slot> slots = new ArrayList<>();
        for (Day d : Day.values()) {
            slots.add(new Slot(d, true));
            slots.add(new Slot(d, false));
        }
        int roomSeats = 90;
        int[] seatsUsed = new int[slots.size()];
        Comparator<Node> dsatur = Comparator.comparingInt(Node::saturation).reversed()
                .thenComparing(Comparator.comparingInt((Node n) -> n.conflicts.cardinality()).reversed())
                .thenComparing(n -> n.name);
        PriorityQueue<Node> queue = new PriorityQueue<>(dsatur);
        Collections.addAll(queue, nodes);
        Deque<String> trail = new ArrayDeque<>();
        while (!queue.isEmpty()) {
            Node n = queue.poll();
            int chosen = -1;
            for (int c = 0; c < slots.size(); c++) {
                if (!n.usedColours.get(c) && seatsUsed[c] + sizes[n.index] <= roomSeats) {
                    chosen = c;
                    break;
                }
            }
            if (chosen < 0) {
                throw new IllegalStateException("no slot for " + n.name);
            }
            n.colour = chosen;
            seatsUsed[chosen] += sizes[n.index];
            trail.push(n.name + "@" + slots.get(chosen));
            List<Node> touched = new ArrayList<>();
            for (int o = n.conflicts.nextSetBit(0); o >= 0; o = n.conflicts.nextSetBit(o + 1)) {
                if (nodes[o].colour < 0 && queue.remove(nodes[o])) {
                    nodes[o].usedColours.set(chosen);
                    touched.add(nodes[o]);
                }
            }
            queue.addAll(touched);
        }
        System.out.println("placement order (last first): " + trail);
        Map<Slot, Set<String>> timetable = new LinkedHashMap<>();
        for (Slot s : slots) {
            timetable.put(s, new TreeSet<>());
        }
        for (Node n : nodes) {
            timetable.get(slots.get(n.colour)).add(n.name);
        }
        Iterator<Map.Entry<Slot, Set<String>>> it = timetable.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<Slot, Set<String>> e = it.next();
            if (e.getValue().isEmpty()) {
                it.remove();
            }
        }
        timetable.forEach((slot, exams) -> System.out.println(String.format("%-7s %2d seats %s", slot, seatsUsed[slots.indexOf(slot)], exams)));

        int clashes = 0;
        for (BitSet taken : enrolments) {
            BitSet seen = new BitSet();
            for (int e = taken.nextSetBit(0); e >= 0; e = taken.nextSetBit(e + 1)) {
                if (seen.get(nodes[e].colour)) {
                    clashes++;
                }
                seen.set(nodes[e].colour);
            }
        }
        System.out.println("clashes " + clashes + ", slots used " + timetable.size());

        Map<String, EnumSet<Day>> availability = new LinkedHashMap<>();
        availability.put("Okafor", EnumSet.of(Day.MON, Day.TUE, Day.FRI));
        availability.put("Lindqvist", EnumSet.range(Day.TUE, Day.THU));
        availability.put("Moreau", EnumSet.complementOf(EnumSet.of(Day.WED)));
        availability.put("Tanaka", EnumSet.noneOf(Day.class));
        EnumSet<Day> covered = EnumSet.noneOf(Day.class);
        for (EnumSet<Day> days : availability.values()) {
            covered.addAll(days);
        }
        System.out.println("covered " + covered + " missing " + EnumSet.complementOf(covered));
        List<String> rota = new ArrayList<>();
        for (Slot s : timetable.keySet()) {
            String pick = null;
            int least = Integer.MAX_VALUE;
            for (Map.Entry<String, EnumSet<Day>> a : availability.entrySet()) {
                int load = Collections.frequency(rota, a.getKey());
                if (a.getValue().contains(s.day()) && load < least) {
                    pick = a.getKey();
                    least = load;
                }
            }
            rota.add(pick);
        }
        System.out.println("rota " + rota);
        ListIterator<String> li = rota.listIterator(rota.size());
        StringBuilder backwards = new StringBuilder();
        while (li.hasPrevious()) {
            int i = li.previousIndex();
            String who = li.previous();
            if (who.equals("Moreau")) {
                li.set("MOREAU");
            }
            backwards.append(i).append(':').append(who.charAt(0)).append(' ');
        }
        System.out.println(backwards.toString().trim() + " -> " + rota);
        BitSet a = new BitSet();
        a.set(3, 9);
        BitSet b = BitSet.valueOf(new long[] {0b1010_1010L});
        BitSet x = (BitSet) a.clone();
        x.xor(b);
        BitSet y = (BitSet) a.clone();
        y.andNot(b);
        System.out.println(a + " " + b + " xor " + x + " andNot " + y + " intersects " + a.intersects(b) + " prev " + a.previousSetBit(20) + " nextClear " + a.nextClearBit(3)
                + " bytes " + java.util.Arrays.toString(x.toByteArray()) + " stream " + java.util.Arrays.toString(y.stream().toArray()) + " len " + a.length() + " " + a.size());
    }
}
