import java.util.*;
import java.util.zip.*;
import java.nio.charset.StandardCharsets;
// Base64 (basic, URL, MIME, without padding, decoding errors), UUID (name-based MD5, parsing,
// ordering), CRC32 and Adler32 against java.
public class Base64UuidChecksums {
    public static void main(String[] args) throws Exception {
        Base64.Encoder e = Base64.getEncoder(); Base64.Decoder d = Base64.getDecoder();
        for (String s : new String[]{"", "f", "fo", "foo", "foob", "fooba", "foobar", "héllo wörld ☃", "a".repeat(100)}) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            String enc = e.encodeToString(b);
            System.out.println(enc + " | " + e.withoutPadding().encodeToString(b) + " | " + Base64.getUrlEncoder().encodeToString(new byte[]{(byte)0xfb, (byte)0xff, 1}) + " | " + new String(d.decode(enc), StandardCharsets.UTF_8).equals(s) + " | " + Base64.getMimeEncoder().encodeToString(b).replace("\r\n", "\\r\\n"));
        }
        System.out.println(new String(Base64.getMimeDecoder().decode("Zm9v\r\nYmFy!!"), StandardCharsets.UTF_8) + " " + new String(d.decode("Zm9vYg"), StandardCharsets.UTF_8) + " " + Arrays.toString(Base64.getUrlDecoder().decode("-_8B")));
        for (String bad : new String[]{"Zm9v!", "Z", "Zm9vY", "Zm=9", "Zm9v=", "Zg=x"}) { try { d.decode(bad); System.out.println("ok " + bad); } catch (IllegalArgumentException ex) { System.out.println(ex.getMessage()); } }
        System.out.println(Base64.getMimeEncoder(10, "|".getBytes()).encodeToString("0123456789abcdefghij".getBytes()));
        try { Base64.getMimeEncoder(10, "A".getBytes()); } catch (IllegalArgumentException ex) { System.out.println(ex.getMessage()); }
        UUID u = UUID.nameUUIDFromBytes("hello".getBytes()); System.out.println(u + " " + u.version() + " " + u.variant() + " " + u.hashCode() + " " + UUID.fromString("123e4567-e89b-12d3-a456-426614174000") + " " + UUID.fromString("1-2-3-4-5") + " " + u.compareTo(UUID.fromString("ffffffff-ffff-ffff-ffff-ffffffffffff")) + " " + UUID.randomUUID().version() + " " + new UUID(1, 2));
        try { UUID.fromString("zz"); } catch (IllegalArgumentException ex) { System.out.println(ex.getMessage()); }
        CRC32 c = new CRC32(); c.update("The quick brown fox jumps over the lazy dog".getBytes()); System.out.println(c.getValue()); c.update(65); System.out.println(c.getValue()); c.reset(); System.out.println(c.getValue());
        Adler32 ad = new Adler32(); ad.update("Wikipedia".getBytes()); System.out.println(ad.getValue());
    }
}
