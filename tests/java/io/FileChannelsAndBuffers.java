import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.Arrays;

public class FileChannelsAndBuffers {
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
        // READ_WRITE mappings: force() and close() write to the file; the file grows to the region.
        Path mapped = dir.resolve("mapped.bin");
        Files.write(mapped, "0123456789".getBytes());
        try (FileChannel rw = FileChannel.open(mapped, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer m = rw.map(FileChannel.MapMode.READ_WRITE, 2, 4);
            System.out.println("rw map " + m.isReadOnly() + " " + (char) m.get(0) + " " + m);
            m.put(0, (byte) 'a').putShort(1, (short) 0x6263);
            m.force();
            System.out.println("after force " + Files.readString(mapped));
            m.force(3, 1);
            MappedByteBuffer moved = m.position(1).limit(3);
            System.out.println("covariant " + moved.position() + " " + m.slice().remaining() + " " + m.duplicate().flip().limit() + " " + m.rewind().position());
            MappedByteBuffer grow = rw.map(FileChannel.MapMode.READ_WRITE, 8, 4);
            grow.put(3, (byte) 'Z');
            System.out.println("grown to " + rw.size());
            try {
                m.force(3, 2);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("force range: " + e.getClass().getSimpleName());
            }
        }
        System.out.println("after close " + Files.readString(mapped).replace('\0', '.'));
        try (FileChannel ro = FileChannel.open(mapped, StandardOpenOption.READ)) {
            ro.map(FileChannel.MapMode.READ_ONLY, 0, 100);
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        Files.delete(mapped);
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
        TypedBuffers.main(args);
    }
}

/** CharBuffer, IntBuffer and the other typed buffers, views of byte buffers, and Charset coding. */
class TypedBuffers {
    public static void main(String[] args) {
        IntBuffer ib = IntBuffer.allocate(5);
        ib.put(3).put(1).put(4);
        System.out.println(ib + " " + ib.hasArray() + " " + Arrays.toString(ib.array()) + " " + ib.order());
        ib.flip();
        System.out.println(ib.get() + " " + ib.get(2) + " " + ib.remaining() + " " + ib.slice() + " " + ib.duplicate());
        ib.compact();
        System.out.println(ib + " " + Arrays.toString(ib.array()));
        IntBuffer w = IntBuffer.wrap(new int[] {9, 8, 7, 6}, 1, 2);
        System.out.println(w + " " + w.get() + " " + w.equals(IntBuffer.wrap(new int[] {7})) + " " + w.compareTo(IntBuffer.wrap(new int[] {8})) + " " + w.hashCode());
        try {
            w.asReadOnlyBuffer().put(1);
        } catch (ReadOnlyBufferException e) {
            System.out.println(e);
        }
        try {
            IntBuffer.allocate(1).put(1).put(2);
        } catch (BufferOverflowException e) {
            System.out.println(e);
        }

        ByteBuffer bb = ByteBuffer.allocate(24);
        IntBuffer view = bb.asIntBuffer();
        view.put(0x01020304).put(-1);
        System.out.println(view + " " + Arrays.toString(Arrays.copyOf(bb.array(), 8)) + " " + view.isDirect() + " " + view.hasArray() + " " + view.order());
        bb.order(ByteOrder.LITTLE_ENDIAN);
        IntBuffer le = bb.asIntBuffer();
        System.out.println(le + " " + Integer.toHexString(le.get(0)) + " " + le.order() + " " + bb.asReadOnlyBuffer().asIntBuffer());
        bb.order(ByteOrder.BIG_ENDIAN);
        bb.position(8);
        LongBuffer lb = bb.asLongBuffer();
        lb.put(Long.MAX_VALUE);
        System.out.println(lb + " " + bb.getLong(8) + " " + lb.get(0));
        DoubleBuffer db = ByteBuffer.allocate(16).putDouble(2.5).putDouble(-0.0).flip().asDoubleBuffer();
        System.out.println(db + " " + db.get() + " " + db.get() + " " + DoubleBuffer.wrap(new double[] {Double.NaN}).equals(DoubleBuffer.wrap(new double[] {Double.NaN})));
        FloatBuffer fb = FloatBuffer.allocate(3).put(1.5f).put(2f);
        fb.flip();
        System.out.println(fb + " " + fb.get(1) + " " + fb.compareTo(FloatBuffer.wrap(new float[] {1.5f, 3f})));
        ShortBuffer sb = ByteBuffer.allocateDirect(8).asShortBuffer();
        sb.put((short) -2);
        System.out.println(sb + " " + sb.get(0) + " " + sb.isDirect() + " " + ByteBuffer.allocateDirect(8).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer());

        CharBuffer cb = CharBuffer.allocate(10);
        cb.put("hello").put('!');
        cb.flip();
        System.out.println(cb + " " + cb.length() + " " + cb.charAt(1) + " " + cb.subSequence(1, 3) + " " + cb.position());
        CharBuffer ws = CharBuffer.wrap("wrapped text", 2, 7);
        System.out.println("[" + ws + "] " + ws.isReadOnly() + " " + ws.hasArray() + " " + ws.remaining() + " " + ws.get());
        CharBuffer app = CharBuffer.allocate(8);
        app.append("ab").append('c').append("xyz", 1, 2);
        System.out.println(app.flip() + " " + app.equals(CharBuffer.wrap("abcy")) + " " + CharBuffer.wrap("b").compareTo(CharBuffer.wrap("a")));
        ByteBuffer chars = ByteBuffer.allocate(6);
        chars.asCharBuffer().put("Hi!");
        System.out.println(Arrays.toString(chars.array()) + " " + chars.asCharBuffer());
        ByteBuffer enc = StandardCharsets.UTF_8.encode("h\u00e9llo");
        System.out.println(enc + " " + enc.remaining() + " " + enc.capacity());
        ByteBuffer ascii = StandardCharsets.US_ASCII.encode(CharBuffer.wrap("plain"));
        System.out.println(ascii + " " + new String(ascii.array(), 0, ascii.limit()));
        CharBuffer dec = StandardCharsets.UTF_8.decode(ByteBuffer.wrap("d\u00e9j\u00e0".getBytes(StandardCharsets.UTF_8)));
        System.out.println(dec + " " + dec.remaining() + " " + dec.capacity() + " " + dec.limit());
        StringBuilder out = new StringBuilder();
        CharBuffer src = CharBuffer.wrap("read me");
        CharBuffer dst = CharBuffer.allocate(4);
        try {
            int n;
            while ((n = src.read(dst)) > 0) {
                dst.flip();
                out.append(dst).append('|');
                dst.clear();
            }
        } catch (java.io.IOException e) {
            throw new RuntimeException(e);
        }
        System.out.println(out + " " + cb.chars().sum());
    }
}
