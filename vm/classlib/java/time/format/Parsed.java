package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.Period;
import java.time.Year;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

/** The result of parsing: field values resolved into a date and a time as the JDK's Parsed does. */
final class Parsed implements TemporalAccessor {
    final Map<TemporalField, Long> fieldValues;
    private ResolverStyle resolverStyle;
    private LocalDate date;
    private LocalTime time;
    private Period excessDays = Period.ZERO;
    boolean leapSecond;

    private Parsed(Map<TemporalField, Long> fields) {
        this.fieldValues = new HashMap<>(fields);
    }

    static Parsed resolve(Map<TemporalField, Long> fields, ResolverStyle style, boolean leapSecond) {
        Parsed p = new Parsed(fields);
        p.resolverStyle = style;
        p.leapSecond = leapSecond;
        p.resolveDateFields();
        p.resolveTimeFields();
        p.resolveTimeLenient();
        p.crossCheck();
        p.resolvePeriod();
        return p;
    }

    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field))
                || (time != null && time.isSupported(field))) {
            return true;
        }
        return field != null && (!(field instanceof ChronoField)) && field.isSupportedBy(this);
    }

    public long getLong(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        Long value = fieldValues.get(field);
        if (value == null) {
            if (date != null && date.isSupported(field)) {
                return date.getLong(field);
            }
            if (time != null && time.isSupported(field)) {
                return time.getLong(field);
            }
            if (field instanceof ChronoField) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            return field.getFrom(this);
        }
        return value;
    }

    @SuppressWarnings("unchecked")
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone()) {
            return null;
        } else if (query == TemporalQueries.chronology()) {
            return (R) IsoChronology.INSTANCE;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
            if (offsetSecs != null) {
                return (R) java.time.ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            return null;
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    private static void addFieldValue(Map<TemporalField, Long> fieldValues, ChronoField field, long value) {
        Long old = fieldValues.get(field);
        if (old != null && old.longValue() != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from " + field + " " + value);
        }
        fieldValues.put(field, value);
    }

    private void resolveDateFields() {
        LocalDate resolved = resolveDate();
        if (resolved != null) {
            if (date != null && !date.equals(resolved)) {
                throw new DateTimeException("Conflict found: Fields resolved to two different dates: " + date + " " + resolved);
            }
            date = resolved;
        }
    }

    private LocalDate resolveDate() {
        if (fieldValues.containsKey(ChronoField.EPOCH_DAY)) {
            return LocalDate.ofEpochDay(fieldValues.remove(ChronoField.EPOCH_DAY));
        }
        Long pMonth = fieldValues.remove(ChronoField.PROLEPTIC_MONTH);
        if (pMonth != null) {
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.PROLEPTIC_MONTH.checkValidValue(pMonth);
            }
            addFieldValue(fieldValues, ChronoField.MONTH_OF_YEAR, Math.floorMod(pMonth, 12) + 1);
            addFieldValue(fieldValues, ChronoField.YEAR, Math.floorDiv(pMonth, 12));
        }
        Long yoeLong = fieldValues.remove(ChronoField.YEAR_OF_ERA);
        if (yoeLong != null) {
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.YEAR_OF_ERA.checkValidValue(yoeLong);
            }
            Long era = fieldValues.remove(ChronoField.ERA);
            if (era == null) {
                Long year = fieldValues.get(ChronoField.YEAR);
                if (resolverStyle == ResolverStyle.STRICT) {
                    // STRICT does not invent the era.
                    if (year != null) {
                        addFieldValue(fieldValues, ChronoField.YEAR, (year > 0 ? yoeLong : Math.subtractExact(1, yoeLong)));
                    } else {
                        fieldValues.put(ChronoField.YEAR_OF_ERA, yoeLong);
                    }
                } else {
                    addFieldValue(fieldValues, ChronoField.YEAR, (year == null || year > 0 ? yoeLong : Math.subtractExact(1, yoeLong)));
                }
            } else if (era.longValue() == 1L) {
                addFieldValue(fieldValues, ChronoField.YEAR, yoeLong);
            } else if (era.longValue() == 0L) {
                addFieldValue(fieldValues, ChronoField.YEAR, Math.subtractExact(1, yoeLong));
            } else {
                throw new DateTimeException("Invalid value for era: " + era);
            }
        } else if (fieldValues.containsKey(ChronoField.ERA)) {
            ChronoField.ERA.checkValidValue(fieldValues.get(ChronoField.ERA));
        }
        if (fieldValues.containsKey(ChronoField.YEAR)) {
            if (fieldValues.containsKey(ChronoField.MONTH_OF_YEAR) && fieldValues.containsKey(ChronoField.DAY_OF_MONTH)) {
                return resolveYMD();
            }
            if (fieldValues.containsKey(ChronoField.DAY_OF_YEAR)) {
                int y = ChronoField.YEAR.checkValidIntValue(fieldValues.remove(ChronoField.YEAR));
                if (resolverStyle == ResolverStyle.LENIENT) {
                    long days = Math.subtractExact(fieldValues.remove(ChronoField.DAY_OF_YEAR), 1);
                    return LocalDate.ofYearDay(y, 1).plusDays(days);
                }
                int doy = ChronoField.DAY_OF_YEAR.checkValidIntValue(fieldValues.remove(ChronoField.DAY_OF_YEAR));
                return LocalDate.ofYearDay(y, doy);
            }
        }
        return null;
    }

    private LocalDate resolveYMD() {
        int y = ChronoField.YEAR.checkValidIntValue(fieldValues.remove(ChronoField.YEAR));
        if (resolverStyle == ResolverStyle.LENIENT) {
            long months = Math.subtractExact(fieldValues.remove(ChronoField.MONTH_OF_YEAR), 1);
            long days = Math.subtractExact(fieldValues.remove(ChronoField.DAY_OF_MONTH), 1);
            return LocalDate.of(y, 1, 1).plusMonths(months).plusDays(days);
        }
        int moy = ChronoField.MONTH_OF_YEAR.checkValidIntValue(fieldValues.remove(ChronoField.MONTH_OF_YEAR));
        int dom = ChronoField.DAY_OF_MONTH.checkValidIntValue(fieldValues.remove(ChronoField.DAY_OF_MONTH));
        if (resolverStyle == ResolverStyle.SMART) {
            if (moy == 4 || moy == 6 || moy == 9 || moy == 11) {
                dom = Math.min(dom, 30);
            } else if (moy == 2) {
                dom = Math.min(dom, Month.FEBRUARY.length(Year.isLeap(y)));
            }
        }
        return LocalDate.of(y, moy, dom);
    }

    private void updateCheckConflict(TemporalField targetField, TemporalField changeField, Long changeValue) {
        Long old = fieldValues.put(changeField, changeValue);
        if (old != null && old.longValue() != changeValue.longValue()) {
            throw new DateTimeException("Conflict found: " + changeField + " " + old + " differs from " + changeField + " "
                    + changeValue + " while resolving  " + targetField);
        }
    }

    private void resolveTimeFields() {
        if (fieldValues.containsKey(ChronoField.CLOCK_HOUR_OF_DAY)) {
            long ch = fieldValues.remove(ChronoField.CLOCK_HOUR_OF_DAY);
            if (resolverStyle == ResolverStyle.STRICT || (resolverStyle == ResolverStyle.SMART && ch != 0)) {
                ChronoField.CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            updateCheckConflict(ChronoField.CLOCK_HOUR_OF_DAY, ChronoField.HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        if (fieldValues.containsKey(ChronoField.CLOCK_HOUR_OF_AMPM)) {
            long ch = fieldValues.remove(ChronoField.CLOCK_HOUR_OF_AMPM);
            if (resolverStyle == ResolverStyle.STRICT || (resolverStyle == ResolverStyle.SMART && ch != 0)) {
                ChronoField.CLOCK_HOUR_OF_AMPM.checkValidValue(ch);
            }
            updateCheckConflict(ChronoField.CLOCK_HOUR_OF_AMPM, ChronoField.HOUR_OF_AMPM, ch == 12 ? 0 : ch);
        }
        if (fieldValues.containsKey(ChronoField.AMPM_OF_DAY) && fieldValues.containsKey(ChronoField.HOUR_OF_AMPM)) {
            long ap = fieldValues.remove(ChronoField.AMPM_OF_DAY);
            long hap = fieldValues.remove(ChronoField.HOUR_OF_AMPM);
            if (resolverStyle == ResolverStyle.LENIENT) {
                updateCheckConflict(ChronoField.AMPM_OF_DAY, ChronoField.HOUR_OF_DAY, Math.addExact(Math.multiplyExact(ap, 12), hap));
            } else {
                ChronoField.AMPM_OF_DAY.checkValidValue(ap);
                ChronoField.HOUR_OF_AMPM.checkValidValue(hap);
                updateCheckConflict(ChronoField.AMPM_OF_DAY, ChronoField.HOUR_OF_DAY, ap * 12 + hap);
            }
        }
        if (fieldValues.containsKey(ChronoField.NANO_OF_DAY)) {
            long nod = fieldValues.remove(ChronoField.NANO_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.NANO_OF_DAY.checkValidValue(nod);
            }
            updateCheckConflict(ChronoField.NANO_OF_DAY, ChronoField.HOUR_OF_DAY, nod / 3600_000_000_000L);
            updateCheckConflict(ChronoField.NANO_OF_DAY, ChronoField.MINUTE_OF_HOUR, (nod / 60_000_000_000L) % 60);
            updateCheckConflict(ChronoField.NANO_OF_DAY, ChronoField.SECOND_OF_MINUTE, (nod / 1_000_000_000L) % 60);
            updateCheckConflict(ChronoField.NANO_OF_DAY, ChronoField.NANO_OF_SECOND, nod % 1_000_000_000L);
        }
        if (fieldValues.containsKey(ChronoField.MILLI_OF_DAY)) {
            long lod = fieldValues.remove(ChronoField.MILLI_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.MILLI_OF_DAY.checkValidValue(lod);
            }
            updateCheckConflict(ChronoField.MILLI_OF_DAY, ChronoField.SECOND_OF_DAY, lod / 1_000);
            updateCheckConflict(ChronoField.MILLI_OF_DAY, ChronoField.MILLI_OF_SECOND, lod % 1_000);
        }
        if (fieldValues.containsKey(ChronoField.SECOND_OF_DAY)) {
            long sod = fieldValues.remove(ChronoField.SECOND_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.SECOND_OF_DAY.checkValidValue(sod);
            }
            updateCheckConflict(ChronoField.SECOND_OF_DAY, ChronoField.HOUR_OF_DAY, sod / 3600);
            updateCheckConflict(ChronoField.SECOND_OF_DAY, ChronoField.MINUTE_OF_HOUR, (sod / 60) % 60);
            updateCheckConflict(ChronoField.SECOND_OF_DAY, ChronoField.SECOND_OF_MINUTE, sod % 60);
        }
        if (fieldValues.containsKey(ChronoField.NANO_OF_SECOND)) {
            long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
            if (resolverStyle != ResolverStyle.LENIENT) {
                ChronoField.NANO_OF_SECOND.checkValidValue(nos);
            }
            if (fieldValues.containsKey(ChronoField.MILLI_OF_SECOND)) {
                long los = fieldValues.remove(ChronoField.MILLI_OF_SECOND);
                if (resolverStyle != ResolverStyle.LENIENT) {
                    ChronoField.MILLI_OF_SECOND.checkValidValue(los);
                }
                updateCheckConflict(ChronoField.MILLI_OF_SECOND, ChronoField.NANO_OF_SECOND, los * 1_000_000L + (nos % 1_000_000L));
            }
        }
        if (fieldValues.containsKey(ChronoField.HOUR_OF_DAY) && fieldValues.containsKey(ChronoField.MINUTE_OF_HOUR)
                && fieldValues.containsKey(ChronoField.SECOND_OF_MINUTE) && fieldValues.containsKey(ChronoField.NANO_OF_SECOND)) {
            long hod = fieldValues.remove(ChronoField.HOUR_OF_DAY);
            long moh = fieldValues.remove(ChronoField.MINUTE_OF_HOUR);
            long som = fieldValues.remove(ChronoField.SECOND_OF_MINUTE);
            long nos = fieldValues.remove(ChronoField.NANO_OF_SECOND);
            resolveTime(hod, moh, som, nos);
        }
    }

    private void resolveTimeLenient() {
        if (time == null) {
            if (fieldValues.containsKey(ChronoField.MILLI_OF_SECOND)) {
                long los = fieldValues.remove(ChronoField.MILLI_OF_SECOND);
                fieldValues.put(ChronoField.NANO_OF_SECOND, los * 1_000_000L);
            } else if (fieldValues.containsKey(ChronoField.MICRO_OF_SECOND)) {
                long cos = fieldValues.remove(ChronoField.MICRO_OF_SECOND);
                fieldValues.put(ChronoField.NANO_OF_SECOND, cos * 1_000L);
            }
            Long hod = fieldValues.get(ChronoField.HOUR_OF_DAY);
            if (hod != null) {
                Long moh = fieldValues.get(ChronoField.MINUTE_OF_HOUR);
                Long som = fieldValues.get(ChronoField.SECOND_OF_MINUTE);
                Long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
                // Only trailing fields may be defaulted to zero.
                if ((moh == null && (som != null || nos != null)) || (moh != null && som == null && nos != null)) {
                    return;
                }
                long mohVal = (moh != null ? moh : 0);
                long somVal = (som != null ? som : 0);
                long nosVal = (nos != null ? nos : 0);
                resolveTime(hod, mohVal, somVal, nosVal);
                fieldValues.remove(ChronoField.HOUR_OF_DAY);
                fieldValues.remove(ChronoField.MINUTE_OF_HOUR);
                fieldValues.remove(ChronoField.SECOND_OF_MINUTE);
                fieldValues.remove(ChronoField.NANO_OF_SECOND);
            }
        }
        if (resolverStyle != ResolverStyle.LENIENT && fieldValues.size() > 0) {
            for (Map.Entry<TemporalField, Long> entry : fieldValues.entrySet()) {
                TemporalField field = entry.getKey();
                if (field instanceof ChronoField && field.isTimeBased()) {
                    ((ChronoField) field).checkValidValue(entry.getValue());
                }
            }
        }
    }

    private void resolveTime(long hod, long moh, long som, long nos) {
        if (resolverStyle == ResolverStyle.LENIENT) {
            long totalNanos = Math.multiplyExact(hod, 3600_000_000_000L);
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(moh, 60_000_000_000L));
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(som, 1_000_000_000L));
            totalNanos = Math.addExact(totalNanos, nos);
            int excess = (int) Math.floorDiv(totalNanos, 86400_000_000_000L);
            long nod = Math.floorMod(totalNanos, 86400_000_000_000L);
            updateCheckConflict(LocalTime.ofNanoOfDay(nod), Period.ofDays(excess));
        } else {
            int mohVal = ChronoField.MINUTE_OF_HOUR.checkValidIntValue(moh);
            int nosVal = ChronoField.NANO_OF_SECOND.checkValidIntValue(nos);
            if (resolverStyle == ResolverStyle.SMART && hod == 24 && mohVal == 0 && som == 0 && nosVal == 0) {
                updateCheckConflict(LocalTime.MIDNIGHT, Period.ofDays(1));
            } else {
                int hodVal = ChronoField.HOUR_OF_DAY.checkValidIntValue(hod);
                int somVal = ChronoField.SECOND_OF_MINUTE.checkValidIntValue(som);
                updateCheckConflict(LocalTime.of(hodVal, mohVal, somVal, nosVal), Period.ZERO);
            }
        }
    }

    private void updateCheckConflict(LocalTime timeToSet, Period periodToSet) {
        if (time != null) {
            if (time.equals(timeToSet) == false) {
                throw new DateTimeException("Conflict found: Fields resolved to different times: " + time + " " + timeToSet);
            }
            if (excessDays.isZero() == false && periodToSet.isZero() == false && excessDays.equals(periodToSet) == false) {
                throw new DateTimeException("Conflict found: Fields resolved to different excess periods: " + excessDays + " " + periodToSet);
            } else {
                excessDays = periodToSet;
            }
        } else {
            time = timeToSet;
            excessDays = periodToSet;
        }
    }

    private void crossCheck() {
        if (date != null) {
            crossCheck(date);
        }
        if (time != null) {
            crossCheck(time);
            if (date != null && fieldValues.size() > 0) {
                crossCheck(date.atTime(time));
            }
        }
    }

    private void crossCheck(TemporalAccessor target) {
        for (Iterator<Map.Entry<TemporalField, Long>> it = fieldValues.entrySet().iterator(); it.hasNext();) {
            Map.Entry<TemporalField, Long> entry = it.next();
            TemporalField field = entry.getKey();
            if (target.isSupported(field)) {
                long val1;
                try {
                    val1 = target.getLong(field);
                } catch (RuntimeException ex) {
                    continue;
                }
                long val2 = entry.getValue();
                if (val1 != val2) {
                    throw new DateTimeException("Conflict found: Field " + field + " " + val1 + " differs from " + field + " "
                            + val2 + " derived from " + target);
                }
                it.remove();
            }
        }
    }

    private void resolvePeriod() {
        if (date != null && time != null && excessDays.isZero() == false) {
            date = date.plus(excessDays);
            excessDays = Period.ZERO;
        }
    }

    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append(IsoChronology.INSTANCE);
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
