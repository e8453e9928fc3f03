package java.time;

/** rvm-only: region zone IDs, the system's default zone and the region class behind ZoneId. */
final class RvmZones {
    private RvmZones() {
    }

    private static final String[] UTC_ALIASES = {"UTC", "GMT", "UT", "Etc/UTC", "Etc/GMT", "Etc/UCT", "Etc/Universal",
        "Etc/Zulu", "Etc/Greenwich", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "GMT0", "Greenwich", "UCT", "Universal", "Zulu"};

    static boolean isUtcAlias(String id) {
        for (String a : UTC_ALIASES) {
            if (a.equals(id)) {
                return true;
            }
        }
        return false;
    }

    /** TZ if set, else the zone /etc/localtime links to, else UTC (as HotSpot decides on Linux). */
    static String systemZoneId() {
        String tz = System.getenv("TZ");
        if (tz != null && !tz.isEmpty()) {
            if (tz.startsWith(":")) {
                tz = tz.substring(1);
            }
            if (tz.startsWith("/usr/share/zoneinfo/")) {
                tz = tz.substring("/usr/share/zoneinfo/".length());
            }
            return tz;
        }
        try {
            String path = new java.io.File("/etc/localtime").getCanonicalPath();
            int i = path.indexOf("/zoneinfo/");
            if (i >= 0) {
                return path.substring(i + "/zoneinfo/".length());
            }
        } catch (java.io.IOException e) {
            // fall through
        }
        return "UTC";
    }

    static ZoneId region(String zoneId) {
        int n = zoneId.length();
        boolean valid = n >= 2;
        for (int i = 0; valid && i < n; i++) {
            char c = zoneId.charAt(i);
            if (c >= 'a' && c <= 'z') {
                continue;
            }
            if (c >= 'A' && c <= 'Z') {
                continue;
            }
            if (c == '/' && i != 0) {
                continue;
            }
            if (c >= '0' && c <= '9' && i != 0) {
                continue;
            }
            if (c == '~' && i != 0) {
                continue;
            }
            if (c == '.' && i != 0) {
                continue;
            }
            if (c == '_' && i != 0) {
                continue;
            }
            if (c == '+' && i != 0) {
                continue;
            }
            if (c == '-' && i != 0) {
                continue;
            }
            valid = false;
        }
        if (!valid) {
            throw new DateTimeException("Invalid ID for region-based ZoneId, invalid format: " + zoneId);
        }
        if (isUtcAlias(zoneId)) {
            return new Region(zoneId, ZoneOffset.UTC);
        }
        if (zoneId.contains("..") || !new java.io.File("/usr/share/zoneinfo/" + zoneId).isFile()) {
            throw new java.time.zone.ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        return new Region(zoneId, null);
    }

    /** A region ID; fixedOffset is set for UTC and its aliases and the prefixed offsets. */
    static final class Region extends ZoneId {
        private static final long serialVersionUID = 8386373296231747096L;

        private final String id;
        private final ZoneOffset fixedOffset;

        Region(String id, ZoneOffset fixedOffset) {
            this.id = id;
            this.fixedOffset = fixedOffset;
        }

        public String getId() {
            return id;
        }

        public ZoneId normalized() {
            // HotSpot keeps region IDs with fixed rules (UTC) as regions, except prefixed offsets.
            if (fixedOffset != null && (id.startsWith("UTC") || id.startsWith("GMT") || id.startsWith("UT")) && id.length() > 3) {
                return fixedOffset;
            }
            return fixedOffset != null ? fixedOffset : this;
        }

        ZoneOffset rvmFixedOffset() {
            return fixedOffset;
        }
    }
}
