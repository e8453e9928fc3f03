import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;

public class FileChannels {
    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("fc");
        Path f = dir.resolve("data.bin");
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.READ)) {
            ByteBuffer buf = ByteBuffer.allocate(64);
            buf.putInt(42).putLong(7L).put("hello".getBytes(StandardCharsets.UTF_8)).flip();
            System.out.println("wrote " + ch.write(buf) + " pos " + ch.position() + " size " + ch.size());
            ch.position(4);
            ByteBuffer r = ByteBuffer.allocate(8);
            System.out.println("read " + ch.read(r) + " " + r.flip().getLong() + " pos " + ch.position());
            ByteBuffer at = ByteBuffer.allocate(5);
            System.out.println("read@12 " + ch.read(at, 12) + " " + new String(at.array(), StandardCharsets.UTF_8) + " pos " + ch.position());
            System.out.println("write@30 " + ch.write(ByteBuffer.wrap(new byte[] {1, 2}), 30) + " size " + ch.size());
            ch.truncate(10);
            System.out.println("truncated size " + ch.size() + " pos " + ch.position());
            ch.position(100);
            System.out.println("read past end " + ch.read(ByteBuffer.allocate(4)));
            ByteBuffer[] parts = {ByteBuffer.allocate(4), ByteBuffer.allocate(6)};
            ch.position(0);
            System.out.println("scatter " + ch.read(parts) + " " + parts[0].flip().getInt() + " " + parts[1].position());
            ch.position(ch.size());
            System.out.println("gather " + ch.write(new ByteBuffer[] {ByteBuffer.wrap("ab".getBytes()), ByteBuffer.wrap("cd".getBytes())}) + " size " + ch.size());
            ch.force(true);
        }
        try (FileChannel in = FileChannel.open(f); FileChannel out = FileChannel.open(dir.resolve("copy.bin"), StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            System.out.println("transferTo " + in.transferTo(0, in.size(), out) + " copy size " + out.size() + " in pos " + in.position());
            try {
                in.write(ByteBuffer.allocate(1));
            } catch (NonWritableChannelException e) {
                System.out.println(e);
            }
            try {
                out.read(ByteBuffer.allocate(1));
            } catch (NonReadableChannelException e) {
                System.out.println(e);
            }
        }
        try (FileChannel out = FileChannel.open(dir.resolve("from.bin"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             ReadableByteChannel src = Channels.newChannel(new ByteArrayInputStream("0123456789".getBytes()))) {
            System.out.println("transferFrom " + out.transferFrom(src, 0, 6) + " size " + out.size());
        }
        System.out.println(new String(Files.readAllBytes(dir.resolve("from.bin"))));
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.APPEND)) {
            ch.write(ByteBuffer.wrap("Z".getBytes()));
            System.out.println("append pos " + ch.position() + " size " + ch.size());
        }
        try {
            FileChannel.open(dir.resolve("missing"));
        } catch (NoSuchFileException e) {
            System.out.println("NoSuchFileException " + e.getMessage().endsWith("missing"));
        }
        try {
            FileChannel.open(f, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            System.out.println("FileAlreadyExistsException");
        }
        try {
            FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.APPEND);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        FileChannel closed = FileChannel.open(f);
        closed.close();
        System.out.println("open " + closed.isOpen());
        try {
            closed.size();
        } catch (ClosedChannelException e) {
            System.out.println(e);
        }

        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw"); FileChannel ch = raf.getChannel()) {
            FileLock lock = ch.lock();
            System.out.println(lock + " " + lock.isShared() + " " + lock.channel().equals(ch) + " " + (raf.getChannel() == ch));
            try (FileChannel other = FileChannel.open(f, StandardOpenOption.WRITE)) {
                other.tryLock();
            } catch (OverlappingFileLockException e) {
                System.out.println(e);
            }
            lock.release();
            System.out.println(lock.isValid());
            try (FileLock part = ch.lock(0, 4, false); FileLock part2 = ch.tryLock(4, 4, false)) {
                System.out.println(part + " " + part2 + " " + part.overlaps(2, 1) + " " + part.overlaps(4, 1));
            }
            raf.seek(2);
            System.out.println("shared position " + ch.position());
            ch.position(5);
            System.out.println("raf pointer " + raf.getFilePointer());
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_ONLY, 0, 8);
            System.out.println("map " + map.getInt() + " " + map.remaining() + " " + map.isReadOnly() + " " + map.isDirect() + " " + map.isLoaded());
            try {
                map.put((byte) 1);
            } catch (ReadOnlyBufferException e) {
                System.out.println(e);
            }
        }
        try (FileInputStream fin = new FileInputStream(f.toFile())) {
            FileChannel ch = fin.getChannel();
            ByteBuffer b = ByteBuffer.allocate(4);
            ch.read(b);
            System.out.println("stream channel " + b.flip().getInt() + " size " + ch.size() + " next " + fin.read());
            ch.close();
            try {
                fin.read();
            } catch (IOException e) {
                System.out.println("stream closed with its channel: " + e.getMessage());
            }
        }
        try (FileOutputStream fout = new FileOutputStream(dir.resolve("fos.bin").toFile())) {
            fout.getChannel().write(ByteBuffer.wrap("via channel".getBytes()));
        }
        System.out.println(Files.readString(dir.resolve("fos.bin")));
        try (SeekableByteChannel sbc = Files.newByteChannel(f)) {
            System.out.println("byte channel size " + sbc.size());
        }
        try (InputStream is = Channels.newInputStream(FileChannel.open(dir.resolve("from.bin")))) {
            System.out.println(new String(is.readAllBytes()));
        }
        for (String n : new String[] {"data.bin", "copy.bin", "from.bin", "fos.bin"}) {
            Files.delete(dir.resolve(n));
        }
        Files.delete(dir);
    }
}
