package java.util;

/**
 * rvm's java.util.SimpleTimeZone: a raw offset and, optionally, one yearly daylight saving rule in
 * the proleptic Gregorian calendar. A rule day is a fixed day of the month, the n-th (or n-th last)
 * weekday of the month, or the first weekday on or after / last on or before a day, encoded in the
 * constructor's and setStartRule's arguments as in the JDK (a negative day of week, a negative day);
 * rule times are wall, standard or UTC time. getOffset finds the year of the instant in local
 * standard time and compares the instant with that year's two transitions (a southern-hemisphere
 * rule, starting later in the year than it ends, observes daylight time outside them).
 */
public class SimpleTimeZone extends TimeZone {
    private static final long serialVersionUID = -403250971215465050L;

    public static final int WALL_TIME = 0;
    public static final int STANDARD_TIME = 1;
    public static final int UTC_TIME = 2;

    private static final int DOM_MODE = 1;
    private static final int DOW_IN_MONTH_MODE = 2;
    private static final int DOW_GE_DOM_MODE = 3;
    private static final int DOW_LE_DOM_MODE = 4;
    private static final int MILLIS_PER_DAY = 24 * 60 * 60 * 1000;
    private static final int[] MAX_MONTH_LENGTH = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    private int rawOffset;
    private int dstSavings = 3600000;
    private boolean useDaylight;
    private int startYear;
    private int startMode;
    private int startMonth;
    private int startDay;
    private int startDayOfWeek;
    private int startTime;
    private int startTimeMode = WALL_TIME;
    private int endMode;
    private int endMonth;
    private int endDay;
    private int endDayOfWeek;
    private int endTime;
    private int endTimeMode = WALL_TIME;

