public class FieldsOfEveryType {
    static byte sByte;
    static short sShort;
    static char sChar;
    static int sInt;
    static long sLong;
    static float sFloat;
    static double sDouble;
    static boolean sBoolean;
    static String sString;
    static int[] sArray;

    byte iByte;
    short iShort;
    char iChar;
    int iInt;
    long iLong;
    float iFloat;
    double iDouble;
    boolean iBoolean;
    Object iObject;
    FieldsOfEveryType iSelf;

    static void printStatics() {
        System.out.println("statics: " + sByte + " " + sShort + " " + (int) sChar + " " + sInt + " " + sLong + " " + sFloat + " "
                + sDouble + " " + sBoolean + " " + sString + " " + (sArray == null ? "null array" : "array of " + sArray.length));
    }

    void printInstance() {
        System.out.println("instance: " + iByte + " " + iShort + " " + (int) iChar + " " + iInt + " " + iLong + " " + iFloat + " "
                + iDouble + " " + iBoolean + " " + iObject + " " + (iSelf == null ? "no self" : iSelf == this ? "self" : "other"));
    }

    public static void main(String[] args) {
        printStatics();
        sByte = -100;
        sShort = -20000;
        sChar = 'W';
        sInt = 1 << 30;
        sLong = -(1L << 50);
        sFloat = 1.5e-5f;
        sDouble = 6.25e100;
        sBoolean = true;
        sString = "static string";
        sArray = new int[7];
        printStatics();

        FieldsOfEveryType a = new FieldsOfEveryType();
        a.printInstance();
        a.iByte = 127;
        a.iShort = 32767;
        a.iChar = '\uffff';
        a.iInt = -1;
        a.iLong = Long.MAX_VALUE;
        a.iFloat = -3.75f;
        a.iDouble = Math.PI;
        a.iBoolean = true;
        a.iObject = "instance string";
        a.iSelf = a;
        a.printInstance();

        FieldsOfEveryType b = new FieldsOfEveryType();
        b.iSelf = a;
        b.iLong = a.iLong - 1;
        b.iInt = a.iInt + a.iByte;
        b.iDouble = a.iDouble * 2;
        b.printInstance();
        // the two objects have separate fields
        a.printInstance();
        // values stored through narrow fields are truncated by the compiler's casts
        b.iByte = (byte) 300;
        b.iShort = (short) 70000;
        b.iChar = (char) -1;
        System.out.println(b.iByte + " " + b.iShort + " " + (int) b.iChar);
        // neighbouring fields do not overwrite each other
        b.iBoolean = true;
        b.iByte = -1;
        b.iShort = -1;
        b.iChar = 1;
        b.iInt = 0;
        b.iLong = 0;
        b.iFloat = 0;
        System.out.println(b.iBoolean + " " + b.iByte + " " + b.iShort + " " + (int) b.iChar + " " + b.iInt + " " + b.iLong + " " + b.iFloat + " " + b.iDouble);
        // chained field access
        System.out.println(b.iSelf.iSelf.iSelf.iObject);
    }
}
