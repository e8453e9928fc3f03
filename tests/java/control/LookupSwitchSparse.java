public class LookupSwitchSparse {
    static int sparse(int key) {
        switch (key) {
            case -1000000: return 1;
            case -5: return 2;
            case 0: return 3;
            case 7: return 4;
            case 1000: return 5;
            case 65536: return 6;
            case Integer.MIN_VALUE: return 7;
            case Integer.MAX_VALUE: return 8;
            default: return -1;
        }
    }

    // keys given out of order in the source: lookupswitch must be sorted
    static String unordered(int key) {
        String result;
        switch (key) {
            case 500: result = "five hundred"; break;
            case -40: result = "minus forty"; break;
            case 3: result = "three"; break;
            case 100000: result = "hundred thousand"; break;
            case -7777777: result = "minus sevens"; break;
            default: result = "unknown";
        }
        return result;
    }

    static int fallthroughSparse(int key) {
        int total = 0;
        switch (key) {
            case 1:
                total += 1;
            case 1000:
                total += 10;
            case -1000:
                total += 100;
                break;
            case 99999:
                total += 1000;
            default:
                total += 10000;
        }
        return total;
    }

    static int onlyDefault(int key) {
        switch (key) {
            default:
                return key * 2;
        }
    }

    static int noDefault(int key) {
        int r = 0;
        switch (key) {
            case 10: r = 1; break;
            case 2000: r = 2; break;
        }
        return r;
    }

    static int longKeyCast(long value) {
        switch ((int) value) {
            case 0: return 0;
            case 1 << 20: return 20;
            case 1 << 30: return 30;
            default: return -1;
        }
    }

    public static void main(String[] args) {
        int[] keys = { -1000000, -999999, -5, -4, 0, 1, 7, 8, 1000, 999, 65536, Integer.MIN_VALUE, Integer.MAX_VALUE,
                Integer.MIN_VALUE + 1, Integer.MAX_VALUE - 1 };
        for (int k : keys) {
            System.out.print(sparse(k) + " ");
        }
        System.out.println();
        int[] others = { 500, -40, 3, 100000, -7777777, 4, -41 };
        for (int k : others) {
            System.out.print(unordered(k) + ", ");
        }
        System.out.println();
        int[] fall = { 1, 1000, -1000, 99999, 5 };
        for (int k : fall) {
            System.out.print(fallthroughSparse(k) + " ");
        }
        System.out.println();
        System.out.println(onlyDefault(21) + " " + noDefault(10) + " " + noDefault(2000) + " " + noDefault(11));
        System.out.println(longKeyCast(0) + " " + longKeyCast(1L << 20) + " " + longKeyCast(1L << 30) + " "
                + longKeyCast((1L << 32) + (1L << 30)) + " " + longKeyCast(3));
        // a switch inside a loop, with continue and break interacting
        int sum = 0;
        for (int i = 0; i < 20; i++) {
            switch (i % 7) {
                case 0: continue;
                case 3: sum += 100; break;
                case 6: if (i > 10) { i += 100; } break;
                default: sum += i;
            }
            sum++;
        }
        System.out.println(sum);
    }
}
