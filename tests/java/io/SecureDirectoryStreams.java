import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.SecureDirectoryStream;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;

// Files.newDirectoryStream on Linux gives a SecureDirectoryStream: entries relative to the open
// directory, as recursive deleters (Guava's MoreFiles) use it.
public class SecureDirectoryStreams {
    static List<String> names(DirectoryStream<Path> stream) {
        List<String> names = new ArrayList<>();
        for (Path p : stream) {
            names.add(p.getFileName().toString());
        }
        Collections.sort(names);
        return names;
    }

    static void deleteRecursively(SecureDirectoryStream<Path> dir, Path name) throws IOException {
        BasicFileAttributeView view = dir.getFileAttributeView(name, BasicFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
        if (view.readAttributes().isDirectory()) {
            try (SecureDirectoryStream<Path> child = dir.newDirectoryStream(name, LinkOption.NOFOLLOW_LINKS)) {
                for (Path entry : child) {
                    deleteRecursively(child, entry.getFileName());
                }
            }
            dir.deleteDirectory(name);
        } else {
            dir.deleteFile(name);
        }
    }

    public static void main(String[] args) throws IOException {
        Path root = Files.createTempDirectory("rvm-sds");
        Files.createDirectories(root.resolve("a/b"));
        Files.write(root.resolve("a/one.txt"), new byte[] {1, 2, 3});
        Files.write(root.resolve("a/b/two.txt"), new byte[] {4});
        Files.write(root.resolve("top.txt"), new byte[0]);
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(root)) {
            System.out.println(stream instanceof SecureDirectoryStream);
            SecureDirectoryStream<Path> secure = (SecureDirectoryStream<Path>) stream;
            try (SecureDirectoryStream<Path> a = secure.newDirectoryStream(Paths.get("a"))) {
                System.out.println(names(a));
                try (SeekableByteChannel ch = a.newByteChannel(Paths.get("one.txt"), EnumSet.of(StandardOpenOption.READ))) {
                    ByteBuffer buf = ByteBuffer.allocate(8);
                    System.out.println(ch.read(buf) + " " + ch.size());
                }
                try {
                    a.deleteFile(Paths.get("b"));
                } catch (FileSystemException e) {
                    System.out.println(e.getClass().getName() + " " + e.getReason());
                }
                try {
                    a.deleteDirectory(Paths.get("one.txt"));
                } catch (FileSystemException e) {
                    System.out.println(e.getClass().getName() + " " + e.getReason());
                }
                a.move(Paths.get("one.txt"), secure, Paths.get("moved.txt"));
                System.out.println(Files.exists(root.resolve("moved.txt")) + " " + Files.exists(root.resolve("a/one.txt")));
            }
            System.out.println(secure.getFileAttributeView(BasicFileAttributeView.class).readAttributes().isDirectory());
            deleteRecursively(secure, Paths.get("a"));
            secure.deleteFile(Paths.get("top.txt"));
            secure.deleteFile(Paths.get("moved.txt"));
            System.out.println(names(Files.newDirectoryStream(root)));
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(root)) {
            stream.close();
            ((SecureDirectoryStream<Path>) stream).deleteFile(Paths.get("x"));
        } catch (IllegalStateException e) {
            System.out.println(e.getClass().getName());
        }
        Files.delete(root);
        System.out.println(Files.exists(root));
    }
}
