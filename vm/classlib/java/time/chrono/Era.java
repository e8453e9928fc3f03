package java.time.chrono;

import java.time.temporal.TemporalAccessor;

public interface Era extends TemporalAccessor, java.time.temporal.TemporalAdjuster {
    int getValue();
}
