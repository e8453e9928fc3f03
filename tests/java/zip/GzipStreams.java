import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.CheckedInputStream;
import java.util.zip.CheckedOutputStream;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

public class GzipStreams {
    static String hex(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 0xf, 16)).append(Character.forDigit(b[i] & 0xf, 16));
        }
        return sb.toString();
    }

    static byte[] gzip(byte[] data) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
            gz.write(data, 0, data.length / 3);
            gz.write(data[data.length / 3]);
            gz.write(data, data.length / 3 + 1, data.length - data.length / 3 - 1);
        }
        return bos.toByteArray();
    }

    static byte[] readAll(InputStream in, int chunk) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[chunk];
        int n;
        while ((n = in.read(buf)) != -1) {
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 500; i++) {
            sb.append("line ").append(i).append(": ").append(i * i % 97).append('\n');
        }
        byte[] data = sb.toString().getBytes();
        byte[] gz = gzip(data);
        System.out.println("gzip " + data.length + " -> " + gz.length + " header " + hex(gz, 0, 10) + " trailer "
                + hex(gz, gz.length - 8, gz.length));
        CRC32 crc = new CRC32();
        crc.update(gz);
        System.out.println("gzip bytes crc " + Long.toHexString(crc.getValue()));
        byte[] back = readAll(new GZIPInputStream(new ByteArrayInputStream(gz)), 100);
        System.out.println("round trip " + java.util.Arrays.equals(back, data));
        byte[] oneByte = readAll(new GZIPInputStream(new ByteArrayInputStream(gz), 7), 1);
        System.out.println("small buffers " + java.util.Arrays.equals(oneByte, data));

        byte[] tiny = gzip("x".getBytes());
        System.out.println("tiny " + hex(tiny, 0, tiny.length));
        ByteArrayOutputStream emptyOut = new ByteArrayOutputStream();
        new GZIPOutputStream(emptyOut).close();
        System.out.println("empty " + hex(emptyOut.toByteArray(), 0, emptyOut.size()));
        System.out.println("empty reads " + readAll(new GZIPInputStream(new ByteArrayInputStream(emptyOut.toByteArray())), 10).length);

        // Two members concatenated read as one stream.
        byte[] a = gzip("first member\n".getBytes());
        byte[] b = gzip("second member\n".getBytes());
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        System.out.print(new String(readAll(new GZIPInputStream(new ByteArrayInputStream(both)), 64)));

        // A header with FNAME, FCOMMENT and FEXTRA, as gzip(1) writes them.
        byte[] body = java.util.Arrays.copyOfRange(tiny, 10, tiny.length);
        ByteArrayOutputStream hdr = new ByteArrayOutputStream();
        hdr.write(new byte[] {0x1f, (byte) 0x8b, 8, 4 | 8 | 16, 0, 0, 0, 0, 0, 3, 3, 0, 'a', 'b', 'c'});
        hdr.write("name.txt\0a comment\0".getBytes());
        hdr.write(body);
        System.out.println("flags: " + new String(readAll(new GZIPInputStream(new ByteArrayInputStream(hdr.toByteArray())), 8)));

        // Errors.
        try {
            new GZIPInputStream(new ByteArrayInputStream("not gzip at all".getBytes()));
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }
        try {
            new GZIPInputStream(new ByteArrayInputStream(new byte[0]));
        } catch (EOFException e) {
            System.out.println("EOFException " + e.getMessage());
        }
        try {
            new GZIPInputStream(new ByteArrayInputStream(new byte[] {0x1f, (byte) 0x8b, 7, 0}));
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }
        byte[] corrupt = gz.clone();
        corrupt[corrupt.length - 6] ^= 1;
        try {
            readAll(new GZIPInputStream(new ByteArrayInputStream(corrupt)), 100);
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }
        byte[] truncated = java.util.Arrays.copyOf(gz, gz.length / 2);
        try {
            readAll(new GZIPInputStream(new ByteArrayInputStream(truncated)), 100);
        } catch (EOFException e) {
            System.out.println("EOFException " + e.getMessage());
        }
        byte[] badBody = gz.clone();
        badBody[10] = (byte) 0xff;
        badBody[11] = (byte) 0xff;
        try {
            readAll(new GZIPInputStream(new ByteArrayInputStream(badBody)), 100);
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }
        GZIPInputStream closed = new GZIPInputStream(new ByteArrayInputStream(gz));
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        try {
            new GZIPOutputStream(new ByteArrayOutputStream(), 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        // Deflater/Inflater streams, sync flush.
        ByteArrayOutputStream zbytes = new ByteArrayOutputStream();
        DeflaterOutputStream dos = new DeflaterOutputStream(zbytes, new Deflater(Deflater.BEST_SPEED), 64, true);
        dos.write("partial ".getBytes());
        dos.flush();
        System.out.println("after sync flush " + zbytes.size() + " " + hex(zbytes.toByteArray(), 0, zbytes.size()));
        dos.write(data);
        dos.finish();
        try {
            dos.write(1);
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        System.out.println("zlib stream " + zbytes.size());
        InflaterInputStream iis = new InflaterInputStream(new ByteArrayInputStream(zbytes.toByteArray()), new Inflater(), 16);
        System.out.println("available " + iis.available() + " skip " + iis.skip(3) + " markSupported " + iis.markSupported());
        byte[] rest = readAll(iis, 33);
        System.out.println("inflated " + rest.length + " starts '" + new String(rest, 0, 5) + "' available " + iis.available());
        try {
            iis.reset();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream(java.util.Arrays.copyOf(zbytes.toByteArray(), 20))), 10);
        } catch (EOFException e) {
            System.out.println("EOFException " + e.getMessage());
        }
        try {
            readAll(new InflaterInputStream(new ByteArrayInputStream("garbage!".getBytes())), 10);
        } catch (ZipException e) {
            System.out.println("ZipException " + e.getMessage());
        }

        // Checked streams.
        CheckedOutputStream cos = new CheckedOutputStream(new ByteArrayOutputStream(), new Adler32());
        cos.write(data);
        cos.write('!');
        CheckedInputStream cis = new CheckedInputStream(new ByteArrayInputStream(data), new CRC32C());
        System.out.println("skip " + cis.skip(10) + " read " + cis.read());
        readAll(cis, 50);
        System.out.println("adler32 " + Long.toHexString(cos.getChecksum().getValue()) + " crc32c "
                + Long.toHexString(cis.getChecksum().getValue()));
    }
}
