package java.time.chrono;

/** rvm's java.time.chrono.Chronology: only the ISO calendar exists (IsoChronology). */
public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    boolean isLeapYear(long prolepticYear);

    default int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }
}
