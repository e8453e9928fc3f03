package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/** A file's time stamp, kept in nanoseconds since the epoch (enough for file systems' range). */
public final class FileTime implements Comparable<FileTime> {
    private final long nanos;

    private FileTime(long nanos) {
        this.nanos = nanos;
    }

    public static FileTime from(long value, TimeUnit unit) {
        java.util.Objects.requireNonNull(unit, "unit");
        return new FileTime(unit.toNanos(value));
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(TimeUnit.MILLISECONDS.toNanos(value));
    }

    public static FileTime from(Instant instant) {
        java.util.Objects.requireNonNull(instant, "instant");
        return new FileTime(instant.getEpochSecond() * 1000000000L + instant.getNano());
    }

    public long to(TimeUnit unit) {
        java.util.Objects.requireNonNull(unit, "unit");
        return unit.convert(nanos, TimeUnit.NANOSECONDS);
    }

    public long toMillis() {
        return Math.floorDiv(nanos, 1000000L);
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(Math.floorDiv(nanos, 1000000000L), Math.floorMod(nanos, 1000000000L));
    }

    public boolean equals(Object obj) {
        return obj instanceof FileTime && ((FileTime) obj).nanos == nanos;
    }

    public int hashCode() {
        return toInstant().hashCode();
    }

    public int compareTo(FileTime other) {
        return Long.compare(nanos, other.nanos);
    }

    /** ISO-8601 in UTC, the fraction without trailing zeros (JDK's FileTime.toString). */
    public String toString() {
        String s = toInstant().toString();
        int dot = s.indexOf('.');
        if (dot < 0) {
            return s;
        }
        int end = s.length() - 1;
        int last = end;
        while (last > dot && s.charAt(last - 1) == '0') {
            last--;
        }
        if (last == dot + 1) {
            return s.substring(0, dot) + "Z";
        }
        return s.substring(0, last) + "Z";
    }
}
