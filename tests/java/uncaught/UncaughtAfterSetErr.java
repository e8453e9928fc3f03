public class UncaughtAfterSetErr { public static void main(String[] a) { System.setErr(System.out); System.out.println("before"); throw new IllegalStateException("boom"); } }
