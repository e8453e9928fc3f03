import java.io.*;

public class RandomAccess {
    public static void main(String[] args) throws IOException {
        File f = File.createTempFile("rvmraf", ".bin");
        try {
            try (RandomAccessFile raf = new RandomAccessFile(f, "rw")) {
                for (int i = 0; i < 10; i++) raf.writeInt(i * 100);
                System.out.println(raf.length() + " " + raf.getFilePointer());
                raf.seek(12);
                System.out.println(raf.readInt());
                raf.seek(12);
                raf.writeInt(-1);
                raf.seek(0);
                int sum = 0;
                for (int i = 0; i < 10; i++) sum += raf.readInt();
                System.out.println(sum);
                raf.setLength(8);
                System.out.println(raf.length() + " " + raf.getFilePointer());
                raf.seek(8);
                raf.writeUTF("tail");
                raf.writeDouble(0.1);
                raf.seek(8);
                System.out.println(raf.readUTF() + " " + raf.readDouble() + " " + raf.read());
                System.out.println(raf.skipBytes(100));
                try {
                    raf.seek(-1);
                } catch (IOException e) {
                    System.out.println(e.getMessage());
                }
                try {
                    raf.readLong();
                } catch (EOFException e) {
                    System.out.println("EOF");
                }
            }
            try (RandomAccessFile ro = new RandomAccessFile(f.getPath(), "r")) {
                System.out.println(ro.readInt() + " " + ro.length());
                ro.write(1);
            } catch (IOException e) {
                System.out.println("read-only: " + e.getMessage());
            }
            try {
                new RandomAccessFile(f, "w");
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
            try {
                new RandomAccessFile(new File(f.getPath() + ".missing"), "r");
            } catch (FileNotFoundException e) {
                System.out.println(e.getMessage().replace(f.getPath(), "F"));
            }
            try (RandomAccessFile lines = new RandomAccessFile(f, "rw")) {
                lines.setLength(0);
                lines.writeBytes("one\r\ntwo\nthree");
                lines.seek(0);
                System.out.println(lines.readLine() + "," + lines.readLine() + "," + lines.readLine() + "," + lines.readLine());
            }
        } finally {
            System.out.println("deleted " + f.delete());
        }
    }
}
