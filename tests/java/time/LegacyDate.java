import java.time.Instant;
import java.util.Date;

/** java.util.Date in the UTC default zone: fields, toString (Julian calendar before 1582), conversions. */
public class LegacyDate {
    public static void main(String[] args) {
        long[] ts = {0L, 1234567890123L, -1L, 951782400000L, 253402300799999L, -62135596800000L,
            -12219292800000L, -12219292800001L, -30000000000000L};
        for (long t : ts) {
            Date d = new Date(t);
            System.out.println(d + " " + d.getYear() + " " + d.getMonth() + " " + d.getDate() + " " + d.getDay()
                + " " + d.getHours() + " " + d.getMinutes() + " " + d.getSeconds());
        }
        System.out.println(new Date(70, 0, 1).getTime());
        System.out.println(new Date(100, 1, 29, 12, 30, 15).getTime());
        System.out.println(new Date(100, 13, 40, 25, 61).getTime());
        System.out.println(new Date(-318, 9, 4).getTime() + " " + new Date(-318, 9, 15).getTime());
        System.out.println(new Date(-1000, 5, 6).getTime() + " " + new Date(-1000, 5, 6));
        Date d = new Date(5000);
        Date c = (Date) d.clone();
        c.setTime(7);
        System.out.println(d.getTime() + " " + c.getTime());
        Date e = new Date(0L);
        System.out.println(e.getTime() + " " + e.equals(new Date(0)) + " " + e.before(new Date(1)) + " "
            + e.after(new Date(1)) + " " + e.compareTo(new Date(-5)) + " " + e.hashCode());
        Date d2 = new Date(1234567890123L);
        System.out.println(d2.getTime() + " " + d2.hashCode() + " " + d2.toInstant());
        System.out.println(Date.from(Instant.ofEpochSecond(99, 5_000_000)).getTime());
        try {
            Date.from(Instant.MAX);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getCause().getClass().getName());
        }
    }
}
