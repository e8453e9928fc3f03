import java.util.*;
import java.util.concurrent.*;

public class ThreadStates {
    static final Object lock = new Object();
    static boolean release;

    static void waitFor(Thread t, Thread.State s) throws InterruptedException {
        for (int i = 0; i < 5000 && t.getState() != s; i++) Thread.sleep(1);
        System.out.println(t.getName() + " " + t.getState());
    }

    static Thread mainThread;

    static String firstOwnFrame(StackTraceElement[] trace) {
        for (StackTraceElement e : trace) {
            if (e.getClassName().startsWith("ThreadStates") && !e.getClassName().contains("$$")) return e.getMethodName() + ":" + e.getLineNumber();
        }
        return "-";
    }

    static void showStack(Thread t) {
        StackTraceElement[] st = t.getStackTrace();
        StringBuilder sb = new StringBuilder(t.getName() + ": " + st[0].getClassName() + "." + st[0].getMethodName() + (st[0].isNativeMethod() ? " (native)" : ""));
        for (StackTraceElement e : st) {
            if (e.getClassName().contains("$$Lambda")) sb.append(" | <lambda proxy>.").append(e.getMethodName());
            else if (e.getClassName().startsWith("ThreadStates")) sb.append(" | ").append(e);
        }
        StackTraceElement last = st[st.length - 1];
        System.out.println(sb.append(" | bottom ").append(last.getClassName()).append('.').append(last.getMethodName()));
    }

    public static void main(String[] args) throws Exception {
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!release) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }, "waiter");
        System.out.println(waiter.getState() + " " + Thread.currentThread().getState());
        waiter.start();
        waitFor(waiter, Thread.State.WAITING);
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(100000);
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted");
            }
        }, "sleeper");
        sleeper.start();
        waitFor(sleeper, Thread.State.TIMED_WAITING);
        Thread joiner = new Thread(() -> {
            try {
                waiter.join();
            } catch (InterruptedException e) {
            }
        }, "joiner");
        joiner.start();
        waitFor(joiner, Thread.State.WAITING);
        Thread timedJoiner = new Thread(() -> {
            try {
                waiter.join(100000);
            } catch (InterruptedException e) {
            }
        }, "timedJoiner");
        timedJoiner.start();
        waitFor(timedJoiner, Thread.State.TIMED_WAITING);

        // Another thread's stack: where it waits, sleeps or is blocked.
        showStack(waiter);
        showStack(sleeper);
        showStack(joiner);
        Object gate = new Object();
        Thread blocked;
        synchronized (gate) {
            blocked = new Thread(() -> {
                synchronized (gate) {
                    release = release;
                }
            }, "blocked");
            blocked.start();
            waitFor(blocked, Thread.State.BLOCKED);
            showStack(blocked);
        }
        blocked.join();
        System.out.println("ended " + blocked.getStackTrace().length + " unstarted " + new Thread("x").getStackTrace().length);
        StackTraceElement[] mine = Thread.currentThread().getStackTrace();
        System.out.println("current " + mine[0].getMethodName() + " " + mine[1]);
        Thread watcher = new Thread(() -> {
            try {
                waitFor(mainThread, Thread.State.WAITING);
            } catch (InterruptedException e) {
            }
            showStack(mainThread);
        }, "watcher");
        mainThread = Thread.currentThread();
        watcher.start();
        watcher.join();
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        List<String> seen = new ArrayList<>();
        for (Map.Entry<Thread, StackTraceElement[]> e : all.entrySet()) {
            String name = e.getKey().getName();
            if (name.equals("main") || name.equals("waiter") || name.equals("sleeper") || name.equals("joiner") || name.equals("timedJoiner") || name.equals("blocked")) {
                seen.add(name + "@" + firstOwnFrame(e.getValue()));
            }
        }
        Collections.sort(seen);
        System.out.println("all " + seen);

        ThreadGroup main = Thread.currentThread().getThreadGroup();
        System.out.println(main.getName() + " " + main.getParent().getName() + " " + main.getMaxPriority() + " " + main);
        System.out.println(Thread.currentThread() + " " + waiter);
        ThreadGroup workers = new ThreadGroup("workers");
        ThreadGroup sub = new ThreadGroup(workers, "sub");
        System.out.println(workers.getParent().getName() + " " + sub.getParent().getName() + " " + workers.parentOf(sub) + " " + sub.parentOf(workers));
        CountDownLatch stop = new CountDownLatch(1);
        Thread w1 = new Thread(workers, () -> { try { stop.await(); } catch (InterruptedException e) { } }, "w1");
        Thread w2 = new Thread(sub, () -> { try { stop.await(); } catch (InterruptedException e) { } }, "w2");
        w1.start();
        w2.start();
        System.out.println(w1.getThreadGroup().getName() + " " + w2.getThreadGroup().getName() + " active " + workers.activeCount() + " " + sub.activeCount() + " groups " + workers.activeGroupCount());
        Thread[] list = new Thread[5];
        int k = workers.enumerate(list);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < k; i++) names.add(list[i].getName());
        Collections.sort(names);
        System.out.println(names + " " + w1);
        stop.countDown();
        w1.join();
        w2.join();
        System.out.println(w1.getState() + " " + w1.getThreadGroup() + " " + workers.activeCount() + " " + w1);
        workers.setMaxPriority(3);
        Thread low = new Thread(workers, "low");
        System.out.println(low.getPriority() + " " + sub.getMaxPriority());

        ThreadGroup reporting = new ThreadGroup("reporting") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("group caught " + e.getMessage() + " in " + t.getName());
            }
        };
        Thread thrower = new Thread(reporting, () -> { throw new RuntimeException("boom"); }, "thrower");
        thrower.start();
        thrower.join();

        InheritableThreadLocal<String> inherited = new InheritableThreadLocal<>() {
            @Override
            protected String childValue(String parent) {
                return parent + "-child";
            }
        };
        ThreadLocal<String> plain = new ThreadLocal<>();
        inherited.set("parent");
        plain.set("plain");
        Thread child = new Thread(() -> System.out.println("child sees " + inherited.get() + " " + plain.get()));
        child.start();
        child.join();
        inherited.set("changed");
        System.out.println("parent still " + inherited.get());

        synchronized (lock) {
            release = true;
            lock.notifyAll();
        }
        waiter.join();
        joiner.join();
        timedJoiner.join();
        sleeper.interrupt();
        sleeper.join();
        System.out.println(waiter.getState() + " " + sleeper.getState() + " " + joiner.isAlive());
    }
}
