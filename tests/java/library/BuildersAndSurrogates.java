public class BuildersAndSurrogates {
    static String esc(CharSequence s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) sb.append(c); else sb.append("\\u").append(Integer.toHexString(c));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder("hello");
        sb.insert(0, "[").insert(sb.length(), ']').insert(3, 42).insert(1, true).insert(2, 'c').insert(0, 1.5).insert(0, 7L).insert(4, new char[]{'x', 'y'}).insert(0, (Object) null);
        System.out.println(sb + " " + sb.length());
        sb.delete(0, 4).deleteCharAt(0).delete(5, 1000);
        System.out.println(sb);
        sb.setLength(3);
        System.out.println("[" + sb + "]");
        sb.setLength(5);
        System.out.println(sb.length() + " " + (int) sb.charAt(4));
        sb.setLength(0);
        sb.append("abcdef").replace(1, 3, "XYZW").replace(5, 100, "!");
        System.out.println(sb);
        sb.setCharAt(0, 'Q');
        System.out.println(sb + " " + sb.indexOf("Z") + " " + sb.lastIndexOf("W") + " " + sb.indexOf("nope") + " " + sb.charAt(2) + " " + sb.substring(2) + " " + sb.substring(1, 3));
        System.out.println(new StringBuilder("racecar").reverse() + " " + new StringBuilder().reverse().length() + " " + new StringBuilder("ab").reverse());

        String smile = "\uD83D\uDE00";      // U+1F600
        String mixed = "a" + smile + "b" + "\uD834\uDD1E" + "c"; // U+1D11E
        StringBuilder r = new StringBuilder(mixed).reverse();
        System.out.println(esc(mixed) + " -> " + esc(r) + " " + r.codePointAt(1) + " " + r.codePointCount(0, r.length()));
        StringBuilder lone = new StringBuilder("x\uD83Dy\uDE00z").reverse();   // unpaired surrogates stay as they are
        System.out.println(esc(lone));
        StringBuilder swapped = new StringBuilder("\uDE00\uD83D").reverse();     // low-high becomes a valid pair when reversed
        System.out.println(esc(swapped) + " " + swapped.codePointAt(0));
        StringBuilder cp = new StringBuilder();
        cp.appendCodePoint(0x1F600).appendCodePoint('A').appendCodePoint(0x10FFFF).appendCodePoint(0xE9);
        System.out.println(esc(cp) + " " + cp.length() + " " + cp.codePointCount(0, cp.length()));
        cp.insert(2, "|").deleteCharAt(0);
        System.out.println(esc(cp));

        StringBuilder ap = new StringBuilder();
        ap.append(1).append('c').append(2L).append(3.5f).append(4.25).append(true).append((String) null).append((Object) null).append(new char[]{'h', 'i'}).append("xyz", 1, 2).append(new char[]{'a', 'b', 'c'}, 1, 2).append(new StringBuilder("SB")).append(-0.0).append(Float.NaN).append(1e21).append(1e-7f);
        System.out.println(ap);
        System.out.println(ap.toString().equals(ap.toString()) + " " + "1c23.54.25".contentEquals(ap.subSequence(0, 10)) + " " + ap.compareTo(new StringBuilder("1c")));

        StringBuffer buf = new StringBuffer();
        buf.append("buffer").insert(0, 12).reverse().append('!').deleteCharAt(0).replace(0, 2, "--");
        System.out.println(buf + " " + buf.length() + " " + buf.indexOf("u") + " " + buf.charAt(buf.length() - 1));
        StringBuffer sbuf2 = new StringBuffer("x" + smile + "y");
        System.out.println(esc(sbuf2.reverse()));

        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").delete(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("delete: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").charAt(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("charAt: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("setLength: " + e.getMessage());
        }
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        big.delete(10, 990);
        System.out.println(big + " " + big.length());
        StringBuilder cap = new StringBuilder(2);
        cap.append("longer than two");
        cap.trimToSize();
        System.out.println(cap + " " + cap.length());
    }
}
