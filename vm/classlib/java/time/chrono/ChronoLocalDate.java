package java.time.chrono;

import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;

/** rvm's java.time.chrono.ChronoLocalDate: LocalDate is the only implementation. */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    Chronology getChronology();

    default Era getEra() {
        return IsoEra.of(get(ChronoField.ERA));
    }

    default boolean isLeapYear() {
        return getChronology().isLeapYear(getLong(ChronoField.YEAR));
    }

    int lengthOfMonth();

    default int lengthOfYear() {
        return (isLeapYear() ? 366 : 365);
    }

    default boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isDateBased();
        }
        return field != null && field.isSupportedBy(this);
    }

    default boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isDateBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    default ChronoLocalDate with(TemporalAdjuster adjuster) {
        return (ChronoLocalDate) Temporal.super.with(adjuster);
    }

    ChronoLocalDate with(TemporalField field, long newValue);

    default ChronoLocalDate plus(TemporalAmount amount) {
        return (ChronoLocalDate) Temporal.super.plus(amount);
    }

    ChronoLocalDate plus(long amountToAdd, TemporalUnit unit);

    default ChronoLocalDate minus(TemporalAmount amount) {
        return (ChronoLocalDate) Temporal.super.minus(amount);
    }

    default ChronoLocalDate minus(long amountToSubtract, TemporalUnit unit) {
        return (ChronoLocalDate) Temporal.super.minus(amountToSubtract, unit);
    }

    default Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.EPOCH_DAY, toEpochDay());
    }

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    default String format(java.time.format.DateTimeFormatter formatter) {
        java.util.Objects.requireNonNull(formatter, "formatter");
        return formatter.format(this);
    }

    default long toEpochDay() {
        return getLong(ChronoField.EPOCH_DAY);
    }

    default int compareTo(ChronoLocalDate other) {
        return Long.compare(toEpochDay(), other.toEpochDay());
    }

    default boolean isAfter(ChronoLocalDate other) {
        return this.toEpochDay() > other.toEpochDay();
    }

    default boolean isBefore(ChronoLocalDate other) {
        return this.toEpochDay() < other.toEpochDay();
    }

    default boolean isEqual(ChronoLocalDate other) {
        return this.toEpochDay() == other.toEpochDay();
    }

    boolean equals(Object obj);

    int hashCode();

    String toString();
}
