import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/** Writes a zip with stored and deflated entries, directories and comments, reads it back as a stream and as a ZipFile. */
public class ZipArchiveRoundTrip {
    public static void main(String[] args) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String text = "The same line again and again.\n".repeat(50);
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.setComment("archive comment");
            zip.putNextEntry(new ZipEntry("docs/"));
            zip.closeEntry();
            ZipEntry readme = new ZipEntry("docs/readme.txt");
            readme.setComment("the readme");
            readme.setTime(1_600_000_000_000L);
            zip.putNextEntry(readme);
            zip.write(text.getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            byte[] raw = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
            CRC32 crc = new CRC32();
            crc.update(raw);
            ZipEntry stored = new ZipEntry("data.bin");
            stored.setMethod(ZipEntry.STORED);
            stored.setSize(raw.length);
            stored.setCrc(crc.getValue());
            zip.putNextEntry(stored);
            zip.write(raw);
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("ünïcödé.txt"));
            zip.write("non-ASCII name".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
            try {
                zip.putNextEntry(new ZipEntry("data.bin"));
            } catch (ZipException e) {
                System.out.println("duplicate: " + e.getMessage());
            }
        }
        byte[] archive = bytes.toByteArray();
        System.out.println("archive bytes: " + archive.length);
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(archive))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                byte[] content = in.readAllBytes();
                System.out.println("stream: " + e.getName() + " dir=" + e.isDirectory() + " method=" + e.getMethod() + " read=" + content.length);
            }
        }
        Path file = Files.createTempFile("rvm-zip", ".zip");
        try {
            Files.write(file, archive);
            try (ZipFile zf = new ZipFile(file.toFile())) {
                System.out.println("zipfile: " + zf.size() + " entries, comment=" + zf.getComment());
                Enumeration<? extends ZipEntry> en = zf.entries();
                while (en.hasMoreElements()) {
                    ZipEntry e = en.nextElement();
                    System.out.println("  " + e.getName() + " size=" + e.getSize() + " compressed<size=" + (e.getCompressedSize() < e.getSize())
                            + " crc=" + Long.toHexString(e.getCrc()) + " comment=" + e.getComment() + " time=" + (e.getTime() == 1_600_000_000_000L));
                }
                String back = new String(zf.getInputStream(zf.getEntry("docs/readme.txt")).readAllBytes(), StandardCharsets.UTF_8);
                System.out.println("readme equal: " + back.equals(text) + ", missing entry: " + zf.getEntry("nope"));
            }
        } finally {
            Files.delete(file);
        }
        byte[] broken = java.util.Arrays.copyOf(archive, archive.length / 2);
        Path bad = Files.createTempFile("rvm-zip-bad", ".zip");
        try {
            Files.write(bad, broken);
            try (ZipFile zf = new ZipFile(bad.toFile())) {
                System.out.println("opened truncated zip?");
            } catch (ZipException e) {
                System.out.println("truncated: " + e.getMessage());
            }
        } finally {
            Files.delete(bad);
        }
    }
}
