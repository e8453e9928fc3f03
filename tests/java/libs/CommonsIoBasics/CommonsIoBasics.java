import org.apache.commons.io.FileUtils;
import org.apache.commons.io.FilenameUtils;
import org.apache.commons.io.IOUtils;
import org.apache.commons.io.LineIterator;
import org.apache.commons.io.filefilter.TrueFileFilter;
import org.apache.commons.io.output.ByteArrayOutputStream;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;

public class CommonsIoBasics {
    public static void main(String[] args) throws Exception {
        InputStream in = new ByteArrayInputStream("line one\nline two\n".getBytes(StandardCharsets.UTF_8));
        System.out.println(IOUtils.readLines(in, StandardCharsets.UTF_8));
        System.out.println(IOUtils.toString(new StringReader("reader text")));
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        IOUtils.copy(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}), bos);
        System.out.println(bos.size() + " " + IOUtils.contentEquals(new ByteArrayInputStream(new byte[] {1}), new ByteArrayInputStream(new byte[] {1})));
        File dir = Files.createTempDirectory("rvm-cio").toFile();
        try {
            File a = new File(dir, "a.txt");
            FileUtils.writeStringToFile(a, "alpha\nbeta\n", StandardCharsets.UTF_8);
            File sub = new File(dir, "sub");
            FileUtils.forceMkdir(sub);
            FileUtils.copyFile(a, new File(sub, "b.txt"));
            FileUtils.writeLines(new File(sub, "c.log"), java.util.Arrays.asList("x", "y"));
            System.out.println(FileUtils.readFileToString(new File(sub, "b.txt"), StandardCharsets.UTF_8).length());
            System.out.println(FileUtils.readLines(new File(sub, "c.log"), StandardCharsets.UTF_8));
            Collection<File> files = FileUtils.listFiles(dir, new String[] {"txt"}, true);
            List<String> names = new ArrayList<>();
            for (File f : files) names.add(dir.toPath().relativize(f.toPath()).toString());
            Collections.sort(names);
            System.out.println(names);
            System.out.println(FileUtils.sizeOfDirectory(dir) + " " + FileUtils.byteCountToDisplaySize(2048L * 1024));
            try (LineIterator it = FileUtils.lineIterator(a, "UTF-8")) {
                while (it.hasNext()) System.out.println("> " + it.nextLine());
            }
            System.out.println(FileUtils.contentEquals(a, new File(sub, "b.txt")));
            FileUtils.moveFile(new File(sub, "c.log"), new File(dir, "moved.log"));
            System.out.println(new File(dir, "moved.log").exists() + " " + new File(sub, "c.log").exists());
        } finally {
            FileUtils.deleteDirectory(dir);
        }
        System.out.println(dir.exists());
        System.out.println(FilenameUtils.getExtension("/a/b/c.tar.gz") + " " + FilenameUtils.getBaseName("/a/b/c.txt") + " " + FilenameUtils.normalize("/a/./b/../c") + " " + FilenameUtils.wildcardMatch("x.java", "*.java"));
    }
}
