package p.sub;

public class R {
    public static boolean enabled() {
        boolean on = false;
        assert on = true;
        return on;
    }
}
