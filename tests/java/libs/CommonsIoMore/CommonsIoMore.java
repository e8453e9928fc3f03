import org.apache.commons.io.FileUtils;
import org.apache.commons.io.HexDump;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.input.BOMInputStream;
import org.apache.commons.io.input.CountingInputStream;
import org.apache.commons.io.input.ReversedLinesFileReader;
import org.apache.commons.io.output.TeeOutputStream;
import org.apache.commons.io.output.StringBuilderWriter;
import org.apache.commons.io.filefilter.FileFilterUtils;
import org.apache.commons.io.filefilter.IOFileFilter;
import org.apache.commons.io.monitor.FileAlterationObserver;
import org.apache.commons.io.monitor.FileAlterationListenerAdaptor;
import org.apache.commons.io.comparator.NameFileComparator;
import org.apache.commons.io.file.PathUtils;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

public class CommonsIoMore {
    public static void main(String[] args) throws Exception {
        byte[] withBom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'h', 'i'};
        BOMInputStream bom = new BOMInputStream(new ByteArrayInputStream(withBom));
        System.out.println(bom.hasBOM() + " " + IOUtils.toString(bom, StandardCharsets.UTF_8));
        CountingInputStream cis = new CountingInputStream(new ByteArrayInputStream(new byte[100]));
        IOUtils.skip(cis, 40);
        System.out.println(cis.getByteCount());
        ByteArrayOutputStream a = new ByteArrayOutputStream(), b = new ByteArrayOutputStream();
        try (TeeOutputStream tee = new TeeOutputStream(a, b)) { tee.write("tee".getBytes(StandardCharsets.UTF_8)); }
        System.out.println(a + " " + b);
        ByteArrayOutputStream hex = new ByteArrayOutputStream();
        HexDump.dump("Hello, hexdump!".getBytes(StandardCharsets.US_ASCII), 0, hex, 0);
        System.out.print(hex.toString("US-ASCII"));
        StringBuilderWriter sbw = new StringBuilderWriter();
        IOUtils.write("written", sbw);
        System.out.println(sbw);
        Path dir = Files.createTempDirectory("rvm-cio2");
        File d = dir.toFile();
        FileUtils.writeStringToFile(new File(d, "log.txt"), "1\n2\n3\n4\n", StandardCharsets.UTF_8);
        FileUtils.touch(new File(d, "b.dat"));
        FileUtils.touch(new File(d, "a.dat"));
        try (ReversedLinesFileReader r = new ReversedLinesFileReader(new File(d, "log.txt"), StandardCharsets.UTF_8)) {
            System.out.println(r.readLine() + " " + r.readLine());
        }
        IOFileFilter filter = FileFilterUtils.suffixFileFilter(".dat");
        File[] dats = d.listFiles((java.io.FileFilter) filter);
        Arrays.sort(dats, NameFileComparator.NAME_COMPARATOR);
        for (File f : dats) System.out.println(f.getName());
        FileAlterationObserver obs = new FileAlterationObserver(d);
        StringBuilder events = new StringBuilder();
        obs.addListener(new FileAlterationListenerAdaptor() {
            @Override public void onFileCreate(File file) { events.append("create ").append(file.getName()).append(';'); }
            @Override public void onFileDelete(File file) { events.append("delete ").append(file.getName()).append(';'); }
        });
        obs.initialize();
        FileUtils.touch(new File(d, "new.txt"));
        FileUtils.forceDelete(new File(d, "a.dat"));
        obs.checkAndNotify();
        System.out.println(events);
        System.out.println(PathUtils.isEmptyDirectory(dir) + " " + PathUtils.countDirectory(dir).getFileCounter().get());
        PathUtils.deleteDirectory(dir);
        System.out.println(Files.exists(dir));
    }
}
