import java.io.*;
import java.util.*;

public class ScannerInput {
    public static void main(String[] args) throws IOException {
        Scanner s = new Scanner("12 abc 3.5\n  line two  \n-7 +8 true FALSE 1e3 0x10\n");
        System.out.println(s.nextInt());
        try {
            s.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("mismatch " + e.getMessage());
        }
        System.out.println(s.hasNextInt() + " " + s.hasNext() + " " + s.next());
        System.out.println(s.hasNextDouble() + " " + s.nextDouble());
        System.out.println("[" + s.nextLine() + "]");
        System.out.println("[" + s.nextLine() + "]");
        System.out.println(s.nextInt() + " " + s.nextInt() + " " + s.nextBoolean() + " " + s.nextBoolean() + " " + s.nextDouble());
        System.out.println(s.hasNextInt() + " " + s.hasNextInt(16) + " " + s.next());
        System.out.println(s.hasNextLine() + " [" + s.nextLine() + "] " + s.hasNextLine() + " " + s.hasNext());
        try {
            s.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.next();
        } catch (NoSuchElementException e) {
            System.out.println("next: " + e.getMessage());
        }
        s.close();
        try {
            s.hasNext();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        Scanner csv = new Scanner("a,b,,c\n").useDelimiter(",");
        while (csv.hasNext()) System.out.println("<" + csv.next().replace("\n", "\\n") + ">");
        Scanner big = new Scanner("99999999999 300 17");
        System.out.println(big.hasNextInt() + " " + big.hasNextLong());
        try {
            big.nextInt();
        } catch (InputMismatchException e) {
            System.out.println(e.getMessage());
        }
        System.out.println(big.nextLong() + " " + big.hasNextByte() + " " + big.nextShort() + " " + big.nextInt(8));
        Scanner lines = new Scanner("one\ntwo\n\nfour").useDelimiter("\\n");
        List<String> got = new ArrayList<>();
        while (lines.hasNext()) got.add(lines.next());
        System.out.println(got);
        File f = File.createTempFile("rvmscan", ".txt");
        try {
            try (PrintWriter w = new PrintWriter(new FileWriter(f))) {
                w.println("3");
                w.println("10 20 30");
            }
            try (Scanner fs = new Scanner(f)) {
                int n = fs.nextInt();
                int sum = 0;
                for (int i = 0; i < n; i++) sum += fs.nextInt();
                System.out.println("sum " + sum + " " + fs.hasNext());
            }
            try (Scanner ps = new Scanner(f.toPath())) {
                System.out.println(ps.nextLine() + "/" + ps.nextLine());
            }
            try {
                new Scanner(new File(f.getPath() + ".none"));
            } catch (FileNotFoundException e) {
                System.out.println(e.getMessage().replace(f.getPath(), "F"));
            }
        } finally {
            f.delete();
        }
        Scanner reader = new Scanner(new StringReader("x y"));
        System.out.println(reader.next() + reader.next() + reader.hasNext());
    }
}
