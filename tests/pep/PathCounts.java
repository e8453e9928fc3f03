// The program of tests/pep.rs: its perfect path and edge profiles are
// computed by hand there.
public class PathCounts {
    static int classify(int i) {
        if (i % 4 == 0) {
            return 0;
        }
        return 1;
    }

    public static void main(String[] args) {
        int a = 0;
        int b = 0;
        for (int i = 0; i < 100; i++) {
            if (classify(i) == 0) {
                a++;
            } else {
                b++;
            }
        }
        System.out.println(a + " " + b);
    }
}
