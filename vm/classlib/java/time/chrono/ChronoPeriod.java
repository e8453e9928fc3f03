package java.time.chrono;

import java.time.temporal.TemporalAmount;

public interface ChronoPeriod extends TemporalAmount {
    Chronology getChronology();

    default boolean isZero() {
        for (java.time.temporal.TemporalUnit unit : getUnits()) {
            if (get(unit) != 0) {
                return false;
            }
        }
        return true;
    }

    default boolean isNegative() {
        for (java.time.temporal.TemporalUnit unit : getUnits()) {
            if (get(unit) < 0) {
                return true;
            }
        }
        return false;
    }
}
