package app.util;

public class Counter {
    private int value;
    protected int step = 1;

    public void increment() {
        value += step;
    }

    public int value() {
        return value;
    }

    protected int protectedHelper() {
        return 1000;
    }
}
