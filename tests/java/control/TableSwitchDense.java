public class TableSwitchDense {
    static String digitName(int d) {
        switch (d) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            case 6: return "six";
            case 7: return "seven";
            case 8: return "eight";
            case 9: return "nine";
            default: return "other(" + d + ")";
        }
    }

    static int aroundZero(int value) {
        switch (value) {
            case -3: return 30;
            case -2: return 20;
            case -1: return 10;
            case 0: return 0;
            case 1: return -10;
            case 2: return -20;
            case 3: return -30;
            default: return 999;
        }
    }

    // fallthrough, a missing case in the middle (javac still uses tableswitch), default first
    static String fallthrough(int value) {
        StringBuilder path = new StringBuilder();
        switch (value) {
            default:
                path.append("D");
            case 10:
                path.append("a");
            case 11:
                path.append("b");
                break;
            case 13:
                path.append("c");
            case 14:
                path.append("d");
        }
        return path.toString();
    }

    static int nearIntLimits(int value) {
        switch (value) {
            case Integer.MAX_VALUE - 2: return 1;
            case Integer.MAX_VALUE - 1: return 2;
            case Integer.MAX_VALUE: return 3;
            default: return 0;
        }
    }

    static int nearIntMin(int value) {
        switch (value) {
            case Integer.MIN_VALUE: return 1;
            case Integer.MIN_VALUE + 1: return 2;
            case Integer.MIN_VALUE + 2: return 3;
            default: return 0;
        }
    }

    static String charSwitch(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
            case 'y': return "sometimes";
            default: return "consonant";
        }
    }

    static int byteSwitch(byte b) {
        switch (b) {
            case -128: return -1;
            case -127: return -2;
            case 127: return 1;
            case 126: return 2;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        for (int i = -2; i <= 11; i++) {
            System.out.print(digitName(i) + " ");
        }
        System.out.println();
        for (int i = -5; i <= 5; i++) {
            System.out.print(aroundZero(i) + " ");
        }
        System.out.println();
        for (int i = 8; i <= 16; i++) {
            System.out.print(i + ":" + fallthrough(i) + " ");
        }
        System.out.println();
        System.out.println(nearIntLimits(Integer.MAX_VALUE) + " " + nearIntLimits(Integer.MAX_VALUE - 1) + " "
                + nearIntLimits(Integer.MAX_VALUE - 2) + " " + nearIntLimits(Integer.MAX_VALUE - 3) + " " + nearIntLimits(Integer.MIN_VALUE));
        System.out.println(nearIntMin(Integer.MIN_VALUE) + " " + nearIntMin(Integer.MIN_VALUE + 1) + " "
                + nearIntMin(Integer.MIN_VALUE + 2) + " " + nearIntMin(Integer.MIN_VALUE + 3) + " " + nearIntMin(Integer.MAX_VALUE));
        String word = "everybody";
        for (int i = 0; i < word.length(); i++) {
            System.out.print(charSwitch(word.charAt(i)) + " ");
        }
        System.out.println();
        System.out.println(byteSwitch((byte) -128) + " " + byteSwitch((byte) 127) + " " + byteSwitch((byte) 126) + " "
                + byteSwitch((byte) -127) + " " + byteSwitch((byte) 0) + " " + byteSwitch((byte) 200));
    }
}
