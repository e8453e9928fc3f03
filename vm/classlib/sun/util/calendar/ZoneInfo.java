package sun.util.calendar;

import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.TimeZone;

/**
 * rvm's sun.util.calendar.ZoneInfo, the concrete java.util.TimeZone. A zone is a standard
 * offset plus, for regions, the transitions read from the system's zoneinfo file (TZif, RFC 8536
 * section 3: the 64-bit data block when present). Offsets after the file's last transition stay
 * at the last offset (the files carry transitions up to 2037). TimeZone.getTimeZone makes zones
 * through rvmForId; this class keeps the parsed rules of each ID.
 */
public class ZoneInfo extends TimeZone {
    private static final long serialVersionUID = 2653134537216586139L;

    private static final String ZONEINFO_DIR = "/usr/share/zoneinfo/";

    private static final String[] UTC_NAMES = {"UTC", "Etc/UTC", "Etc/UCT", "UCT", "Universal", "Zulu",
        "Etc/Universal", "Etc/Zulu"};
    private static final String[] GMT_NAMES = {"GMT", "Etc/GMT", "Greenwich", "Etc/Greenwich", "GMT0", "Etc/GMT0",
        "Etc/GMT+0", "Etc/GMT-0"};

    /** The JDK's three-letter IDs that name a region's rules (sun.timezone.ids.oldmapping=false). */
    private static final String[] OLD_IDS = {"ACT", "Australia/Darwin", "AET", "Australia/Sydney", "AGT",
        "America/Argentina/Buenos_Aires", "ART", "Africa/Cairo", "AST", "America/Anchorage", "BET",
        "America/Sao_Paulo", "BST", "Asia/Dhaka", "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST",
        "America/Chicago", "CTT", "Asia/Shanghai", "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris", "IET",
        "America/Indiana/Indianapolis", "IST", "Asia/Kolkata", "JST", "Asia/Tokyo", "MIT", "Pacific/Apia", "NET",
        "Asia/Yerevan", "NST", "Pacific/Auckland", "PLT", "Asia/Karachi", "PNT", "America/Phoenix", "PRT",
        "America/Puerto_Rico", "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal", "VST",
        "Asia/Ho_Chi_Minh"};

    private static final HashMap<String, ZoneInfo> CACHE = new HashMap<>();

    private int rawOffset;
    private int rawOffsetDiff;
    /** Transition instants in milliseconds, ascending; offsets[i] applies from transitions[i]. */
    private long[] transitions;
    private int[] offsets;
    private boolean[] dst;
    private String[] abbreviations;
    /** The offset and abbreviation before the first transition. */
    private int initialOffset;
    private String initialAbbreviation;
    private int dstSavings;
    private boolean willUseDaylight;

    public ZoneInfo() {
    }

    public ZoneInfo(String ID, int rawOffset) {
        setID(ID);
        this.rawOffset = rawOffset;
        this.initialOffset = rawOffset;
        this.transitions = new long[0];
    }

    public static synchronized TimeZone rvmForId(String id) {
        int n = id.length();
        ZoneInfo cached = CACHE.get(id);
        if (cached == null) {
            cached = n > 3 && id.startsWith("GMT") && !id.equals("GMT0") ? parseCustom(id) : load(id);
            if (cached == null) {
                return null;
            }
            CACHE.put(id, cached);
        }
        return (TimeZone) cached.clone();
    }

    private static ZoneInfo load(String id) {
        if (contains(UTC_NAMES, id) || contains(GMT_NAMES, id)) {
            return new ZoneInfo(id, 0);
        }
        if (id.equals("EST")) {
            return new ZoneInfo(id, -18000000);
        }
        if (id.equals("MST")) {
            return new ZoneInfo(id, -25200000);
        }
        if (id.equals("HST")) {
            return new ZoneInfo(id, -36000000);
        }
        String file = id;
        for (int i = 0; i < OLD_IDS.length; i += 2) {
            if (OLD_IDS[i].equals(id)) {
                file = OLD_IDS[i + 1];
            }
        }
        if (!validFileId(file)) {
            return null;
        }
        byte[] data;
        try (java.io.FileInputStream in = new java.io.FileInputStream(ZONEINFO_DIR + file)) {
            data = in.readAllBytes();
        } catch (java.io.IOException e) {
            return null;
        }
        ZoneInfo zone = new ZoneInfo();
        zone.setID(id);
        return zone.parseTzif(data) ? zone : null;
    }

    private static boolean contains(String[] list, String id) {
        for (String s : list) {
            if (s.equals(id)) {
                return true;
            }
        }
        return false;
    }

