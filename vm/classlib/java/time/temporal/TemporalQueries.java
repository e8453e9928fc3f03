package java.time.temporal;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;

/** rvm's java.time.temporal.TemporalQueries: the queries for local dates and times (zones, chronology, precision answer null). */
public final class TemporalQueries {
    private TemporalQueries() {
    }

    private static final TemporalQuery<ZoneId> ZONE_ID = temporal -> null;
    private static final TemporalQuery<Object> CHRONO = temporal -> null;
    private static final TemporalQuery<TemporalUnit> PRECISION = temporal -> null;
    private static final TemporalQuery<ZoneId> ZONE = temporal -> null;
    private static final TemporalQuery<java.time.ZoneOffset> OFFSET = temporal -> {
        if (temporal.isSupported(ChronoField.OFFSET_SECONDS)) {
            return java.time.ZoneOffset.ofTotalSeconds(temporal.get(ChronoField.OFFSET_SECONDS));
        }
        return null;
    };
    private static final TemporalQuery<LocalDate> LOCAL_DATE = temporal -> {
        if (temporal.isSupported(ChronoField.EPOCH_DAY)) {
            return LocalDate.ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
        }
        return null;
    };
    private static final TemporalQuery<LocalTime> LOCAL_TIME = temporal -> {
        if (temporal.isSupported(ChronoField.NANO_OF_DAY)) {
            return LocalTime.ofNanoOfDay(temporal.getLong(ChronoField.NANO_OF_DAY));
        }
        return null;
    };

    public static TemporalQuery<ZoneId> zoneId() {
        return ZONE_ID;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    public static TemporalQuery<java.time.chrono.Chronology> chronology() {
        return (TemporalQuery) CHRONO;
    }

    public static TemporalQuery<TemporalUnit> precision() {
        return PRECISION;
    }

    public static TemporalQuery<ZoneId> zone() {
        return ZONE;
    }

    public static TemporalQuery<java.time.ZoneOffset> offset() {
        return OFFSET;
    }

    public static TemporalQuery<LocalDate> localDate() {
        return LOCAL_DATE;
    }

    public static TemporalQuery<LocalTime> localTime() {
        return LOCAL_TIME;
    }
}
