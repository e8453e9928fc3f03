package java.util.zip;

/**
 * rvm's java.util.zip.ZipEntry: name, DOS time (kept, as the JDK does, with the milliseconds
 * within its 2-second step in the upper 32 bits, so getTime returns what setTime was given, in the
 * default time zone), sizes, CRC-32, method, extra field and comment. A time DOS cannot hold
 * (before 1980, after 2107) is also kept as a Unix time, which the zip streams write and read as
 * the Info-ZIP extended timestamp field, as the JDK does. setLastModifiedTime and the other
 * FileTime methods are not provided.
 */
public class ZipEntry implements Cloneable {
    public static final int STORED = 0;
    public static final int DEFLATED = 8;

    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);
    static final long UPPER_DOSTIME_BOUND = 128L * 365 * 24 * 60 * 60 * 1000;
    /** The Info-ZIP extended timestamp extra field's header id. */
    static final int EXTID_EXTT = 0x5455;

    String name;
    long xdostime = -1;
    /** The modification time in milliseconds when DOS time cannot hold it, else -1. */
    long mtime = -1;
    long crc = -1;
    long size = -1;
    long csize = -1;
    int method = -1;
    int flag = 0;
    byte[] extra;
    String comment;

    public ZipEntry(String name) {
        if (name == null) {
            throw new NullPointerException("name");
        }
        if (name.length() > 0xFFFF) {
            throw new IllegalArgumentException("entry name too long");
        }
        this.name = name;
    }

    public ZipEntry(ZipEntry e) {
        if (e == null) {
            throw new NullPointerException("entry");
        }
        name = e.name;
        xdostime = e.xdostime;
        mtime = e.mtime;
        crc = e.crc;
        size = e.size;
        csize = e.csize;
        method = e.method;
        flag = e.flag;
        extra = e.extra;
        comment = e.comment;
    }

    public String getName() {
        return name;
    }

    public void setTime(long time) {
        this.xdostime = javaToExtendedDosTime(time);
        if (xdostime != DOSTIME_BEFORE_1980 && time <= UPPER_DOSTIME_BOUND) {
            this.mtime = -1;
        } else {
            this.mtime = time;
        }
    }

    public long getTime() {
        if (mtime != -1) {
            return mtime;
        }
        return (xdostime != -1) ? extendedDosToJavaTime(xdostime) : -1;
    }

    /** Reads the extended timestamp's modification time from an extra field read from a file. */
    void readExtendedTime(byte[] extra) {
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = ZipConstants.get16(extra, off);
            int sz = ZipConstants.get16(extra, off + 2);
            off += 4;
            if (off + sz > extra.length) {
                return;
            }
            if (tag == EXTID_EXTT && sz >= 5 && (extra[off] & 0x1) != 0) {
                mtime = ((int) ZipConstants.get32(extra, off + 1)) * 1000L;
            }
            off += sz;
        }
    }

    public void setSize(long size) {
        if (size < 0) {
            throw new IllegalArgumentException("invalid entry size");
        }
        this.size = size;
    }

    public long getSize() {
        return size;
    }

    public long getCompressedSize() {
        return csize;
    }

    public void setCompressedSize(long csize) {
        this.csize = csize;
    }

    public void setCrc(long crc) {
        if (crc < 0 || crc > 0xFFFFFFFFL) {
            throw new IllegalArgumentException("invalid entry crc-32");
        }
        this.crc = crc;
    }

    public long getCrc() {
        return crc;
    }

    public void setMethod(int method) {
        if (method != STORED && method != DEFLATED) {
            throw new IllegalArgumentException("invalid compression method");
        }
        this.method = method;
    }

    public int getMethod() {
        return method;
    }

    public void setExtra(byte[] extra) {
        if (extra != null && extra.length > 0xFFFF) {
            throw new IllegalArgumentException("invalid extra field length");
        }
        this.extra = extra;
    }

    public byte[] getExtra() {
        return extra;
    }

    public void setComment(String comment) {
        this.comment = comment;
    }

    public String getComment() {
        return comment;
    }

    public boolean isDirectory() {
        return name.endsWith("/");
    }

    public String toString() {
        return getName();
    }

    public int hashCode() {
        return name.hashCode();
    }

    public Object clone() {
        try {
            ZipEntry e = (ZipEntry) super.clone();
            if (extra != null) {
                e.extra = new byte[extra.length];
                System.arraycopy(extra, 0, e.extra, 0, extra.length);
            }
            return e;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    // ---------------------------------------------------------------- DOS time, in the default zone

    @SuppressWarnings("deprecation")
    static long javaToExtendedDosTime(long time) {
        java.util.Date d = new java.util.Date(Math.floorDiv(time, 1000L) * 1000L);
        int year = d.getYear() + 1900 - 1980;
        if (year < 0) {
            return DOSTIME_BEFORE_1980;
        }
        long dosTime = (year << 25 | (d.getMonth() + 1) << 21 | d.getDate() << 16 | d.getHours() << 11
                | d.getMinutes() << 5 | d.getSeconds() >> 1) & 0xffffffffL;
        return dosTime + ((time % 2000) << 32);
    }

    @SuppressWarnings("deprecation")
    static long dosToJavaTime(long dtime) {
        int year = (int) (((dtime >> 25) & 0x7f) + 1980);
        int month = (int) ((dtime >> 21) & 0x0f);
        int day = (int) ((dtime >> 16) & 0x1f);
        int hour = (int) ((dtime >> 11) & 0x1f);
        int minute = (int) ((dtime >> 5) & 0x3f);
        int second = (int) ((dtime << 1) & 0x3e);
        return new java.util.Date(year - 1900, month - 1, day, hour, minute, second).getTime();
    }

    static long extendedDosToJavaTime(long xdostime) {
        long time = dosToJavaTime(xdostime);
        return time + (xdostime >> 32);
    }
}