    private static boolean validFileId(String id) {
        if (id.isEmpty() || id.contains("..") || id.charAt(0) < 'A' || id.charAt(0) > 'Z') {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '/' || c == '_'
                    || c == '-' || c == '+')) {
                return false;
            }
        }
        return true;
    }

    /** GMT followed by a sign and hh, h, hhmm, hh:mm or h:mm, as the JDK's parseCustomTimeZone reads it. */
    private static ZoneInfo parseCustom(String id) {
        int length = id.length();
        int index = 3;
        boolean negative = false;
        char c = id.charAt(index++);
        if (c == '-') {
            negative = true;
        } else if (c != '+') {
            return null;
        }
        int hours = 0;
        int num = 0;
        int countDelim = 0;
        int len = 0;
        while (index < length) {
            c = id.charAt(index++);
            if (c == ':') {
                if (countDelim > 0 || len > 2) {
                    return null;
                }
                hours = num;
                countDelim++;
                num = 0;
                len = 0;
                continue;
            }
            if (c < '0' || c > '9') {
                return null;
            }
            num = num * 10 + (c - '0');
            len++;
        }
        if (countDelim == 0) {
            if (len <= 2) {
                hours = num;
                num = 0;
            } else if (len <= 4) {
                hours = num / 100;
                num %= 100;
            } else {
                return null;
            }
        } else if (len != 2) {
            return null;
        }
        if (len == 0 || hours > 23 || num > 59) {
            return null;
        }
        int offset = (hours * 60 + num) * 60000;
        return new ZoneInfo(customId(negative, hours, num), negative ? -offset : offset);
    }

    private static String customId(boolean negative, int hours, int minutes) {
        StringBuilder sb = new StringBuilder(9).append("GMT").append(negative ? '-' : '+');
        sb.append((char) ('0' + hours / 10)).append((char) ('0' + hours % 10)).append(':');
        sb.append((char) ('0' + minutes / 10)).append((char) ('0' + minutes % 10));
        return sb.toString();
    }

    /** "GMT+05:30" for an offset in milliseconds. */
    public static String rvmCustomId(int offsetMillis) {
        int minutes = Math.abs(offsetMillis) / 60000;
        return customId(offsetMillis < 0, minutes / 60, minutes % 60);
    }

    /** The US English names of the UTC and GMT zones; null for others. */
    public static String rvmDisplayName(String id, boolean daylight, boolean longName) {
        if (contains(UTC_NAMES, id)) {
            return longName ? "Coordinated Universal Time" : "UTC";
        }
        if (contains(GMT_NAMES, id)) {
            return longName ? "Greenwich Mean Time" : "GMT";
        }
        if (id.equals("EST")) {
            return longName ? "Eastern Standard Time" : "EST";
        }
        if (id.equals("MST")) {
            return longName ? "Mountain Standard Time" : "MST";
        }
        return null;
    }

    public static String[] rvmAvailableIds() {
        List<String> ids = new ArrayList<>();
        listZones(new java.io.File(ZONEINFO_DIR), "", ids);
        for (int i = 0; i < OLD_IDS.length; i += 2) {
            if (!ids.contains(OLD_IDS[i])) {
                ids.add(OLD_IDS[i]);
            }
        }
        String[] result = ids.toArray(new String[0]);
        java.util.Arrays.sort(result);
        return result;
    }

    private static void listZones(java.io.File dir, String prefix, List<String> out) {
        String[] names = dir.list();
        if (names == null) {
            return;
        }
        for (String name : names) {
            String id = prefix + name;
            if (!validFileId(id) || name.equals("SECURITY") || prefix.isEmpty() && (name.equals("posix")
                    || name.equals("right"))) {
                continue;
            }
            java.io.File f = new java.io.File(dir, name);
            if (f.isDirectory()) {
                listZones(f, id + "/", out);
            } else {
                out.add(id);
            }
        }
    }

    private static int int32(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | b[at + 3] & 0xff;
    }

    /** Reads a TZif file (RFC 8536): the version 2+ 64-bit block when present, else the 32-bit one. */
    private boolean parseTzif(byte[] b) {
        if (b.length < 44 || b[0] != 'T' || b[1] != 'Z' || b[2] != 'i' || b[3] != 'f') {
            return false;
        }
        int at = 0;
        int timeSize = 4;
        if (b[4] >= '2') {
            at = 44 + blockLength(b, 0, 4);
            timeSize = 8;
            if (b.length < at + 44) {
                return false;
            }
        }
        int isutcnt = int32(b, at + 20);
        int isstdcnt = int32(b, at + 24);
        int leapcnt = int32(b, at + 28);
        int timecnt = int32(b, at + 32);
        int typecnt = int32(b, at + 36);
        int charcnt = int32(b, at + 40);
        if (typecnt <= 0 || b.length < at + 44 + blockLength(b, at, timeSize) || isutcnt < 0 || isstdcnt < 0
                || leapcnt < 0) {
            return false;
        }
        int p = at + 44;
        long[] times = new long[timecnt];
        for (int i = 0; i < timecnt; i++) {
            times[i] = timeSize == 8 ? (long) int32(b, p) << 32 | int32(b, p + 4) & 0xffffffffL : int32(b, p);
            p += timeSize;
        }
        int[] index = new int[timecnt];
        for (int i = 0; i < timecnt; i++) {
            index[i] = b[p++] & 0xff;
        }
        int[] typeOffset = new int[typecnt];
        boolean[] typeDst = new boolean[typecnt];
        int[] typeAbbr = new int[typecnt];
        for (int i = 0; i < typecnt; i++) {
            typeOffset[i] = int32(b, p) * 1000;
            typeDst[i] = b[p + 4] != 0;
            typeAbbr[i] = b[p + 5] & 0xff;
            p += 6;
        }
        int chars = p;
        transitions = new long[timecnt];
        offsets = new int[timecnt];
        dst = new boolean[timecnt];
        abbreviations = new String[timecnt];
        for (int i = 0; i < timecnt; i++) {
            int t = index[i];
            if (t >= typecnt) {
                return false;
            }
            transitions[i] = times[i] * 1000;
            offsets[i] = typeOffset[t];
            dst[i] = typeDst[t];
            abbreviations[i] = cString(b, chars + typeAbbr[t], chars + charcnt);
        }
        initialOffset = typeOffset[0];
        initialAbbreviation = cString(b, chars + typeAbbr[0], chars + charcnt);
        // The standard offset now: that of the last standard-time period that has begun.
        long now = System.currentTimeMillis();
        rawOffset = initialOffset;
        for (int i = 0; i < timecnt; i++) {
            if (!dst[i] && (transitions[i] <= now || i == 0)) {
                rawOffset = offsets[i];
            }
            if (dst[i] && i > 0) {
                dstSavings = offsets[i] - offsets[i - 1];
            }
            if (dst[i] && transitions[i] > now) {
                willUseDaylight = true;
            }
        }
        if (!willUseDaylight) {
            dstSavings = 0;
        }
        return true;
    }

    private static int blockLength(byte[] b, int at, int timeSize) {
        int isutcnt = int32(b, at + 20);
        int isstdcnt = int32(b, at + 24);
        int leapcnt = int32(b, at + 28);
        int timecnt = int32(b, at + 32);
        int typecnt = int32(b, at + 36);
        int charcnt = int32(b, at + 40);
        return timecnt * (timeSize + 1) + typecnt * 6 + charcnt + leapcnt * (timeSize + 4) + isstdcnt + isutcnt;
    }

    private static String cString(byte[] b, int from, int limit) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < limit && b[i] != 0; i++) {
            sb.append((char) (b[i] & 0xff));
        }
        return sb.toString();
    }

    /** The index of the last transition at or before the instant, or -1. */
    private int transitionAt(long utcMillis) {
        long[] t = transitions;
        int lo = 0;
        int hi = t.length - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (t[mid] <= utcMillis) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    public int getOffset(long date) {
        if (transitions.length == 0) {
            return rawOffset;
        }
        int i = transitionAt(date);
        return (i < 0 ? initialOffset : offsets[i]) + rawOffsetDiff;
    }

    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        if (era != java.util.GregorianCalendar.AD && era != java.util.GregorianCalendar.BC) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < 0 || month > 11) {
            throw new IllegalArgumentException("Illegal month " + month);
        }
        if (transitions.length == 0) {
            return rawOffset;
        }
        int y = era == java.util.GregorianCalendar.BC ? 1 - year : year;
        long epochDay = java.time.LocalDate.of(y, month + 1, 1).toEpochDay() + day - 1;
        long local = epochDay * 86400000L + milliseconds;
        return getOffset(local - rawOffset);
    }

    public void setRawOffset(int offsetMillis) {
        if (transitions.length == 0) {
            rawOffset = offsetMillis;
            initialOffset = offsetMillis;
        } else {
            rawOffsetDiff += offsetMillis - rawOffset;
            rawOffset = offsetMillis;
        }
    }

    public int getRawOffset() {
        return rawOffset;
    }

    public boolean useDaylightTime() {
        return willUseDaylight;
    }

    public boolean observesDaylightTime() {
        return willUseDaylight;
    }

    public int getDSTSavings() {
        return dstSavings;
    }

    public boolean inDaylightTime(Date date) {
        if (transitions.length == 0) {
            return false;
        }
        int i = transitionAt(date.getTime());
        return i >= 0 && dst[i];
    }

    /** A region's abbreviation for standard or daylight time (used for short and long names). */
    public String getDisplayName(boolean daylight, int style, java.util.Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        if (transitions.length == 0 || rvmDisplayName(getID(), daylight, true) != null) {
            return super.getDisplayName(daylight, style, locale);
        }
        String name = null;
        for (int i = transitions.length - 1; i >= 0 && name == null; i--) {
            if (dst[i] == daylight) {
                name = abbreviations[i];
            }
        }
        if (name == null) {
            name = daylight ? getDisplayName(false, style, locale) : initialAbbreviation;
        }
        if (name.isEmpty() || name.charAt(0) == '+' || name.charAt(0) == '-') {
            return rvmCustomId(rawOffset + (daylight ? dstSavings : 0));
        }
        if (style == LONG) {
            String prefix = getID().startsWith("Asia/") ? "Asia/" : "";
            for (int i = 0; i < LONG_NAMES.length; i += 2) {
                if (LONG_NAMES[i].equals(prefix + name) || LONG_NAMES[i].equals(name)) {
                    return LONG_NAMES[i + 1];
                }
            }
        }
        return name;
    }

    /**
     * US English long names of common zone abbreviations (CLDR metazone names); a region whose
     * abbreviation is not here gives its abbreviation as its long name too.
     */
    private static final String[] LONG_NAMES = {"Asia/CST", "China Standard Time", "Asia/CDT", "China Daylight Time",
        "EST", "Eastern Standard Time", "EDT", "Eastern Daylight Time", "CST", "Central Standard Time", "CDT",
        "Central Daylight Time", "MST", "Mountain Standard Time", "MDT", "Mountain Daylight Time", "PST",
        "Pacific Standard Time", "PDT", "Pacific Daylight Time", "AKST", "Alaska Standard Time", "AKDT",
        "Alaska Daylight Time", "HST", "Hawaii-Aleutian Standard Time", "HDT", "Hawaii-Aleutian Daylight Time",
        "AST", "Atlantic Standard Time", "ADT", "Atlantic Daylight Time", "GMT", "Greenwich Mean Time", "BST",
        "British Summer Time", "CET", "Central European Standard Time", "CEST", "Central European Summer Time",
        "EET", "Eastern European Standard Time", "EEST", "Eastern European Summer Time", "WET",
        "Western European Standard Time", "WEST", "Western European Summer Time", "MSK", "Moscow Standard Time",
        "JST", "Japan Standard Time", "JDT", "Japan Daylight Time", "KST", "Korean Standard Time", "KDT",
        "Korean Daylight Time", "HKT", "Hong Kong Standard Time", "AEST", "Australian Eastern Standard Time",
        "AEDT", "Australian Eastern Daylight Time", "NZST", "New Zealand Standard Time", "NZDT",
        "New Zealand Daylight Time", "SAST", "South Africa Standard Time", "UTC", "Coordinated Universal Time"};

    public boolean hasSameRules(TimeZone other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ZoneInfo)) {
            return false;
        }
        ZoneInfo z = (ZoneInfo) other;
        return rawOffset == z.rawOffset && java.util.Arrays.equals(transitions, z.transitions)
                && java.util.Arrays.equals(offsets, z.offsets);
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof ZoneInfo)) {
            return false;
        }
        ZoneInfo z = (ZoneInfo) obj;
        return getID().equals(z.getID()) && hasSameRules(z);
    }

    public int hashCode() {
        return transitions.length == 0 ? rawOffset : rawOffset ^ java.util.Arrays.hashCode(offsets);
    }

    /** The region an old three-letter ID stands for in java.time (ZoneId.SHORT_IDS), else the ID. */
    public static String rvmRegionOf(String id) {
        for (int i = 0; i < OLD_IDS.length; i += 2) {
            if (OLD_IDS[i].equals(id)) {
                return OLD_IDS[i + 1];
            }
        }
        return id;
    }

    public String toString() {
        return getClass().getName() + "[id=\"" + getID() + "\",offset=" + rawOffset + ",dstSavings=" + dstSavings
                + ",useDaylight=" + willUseDaylight + ",transitions=" + transitions.length + ",lastRule=null]";
    }
}
