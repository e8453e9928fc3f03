public class ParseRadixAndErrors {
    interface Parser { Object parse(String s) throws Exception; }

    static void tryParse(String label, Parser p, String s) {
        try {
            Object v = p.parse(s);
            System.out.println(label + "(" + s + ") = " + v);
        } catch (NumberFormatException e) {
            System.out.println(label + "(" + s + ") NFE: " + e.getMessage());
        } catch (Exception e) {
            System.out.println(label + "(" + s + ") " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        String[] ints = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "-2147483649", "", "-", "+", "12a", " 1", "1 ", "0x10", "007", "99999999999", "--1", "+-1"};
        for (String s : ints) tryParse("parseInt", Integer::parseInt, s);
        tryParse("parseInt", Integer::parseInt, null);
        tryParse("parseInt16", s -> Integer.parseInt(s, 16), "ff");
        tryParse("parseInt16", s -> Integer.parseInt(s, 16), "-FF");
        tryParse("parseInt16", s -> Integer.parseInt(s, 16), "80000000");
        tryParse("parseInt16", s -> Integer.parseInt(s, 16), "-80000000");
        tryParse("parseInt2", s -> Integer.parseInt(s, 2), "1111111111111111111111111111111");
        tryParse("parseInt2", s -> Integer.parseInt(s, 2), "102");
        tryParse("parseInt36", s -> Integer.parseInt(s, 36), "zz");
        tryParse("parseInt36", s -> Integer.parseInt(s, 36), "ZIK0ZJ");
        tryParse("parseInt37", s -> Integer.parseInt(s, 37), "1");
        tryParse("parseInt1", s -> Integer.parseInt(s, 1), "1");
        tryParse("parseUnsignedInt", Integer::parseUnsignedInt, "4294967295");
        tryParse("parseUnsignedInt", Integer::parseUnsignedInt, "4294967296");
        tryParse("parseUnsignedInt", Integer::parseUnsignedInt, "-1");
        tryParse("valueOf", Integer::valueOf, "-77");
        tryParse("valueOf8", s -> Integer.valueOf(s, 8), "777");
        tryParse("decode", Integer::decode, "0x1F");
        tryParse("decode", Integer::decode, "-#ff");
        tryParse("decode", Integer::decode, "010");
        tryParse("decode", Integer::decode, "0");
        String[] longs = {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "123L", "-1", "", "0000000000000000000000000001"};
        for (String s : longs) tryParse("parseLong", Long::parseLong, s);
        tryParse("parseLong16", s -> Long.parseLong(s, 16), "7fffffffffffffff");
        tryParse("parseLong16", s -> Long.parseLong(s, 16), "8000000000000000");
        tryParse("parseLong36", s -> Long.parseLong(s, 36), "1y2p0ij32e8e7");
        tryParse("parseUnsignedLong", Long::parseUnsignedLong, "18446744073709551615");
        tryParse("parseShort", Short::parseShort, "32767");
        tryParse("parseShort", Short::parseShort, "32768");
        tryParse("parseShort", Short::parseShort, "-32769");
        tryParse("parseShort16", s -> Short.parseShort(s, 16), "-8000");
        tryParse("parseByte", Byte::parseByte, "127");
        tryParse("parseByte", Byte::parseByte, "128");
        tryParse("parseByte", Byte::parseByte, "-129");
        tryParse("parseByte2", s -> Byte.parseByte(s, 2), "-10000000");
        tryParse("parseByte", Byte::parseByte, "x");
        String[] doubles = {"1.5", "-0", "1e3", "1E-3", ".5", "5.", "  2.5  ", "NaN", "-Infinity", "Infinity", "1.7976931348623157E308", "1e309", "4.9e-324", "1e-400", "1d", "2.5f", "abc", "", "1.2.3", "+.1e+2"};
        for (String s : doubles) tryParse("parseDouble", Double::parseDouble, s);
        tryParse("parseFloat", Float::parseFloat, "3.4028235e38");
        tryParse("parseFloat", Float::parseFloat, "3.5e38");
        tryParse("parseFloat", Float::parseFloat, "0.1");
        tryParse("parseFloat", Float::parseFloat, "1.00000017881393421514957253748434595763683319091796875001");
        tryParse("parseFloat", Float::parseFloat, "-");
        tryParse("parseBoolean", Boolean::parseBoolean, "TrUe");
        tryParse("parseBoolean", Boolean::parseBoolean, "1");

        int[] rs = {2, 8, 10, 16, 36};
        int[] vs = {0, 1, -1, 255, -255, Integer.MAX_VALUE, Integer.MIN_VALUE};
        for (int v : vs) {
            StringBuilder sb = new StringBuilder();
            for (int r : rs) sb.append(Integer.toString(v, r)).append(' ');
            sb.append(Integer.toHexString(v)).append(' ').append(Integer.toOctalString(v)).append(' ').append(Integer.toBinaryString(v));
            System.out.println(sb);
        }
        long[] lv = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 1234567890123L};
        for (long v : lv) System.out.println(Long.toString(v, 36) + " " + Long.toString(v, 7) + " " + Long.toHexString(v) + " " + Long.toOctalString(v) + " " + Long.toBinaryString(v).length());
        System.out.println(Integer.toString(10, 99) + " " + Integer.toString(10, 1) + " " + Character.forDigit(11, 16) + " " + Character.digit('f', 16) + " " + Character.digit('g', 16) + " " + Character.digit('7', 8) + " " + Character.digit('8', 8) + " " + Character.getNumericValue('z'));
        System.out.println(Double.toString(100.0) + " " + Double.toString(1e7) + " " + Double.toString(1e-3) + " " + Double.toString(1.0E-4) + " " + Float.toString(1.1f));
    }
}
