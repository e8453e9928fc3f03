import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * An event bus typed by event class: subscribers registered with Class tokens and bounded
 * wildcards receive events of the class and its subclasses, in priority order; dead events and
 * subscriber failures are reported, not lost. Also interfaces with default methods that meet in a
 * diamond (resolved with X.super.m()), generic methods with recursive bounds, and bridge methods.
 */
public class GenericEventBus {
    static class Event {
        final long sequence;

        Event(long sequence) {
            this.sequence = sequence;
        }

        @Override
        public String toString() {
            return getClass().getSimpleName() + "#" + sequence;
        }
    }

    static class UserEvent extends Event {
        final String user;

        UserEvent(long sequence, String user) {
            super(sequence);
            this.user = user;
        }
    }

    static class LoginEvent extends UserEvent {
        LoginEvent(long sequence, String user) {
            super(sequence, user);
        }
    }

    static class LogoutEvent extends UserEvent {
        LogoutEvent(long sequence, String user) {
            super(sequence, user);
        }
    }

    static class TickEvent extends Event {
        TickEvent(long sequence) {
            super(sequence);
        }
    }

    static final class DeadEvent extends Event {
        final Event original;

        DeadEvent(Event original) {
            super(original.sequence);
            this.original = original;
        }
    }

    interface Named {
        default String name() {
            return "named";
        }
    }

    interface Audited extends Named {
        @Override
        default String name() {
            return "audited " + Named.super.name();
        }
    }

    interface Prioritized extends Named {
        int priority();

        @Override
        default String name() {
            return "p" + priority();
        }
    }

    /** Both parents define name(): the class must choose, and here combines them. */
    static final class Subscription<E extends Event> implements Audited, Prioritized, Comparable<Subscription<?>> {
        final Class<E> type;
        final Consumer<? super E> handler;
        final Predicate<? super E> filter;
        final int priority;
        final String label;

        Subscription(Class<E> type, int priority, String label, Predicate<? super E> filter, Consumer<? super E> handler) {
            this.type = type;
            this.priority = priority;
            this.label = label;
            this.filter = filter;
            this.handler = handler;
        }

        public int priority() {
            return priority;
        }

        @Override
        public String name() {
            return label + " (" + Audited.super.name() + ", " + Prioritized.super.name() + ")";
        }

        @Override
        public int compareTo(Subscription<?> o) {
            return Integer.compare(o.priority, priority);
        }

        boolean deliver(Event e) {
            if (!type.isInstance(e)) {
                return false;
            }
            E typed = type.cast(e);
            if (!filter.test(typed)) {
                return false;
            }
            handler.accept(typed);
            return true;
        }
    }

    static final class Bus {
        private final Map<Class<?>, List<Subscription<?>>> byType = new LinkedHashMap<>();
        private final List<String> errors = new ArrayList<>();
        private long delivered;

        <E extends Event> Subscription<E> subscribe(Class<E> type, int priority, String label, Predicate<? super E> filter, Consumer<? super E> handler) {
            Subscription<E> s = new Subscription<>(type, priority, label, filter, handler);
            byType.computeIfAbsent(type, k -> new ArrayList<>()).add(s);
            return s;
        }

        <E extends Event> Subscription<E> subscribe(Class<E> type, String label, Consumer<? super E> handler) {
            return subscribe(type, 0, label, e -> true, handler);
        }

        boolean unsubscribe(Subscription<?> s) {
            List<Subscription<?>> list = byType.get(s.type);
            return list != null && list.remove(s);
        }

        void post(Event event) {
            List<Subscription<?>> targets = new ArrayList<>();
            for (Map.Entry<Class<?>, List<Subscription<?>>> e : byType.entrySet()) {
                if (e.getKey().isAssignableFrom(event.getClass())) {
                    targets.addAll(e.getValue());
                }
            }
            targets.sort(Comparator.naturalOrder());
            boolean any = false;
            for (Subscription<?> s : targets) {
                try {
                    if (s.deliver(event)) {
                        any = true;
                        delivered++;
                    }
                } catch (RuntimeException ex) {
                    errors.add(s.label + " failed on " + event + ": " + ex);
                }
            }
            if (!any && !(event instanceof DeadEvent)) {
                post(new DeadEvent(event));
            }
        }
    }

    static <T extends Comparable<? super T>> T max(Collection<? extends T> items) {
        T best = null;
        for (T t : items) {
            if (best == null || t.compareTo(best) > 0) {
                best = t;
            }
        }
        return best;
    }

    static double sum(List<? extends Number> numbers) {
        double s = 0;
        for (Number n : numbers) {
            s += n.doubleValue();
        }
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 1; i <= n; i++) {
            sink.add(i * i);
        }
    }

    public static void main(String[] args) {
        Bus bus = new Bus();
        List<String> out = new ArrayList<>();
        Map<String, Integer> sessions = new LinkedHashMap<>();
        bus.subscribe(Event.class, -10, "audit", e -> true, e -> out.add("audit " + e));
        bus.subscribe(UserEvent.class, 5, "users", e -> !e.user.equals("root"), e -> out.add("user " + e.user + " " + e));
        Subscription<LoginEvent> logins = bus.subscribe(LoginEvent.class, "logins", e -> sessions.merge(e.user, 1, Integer::sum));
        bus.subscribe(LogoutEvent.class, "logouts", e -> sessions.computeIfPresent(e.user, (k, v) -> v > 1 ? v - 1 : null));
        bus.subscribe(TickEvent.class, 1, "ticks", e -> e.sequence % 2 == 0, e -> {
            if (e.sequence == 6) {
                throw new IllegalStateException("tick six");
            }
            out.add("tick " + e.sequence);
        });
        bus.subscribe(DeadEvent.class, "dead", e -> out.add("dead letter " + e.original));

        long seq = 0;
        bus.post(new LoginEvent(++seq, "ann"));
        bus.post(new LoginEvent(++seq, "root"));
        bus.post(new TickEvent(++seq));
        bus.post(new LoginEvent(++seq, "ann"));
        bus.post(new LogoutEvent(++seq, "ann"));
        bus.post(new TickEvent(++seq));
        System.out.println("unsubscribed logins: " + bus.unsubscribe(logins) + " again: " + bus.unsubscribe(logins));
        bus.post(new LoginEvent(++seq, "bob"));
        bus.post(new TickEvent(++seq));
        for (String line : out) {
            System.out.println(line);
        }
        System.out.println("sessions " + sessions + " delivered " + bus.delivered);
        System.out.println("errors " + bus.errors);
        System.out.println(logins.name());

        System.out.println("max " + max(List.of("pear", "apple", "quince")) + " " + max(List.of(3, 9, 4)) + " sum " + sum(List.of(1, 2.5, 3L)));
        List<Number> sink = new ArrayList<>();
        fill(sink, 4);
        List<Object> objects = new ArrayList<>();
        fill(objects, 2);
        System.out.println("filled " + sink + " " + objects);
        int bridges = 0;
        for (java.lang.reflect.Method m : Subscription.class.getDeclaredMethods()) {
            if (m.isBridge() && m.getName().equals("compareTo")) {
                bridges++;
                System.out.println("bridge " + m.getName() + "(" + m.getParameterTypes()[0].getSimpleName() + ") synthetic " + m.isSynthetic());
            }
        }
        System.out.println("bridges " + bridges);
    }
}