    public SimpleTimeZone(int rawOffset, String ID) {
        this.rawOffset = rawOffset;
        setID(ID);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek, int startTime,
            int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth, endDay, endDayOfWeek,
                endTime, WALL_TIME, 3600000);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek, int startTime,
            int endMonth, int endDay, int endDayOfWeek, int endTime, int dstSavings) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth, endDay, endDayOfWeek,
                endTime, WALL_TIME, dstSavings);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek, int startTime,
            int startTimeMode, int endMonth, int endDay, int endDayOfWeek, int endTime, int endTimeMode, int dstSavings) {
        setID(ID);
        this.rawOffset = rawOffset;
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        this.startTimeMode = startTimeMode;
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = endTimeMode;
        this.dstSavings = dstSavings;
        decodeStartRule();
        decodeEndRule();
        if (dstSavings <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + dstSavings);
        }
    }

    // ------------------------------------------------------------------ rules

    private void decodeStartRule() {
        useDaylight = startDay != 0 && endDay != 0;
        if (startDay == 0) {
            return;
        }
        if (startMonth < Calendar.JANUARY || startMonth > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal start month " + startMonth);
        }
        if (startTime < 0 || startTime > MILLIS_PER_DAY) {
            throw new IllegalArgumentException("Illegal start time " + startTime);
        }
        if (startDayOfWeek == 0) {
            startMode = DOM_MODE;
        } else {
            if (startDayOfWeek > 0) {
                startMode = DOW_IN_MONTH_MODE;
            } else {
                startDayOfWeek = -startDayOfWeek;
                if (startDay > 0) {
                    startMode = DOW_GE_DOM_MODE;
                } else {
                    startDay = -startDay;
                    startMode = DOW_LE_DOM_MODE;
                }
            }
            if (startDayOfWeek > Calendar.SATURDAY) {
                throw new IllegalArgumentException("Illegal start day of week " + startDayOfWeek);
            }
        }
        if (startMode == DOW_IN_MONTH_MODE) {
            if (startDay < -5 || startDay > 5) {
                throw new IllegalArgumentException("Illegal start day of week in month " + startDay);
            }
        } else if (startDay < 1 || startDay > MAX_MONTH_LENGTH[startMonth]) {
            throw new IllegalArgumentException("Illegal start day " + startDay);
        }
    }

    private void decodeEndRule() {
        useDaylight = startDay != 0 && endDay != 0;
        if (endDay == 0) {
            return;
        }
        if (endMonth < Calendar.JANUARY || endMonth > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal end month " + endMonth);
        }
        if (endTime < 0 || endTime > MILLIS_PER_DAY) {
            throw new IllegalArgumentException("Illegal end time " + endTime);
        }
        if (endDayOfWeek == 0) {
            endMode = DOM_MODE;
        } else {
            if (endDayOfWeek > 0) {
                endMode = DOW_IN_MONTH_MODE;
            } else {
                endDayOfWeek = -endDayOfWeek;
                if (endDay > 0) {
                    endMode = DOW_GE_DOM_MODE;
                } else {
                    endDay = -endDay;
                    endMode = DOW_LE_DOM_MODE;
                }
            }
            if (endDayOfWeek > Calendar.SATURDAY) {
                throw new IllegalArgumentException("Illegal end day of week " + endDayOfWeek);
            }
        }
        if (endMode == DOW_IN_MONTH_MODE) {
            if (endDay < -5 || endDay > 5) {
                throw new IllegalArgumentException("Illegal end day of week in month " + endDay);
            }
        } else if (endDay < 1 || endDay > MAX_MONTH_LENGTH[endMonth]) {
            throw new IllegalArgumentException("Illegal end day " + endDay);
        }
    }

    public void setStartYear(int year) {
        startYear = year;
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime) {
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        this.startTimeMode = WALL_TIME;
        decodeStartRule();
    }

    public void setStartRule(int startMonth, int startDay, int startTime) {
        setStartRule(startMonth, startDay, 0, startTime);
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime, boolean after) {
        setStartRule(startMonth, after ? startDay : -startDay, -startDayOfWeek, startTime);
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = WALL_TIME;
        decodeEndRule();
    }

    public void setEndRule(int endMonth, int endDay, int endTime) {
        setEndRule(endMonth, endDay, 0, endTime);
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime, boolean after) {
        setEndRule(endMonth, after ? endDay : -endDay, -endDayOfWeek, endTime);
    }

    /** The epoch day a rule names in {@code year}. */
    private static long ruleDay(int year, int mode, int month, int day, int dayOfWeek) {
        java.time.LocalDate first = java.time.LocalDate.of(year, month + 1, 1);
        if (mode == DOM_MODE) {
            return first.toEpochDay() + Math.min(day, first.lengthOfMonth()) - 1;
        }
        if (mode == DOW_IN_MONTH_MODE) {
            if (day > 0) {
                long d = first.toEpochDay();
                while (calendarDayOfWeek(d) != dayOfWeek) {
                    d++;
                }
                return d + 7L * (day - 1);
            }
            long d = first.toEpochDay() + first.lengthOfMonth() - 1;
            while (calendarDayOfWeek(d) != dayOfWeek) {
                d--;
            }
            return d - 7L * (-day - 1);
        }
        long d = first.toEpochDay() + Math.min(day, first.lengthOfMonth()) - 1;
        while (calendarDayOfWeek(d) != dayOfWeek) {
            d += mode == DOW_GE_DOM_MODE ? 1 : -1;
        }
        return d;
    }

    /** Calendar's day of week (SUNDAY = 1) of an epoch day (1970-01-01 was a Thursday). */
    private static int calendarDayOfWeek(long epochDay) {
        return (int) Math.floorMod(epochDay + 4, 7) + 1;
    }

    /** The UTC instant of a transition at {@code time} in {@code timeMode}, offset before it being {@code wallOffset}. */
    private long transition(long epochDay, int time, int timeMode, int wallOffset) {
        long local = epochDay * MILLIS_PER_DAY + time;
        if (timeMode == UTC_TIME) {
            return local;
        }
        return local - (timeMode == STANDARD_TIME ? rawOffset : wallOffset);
    }

    private boolean inDaylight(long utc) {
        if (!useDaylight) {
            return false;
        }
        long standard = utc + rawOffset;
        int year = java.time.LocalDate.ofEpochDay(Math.floorDiv(standard, MILLIS_PER_DAY)).getYear();
        if (year < startYear) {
            return false;
        }
        long start = transition(ruleDay(year, startMode, startMonth, startDay, startDayOfWeek), startTime, startTimeMode,
                rawOffset);
        long end = transition(ruleDay(year, endMode, endMonth, endDay, endDayOfWeek), endTime, endTimeMode,
                rawOffset + dstSavings);
        if (start <= end) {
            return utc >= start && utc < end;
        }
        return utc < end || utc >= start;
    }

    // ------------------------------------------------------------------ TimeZone

    public int getOffset(long date) {
        return inDaylight(date) ? rawOffset + dstSavings : rawOffset;
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException();
        }
        if (day < 1 || day > MAX_MONTH_LENGTH[month]) {
            throw new IllegalArgumentException("Illegal day " + day);
        }
        if (dayOfWeek < Calendar.SUNDAY || dayOfWeek > Calendar.SATURDAY) {
            throw new IllegalArgumentException("Illegal day of week " + dayOfWeek);
        }
        if (millis < 0 || millis >= MILLIS_PER_DAY) {
            throw new IllegalArgumentException("Illegal millis " + millis);
        }
        int y = era == GregorianCalendar.AD ? year : 1 - year;
        long epochDay = java.time.LocalDate.of(y, month + 1, 1).toEpochDay() + day - 1;
        return getOffset(epochDay * MILLIS_PER_DAY + millis - rawOffset);
    }

    public void setRawOffset(int offsetMillis) {
        rawOffset = offsetMillis;
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public void setDSTSavings(int millisSavedDuringDST) {
        if (millisSavedDuringDST <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + millisSavedDuringDST);
        }
        dstSavings = millisSavedDuringDST;
    }

    public int getDSTSavings() {
        return useDaylight ? dstSavings : 0;
    }

    public boolean useDaylightTime() {
        return useDaylight;
    }

    public boolean observesDaylightTime() {
        return useDaylight;
    }

    public boolean inDaylightTime(Date date) {
        return inDaylight(date.getTime());
    }

    public Object clone() {
        return super.clone();
    }

    public int hashCode() {
        return startMonth ^ startDay ^ startDayOfWeek ^ startTime ^ endMonth ^ endDay ^ endDayOfWeek ^ endTime ^ rawOffset;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone that = (SimpleTimeZone) obj;
        return getID().equals(that.getID()) && hasSameRules(that);
    }

    public boolean hasSameRules(TimeZone other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone that = (SimpleTimeZone) other;
        return rawOffset == that.rawOffset && useDaylight == that.useDaylight
                && (!useDaylight || (dstSavings == that.dstSavings && startMode == that.startMode
                        && startMonth == that.startMonth && startDay == that.startDay
                        && startDayOfWeek == that.startDayOfWeek && startTime == that.startTime
                        && startTimeMode == that.startTimeMode && endMode == that.endMode && endMonth == that.endMonth
                        && endDay == that.endDay && endDayOfWeek == that.endDayOfWeek && endTime == that.endTime
                        && endTimeMode == that.endTimeMode && startYear == that.startYear));
    }

    public String toString() {
        return getClass().getName() + "[id=" + getID() + ",offset=" + rawOffset + ",dstSavings=" + dstSavings
                + ",useDaylight=" + useDaylight + ",startYear=" + startYear + ",startMode=" + startMode + ",startMonth="
                + startMonth + ",startDay=" + startDay + ",startDayOfWeek=" + startDayOfWeek + ",startTime=" + startTime
                + ",startTimeMode=" + startTimeMode + ",endMode=" + endMode + ",endMonth=" + endMonth + ",endDay="
                + endDay + ",endDayOfWeek=" + endDayOfWeek + ",endTime=" + endTime + ",endTimeMode=" + endTimeMode + ']';
    }
}
