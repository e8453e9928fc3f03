/** checkcast and instanceof: exact class, subclass, interface, arrays, null; compiled inline with the interpreter's ClassCastException messages. */
public class TypeChecks {
    interface I {} static class A implements I {} static class B extends A {} static class D {}
    public static void main(String[] x) {
        Object[] os = { new A(), new B(), new D(), null, "s", new int[1], new String[1] };
        for (Object o : os) {
            System.out.println((o instanceof A) + " " + (o instanceof B) + " " + (o instanceof I) + " " + (o instanceof Object[]) + " " + (o instanceof CharSequence));
            try { A a = (A) o; System.out.println("cast ok " + (a == null)); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
            try { I i = (I) o; System.out.println("cast I ok"); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
            try { Object[] arr = (Object[]) o; System.out.println("arr ok"); } catch (ClassCastException e) { System.out.println(e.getMessage()); }
        }
    }
}
