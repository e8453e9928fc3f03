package java.util.concurrent.atomic;

/** rvm's DoubleAdder: one double guarded by the adder's monitor. */
public class DoubleAdder extends Number implements java.io.Serializable {
    private double value;

    public DoubleAdder() {
    }

    public synchronized void add(double x) {
        value += x;
    }

    public synchronized double sum() {
        return value;
    }

    public synchronized void reset() {
        value = 0.0;
    }

    public synchronized double sumThenReset() {
        double v = value;
        value = 0.0;
        return v;
    }

    public String toString() {
        return Double.toString(sum());
    }

    public double doubleValue() {
        return sum();
    }

    public long longValue() {
        return (long) sum();
    }

    public int intValue() {
        return (int) sum();
    }

    public float floatValue() {
        return (float) sum();
    }
}
