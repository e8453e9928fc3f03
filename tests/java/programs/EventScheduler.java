import java.util.*;
import java.util.function.*;

public class EventScheduler {
    enum Priority { LOW, NORMAL, HIGH, CRITICAL;
        Priority escalate() { return this == CRITICAL ? this : values()[ordinal() + 1]; }
    }

    enum State { PENDING, RUNNING, DONE, FAILED, CANCELLED }

    static final class Event {
        private static int nextId = 1;
        final int id = nextId++;
        final String name; final long time; Priority priority; State state = State.PENDING;
        final Consumer<Scheduler> action;
        int attempts;
        Event(String name, long time, Priority priority, Consumer<Scheduler> action) { this.name = name; this.time = time; this.priority = priority; this.action = action; }
        @Override public String toString() { return "#" + id + ":" + name + "@" + time + "/" + priority; }
    }

    static final class Scheduler {
        long now;
        final PriorityQueue<Event> queue = new PriorityQueue<>(
            Comparator.comparingLong((Event e) -> e.time).thenComparing((Event e) -> e.priority, Comparator.reverseOrder()).thenComparingInt(e -> e.id));
        final List<String> log = new ArrayList<>();
        final Map<State, Integer> stats = new EnumMap<>(State.class);
        final Map<String, List<Runnable>> listeners = new TreeMap<>();

        Event at(long time, String name, Priority p, Consumer<Scheduler> action) {
            Event e = new Event(name, time, p, action);
            queue.add(e);
            return e;
        }
        Event after(long delay, String name, Priority p, Consumer<Scheduler> action) { return at(now + delay, name, p, action); }
        void on(String topic, Runnable r) { listeners.computeIfAbsent(topic, k -> new ArrayList<>()).add(r); }
        void emit(String topic) { listeners.getOrDefault(topic, List.of()).forEach(Runnable::run); }

        void run(long until) {
            while (!queue.isEmpty() && queue.peek().time <= until) {
                Event e = queue.poll();
                if (e.state == State.CANCELLED) { count(State.CANCELLED); continue; }
                now = e.time;
                e.state = State.RUNNING;
                e.attempts++;
                try {
                    e.action.accept(this);
                    e.state = State.DONE;
                    log.add(String.format("t=%3d %-9s %-18s done", now, e.priority, e.name));
                } catch (RuntimeException ex) {
                    if (e.attempts < 3) {
                        e.priority = e.priority.escalate();
                        e.state = State.PENDING;
                        log.add(String.format("t=%3d %-9s %-18s retry (%s)", now, e.priority, e.name, ex.getMessage()));
                        Event retry = new Event(e.name, now + 5L * e.attempts, e.priority, e.action);
                        retry.attempts = e.attempts;
                        queue.add(retry);
                    } else {
                        e.state = State.FAILED;
                        log.add(String.format("t=%3d %-9s %-18s FAILED after %d attempts: %s", now, e.priority, e.name, e.attempts, ex.getClass().getSimpleName()));
                    }
                }
                count(e.state);
            }
            now = until;
        }
        void count(State s) { stats.merge(s, 1, Integer::sum); }
    }

    public static void main(String[] args) {
        Scheduler s = new Scheduler();
        int[] ticks = {0};
        int[] flaky = {0};
        List<String> emitted = new ArrayList<>();
        s.on("tick", () -> ticks[0]++);
        s.on("tick", () -> emitted.add("t" + s.now));
        s.on("alarm", () -> emitted.add("ALARM@" + s.now));
        Consumer<Scheduler> ticker = new Consumer<>() {
            public void accept(Scheduler sch) {
                sch.emit("tick");
                if (sch.now < 50) sch.after(10, "tick", Priority.LOW, this);
            }
        };
        s.at(0, "tick", Priority.LOW, ticker);
        s.at(5, "backup", Priority.NORMAL, sch -> sch.after(20, "backup-verify", Priority.HIGH, x -> {}));
        s.at(10, "flaky-upload", Priority.NORMAL, sch -> { if (++flaky[0] < 3) throw new IllegalStateException("network down #" + flaky[0]); });
        s.at(10, "alarm", Priority.CRITICAL, sch -> sch.emit("alarm"));
        s.at(10, "report", Priority.HIGH, sch -> {});
        s.at(12, "always-fails", Priority.LOW, sch -> { throw new UnsupportedOperationException("nope"); });
        Event cancelled = s.at(15, "to-cancel", Priority.HIGH, sch -> { throw new AssertionError("must not run"); });
        s.at(14, "canceller", Priority.LOW, sch -> cancelled.state = State.CANCELLED);
        s.at(30, "chain-1", Priority.NORMAL, sch -> sch.after(0, "chain-2", Priority.NORMAL, x -> x.after(1, "chain-3", Priority.CRITICAL, y -> {})));
        s.at(200, "far-future", Priority.LOW, sch -> {});
        s.run(100);
        for (String l : s.log) System.out.println(l);
        System.out.println("ticks=" + ticks[0] + " emitted=" + emitted);
        System.out.println("stats=" + s.stats + " pending=" + s.queue.size() + " next=" + s.queue.peek() + " now=" + s.now);
        s.run(300);
        System.out.println("stats=" + s.stats + " pending=" + s.queue.size() + " last=" + s.log.get(s.log.size() - 1));
        Map<Priority, Integer> prioCount = new EnumMap<>(Priority.class);
        for (String l : s.log) for (Priority p : Priority.values()) if (l.contains(" " + p.name() + " ")) prioCount.merge(p, 1, Integer::sum);
        System.out.println(prioCount);
        StringBuilder sb = new StringBuilder();
        for (Priority p : Priority.values()) {
            switch (p) {
                case LOW -> sb.append("l");
                case NORMAL -> sb.append("n");
                case HIGH, CRITICAL -> sb.append(p.escalate().name().charAt(0));
            }
        }
        System.out.println(sb);
    }
}
