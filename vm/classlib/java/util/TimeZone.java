package java.util;

import java.time.ZoneId;
import sun.util.calendar.ZoneInfo;

/**
 * rvm's java.util.TimeZone. The concrete zones are sun.util.calendar.ZoneInfo as in the JDK:
 * UTC and GMT, custom offsets ("GMT+05:30"), and the region IDs of the system's zoneinfo
 * database, whose offsets come from the database file (its transitions, 1901-2037). An unknown
 * ID gives GMT, as in the JDK. Display names are the US English ones for GMT, UTC and custom
 * zones; a region's long name is not known to rvm and is given as its abbreviation.
 */
public abstract class TimeZone implements java.io.Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;

    public static final int SHORT = 0;
    public static final int LONG = 1;

    static final String GMT_ID = "GMT";

    private String ID;

    private static volatile TimeZone defaultTimeZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault());
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault());
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        String id = getID();
        String name = ZoneInfo.rvmDisplayName(id, daylight, style == LONG);
        if (name != null) {
            return name;
        }
        if (id.startsWith("GMT") && id.length() > 3) {
            char sign = id.charAt(3);
            if (sign == '+' || sign == '-') {
                return id;
            }
        }
        int offset = getRawOffset();
        if (daylight) {
            offset += getDSTSavings();
        }
        return ZoneInfo.rvmCustomId(offset);
    }

    public int getDSTSavings() {
        if (useDaylightTime()) {
            return 3600000;
        }
        return 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        TimeZone tz = ZoneInfo.rvmForId(ID);
        if (tz == null) {
            tz = ZoneInfo.rvmForId(GMT_ID);
        }
        return tz;
    }

    public static TimeZone getTimeZone(ZoneId zoneId) {
        String tzid = zoneId.getId();
        if (tzid.equals("Z")) {
            return getTimeZone("UTC");
        }
        char c = tzid.charAt(0);
        if (c == '+' || c == '-') {
            tzid = "GMT" + tzid;
        }
        return getTimeZone(tzid);
    }

    public ZoneId toZoneId() {
        String id = getID();
        if (id.equals("EST")) {
            return ZoneId.of("-05:00");
        }
        if (id.equals("MST")) {
            return ZoneId.of("-07:00");
        }
        if (id.equals("HST")) {
            return ZoneId.of("-10:00");
        }
        return ZoneId.of(ZoneInfo.rvmRegionOf(id));
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        List<String> ids = new ArrayList<>();
        for (String id : getAvailableIDs()) {
            TimeZone tz = ZoneInfo.rvmForId(id);
            if (tz != null && tz.getRawOffset() == rawOffset) {
                ids.add(id);
            }
        }
        return ids.toArray(new String[0]);
    }

    public static synchronized String[] getAvailableIDs() {
        return ZoneInfo.rvmAvailableIds();
    }

    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    static TimeZone getDefaultRef() {
        TimeZone defaultZone = defaultTimeZone;
        if (defaultZone == null) {
            synchronized (TimeZone.class) {
                defaultZone = defaultTimeZone;
                if (defaultZone == null) {
                    String id = System.getProperty("user.timezone");
                    if (id == null || id.isEmpty()) {
                        id = ZoneId.systemDefault().getId();
                    }
                    defaultZone = ZoneInfo.rvmForId(id);
                    if (defaultZone == null) {
                        defaultZone = ZoneInfo.rvmForId(GMT_ID);
                    }
                    defaultTimeZone = defaultZone;
                }
            }
        }
        return defaultZone;
    }

    public static void setDefault(TimeZone zone) {
        synchronized (TimeZone.class) {
            defaultTimeZone = zone == null ? null : (TimeZone) zone.clone();
        }
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset() && useDaylightTime() == other.useDaylightTime();
    }

    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }
}
