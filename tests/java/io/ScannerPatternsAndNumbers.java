import java.util.*;
// Scanner on strings: regex delimiters (also empty and zero-length ones), typed tokens with
// the JDK's number syntax (group separators, radixes, BigInteger/BigDecimal), findInLine,
// skip, match(), tokens()/findAll(), and where a failed nextInt leaves the position.
public class ScannerPatternsAndNumbers {
    public static void main(String[] args) {
        Scanner s = new Scanner("  abc 12\n  xyz\n1,000 -1,234 ∞ NaN 1. .5 0x1.8p1 +7 1_0");
        System.out.println(s);
        try { s.nextInt(); } catch (InputMismatchException e) { System.out.println("IME " + e.getMessage() + " [" + s.nextLine() + "]"); }
        try { s.nextInt(); } catch (InputMismatchException e) { System.out.println("IME " + e.getMessage() + " [" + s.nextLine() + "]"); }
        System.out.println(s.nextInt() + " " + s.nextInt());
        try { s.nextDouble(); } catch (InputMismatchException e) { System.out.println("IME " + e.getMessage() + " " + s.next()); }
        System.out.println(s.nextDouble() + " " + s.nextDouble() + " " + s.nextDouble() + " " + s.nextDouble() + " " + s.nextInt());
        System.out.println(s.hasNextInt() + " " + s.next() + " " + s.match().group());
        Scanner t = new Scanner("a1b22c333").useDelimiter("\\d+"); while (t.hasNext()) System.out.print(t.next() + "|"); System.out.println(t.delimiter());
        Scanner u = new Scanner("ab cd").useDelimiter("\\s*"); while (u.hasNext()) System.out.print(u.next() + "|"); System.out.println();
        Scanner v = new Scanner("ab cd").useDelimiter(""); while (v.hasNext()) System.out.print(v.next() + "|"); System.out.println();
        Scanner w = new Scanner("1, 2,3 ,4").useDelimiter("\\s*,\\s*"); while (w.hasNextInt()) System.out.print(w.nextInt() * 10 + "|"); System.out.println();
        Scanner x = new Scanner("99999999999 ff 9"); try { x.nextInt(); } catch (InputMismatchException e) { System.out.println(e.getMessage()); } System.out.println(x.nextLong() + " " + x.nextInt(16) + " " + x.hasNextInt(8)); try { x.nextInt(8); } catch (InputMismatchException e) { System.out.println(e.getMessage()); }
        Scanner y = new Scanner("123456789012345678901234567890 3.14159265358979323846 TRUE"); System.out.println(y.nextBigInteger() + " " + y.nextBigDecimal() + " " + y.nextBoolean());
        Scanner z = new Scanner("name: Bob age: 42\nnext"); System.out.println(z.findInLine("age: (\\d+)") + " " + z.match().group(1) + " [" + z.nextLine() + "] " + z.findInLine("zz"));
        Scanner q = new Scanner("hello world"); q.skip("hel"); System.out.println(q.next()); try { q.skip("zz"); } catch (NoSuchElementException e) { System.out.println(e); }
        System.out.println(new Scanner("a b c").tokens().toList() + " " + new Scanner("x1 y22 z333").findAll("\\d+").map(r -> r.group()).toList());
        Scanner r = new Scanner("abc"); System.out.println(r.hasNext("[a-z]+") + " " + r.hasNext("\\d+") + " " + r.next("a.c")); try { r.next(); } catch (NoSuchElementException e) { System.out.println(e); }
        Scanner e1 = new Scanner(""); System.out.println(e1.hasNextLine()); Scanner e2 = new Scanner("\n"); System.out.println(e2.hasNextLine() + "[" + e2.nextLine() + "]" + e2.hasNextLine());
        Scanner e3 = new Scanner("a\r\nb\rc\u2028d"); while (e3.hasNextLine()) System.out.print("[" + e3.nextLine() + "]"); System.out.println();
        Scanner cl = new Scanner("x"); cl.close(); try { cl.next(); } catch (IllegalStateException e) { System.out.println(e); }
        Scanner rd = new Scanner("10 0x10").useRadix(16); System.out.println(rd.radix() + " " + rd.nextInt() + " " + rd.hasNextInt());
        Scanner bb = new Scanner("true false maybe"); System.out.println(bb.nextBoolean() + " " + bb.nextBoolean()); try { bb.nextBoolean(); } catch (InputMismatchException e) { System.out.println(e); }
        Scanner fl = new Scanner("1e5 1E-3 -2.5e+2 3.4028235E39 1,234.5"); System.out.println(fl.nextFloat() + " " + fl.nextDouble() + " " + fl.nextDouble() + " " + fl.nextFloat() + " " + fl.nextDouble());
        Scanner sh = new Scanner("127 128 -129"); System.out.println(sh.nextByte() + " " + sh.hasNextByte() + " " + sh.nextShort()); try { sh.nextByte(); } catch (InputMismatchException e) { System.out.println(e.getMessage()); }
        Scanner gr = new Scanner("12,34 1,2345 ,123 0,123 1,234,567"); while (gr.hasNext()) System.out.print(gr.hasNextInt() + ":" + gr.next() + " "); System.out.println();
        Scanner li = new Scanner("a b\nc"); System.out.println(li.next() + "[" + li.nextLine() + "][" + li.nextLine() + "]");
    }
}
