import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

public class DeflaterInflater {
    static String hex(byte[] b, int len) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < len; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 0xf, 16)).append(Character.forDigit(b[i] & 0xf, 16));
        }
        return sb.toString();
    }

    static byte[] text(int repeat) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < repeat; i++) {
            sb.append("The quick brown fox ").append(i % 7).append(" jumps over the lazy dog. ");
        }
        return sb.toString().getBytes();
    }

    static byte[] compress(byte[] data, int level, boolean nowrap) {
        Deflater d = new Deflater(level, nowrap);
        d.setInput(data);
        d.finish();
        byte[] buf = new byte[data.length + 64];
        int n = 0;
        while (!d.finished()) {
            n += d.deflate(buf, n, Math.min(37, buf.length - n));
        }
        System.out.println("level " + level + " nowrap " + nowrap + ": in " + d.getTotalIn() + " out " + d.getTotalOut()
                + " read " + d.getBytesRead() + " written " + d.getBytesWritten() + " needsInput " + d.needsInput());
        d.end();
        byte[] out = new byte[n];
        System.arraycopy(buf, 0, out, 0, n);
        return out;
    }

    static byte[] decompress(byte[] data, int expected, boolean nowrap) throws DataFormatException {
        Inflater inf = new Inflater(nowrap);
        inf.setInput(data);
        byte[] out = new byte[expected + 10];
        int n = 0;
        while (!inf.finished()) {
            int k = inf.inflate(out, n, Math.min(100, out.length - n));
            if (k == 0 && inf.needsInput()) {
                break;
            }
            n += k;
        }
        System.out.println("  inflated " + n + " finished " + inf.finished() + " remaining " + inf.getRemaining()
                + " in " + inf.getTotalIn() + " out " + inf.getTotalOut());
        inf.end();
        byte[] r = new byte[n];
        System.arraycopy(out, 0, r, 0, n);
        return r;
    }

    public static void main(String[] args) throws Exception {
        byte[] data = text(40);
        for (int level : new int[] {Deflater.DEFAULT_COMPRESSION, 0, 1, 9}) {
            for (boolean nowrap : new boolean[] {false, true}) {
                byte[] c = compress(data, level, nowrap);
                System.out.println("  " + hex(c, Math.min(c.length, 24)) + "... crc " + crcOf(c));
                byte[] back = decompress(c, data.length, nowrap);
                System.out.println("  round trip " + java.util.Arrays.equals(back, data));
            }
        }
        byte[] empty = compress(new byte[0], Deflater.DEFAULT_COMPRESSION, false);
        System.out.println("  empty: " + hex(empty, empty.length));

        // Input in pieces and SYNC_FLUSH / FULL_FLUSH.
        Deflater d = new Deflater();
        byte[] out = new byte[4096];
        int n = 0;
        d.setInput("hello ".getBytes());
        System.out.println("needsInput before " + d.needsInput());
        n += d.deflate(out, n, out.length - n);
        System.out.println("after NO_FLUSH " + n + " needsInput " + d.needsInput());
        n += d.deflate(out, n, out.length - n, Deflater.SYNC_FLUSH);
        System.out.println("after SYNC_FLUSH " + n + " " + hex(out, n));
        d.setInput("world".getBytes());
        n += d.deflate(out, n, out.length - n, Deflater.FULL_FLUSH);
        System.out.println("after FULL_FLUSH " + n);
        d.finish();
        while (!d.finished()) {
            n += d.deflate(out, n, out.length - n);
        }
        System.out.println("finished " + n + " " + hex(out, n));
        Inflater inf = new Inflater();
        inf.setInput(out, 0, n);
        byte[] res = new byte[100];
        int m = inf.inflate(res);
        System.out.println(new String(res, 0, m) + " " + inf.finished());

        // Level changed before any input.
        Deflater lv = new Deflater();
        lv.setLevel(Deflater.BEST_COMPRESSION);
        lv.setInput(data);
        lv.finish();
        byte[] lb = new byte[data.length];
        int ln = lv.deflate(lb);
        System.out.println("setLevel(9) first: " + ln + " " + hex(lb, 16));
        lv.reset();
        lv.setInput("again".getBytes());
        lv.finish();
        ln = lv.deflate(lb);
        System.out.println("after reset " + ln + " " + hex(lb, ln) + " in " + lv.getTotalIn());

        // Dictionary.
        byte[] dict = "quick brown fox lazy dog".getBytes();
        Deflater dd = new Deflater();
        dd.setDictionary(dict);
        dd.setInput("the quick brown fox and the lazy dog".getBytes());
        dd.finish();
        byte[] db = new byte[200];
        int dn = dd.deflate(db);
        System.out.println("with dictionary " + dn + " " + hex(db, dn));
        Inflater di = new Inflater();
        di.setInput(db, 0, dn);
        byte[] dr = new byte[100];
        int k = di.inflate(dr);
        System.out.println("needs dictionary " + k + " " + di.needsDictionary());
        di.setDictionary(dict);
        k = di.inflate(dr);
        System.out.println(new String(dr, 0, k) + " " + di.finished() + " " + di.needsDictionary());

        // Errors.
        Inflater bad = new Inflater();
        bad.setInput(new byte[] {1, 2, 3, 4, 5, 6, 7, 8});
        try {
            bad.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println("DataFormatException: " + e.getMessage());
        }
        Inflater bad2 = new Inflater(true);
        bad2.setInput(new byte[] {(byte) 0xff, (byte) 0xff, 0, 0});
        try {
            bad2.inflate(new byte[10]);
        } catch (DataFormatException e) {
            System.out.println("DataFormatException: " + e.getMessage());
        }
        byte[] c = compress(data, 6, false);
        Inflater truncated = new Inflater();
        truncated.setInput(c, 0, c.length / 2);
        byte[] tb = new byte[data.length];
        int tn = 0;
        int got;
        while ((got = truncated.inflate(tb, tn, tb.length - tn)) > 0) {
            tn += got;
        }
        System.out.println("truncated: " + tn + " finished " + truncated.finished() + " needsInput "
                + truncated.needsInput());
        Deflater closed = new Deflater();
        closed.end();
        closed.end();
        try {
            closed.deflate(new byte[10]);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        Inflater closedInf = new Inflater();
        closedInf.end();
        try {
            closedInf.getBytesRead();
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            new Deflater(10);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new Deflater().setLevel(-3);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new Deflater().deflate(new byte[10], 5, 10);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("AIOOBE " + e.getMessage());
        }
        try {
            new Deflater().deflate(new byte[10], 0, 10, 7);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE flush " + e.getMessage());
        }

        // Checksums.
        byte[] check = "123456789".getBytes();
        CRC32C c32c = new CRC32C();
        c32c.update(check, 0, check.length);
        CRC32 c32 = new CRC32();
        c32.update(check);
        Adler32 a32 = new Adler32();
        a32.update(check);
        System.out.println(Long.toHexString(c32c.getValue()) + " " + Long.toHexString(c32.getValue()) + " "
                + Long.toHexString(a32.getValue()));
        c32c.reset();
        for (byte b : data) {
            c32c.update(b);
        }
        System.out.println(Long.toHexString(c32c.getValue()) + " " + new CRC32C().getValue());
        // ByteBuffer forms: input and output buffers advance as the JDK's do; checksums over buffers
        java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(data);
        Deflater bd = new Deflater();
        bd.setInput(in);
        bd.finish();
        java.nio.ByteBuffer packed = java.nio.ByteBuffer.allocateDirect(data.length + 64);
        int plen = bd.deflate(packed);
        System.out.println("buffer deflate " + plen + " in.position " + in.position() + " out.position " + packed.position() + " " + bd.finished()
                + " adler " + bd.getAdler());
        Deflater dictDeflater = new Deflater();
        dictDeflater.setDictionary("dictionary".getBytes());
        int dictAdler = dictDeflater.getAdler();
        dictDeflater.setInput("dictionary words".getBytes());
        dictDeflater.finish();
        int dictLength = dictDeflater.deflate(new byte[64]);
        System.out.println("adler " + dictAdler + " " + dictDeflater.getAdler() + " " + new Deflater(1, true).getAdler() + " " + (dictLength > 0));
        dictDeflater.end();
        bd.end();
        packed.flip();
        Inflater bi = new Inflater();
        bi.setInput(packed);
        java.nio.ByteBuffer unpacked = java.nio.ByteBuffer.allocate(data.length);
        int ulen = bi.inflate(unpacked);
        System.out.println("buffer inflate " + ulen + " " + packed.remaining() + " " + bi.finished() + " " + java.util.Arrays.equals(unpacked.array(), data));
        bi.end();
        CRC32 bc = new CRC32();
        java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(data.length).put(data);
        direct.flip();
        bc.update(direct);
        java.util.zip.Adler32 ba = new java.util.zip.Adler32();
        java.nio.ByteBuffer heap = java.nio.ByteBuffer.wrap(data, 3, 10);
        ba.update(heap);
        System.out.println("buffer checksums " + Long.toHexString(bc.getValue()) + " " + direct.position() + " " + ba.getValue() + " " + heap.position());
    }

    static String crcOf(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return Long.toHexString(c.getValue());
    }
}
