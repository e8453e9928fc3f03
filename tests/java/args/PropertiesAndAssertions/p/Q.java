package p;

public class Q {
    public static boolean enabled() {
        boolean on = false;
        assert on = true;
        return on;
    }
}
