// When an exception is caught, the operand stack is emptied and only the exception is pushed;
// locals keep their values. These cases throw while values are pending on the stack.
public class OperandStackAtHandler {
    static int thrower(int value) {
        if (value > 2) {
            throw new IllegalStateException("value " + value);
        }
        return value;
    }

    static long longThrower(long value) {
        if (value < 0) throw new IllegalArgumentException("negative");
        return value * 2;
    }

    public static void main(String[] args) {
        int total = 0;
        for (int i = 0; i < 6; i++) {
            int local = i * 100;
            try {
                total = total + local + thrower(i) * 7 + thrower(i - 1);
            } catch (IllegalStateException e) {
                total -= 1;
                System.out.println("i=" + i + " local=" + local + " total=" + total + " " + e.getMessage());
            }
        }
        System.out.println("total " + total);
        long acc = 1;
        double scale = 1.5;
        for (long v = 3; v >= -2; v--) {
            try {
                acc = acc * 3 + longThrower(v) + (long) (scale * longThrower(v - 1));
            } catch (IllegalArgumentException e) {
                scale += 1;
                System.out.println("v=" + v + " acc=" + acc + " scale=" + scale);
            }
        }
        // exception during argument evaluation of a call and of a constructor
        try {
            System.out.println(String.valueOf(thrower(1)) + thrower(5));
        } catch (RuntimeException e) {
            System.out.println("during concat: " + e.getMessage());
        }
        try {
            Object o = new StringBuilder(thrower(3));
            System.out.println("no " + o);
        } catch (IllegalStateException e) {
            System.out.println("during constructor arguments: " + e.getMessage());
        }
        // nested handlers inside a loop inside a handler
        int result = 0;
        try {
            for (int i = 0; i < 5; i++) {
                try {
                    result += thrower(i);
                } catch (IllegalStateException inner) {
                    result += 1000;
                    if (i == 4) throw new RuntimeException("escape at " + result);
                }
            }
        } catch (RuntimeException outer) {
            System.out.println(outer.getMessage());
        }
        // an array element assignment whose value throws
        int[] cells = { 1, 2, 3 };
        int index = 0;
        try {
            cells[index++] = thrower(9);
        } catch (IllegalStateException e) {
            System.out.println("cells " + cells[0] + " index " + index);
        }
    }
}
