public class StaticMethodsAndSlots {
    static int counter;
    static long total = 100;

    // mixes one-slot and two-slot parameters so that local slot numbering matters
    static double mix(int a, long b, float c, double d, byte e, char f, short g, boolean h) {
        double result = a + b + c + d + e + f + g;
        return h ? result : -result;
    }

    static long sumLongs(long a, long b, long c) {
        return a * 100 + b * 10 + c;
    }

    static int nothing() {
        counter++;
        return counter;
    }

    static void increment(int by) {
        counter += by;
        total += by;
    }

    static String describe(int value) {
        if (value < 0) {
            return "negative";
        } else if (value == 0) {
            return "zero";
        }
        return "positive";
    }

    static boolean isOdd(int value) {
        return (value & 1) != 0;
    }

    static char next(char c) {
        return (char) (c + 1);
    }

    static byte toByte(int value) {
        return (byte) value;
    }

    static short toShort(int value) {
        return (short) value;
    }

    static float half(float value) {
        return value / 2;
    }

    public static void main(String[] args) {
        System.out.println(mix(1, 2L, 3.5f, 4.25, (byte) 5, 'a', (short) 7, true));
        System.out.println(mix(1, 2L, 3.5f, 4.25, (byte) 5, 'a', (short) 7, false));
        System.out.println(sumLongs(1, 2, 3));
        System.out.println(nothing() + nothing() * 10);
        increment(5);
        increment(-2);
        System.out.println(counter + " " + total);
        System.out.println(describe(-3) + " " + describe(0) + " " + describe(9));
        System.out.println(isOdd(7) + " " + isOdd(10) + " " + isOdd(-3));
        System.out.println(next('y') + " " + toByte(200) + " " + toShort(70000) + " " + half(5f));
        nothing(); // result discarded (pop)
        sumLongs(1, 1, 1); // two-slot result discarded (pop2)
        System.out.println(counter);
    }
}
