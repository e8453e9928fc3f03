package java.time;

import java.util.Objects;

/**
 * rvm's java.time.ZoneId: offsets (ZoneOffset), the fixed UTC/GMT/UT regions with optional
 * offsets ("GMT+02:00"), and region IDs known to the system's zoneinfo database, whose offsets
 * come from the database file (see sun.util.calendar.ZoneInfo; there is no ZoneRules class).
 */
public abstract class ZoneId implements java.io.Serializable {
    private static final long serialVersionUID = 8352817235686L;

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        String id = RvmZones.systemZoneId();
        try {
            return of(id);
        } catch (DateTimeException e) {
            return ZoneOffset.UTC;
        }
    }

    public static ZoneId of(String zoneId) {
        Objects.requireNonNull(zoneId, "zoneId");
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2);
        }
        return RvmZones.region(zoneId);
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(offset, "offset");
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix.concat(offset.getId());
        }
        return new RvmZones.Region(prefix, offset);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        if (zoneId.charAt(prefixLength) != '+' && zoneId.charAt(prefixLength) != '-') {
            return RvmZones.region(zoneId);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            if (offset == ZoneOffset.UTC) {
                return ofOffset(prefix, offset);
            }
            return ofOffset(prefix, offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public abstract String getId();

    public ZoneId normalized() {
        ZoneOffset fixed = rvmFixedOffset();
        return fixed != null ? fixed : this;
    }

    /** rvm: the offset if this zone never changes it, else null. */
    abstract ZoneOffset rvmFixedOffset();

    /**
     * rvm: the offset from UTC at the instant; a region's from its zoneinfo file through
     * sun.util.calendar.ZoneInfo (the rules java.util.TimeZone uses).
     */
    ZoneOffset rvmOffsetAt(Instant instant) {
        ZoneOffset fixed = rvmFixedOffset();
        if (fixed != null) {
            return fixed;
        }
        java.util.TimeZone zone = sun.util.calendar.ZoneInfo.rvmForId(getId());
        if (zone == null) {
            throw new UnsupportedOperationException("rvm: the rules of time zone " + getId() + " are not available");
        }
        long seconds = instant.getEpochSecond();
        long millis = seconds > Long.MAX_VALUE / 1000 ? Long.MAX_VALUE
                : seconds < Long.MIN_VALUE / 1000 ? Long.MIN_VALUE : seconds * 1000;
        return ZoneOffset.ofTotalSeconds(zone.getOffset(millis) / 1000);
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            ZoneId other = (ZoneId) obj;
            return getId().equals(other.getId());
        }
        return false;
    }

    public int hashCode() {
        return getId().hashCode();
    }

    public String toString() {
        return getId();
    }
}
