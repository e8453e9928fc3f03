package java.lang;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/** rvm's java.lang.ProcessHandle: the JDK's interface; the implementation is ProcessHandleImpl. */
public interface ProcessHandle extends Comparable<ProcessHandle> {
    long pid();

    static Optional<ProcessHandle> of(long pid) {
        return ProcessHandleImpl.get(pid);
    }

    static ProcessHandle current() {
        return ProcessHandleImpl.current();
    }

    Optional<ProcessHandle> parent();

    Stream<ProcessHandle> children();

    Stream<ProcessHandle> descendants();

    static Stream<ProcessHandle> allProcesses() {
        return ProcessHandleImpl.children(0);
    }

    Info info();

    interface Info {
        Optional<String> command();

        Optional<String> commandLine();

        Optional<String[]> arguments();

        Optional<Instant> startInstant();

        Optional<Duration> totalCpuDuration();

        Optional<String> user();
    }

    CompletableFuture<ProcessHandle> onExit();

    boolean supportsNormalTermination();

    boolean destroy();

    boolean destroyForcibly();

    boolean isAlive();

    @Override
    int hashCode();

    @Override
    boolean equals(Object other);

    @Override
    int compareTo(ProcessHandle other);
}
