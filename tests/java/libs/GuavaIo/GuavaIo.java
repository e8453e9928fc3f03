import com.google.common.base.Charsets;
import com.google.common.io.ByteStreams;
import com.google.common.io.CharStreams;
import com.google.common.io.Files;
import com.google.common.io.MoreFiles;
import com.google.common.io.RecursiveDeleteOption;
import com.google.common.io.Resources;
import com.google.common.io.ByteSource;
import com.google.common.hash.Hashing;
import com.google.common.primitives.Bytes;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.StringReader;
import java.nio.file.Path;

public class GuavaIo {
    public static void main(String[] args) throws Exception {
        Path dir = java.nio.file.Files.createTempDirectory("rvm-guava");
        File f = dir.resolve("data.txt").toFile();
        Files.asCharSink(f, Charsets.UTF_8).write("first\nsecond\n");
        System.out.println(Files.readLines(f, Charsets.UTF_8) + " " + Files.getFileExtension(f.getName()) + " " + Files.getNameWithoutExtension(f.getName()));
        System.out.println(Files.asByteSource(f).size() + " " + Files.asCharSource(f, Charsets.UTF_8).readFirstLine());
        Files.copy(f, dir.resolve("copy.txt").toFile());
        System.out.println(Files.equal(f, dir.resolve("copy.txt").toFile()));
        System.out.println(ByteSource.wrap(new byte[] {1, 2, 3}).hash(Hashing.crc32()));
        System.out.println(ByteStreams.toByteArray(new ByteArrayInputStream(new byte[] {5, 6})).length + " " + CharStreams.toString(new StringReader("chars")));
        System.out.println(Bytes.asList(ByteStreams.toByteArray(new ByteArrayInputStream(new byte[] {9}))));
        java.nio.file.Files.createDirectories(dir.resolve("x/y"));
        java.nio.file.Files.write(dir.resolve("x/y/z.bin"), new byte[] {1});
        MoreFiles.deleteRecursively(dir);
        System.out.println(java.nio.file.Files.exists(dir));
        try { Resources.getResource("no/such/resource.txt"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
    }
}
