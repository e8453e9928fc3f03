package java.util;

/**
 * rvm's java.util.GregorianCalendar: the Julian calendar before 1582-10-15 and the Gregorian
 * after, as the JDK's default cutover; fields from a millisecond time and back with the JDK's
 * field resolution, add, roll, and the actual minima and maxima. The cutover cannot be moved.
 * Days are counted as epoch days (1970-01-01 is day 0).
 */
public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;

    public static final int BC = 0;
    static final int BCE = 0;
    public static final int AD = 1;
    static final int CE = 1;

    private static final long ONE_DAY = 86400000L;
    private static final int ONE_HOUR = 3600000;
    /** The epoch day of 1582-10-15, the first Gregorian day. */
    private static final long CUTOVER_DAY = -141427;
    private static final long DEFAULT_GREGORIAN_CUTOVER = -12219292800000L;
    private static final int CUTOVER_YEAR = 1582;

    static final int[] MIN_VALUES = {BCE, 1, JANUARY, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0, -13 * ONE_HOUR, 0};
    static final int[] LEAST_MAX_VALUES = {CE, 292269054, DECEMBER, 52, 4, 28, 365, SATURDAY, 4, PM, 11, 23, 59, 59,
        999, 14 * ONE_HOUR, 20 * 60000};
    static final int[] MAX_VALUES = {CE, 292278994, DECEMBER, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59, 59, 999,
        14 * ONE_HOUR, 2 * ONE_HOUR};

    public GregorianCalendar() {
        this(TimeZone.getDefaultRef(), Locale.getDefault());
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault());
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefaultRef(), aLocale);
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second, int millis) {
        super();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        if (hourOfDay >= 12 && hourOfDay <= 23) {
            internalSet(AM_PM, PM);
            internalSet(HOUR, hourOfDay - 12);
        } else {
            internalSet(HOUR, hourOfDay);
        }
        setFieldsComputed((1 << HOUR) | (1 << AM_PM));
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        internalSet(MILLISECOND, millis);
    }

    public void setGregorianChange(Date date) {
        if (date.getTime() != DEFAULT_GREGORIAN_CUTOVER) {
            throw new UnsupportedOperationException("rvm: GregorianCalendar's cutover cannot be moved from 1582-10-15");
        }
    }

    public final Date getGregorianChange() {
        return new Date(DEFAULT_GREGORIAN_CUTOVER);
    }

    public boolean isLeapYear(int year) {
        if ((year & 3) != 0) {
            return false;
        }
        if (year > CUTOVER_YEAR) {
            return (year % 100 != 0) || (year % 400 == 0);
        }
        return true;
    }

    public String getCalendarType() {
        return "gregory";
    }

    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj);
    }

    public int hashCode() {
        return super.hashCode() ^ (int) CUTOVER_DAY;
    }

    // ---- day arithmetic

    static long gregorianEpochDay(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long mp = (m + 9) % 12;
        long doy = (153 * mp + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static long julianEpochDay(long y, int m, int d) {
        long a = (14 - m) / 12;
        long yy = y + 4800 - a;
        long mm = m + 12 * a - 3;
        return d + (153 * mm + 2) / 5 + 365 * yy + Math.floorDiv(yy, 4) - 32083 - 2440588;
    }

    /** The epoch day of a proleptic year (0 = 1 BC), month 1-12 and day, in the calendar in force then. */
    static long epochDayOf(long y, int m, int d) {
        long g = gregorianEpochDay(y, m, d);
        return g >= CUTOVER_DAY ? g : julianEpochDay(y, m, d);
    }

    /** {proleptic year, month 1-12, day of month} of an epoch day. */
    static long[] dateOf(long epochDay) {
        if (epochDay >= CUTOVER_DAY) {
            long z = epochDay + 719468;
            long era = Math.floorDiv(z, 146097);
            long doe = z - era * 146097;
            long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
            long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
            long mp = (5 * doy + 2) / 153;
            long d = doy - (153 * mp + 2) / 5 + 1;
            long m = mp < 10 ? mp + 3 : mp - 9;
            return new long[] {yoe + era * 400 + (m <= 2 ? 1 : 0), m, d};
        }
        long c = epochDay + 2440588 + 32082;
        long dd = Math.floorDiv(4 * c + 3, 1461);
        long e = c - Math.floorDiv(1461 * dd, 4);
        long m = (5 * e + 2) / 153;
        long day = e - (153 * m + 2) / 5 + 1;
        long month = m + 3 - 12 * (m / 10);
        return new long[] {dd - 4800 + m / 10, month, day};
    }

    static int dayOfWeek(long epochDay) {
        return (int) Math.floorMod(epochDay + 4, 7) + 1;
    }

    static long dayOfWeekOnOrBefore(long epochDay, int dayOfWeek) {
        return epochDay - Math.floorMod(epochDay + 4 - (dayOfWeek - 1), 7);
    }

    private int monthLength(int month, int year) {
        switch (month) {
            case FEBRUARY:
                return isLeapYear(year) ? 29 : 28;
            case APRIL:
            case JUNE:
            case SEPTEMBER:
            case NOVEMBER:
                return 30;
            default:
                return 31;
        }
    }

    private int yearLength(int year) {
        if (year == CUTOVER_YEAR) {
            return 355;
        }
        return isLeapYear(year) ? 366 : 365;
    }

    private int internalGetEra() {
        return isSet(ERA) ? internalGet(ERA) : CE;
    }

    private int normalizedYear() {
        int year = internalGet(YEAR);
        return internalGetEra() == BCE ? 1 - year : year;
    }

    private int getWeekNumber(long fixedDay1, long fixedDate) {
        long fixedDay1st = dayOfWeekOnOrBefore(fixedDay1 + 6, getFirstDayOfWeek());
        int ndays = (int) (fixedDay1st - fixedDay1);
        if (ndays >= getMinimalDaysInFirstWeek()) {
            fixedDay1st -= 7;
        }
        int normalizedDayOfPeriod = (int) (fixedDate - fixedDay1st);
        if (normalizedDayOfPeriod >= 0) {
            return normalizedDayOfPeriod / 7 + 1;
        }
        return Math.floorDiv(normalizedDayOfPeriod, 7) + 1;
    }

    // ---- fields <-> time

    protected void computeFields() {
        TimeZone tz = getZone();
        int total = tz.getOffset(time);
        int dst = 0;
        if (total != tz.getRawOffset() && tz.inDaylightTime(new Date(time))) {
            dst = tz.getDSTSavings() != 0 ? tz.getDSTSavings() : ONE_HOUR;
        }
        long local = time + total;
        long day = Math.floorDiv(local, ONE_DAY);
        int millisOfDay = (int) Math.floorMod(local, ONE_DAY);
        long[] ymd = dateOf(day);
        int year = (int) ymd[0];
        int month = (int) ymd[1];
        int dom = (int) ymd[2];
        if (year >= 1) {
            internalSet(ERA, CE);
            internalSet(YEAR, year);
        } else {
            internalSet(ERA, BCE);
            internalSet(YEAR, 1 - year);
        }
        internalSet(MONTH, month - 1);
        internalSet(DAY_OF_MONTH, dom);
        internalSet(DAY_OF_WEEK, dayOfWeek(day));
        long jan1 = epochDayOf(year, 1, 1);
        internalSet(DAY_OF_YEAR, (int) (day - jan1) + 1);
        int weekOfYear = getWeekNumber(jan1, day);
        if (weekOfYear == 0) {
            long prevJan1 = epochDayOf(year - 1L, 1, 1);
            weekOfYear = getWeekNumber(prevJan1, jan1 - 1);
        } else if (weekOfYear >= 52) {
            long nextJan1 = epochDayOf(year + 1L, 1, 1);
            long nextJan1st = dayOfWeekOnOrBefore(nextJan1 + 6, getFirstDayOfWeek());
            int ndays = (int) (nextJan1st - nextJan1);
            if (ndays >= getMinimalDaysInFirstWeek() && day >= (nextJan1st - 7)) {
                weekOfYear = 1;
            }
        }
        internalSet(WEEK_OF_YEAR, weekOfYear);
        // The month's first day: Julian in October 1582, whose days 5-14 do not exist.
        long month1 = epochDayOf(year, month, 1);
        internalSet(WEEK_OF_MONTH, getWeekNumber(month1, day));
        internalSet(DAY_OF_WEEK_IN_MONTH, (int) (day - month1) / 7 + 1);
        int hours = millisOfDay / ONE_HOUR;
        internalSet(HOUR_OF_DAY, hours);
        internalSet(AM_PM, hours / 12);
        internalSet(HOUR, hours % 12);
        internalSet(MINUTE, millisOfDay / 60000 % 60);
        internalSet(SECOND, millisOfDay / 1000 % 60);
        internalSet(MILLISECOND, millisOfDay % 1000);
        internalSet(ZONE_OFFSET, total - dst);
        internalSet(DST_OFFSET, dst);
        setFieldsComputed(ALL_FIELDS);
    }

    protected void computeTime() {
        int[] original = null;
        if (!isLenient()) {
            original = new int[FIELD_COUNT];
            for (int field = 0; field < FIELD_COUNT; field++) {
                int value = internalGet(field);
                if (isExternallySet(field)) {
                    if (value < getMinimum(field) || value > getMaximum(field)) {
                        throw new IllegalArgumentException(getFieldName(field));
                    }
                }
                original[field] = value;
            }
        }
        int fieldMask = selectFields();
        int year = isSet(YEAR) ? internalGet(YEAR) : 1970;
        int era = internalGetEra();
        if (era == BCE) {
            year = 1 - year;
        } else if (era != CE) {
            throw new IllegalArgumentException("Invalid era");
        }
        long timeOfDay = 0;
        if ((fieldMask & (1 << HOUR_OF_DAY)) != 0) {
            timeOfDay += internalGet(HOUR_OF_DAY);
        } else {
            timeOfDay += internalGet(HOUR);
            if ((fieldMask & (1 << AM_PM)) != 0) {
                timeOfDay += 12 * internalGet(AM_PM);
            }
        }
        timeOfDay *= 60;
        timeOfDay += internalGet(MINUTE);
        timeOfDay *= 60;
        timeOfDay += internalGet(SECOND);
        timeOfDay *= 1000;
        timeOfDay += internalGet(MILLISECOND);
        long fixedDate = timeOfDay / ONE_DAY;
        timeOfDay %= ONE_DAY;
        while (timeOfDay < 0) {
            timeOfDay += ONE_DAY;
            --fixedDate;
        }
        long gfd = getFixedDate(false, year, fieldMask);
        long day = gfd >= CUTOVER_DAY ? gfd : getFixedDate(true, year, fieldMask);
        fixedDate += day;
        long millis = fixedDate * ONE_DAY + timeOfDay;
        TimeZone tz = getZone();
        int zoneOffset;
        int dstOffset;
        int wall = tz.getOffset(millis - tz.getRawOffset());
        zoneOffset = wall;
        dstOffset = 0;
        if (isExternallySet(ZONE_OFFSET)) {
            zoneOffset = internalGet(ZONE_OFFSET);
            dstOffset = isExternallySet(DST_OFFSET) ? internalGet(DST_OFFSET) : wall - tz.getRawOffset();
        } else if (isExternallySet(DST_OFFSET)) {
            zoneOffset = tz.getRawOffset();
            dstOffset = internalGet(DST_OFFSET);
        }
        time = millis - zoneOffset - dstOffset;
        int mask = fieldMask | getSetStateFields();
        int externallySet = 0;
        for (int field = 0; field < FIELD_COUNT; field++) {
            if (isExternallySet(field)) {
                externallySet |= 1 << field;
            }
        }
        computeFields();
        if (original != null) {
            for (int field = 0; field < FIELD_COUNT; field++) {
                if ((externallySet & (1 << field)) == 0) {
                    continue;
                }
                if (original[field] != internalGet(field)) {
                    String s = original[field] + " -> " + internalGet(field);
                    System.arraycopy(original, 0, fields, 0, fields.length);
                    throw new IllegalArgumentException(getFieldName(field) + ": " + s);
                }
            }
        }
        setFieldsNormalized(mask);
    }

    private long getFixedDate(boolean julian, int year, int fieldMask) {
        int month = JANUARY;
        if ((fieldMask & (1 << MONTH)) != 0) {
            month = internalGet(MONTH);
            if (month > DECEMBER) {
                year += month / 12;
                month %= 12;
            } else if (month < JANUARY) {
                int[] rem = new int[1];
                year += floorDivide(month, 12, rem);
                month = rem[0];
            }
        }
        long fixedDate = julian ? julianEpochDay(year, month + 1, 1) : gregorianEpochDay(year, month + 1, 1);
        if ((fieldMask & (1 << MONTH)) != 0) {
            if ((fieldMask & (1 << DAY_OF_MONTH)) != 0) {
                if (isSet(DAY_OF_MONTH)) {
                    fixedDate += internalGet(DAY_OF_MONTH);
                    fixedDate--;
                }
            } else if ((fieldMask & (1 << WEEK_OF_MONTH)) != 0) {
                long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
                if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                    firstDayOfWeek -= 7;
                }
                if ((fieldMask & (1 << DAY_OF_WEEK)) != 0) {
                    firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, internalGet(DAY_OF_WEEK));
                }
                fixedDate = firstDayOfWeek + 7L * (internalGet(WEEK_OF_MONTH) - 1);
            } else {
                int dayOfWeek = (fieldMask & (1 << DAY_OF_WEEK)) != 0 ? internalGet(DAY_OF_WEEK) : getFirstDayOfWeek();
                int dowim = (fieldMask & (1 << DAY_OF_WEEK_IN_MONTH)) != 0 ? internalGet(DAY_OF_WEEK_IN_MONTH) : 1;
                if (dowim >= 0) {
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + (7L * dowim) - 1, dayOfWeek);
                } else {
                    int lastDate = monthLength(month, year) + (7 * (dowim + 1));
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + lastDate - 1, dayOfWeek);
                }
            }
        } else {
            if ((fieldMask & (1 << DAY_OF_YEAR)) != 0) {
                fixedDate += internalGet(DAY_OF_YEAR);
                fixedDate--;
            } else {
                long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
                if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                    firstDayOfWeek -= 7;
                }
                if ((fieldMask & (1 << DAY_OF_WEEK)) != 0) {
                    int dayOfWeek = internalGet(DAY_OF_WEEK);
                    if (dayOfWeek != getFirstDayOfWeek()) {
                        firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, dayOfWeek);
                    }
                }
                fixedDate = firstDayOfWeek + 7 * ((long) internalGet(WEEK_OF_YEAR) - 1);
            }
        }
        return fixedDate;
    }

    private static int floorDivide(int n, int d, int[] r) {
        if (n >= 0) {
            r[0] = n % d;
            return n / d;
        }
        int q = ((n + 1) / d) - 1;
        r[0] = n - (q * d);
        return q;
    }

    // ---- add and roll

    private long currentFixedDate() {
        complete();
        return Math.floorDiv(time + internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET), ONE_DAY);
    }

    private void pinDayOfMonth() {
        int monthLen = monthLength(internalGet(MONTH), normalizedYear());
        int dom = internalGet(DAY_OF_MONTH);
        if (dom > monthLen) {
            set(DAY_OF_MONTH, monthLen);
        }
    }

    private void setYearWithEra(int year) {
        if (year > 0) {
            set(YEAR, year);
        } else {
            set(YEAR, 1 - year);
            set(ERA, internalGetEra() == CE ? BCE : CE);
        }
    }

    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        if (field == YEAR) {
            int year = internalGet(YEAR);
            setYearWithEra(internalGetEra() == CE ? year + amount : year - amount);
            pinDayOfMonth();
        } else if (field == MONTH) {
            int month = internalGet(MONTH) + amount;
            int year = internalGet(YEAR);
            int yAmount = month >= 0 ? month / 12 : (month + 1) / 12 - 1;
            if (yAmount != 0) {
                setYearWithEra(internalGetEra() == CE ? year + yAmount : year - yAmount);
            }
            if (month >= 0) {
                set(MONTH, month % 12);
            } else {
                month %= 12;
                if (month < 0) {
                    month += 12;
                }
                set(MONTH, JANUARY + month);
            }
            pinDayOfMonth();
        } else if (field == ERA) {
            int era = internalGet(ERA) + amount;
            if (era < 0) {
                era = 0;
            }
            if (era > 1) {
                era = 1;
            }
            set(ERA, era);
        } else {
            long delta = amount;
            long timeOfDay = 0;
            switch (field) {
                case HOUR:
                case HOUR_OF_DAY:
                    delta *= ONE_HOUR;
                    break;
                case MINUTE:
                    delta *= 60000;
                    break;
                case SECOND:
                    delta *= 1000;
                    break;
                case WEEK_OF_YEAR:
                case WEEK_OF_MONTH:
                case DAY_OF_WEEK_IN_MONTH:
                    delta *= 7;
                    break;
                case AM_PM:
                    delta = amount / 2;
                    timeOfDay = 12 * (amount % 2);
                    break;
                default:
                    break;
            }
            if (field >= HOUR) {
                setTimeInMillis(time + delta);
                return;
            }
            long fd = currentFixedDate();
            timeOfDay += internalGet(HOUR_OF_DAY);
            timeOfDay *= 60;
            timeOfDay += internalGet(MINUTE);
            timeOfDay *= 60;
            timeOfDay += internalGet(SECOND);
            timeOfDay *= 1000;
            timeOfDay += internalGet(MILLISECOND);
            if (timeOfDay >= ONE_DAY) {
                fd++;
                timeOfDay -= ONE_DAY;
            } else if (timeOfDay < 0) {
                fd--;
                timeOfDay += ONE_DAY;
            }
            fd += delta;
            int zoneOffset = internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET);
            setTimeInMillis(fd * ONE_DAY + timeOfDay - zoneOffset);
            zoneOffset -= internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET);
            if (zoneOffset != 0) {
                setTimeInMillis(time + zoneOffset);
                long fd2 = currentFixedDate();
                if (fd2 != fd) {
                    setTimeInMillis(time - zoneOffset);
                }
            }
        }
    }

    public void roll(int field, boolean up) {
        roll(field, up ? +1 : -1);
    }

    private static int getRolledValue(int value, int amount, int min, int max) {
        int range = max - min + 1;
        amount %= range;
        int n = value + amount;
        if (n > max) {
            n -= range;
        } else if (n < min) {
            n += range;
        }
        return n;
    }

    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        int min = getMinimum(field);
        int max = getMaximum(field);
        switch (field) {
            case AM_PM:
            case ERA:
            case YEAR:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
                break;
            case HOUR:
            case HOUR_OF_DAY: {
                int unit = max + 1;
                int h = internalGet(field);
                int nh = (h + amount) % unit;
                if (nh < 0) {
                    nh += unit;
                }
                setTimeInMillis(time + (long) ONE_HOUR * (nh - h));
                return;
            }
            case MONTH: {
                int mon = (internalGet(MONTH) + amount) % 12;
                if (mon < 0) {
                    mon += 12;
                }
                set(MONTH, mon);
                int monthLen = monthLength(mon, normalizedYear());
                if (internalGet(DAY_OF_MONTH) > monthLen) {
                    set(DAY_OF_MONTH, monthLen);
                }
                return;
            }
            case WEEK_OF_YEAR: {
                int y = normalizedYear();
                max = getActualMaximum(WEEK_OF_YEAR);
                set(DAY_OF_WEEK, internalGet(DAY_OF_WEEK));
                int woy = internalGet(WEEK_OF_YEAR);
                int value = woy + amount;
                int weekYear = getWeekYear();
                if (weekYear == internalGet(YEAR)) {
                    if (value > min && value < max) {
                        set(WEEK_OF_YEAR, value);
                        return;
                    }
                    long fd = currentFixedDate();
                    long day1 = fd - (7L * (woy - min));
                    if (dateOf(day1)[0] != y) {
                        min++;
                    }
                    fd += 7L * (max - internalGet(WEEK_OF_YEAR));
                    if (dateOf(fd)[0] != y) {
                        max--;
                    }
                } else if (weekYear > internalGet(YEAR)) {
                    if (amount < 0) {
                        amount++;
                    }
                    woy = max;
                } else {
                    if (amount > 0) {
                        amount -= woy - max;
                    }
                    woy = min;
                }
                set(field, getRolledValue(woy, amount, min, max));
                return;
            }
            case WEEK_OF_MONTH: {
                int dow = internalGet(DAY_OF_WEEK) - getFirstDayOfWeek();
                if (dow < 0) {
                    dow += 7;
                }
                long fd = currentFixedDate();
                long month1 = fd - internalGet(DAY_OF_MONTH) + 1;
                int monthLength = monthLength(internalGet(MONTH), normalizedYear());
                long monthDay1st = dayOfWeekOnOrBefore(month1 + 6, getFirstDayOfWeek());
                if ((int) (monthDay1st - month1) >= getMinimalDaysInFirstWeek()) {
                    monthDay1st -= 7;
                }
                max = getActualMaximum(field);
                int value = getRolledValue(internalGet(field), amount, 1, max) - 1;
                long nfd = monthDay1st + value * 7L + dow;
                if (nfd < month1) {
                    nfd = month1;
                } else if (nfd >= (month1 + monthLength)) {
                    nfd = month1 + monthLength - 1;
                }
                set(DAY_OF_MONTH, (int) (nfd - month1) + 1);
                return;
            }
            case DAY_OF_MONTH:
                max = monthLength(internalGet(MONTH), normalizedYear());
                break;
            case DAY_OF_YEAR: {
                max = getActualMaximum(field);
                long fd = currentFixedDate();
                long jan1 = fd - internalGet(DAY_OF_YEAR) + 1;
                int value = getRolledValue((int) (fd - jan1) + 1, amount, min, max);
                long[] d = dateOf(jan1 + value - 1);
                set(MONTH, (int) d[1] - 1);
                set(DAY_OF_MONTH, (int) d[2]);
                return;
            }
            case DAY_OF_WEEK: {
                amount %= 7;
                if (amount == 0) {
                    return;
                }
                long fd = currentFixedDate();
                long dowFirst = dayOfWeekOnOrBefore(fd, getFirstDayOfWeek());
                fd += amount;
                if (fd < dowFirst) {
                    fd += 7;
                } else if (fd >= dowFirst + 7) {
                    fd -= 7;
                }
                long[] d = dateOf(fd);
                set(ERA, d[0] > 0 ? CE : BCE);
                set((int) (d[0] > 0 ? d[0] : 1 - d[0]), (int) d[1] - 1, (int) d[2]);
                return;
            }
            case DAY_OF_WEEK_IN_MONTH: {
                min = 1;
                int dom = internalGet(DAY_OF_MONTH);
                int monthLength = monthLength(internalGet(MONTH), normalizedYear());
                int lastDays = monthLength % 7;
                max = monthLength / 7;
                int x = (dom - 1) % 7;
                if (x < lastDays) {
                    max++;
                }
                set(DAY_OF_WEEK, internalGet(DAY_OF_WEEK));
                break;
            }
            default:
                break;
        }
        set(field, getRolledValue(internalGet(field), amount, min, max));
    }

    // ---- limits

    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        complete();
        int year = normalizedYear();
        switch (field) {
            case DAY_OF_MONTH:
                return monthLength(internalGet(MONTH), year);
            case DAY_OF_YEAR:
                return yearLength(year);
            case WEEK_OF_YEAR: {
                long jan1 = epochDayOf(year, 1, 1);
                int dayOfWeek = dayOfWeek(jan1) - getFirstDayOfWeek();
                if (dayOfWeek < 0) {
                    dayOfWeek += 7;
                }
                int value = 52;
                int magic = dayOfWeek + getMinimalDaysInFirstWeek() - 1;
                if ((magic == 6) || (isLeapYear(year) && (magic == 5 || magic == 12))) {
                    value++;
                }
                return value;
            }
            case WEEK_OF_MONTH: {
                long first = currentFixedDate() - internalGet(DAY_OF_MONTH) + 1;
                int dow1 = dayOfWeek(first) - getFirstDayOfWeek();
                if (dow1 < 0) {
                    dow1 += 7;
                }
                int monthLength = monthLength(internalGet(MONTH), year);
                int nDaysFirstWeek = 7 - dow1;
                int value = 3;
                if (nDaysFirstWeek >= getMinimalDaysInFirstWeek()) {
                    value++;
                }
                monthLength -= nDaysFirstWeek + 7 * 3;
                if (monthLength > 0) {
                    value++;
                    if (monthLength > 7) {
                        value++;
                    }
                }
                return value;
            }
            case DAY_OF_WEEK_IN_MONTH: {
                long first = currentFixedDate() - internalGet(DAY_OF_MONTH) + 1;
                int ndays = monthLength(internalGet(MONTH), year);
                int x = internalGet(DAY_OF_WEEK) - dayOfWeek(first);
                if (x < 0) {
                    x += 7;
                }
                ndays -= x;
                return (ndays + 6) / 7;
            }
            case YEAR:
                return internalGetEra() == CE ? 292278994 : 292269055;
            default:
                return getMaximum(field);
        }
    }

    // ---- week dates

    public final boolean isWeekDateSupported() {
        return true;
    }

    public int getWeekYear() {
        int year = get(YEAR);
        if (internalGetEra() == BCE) {
            year = 1 - year;
        }
        int weekOfYear = internalGet(WEEK_OF_YEAR);
        if (internalGet(MONTH) == JANUARY) {
            if (weekOfYear >= 52) {
                --year;
            }
        } else if (weekOfYear == 1) {
            ++year;
        }
        return year;
    }

    public void setWeekDate(int weekYear, int weekOfYear, int dayOfWeek) {
        if (dayOfWeek < SUNDAY || dayOfWeek > SATURDAY) {
            throw new IllegalArgumentException("invalid dayOfWeek: " + dayOfWeek);
        }
        GregorianCalendar gc = (GregorianCalendar) clone();
        gc.setLenient(true);
        int era = gc.get(ERA);
        gc.clear();
        gc.setTimeZone(TimeZone.getTimeZone("UTC"));
        gc.set(ERA, era);
        gc.set(YEAR, weekYear);
        gc.set(WEEK_OF_YEAR, 1);
        gc.set(DAY_OF_WEEK, getFirstDayOfWeek());
        int days = dayOfWeek - getFirstDayOfWeek();
        if (days < 0) {
            days += 7;
        }
        days += 7 * (weekOfYear - 1);
        if (days != 0) {
            gc.add(DAY_OF_YEAR, days);
        } else {
            gc.complete();
        }
        if (!isLenient() && (gc.getWeekYear() != weekYear || gc.internalGet(WEEK_OF_YEAR) != weekOfYear
                || gc.internalGet(DAY_OF_WEEK) != dayOfWeek)) {
            throw new IllegalArgumentException();
        }
        set(ERA, gc.internalGet(ERA));
        set(YEAR, gc.internalGet(YEAR));
        set(MONTH, gc.internalGet(MONTH));
        set(DAY_OF_MONTH, gc.internalGet(DAY_OF_MONTH));
        internalSet(WEEK_OF_YEAR, weekOfYear);
        complete();
    }

    public int getWeeksInWeekYear() {
        GregorianCalendar gc = (GregorianCalendar) clone();
        gc.setLenient(true);
        int weekYear = gc.getWeekYear();
        if (weekYear == gc.internalGet(YEAR)) {
            return gc.getActualMaximum(WEEK_OF_YEAR);
        }
        gc.set(YEAR, weekYear);
        return gc.getActualMaximum(WEEK_OF_YEAR);
    }
}
