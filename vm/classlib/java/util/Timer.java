package java.util;

/**
 * rvm's java.util.Timer: one background thread ("Timer-N", not a daemon unless asked) runs the
 * tasks in order of their next execution time, as the JDK's TimerThread does (fixed-delay and
 * fixed-rate repetition, cancellation, a task's exception ending the timer).
 */
public class Timer {
    private final PriorityQueue<TimerTask> queue = new PriorityQueue<>((a, b) -> Long.compare(a.nextExecutionTime, b.nextExecutionTime));
    private boolean newTasksMayBeScheduled = true;
    private final Thread thread;

    private static int nextSerialNumber = 0;

    private static synchronized int serialNumber() {
        return nextSerialNumber++;
    }

    public Timer() {
        this("Timer-" + serialNumber());
    }

    public Timer(boolean isDaemon) {
        this("Timer-" + serialNumber(), isDaemon);
    }

    public Timer(String name) {
        this(name, false);
    }

    public Timer(String name, boolean isDaemon) {
        Objects.requireNonNull(name);
        thread = new Thread(this::mainLoop, name);
        thread.setDaemon(isDaemon);
        thread.start();
    }

    private void mainLoop() {
        try {
            while (true) {
                TimerTask task;
                boolean taskFired;
                synchronized (queue) {
                    while (queue.isEmpty() && newTasksMayBeScheduled) {
                        queue.wait();
                    }
                    if (queue.isEmpty()) {
                        break;
                    }
                    long currentTime;
                    long executionTime;
                    task = queue.peek();
                    synchronized (task.lock) {
                        if (task.state == TimerTask.CANCELLED) {
                            queue.poll();
                            continue;
                        }
                        currentTime = System.currentTimeMillis();
                        executionTime = task.nextExecutionTime;
                        if (taskFired = (executionTime <= currentTime)) {
                            queue.poll();
                            if (task.period == 0) {
                                task.state = TimerTask.EXECUTED;
                            } else {
                                task.nextExecutionTime = task.period < 0 ? currentTime - task.period : executionTime + task.period;
                                queue.add(task);
                            }
                        }
                    }
                    if (!taskFired) {
                        queue.wait(executionTime - currentTime);
                    }
                }
                if (taskFired) {
                    task.run();
                }
            }
        } catch (InterruptedException e) {
            // ends the timer
        } finally {
            synchronized (queue) {
                newTasksMayBeScheduled = false;
                queue.clear();
            }
        }
    }

    public void schedule(TimerTask task, long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        sched(task, System.currentTimeMillis() + delay, 0);
    }

    public void schedule(TimerTask task, Date time) {
        sched(task, time.getTime(), 0);
    }

    public void schedule(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), -period);
    }

    public void scheduleAtFixedRate(TimerTask task, Date firstTime, long period) {
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, firstTime.getTime(), period);
    }

    public void schedule(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, -period);
    }

    public void scheduleAtFixedRate(TimerTask task, long delay, long period) {
        if (delay < 0) {
            throw new IllegalArgumentException("Negative delay.");
        }
        if (period <= 0) {
            throw new IllegalArgumentException("Non-positive period.");
        }
        sched(task, System.currentTimeMillis() + delay, period);
    }

    private void sched(TimerTask task, long time, long period) {
        if (time < 0) {
            throw new IllegalArgumentException("Illegal execution time.");
        }
        if (Math.abs(period) > (Long.MAX_VALUE >> 1)) {
            period >>= 1;
        }
        synchronized (queue) {
            if (!newTasksMayBeScheduled) {
                throw new IllegalStateException("Timer already cancelled.");
            }
            synchronized (task.lock) {
                if (task.state != TimerTask.VIRGIN) {
                    throw new IllegalStateException("Task already scheduled or cancelled");
                }
                task.nextExecutionTime = time;
                task.period = period;
                task.state = TimerTask.SCHEDULED;
            }
            queue.add(task);
            if (queue.peek() == task) {
                queue.notify();
            }
        }
    }

    public void cancel() {
        synchronized (queue) {
            newTasksMayBeScheduled = false;
            queue.clear();
            queue.notify();
        }
    }

    public int purge() {
        int result = 0;
        synchronized (queue) {
            Iterator<TimerTask> it = queue.iterator();
            while (it.hasNext()) {
                if (it.next().state == TimerTask.CANCELLED) {
                    it.remove();
                    result++;
                }
            }
        }
        return result;
    }
}
