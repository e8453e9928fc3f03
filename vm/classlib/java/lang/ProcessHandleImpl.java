package java.lang;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.RvmFileSystem;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * rvm's ProcessHandle for Linux: everything is read from /proc in Java (a process's parent, start
 * time, CPU time, command line, executable and owner), as the JDK's native code reads it; the
 * natives (vm/src/natives/process.rs) are only getpid and kill. A handle is a pid plus the
 * process's start time (milliseconds since the epoch, from the start tick in /proc/PID/stat and
 * the boot time in /proc/stat), so a reused pid is a different process, as in the JDK. A zombie
 * counts as ended (the JDK's reaper thread would have reaped it). onExit: a handle of a child
 * started by this VM follows its Process; any other polls /proc from a daemon "process reaper"
 * thread. Not JDK API.
 */
final class ProcessHandleImpl implements ProcessHandle {
    /** Linux's USER_HZ, the unit of the times in /proc/PID/stat (100 on every Linux ABI). */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private static native long getCurrentPid0();

    /** kill(2) with SIGKILL when {@code force}, else SIGTERM; true if the signal was sent. */
    private static native boolean kill0(long pid, boolean force);

    private static ProcessHandleImpl current;
    private static long bootTimeMillis = -1;

    private final long pid;
    private final long startTime;
    /** The Process this VM started for this pid, if any (onExit and isAlive follow it). */
    private final Process child;

    private ProcessHandleImpl(long pid, long startTime, Process child) {
        this.pid = pid;
        this.startTime = startTime;
        this.child = child;
    }

    static synchronized ProcessHandleImpl current() {
        if (current == null) {
            long pid = getCurrentPid0();
            current = new ProcessHandleImpl(pid, startTime(pid), null);
        }
        return current;
    }

    static Optional<ProcessHandle> get(long pid) {
        long start = startTime(pid);
        return start >= 0 ? Optional.of(new ProcessHandleImpl(pid, start, null)) : Optional.empty();
    }

    /** The handle of a process this VM started (Process.toHandle). */
    static ProcessHandleImpl ofChild(Process process) {
        long pid = process.pid();
        return new ProcessHandleImpl(pid, startTime(pid), process);
    }

    public long pid() {
        return pid;
    }

    /** The fields of /proc/PID/stat after the command name (index 0 is the state), or null. */
    private static String[] stat(long pid) {
        String text = readText("/proc/" + pid + "/stat");
        if (text == null) {
            return null;
        }
        int close = text.lastIndexOf(')');
        if (close < 0) {
            return null;
        }
        return text.substring(close + 1).trim().split(" ");
    }

    private static String readText(String path) {
        byte[] bytes = readBytes(path);
        return bytes == null ? null : new String(bytes, 0, bytes.length, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static byte[] readBytes(String path) {
        try (FileInputStream in = new FileInputStream(path)) {
            byte[] buffer = new byte[512];
            int length = 0;
            int n;
            while ((n = in.read(buffer, length, buffer.length - length)) > 0) {
                length += n;
                if (length == buffer.length) {
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
            }
            return Arrays.copyOf(buffer, length);
        } catch (IOException e) {
            return null;
        }
    }

    private static synchronized long bootTimeMillis() {
        if (bootTimeMillis < 0) {
            String text = readText("/proc/stat");
            bootTimeMillis = 0;
            if (text != null) {
                int at = text.indexOf("\nbtime ");
                if (at >= 0) {
                    int end = text.indexOf('\n', at + 1);
                    bootTimeMillis = Long.parseLong(text.substring(at + 7, end < 0 ? text.length() : end).trim()) * 1000;
                }
            }
        }
        return bootTimeMillis;
    }

    /** The start time in milliseconds since the epoch; -1 if there is no such (living) process. */
    private static long startTime(long pid) {
        if (pid <= 0) {
            return -1;
        }
        String[] fields = stat(pid);
        if (fields == null || fields.length < 20 || fields[0].equals("Z") || fields[0].equals("X")) {
            return -1;
        }
        return bootTimeMillis() + Long.parseLong(fields[19]) * 1000 / CLOCK_TICKS_PER_SECOND;
    }

    private static long parentOf(long pid) {
        String[] fields = stat(pid);
        return fields == null || fields.length < 2 ? -1 : Long.parseLong(fields[1]);
    }

    public Optional<ProcessHandle> parent() {
        long ppid = parentOf(pid);
        if (ppid <= 0) {
            return Optional.empty();
        }
        return get(ppid);
    }

    /** Every living process as {pid, parent pid, start time} (allProcesses, children, descendants). */
    private static long[][] processTable() {
        String[] names = RvmFileSystem.list0("/proc");
        ArrayList<long[]> rows = new ArrayList<>();
        if (names != null) {
            for (int i = 0; i < names.length; i++) {
                String name = names[i];
                if (name.isEmpty() || name.charAt(0) < '1' || name.charAt(0) > '9') {
                    continue;
                }
                long pid;
                try {
                    pid = Long.parseLong(name);
                } catch (NumberFormatException e) {
                    continue;
                }
                String[] fields = stat(pid);
                if (fields == null || fields.length < 20 || fields[0].equals("Z") || fields[0].equals("X")) {
                    continue;
                }
                long start = bootTimeMillis() + Long.parseLong(fields[19]) * 1000 / CLOCK_TICKS_PER_SECOND;
                rows.add(new long[] {pid, Long.parseLong(fields[1]), start});
            }
        }
        return rows.toArray(new long[0][]);
    }

    /** The children of {@code pid}, or every process for 0. */
    static Stream<ProcessHandle> children(long pid) {
        long[][] table = processTable();
        ArrayList<ProcessHandle> result = new ArrayList<>();
        for (int i = 0; i < table.length; i++) {
            if (pid == 0 || table[i][1] == pid) {
                result.add(new ProcessHandleImpl(table[i][0], table[i][2], null));
            }
        }
        return result.stream();
    }

    public Stream<ProcessHandle> children() {
        long[][] table = processTable();
        ArrayList<ProcessHandle> result = new ArrayList<>();
        for (int i = 0; i < table.length; i++) {
            // A child started before this process cannot be its child (the pid was reused).
            if (table[i][1] == pid && startTime <= table[i][2]) {
                result.add(new ProcessHandleImpl(table[i][0], table[i][2], null));
            }
        }
        return result.stream();
    }

    public Stream<ProcessHandle> descendants() {
        long[][] table = processTable();
        ArrayList<ProcessHandle> result = new ArrayList<>();
        ArrayList<long[]> parents = new ArrayList<>();
        parents.add(new long[] {pid, startTime});
        for (int next = 0; next < parents.size(); next++) {
            long[] parent = parents.get(next);
            for (int i = 0; i < table.length; i++) {
                if (table[i][1] == parent[0] && parent[1] <= table[i][2]) {
                    result.add(new ProcessHandleImpl(table[i][0], table[i][2], null));
                    parents.add(new long[] {table[i][0], table[i][2]});
                }
            }
        }
        return result.stream();
    }

    public ProcessHandle.Info info() {
        return Info.of(pid, startTime);
    }

    public CompletableFuture<ProcessHandle> onExit() {
        if (this.equals(current())) {
            throw new IllegalStateException("onExit for current process not allowed");
        }
        if (child != null) {
            return child.onExit().thenApply(p -> (ProcessHandle) this);
        }
        CompletableFuture<ProcessHandle> future = new CompletableFuture<>();
        Thread reaper = new Thread(() -> {
            long delay = 1;
            while (isAlive()) {
                try {
                    Thread.sleep(delay);
                } catch (InterruptedException e) {
                    // keep waiting, as the JDK's reaper does
                }
                delay = Math.min(delay * 2, 100);
            }
            future.complete(this);
        }, "process reaper");
        reaper.setDaemon(true);
        reaper.start();
        return future;
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    private boolean destroyProcess(boolean force) {
        if (this.equals(current())) {
            throw new IllegalStateException("destroy of current process not allowed");
        }
        long start = startTime(pid);
        if (start < 0 || (start != startTime && startTime != 0)) {
            return false;
        }
        return kill0(pid, force);
    }

    public boolean destroy() {
        return destroyProcess(false);
    }

    public boolean destroyForcibly() {
        return destroyProcess(true);
    }

    public boolean isAlive() {
        if (child != null) {
            return child.isAlive();
        }
        long start = startTime(pid);
        return start >= 0 && (start == startTime || start == 0 || startTime == 0);
    }

    public int compareTo(ProcessHandle other) {
        return Long.compare(pid, ((ProcessHandleImpl) other).pid);
    }

    public String toString() {
        return Long.toString(pid);
    }

    public int hashCode() {
        return Long.hashCode(pid);
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof ProcessHandleImpl)) {
            return false;
        }
        ProcessHandleImpl other = (ProcessHandleImpl) obj;
        return pid == other.pid && (startTime == other.startTime || startTime == 0 || other.startTime == 0);
    }

    /** A snapshot of /proc/PID; a field the OS does not give (or denies) is absent. */
    static final class Info implements ProcessHandle.Info {
        private String command;
        private String commandLine;
        private String[] arguments;
        private long startTime = -1;
        private long totalTime = -1;
        private String user;

        static Info of(long pid, long expectedStart) {
            Info info = new Info();
            String[] fields = stat(pid);
            if (fields == null || fields.length < 20) {
                return info;
            }
            info.startTime = bootTimeMillis() + Long.parseLong(fields[19]) * 1000 / CLOCK_TICKS_PER_SECOND;
            if (expectedStart != info.startTime && expectedStart > 0) {
                return new Info();
            }
            long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
            info.totalTime = ticks * (1000000000L / CLOCK_TICKS_PER_SECOND);
            long[] attributes = RvmFileSystem.attributes0("/proc/" + pid, true);
            if (attributes != null) {
                info.user = RvmFileSystem.principalName0((int) attributes[8], false);
            }
            String exe = "/proc/" + pid + "/exe";
            String target = RvmFileSystem.canonicalize0(exe);
            if (target != null && !target.equals(exe) && !target.startsWith(exe + "/")) {
                info.command = target;
            }
            byte[] cmdline = readBytes("/proc/" + pid + "/cmdline");
            // A child that is still inside execve (the VM's spawn returns once the new program
            // is loaded, before its arguments are in place) reads an empty command line for a
            // moment: wait up to ~20 ms for it, unless it is a kernel thread (PF_KTHREAD).
            boolean kernelThread = (Long.parseLong(fields[6]) & 0x00200000L) != 0 || fields[0].equals("Z");
            for (int tries = 0; !kernelThread && cmdline != null && cmdline.length == 0 && tries < 20; tries++) {
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
                cmdline = readBytes("/proc/" + pid + "/cmdline");
            }
            if (cmdline != null && cmdline.length > 0) {
                ArrayList<String> words = new ArrayList<>();
                int from = 0;
                for (int i = 0; i <= cmdline.length; i++) {
                    if (i == cmdline.length || cmdline[i] == 0) {
                        if (i > from || i < cmdline.length) {
                            words.add(new String(cmdline, from, i - from, java.nio.charset.StandardCharsets.UTF_8));
                        }
                        from = i + 1;
                    }
                }
                if (words.size() > 0) {
                    info.arguments = words.subList(1, words.size()).toArray(new String[0]);
                    if (info.command == null) {
                        info.commandLine = String.join(" ", words);
                    }
                }
            }
            return info;
        }

        public Optional<String> command() {
            return Optional.ofNullable(command);
        }

        public Optional<String> commandLine() {
            if (command != null && arguments != null) {
                return Optional.of(command + " " + String.join(" ", arguments));
            }
            return Optional.ofNullable(commandLine);
        }

        public Optional<String[]> arguments() {
            return Optional.ofNullable(arguments);
        }

        public Optional<Instant> startInstant() {
            return startTime > 0 ? Optional.of(Instant.ofEpochMilli(startTime)) : Optional.empty();
        }

        public Optional<Duration> totalCpuDuration() {
            return totalTime != -1 ? Optional.of(Duration.ofNanos(totalTime)) : Optional.empty();
        }

        public Optional<String> user() {
            return Optional.ofNullable(user);
        }

        public String toString() {
            StringBuilder sb = new StringBuilder("[");
            if (user != null) {
                sb.append("user: ").append(user());
            }
            if (command != null) {
                if (sb.length() != 0) {
                    sb.append(", ");
                }
                sb.append("cmd: ").append(command);
            }
            if (arguments != null && arguments.length > 0) {
                if (sb.length() != 0) {
                    sb.append(", ");
                }
                sb.append("args: ").append(Arrays.toString(arguments));
            }
            if (commandLine != null) {
                if (sb.length() != 0) {
                    sb.append(", ");
                }
                sb.append("cmdLine: ").append(commandLine);
            }
            if (startTime > 0) {
                if (sb.length() != 0) {
                    sb.append(", ");
                }
                sb.append("startTime: ").append(startInstant());
            }
            if (totalTime != -1) {
                if (sb.length() != 0) {
                    sb.append(", ");
                }
                sb.append("totalTime: ").append(totalCpuDuration());
            }
            return sb.append(']').toString();
        }
    }
}
