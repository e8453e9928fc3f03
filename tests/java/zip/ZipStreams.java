import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

public class ZipStreams {
    static final long TIME = 1700000123456L;

    static String hex(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 0xf, 16)).append(Character.forDigit(b[i] & 0xf, 16));
        }
        return sb.toString();
    }

    static byte[] makeZip() throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bos);
        zos.setComment("archive comment");
        ZipEntry text = new ZipEntry("docs/readme.txt");
        text.setTime(TIME);
        text.setComment("the readme");
        zos.putNextEntry(text);
        for (int i = 0; i < 50; i++) {
            zos.write(("line " + i + " of the readme\n").getBytes());
        }
        zos.closeEntry();
        ZipEntry dir = new ZipEntry("docs/sub/");
        dir.setTime(TIME + 1000);
        zos.putNextEntry(dir);
        byte[] stored = "stored bytes, not compressed".getBytes();
        CRC32 crc = new CRC32();
        crc.update(stored);
        ZipEntry st = new ZipEntry("stored.bin");
        st.setMethod(ZipEntry.STORED);
        st.setSize(stored.length);
        st.setCrc(crc.getValue());
        st.setTime(TIME + 2001);
        st.setExtra(new byte[] {(byte) 0xfe, (byte) 0xca, 2, 0, 7, 9});
        zos.putNextEntry(st);
        zos.write(stored);
        ZipEntry uni = new ZipEntry("\u00fcnicode-\u4e2d.txt");
        uni.setTime(TIME + 3000);
        zos.putNextEntry(uni);
        zos.write(new byte[0]);
        zos.setLevel(9);
        ZipEntry empty = new ZipEntry("empty.txt");
        empty.setTime(0L);
        zos.putNextEntry(empty);
        zos.close();
        return bos.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        byte[] zip = makeZip();
        CRC32 crc = new CRC32();
        crc.update(zip);
        System.out.println("zip " + zip.length + " bytes, crc " + Long.toHexString(crc.getValue()));
        System.out.println(hex(zip, 0, 60));
        System.out.println(hex(zip, zip.length - 40, zip.length));

        ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipEntry e;
        while ((e = zis.getNextEntry()) != null) {
            System.out.println(e + " method " + e.getMethod() + " before: size " + e.getSize() + " csize "
                    + e.getCompressedSize() + " crc " + e.getCrc() + " time " + e.getTime() + " dir " + e.isDirectory()
                    + " extra " + (e.getExtra() == null ? "none" : hex(e.getExtra(), 0, e.getExtra().length)));
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            byte[] buf = new byte[100];
            int n;
            while ((n = zis.read(buf, 0, buf.length)) != -1) {
                content.write(buf, 0, n);
            }
            String s = content.toString();
            System.out.println("  after: size " + e.getSize() + " csize " + e.getCompressedSize() + " crc "
                    + Long.toHexString(e.getCrc()) + " content " + s.length() + " chars"
                    + (s.length() > 0 ? ", first line: " + s.split("\n")[0] : "") + " available " + zis.available());
        }
        zis.close();

        // Skipping entries without reading them.
        ZipInputStream skip = new ZipInputStream(new ByteArrayInputStream(zip));
        StringBuilder names = new StringBuilder();
        while ((e = skip.getNextEntry()) != null) {
            names.append(e.getName()).append(' ');
        }
        System.out.println("names: " + names);
        ZipInputStream partial = new ZipInputStream(new ByteArrayInputStream(zip));
        partial.getNextEntry();
        System.out.println("skip " + partial.skip(20) + " then " + (char) partial.read());
        partial.closeEntry();
        System.out.println("next " + partial.getNextEntry());

        // Errors.
        ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            zos.write(1);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        zos.putNextEntry(new ZipEntry("a"));
        try {
            zos.putNextEntry(new ZipEntry("a"));
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        ZipEntry noCrc = new ZipEntry("nocrc");
        noCrc.setMethod(ZipEntry.STORED);
        noCrc.setSize(3);
        try {
            zos.putNextEntry(noCrc);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        zos.close();
        zos.close();
        try {
            zos.putNextEntry(new ZipEntry("late"));
        } catch (IOException ex) {
            System.out.println("IOException " + ex.getMessage());
        }
        ZipOutputStream shortZos = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry shortStored = new ZipEntry("short");
        shortStored.setMethod(ZipEntry.STORED);
        shortStored.setSize(5);
        shortStored.setCrc(0);
        shortZos.putNextEntry(shortStored);
        shortZos.write(new byte[3]);
        try {
            shortZos.closeEntry();
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        try {
            shortZos.write(new byte[3]);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        ZipOutputStream badZos = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry badSize = new ZipEntry("badsize");
        badSize.setSize(1);
        badSize.setCompressedSize(2);
        badSize.setCrc(3);
        badZos.putNextEntry(badSize);
        badZos.write("more than one byte".getBytes());
        try {
            badZos.closeEntry();
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setMethod(3);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setSize(-1);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setCrc(1L << 32);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry((String) null);
        } catch (NullPointerException ex) {
            System.out.println("NPE " + ex.getMessage());
        }
        byte[] corrupt = zip.clone();
        corrupt[60] ^= 0x55;
        try {
            ZipInputStream c = new ZipInputStream(new ByteArrayInputStream(corrupt));
            c.getNextEntry();
            while (c.read() != -1) {
            }
            System.out.println("no error");
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        System.out.println("not a zip: " + new ZipInputStream(new ByteArrayInputStream("hello".getBytes())).getNextEntry());
        ZipEntry copy = new ZipEntry(new ZipEntry("orig"));
        ZipEntry timed = new ZipEntry("t");
        timed.setTime(TIME);
        System.out.println(copy.getName() + " " + copy.getTime() + " " + timed.getTime() + " " + ((ZipEntry) timed.clone()).getTime()
                + " " + copy.hashCode() + " " + copy.getMethod());
        timed.setTime(100000L);
        System.out.println("before 1980: " + timed.getTime());
    }
}
