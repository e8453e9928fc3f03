import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Scanner;

// Readers on System.in take input in the JDK's chunks (8192 bytes per read, System.in a
// BufferedInputStream): a second Scanner made on System.in sees only what the first
// left, and UTF-8 characters cut by a chunk boundary decode as under java.
public class StdinSharedByReaders {
    static int readOne() {
        Scanner s = new Scanner(System.in);
        return s.hasNextInt() ? s.nextInt() : -1;
    }

    public static void main(String[] args) throws IOException {
        int a = readOne();
        int b = readOne();
        System.out.println(a + " " + b);
        System.out.println(System.in.getClass().getName() + " " + System.in.available());
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lines = 0;
        long chars = 0;
        int replacements = 0;
        while ((line = reader.readLine()) != null) {
            lines++;
            chars += line.length();
            for (int i = 0; i < line.length(); i++) {
                if (line.charAt(i) == '\uFFFD') {
                    replacements++;
                }
            }
            if (lines % 500 == 1) {
                System.out.println(line);
            }
        }
        System.out.println(lines + " " + chars + " " + replacements + " " + reader.ready());
        System.out.println(System.in.read());
    }
}
