import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.Scanner;

// A course-style input loop on System.in: bad tokens are reported and skipped with
// nextLine (which starts after the delimiters the failed nextInt skipped), mixed
// nextInt/nextLine, hasNextX look-ahead, and the end of input.
public class StdinScannerRecovery {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int total = 0;
        int count = 0;
        while (count < 3) {
            System.out.print("number? ");
            try {
                total += in.nextInt();
                count++;
            } catch (InputMismatchException e) {
                System.out.println("not a number: [" + in.nextLine() + "] " + e.getMessage());
            }
        }
        System.out.println("total " + total);
        in.nextLine();
        String name = in.nextLine();
        System.out.println("name [" + name + "]");
        while (in.hasNext()) {
            if (in.hasNextInt()) {
                System.out.println("int " + in.nextInt());
            } else if (in.hasNextDouble()) {
                System.out.println("double " + in.nextDouble());
            } else if (in.hasNextBoolean()) {
                System.out.println("boolean " + in.nextBoolean());
            } else {
                String word = in.next();
                System.out.println("word " + word + " rest of line [" + in.nextLine() + "]");
            }
        }
        System.out.println(in.hasNextLine());
        try {
            in.nextLine();
        } catch (NoSuchElementException e) {
            System.out.println(e.getMessage());
        }
    }
}
