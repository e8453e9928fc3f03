import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/** A WatchService over a temporary directory: creations, modifications, deletions, renames, key life cycle, errors. */
public class WatchServiceEvents {
    /** Collects events until `expected` distinct "KIND name" entries arrived (or 5 s passed); prints them sorted. */
    static void collect(WatchService ws, WatchKey key, String label, int expected) throws InterruptedException {
        TreeSet<String> seen = new TreeSet<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (seen.size() < expected && System.nanoTime() < deadline) {
            WatchKey k = ws.poll(200, TimeUnit.MILLISECONDS);
            if (k == null) {
                continue;
            }
            if (k != key) {
                System.out.println("unexpected key");
            }
            for (WatchEvent<?> e : k.pollEvents()) {
                seen.add(e.kind().name() + " " + e.context() + (e.context() instanceof Path ? "" : " (not a Path)"));
            }
            k.reset();
        }
        System.out.println(label + ": " + seen);
    }

    static void delete(Path p) throws IOException {
        if (Files.isDirectory(p)) {
            try (var s = Files.list(p)) {
                for (Path c : s.toList()) {
                    delete(c);
                }
            }
        }
        Files.deleteIfExists(p);
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("rvm-watch");
        try {
            run(dir);
        } finally {
            delete(dir);
        }
    }

    static void run(Path dir) throws Exception {
        WatchService ws = FileSystems.getDefault().newWatchService();
        System.out.println("poll on an empty service: " + ws.poll());
        System.out.println("timed poll: " + ws.poll(50, TimeUnit.MILLISECONDS));
        WatchKey key = dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                StandardWatchEventKinds.ENTRY_MODIFY);
        System.out.println("valid " + key.isValid() + " watchable is dir " + key.watchable().equals(dir)
                + " same key again " + (dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_DELETE, StandardWatchEventKinds.ENTRY_MODIFY) == key));

        Files.writeString(dir.resolve("a.txt"), "hello");
        Files.createDirectory(dir.resolve("sub"));
        collect(ws, key, "created", 3);

        Files.writeString(dir.resolve("a.txt"), "hello again");
        collect(ws, key, "modified", 1);

        Files.move(dir.resolve("a.txt"), dir.resolve("b.txt"));
        collect(ws, key, "renamed", 2);

        Files.delete(dir.resolve("b.txt"));
        Files.delete(dir.resolve("sub"));
        collect(ws, key, "deleted", 2);

        // A key taken with take(), then its events and count.
        Files.createFile(dir.resolve("c.txt"));
        WatchKey taken = ws.take();
        List<String> kinds = new ArrayList<>();
        for (WatchEvent<?> e : taken.pollEvents()) {
            kinds.add(e.kind() + ":" + e.context());
        }
        System.out.println("take: same key " + (taken == key) + " first event " + kinds.get(0) + " reset " + taken.reset());

        key.cancel();
        System.out.println("after cancel valid " + key.isValid() + " reset " + key.reset());
        Files.writeString(dir.resolve("d.txt"), "x");
        System.out.println("cancelled key polls: " + ws.poll(100, TimeUnit.MILLISECONDS));

        // A watched directory that is deleted: its key is signalled and invalid.
        Path gone = Files.createDirectory(dir.resolve("gone"));
        WatchKey goneKey = gone.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        Files.delete(gone);
        WatchKey k = ws.poll(5, TimeUnit.SECONDS);
        System.out.println("deleted dir: key " + (k == goneKey) + " valid " + goneKey.isValid() + " reset " + goneKey.reset());

        try {
            dir.resolve("d.txt").register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (NotDirectoryException e) {
            System.out.println("NotDirectoryException " + e.getMessage().endsWith("d.txt"));
        }
        try {
            dir.resolve("missing").register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage().endsWith("missing"));
        }
        try {
            dir.register(ws);
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException " + e.getMessage());
        }

        WatchKey k2 = dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        ws.close();
        ws.close();
        System.out.println("closed: key valid " + k2.isValid());
        try {
            ws.poll();
        } catch (ClosedWatchServiceException e) {
            System.out.println("poll: ClosedWatchServiceException");
        }
        try {
            ws.take();
        } catch (ClosedWatchServiceException e) {
            System.out.println("take: ClosedWatchServiceException");
        }
        try {
            dir.register(ws, StandardWatchEventKinds.ENTRY_CREATE);
        } catch (ClosedWatchServiceException e) {
            System.out.println("register: ClosedWatchServiceException");
        }

        // close() from another thread ends a blocked take().
        WatchService ws2 = FileSystems.getDefault().newWatchService();
        Thread closer = new Thread(() -> {
            try {
                Thread.sleep(100);
                ws2.close();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        closer.start();
        try {
            ws2.take();
        } catch (ClosedWatchServiceException e) {
            System.out.println("blocked take ended by close");
        }
        closer.join();
        System.out.println(StandardWatchEventKinds.OVERFLOW + " " + StandardWatchEventKinds.ENTRY_CREATE.type().getSimpleName()
                + " " + StandardWatchEventKinds.OVERFLOW.type().getSimpleName());
    }
}
