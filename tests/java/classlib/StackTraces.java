public class StackTraces {
  /** Prints the trace like printStackTrace but without the library's frames (rvm's line numbers differ). */
  static void userTrace(Throwable e) {
    System.out.println(e);
    for (StackTraceElement el : e.getStackTrace()) if (!el.getClassName().startsWith("java.")) System.out.println("\tat " + el);
  }
  static class MyEx extends RuntimeException {
    MyEx(String m, Throwable c) { super(m, c); }
  }
  static class Fast extends Exception {
    Fast() { super("fast", null, false, false); }
  }
  static class NoFill extends Exception {
    public synchronized Throwable fillInStackTrace() { return this; }
  }
  static class Res implements AutoCloseable {
    final String n; Res(String n) { this.n = n; }
    public void close() throws Exception { throw new IllegalStateException("close " + n); }
  }
  static void level3(int x) { if (x > 0) throw new IllegalArgumentException("bad " + x); }
  static void level2(int x) { level3(x); }
  static void level1(int x) {
    try { level2(x); } catch (IllegalArgumentException e) { throw new MyEx("wrapped", e); }
  }
  static int parse(String s) { return Integer.parseInt(s); }
  static final StackWalker RETAIN = StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);
  static void walked() {
    StringBuilder frames = new StringBuilder();
    StackWalker.getInstance().forEach(f -> frames.append(f.getClassName() + "." + f.getMethodName() + ":" + f.getLineNumber() + " " + f.getFileName() + " " + f.isNativeMethod() + " " + (f.getByteCodeIndex() >= 0) + " " + f + "; "));
    System.out.println(frames);
    System.out.println(RETAIN.getCallerClass() + " " + StackWalker.getInstance().walk(s -> s.skip(1).findFirst()).get().toStackTraceElement());
    try { StackWalker.getInstance().getCallerClass(); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
    try { StackWalker.getInstance().forEach(f -> f.getDeclaringClass()); } catch (UnsupportedOperationException e) { System.out.println(e.getMessage()); }
    StringBuilder classes = new StringBuilder();
    RETAIN.forEach(f -> classes.append(f.getDeclaringClass()).append(' '));
    System.out.println(classes);
  }
  void walkedByReflection() { walked(); }
  static void walkers() throws Exception {
    new Runnable() { public void run() { walked(); } }.run();
    StackTraces.class.getDeclaredMethod("walkedByReflection").invoke(new StackTraces());
    try { StackWalker.getInstance(java.util.Set.of(), 0); } catch (IllegalArgumentException e) { System.out.println(e.getMessage()); }
  }
  public static void main(String[] args) throws Exception {
    walkers();
    try { RETAIN.getCallerClass(); } catch (IllegalCallerException e) { System.out.println(e); }
    try { level1(5); } catch (MyEx e) { e.printStackTrace(System.out); System.out.println(e.getStackTrace().length > 2); }
    try { parse("x1"); } catch (NumberFormatException e) { userTrace(e); }
    try (Res a = new Res("a"); Res b = new Res("b")) { throw new RuntimeException("body"); }
    catch (RuntimeException e) { e.printStackTrace(System.out); System.out.println(e.getSuppressed().length); }
    Throwable t = new Fast(); t.printStackTrace(System.out); System.out.println(t.getStackTrace().length);
    t.addSuppressed(new Error("ignored")); System.out.println(t.getSuppressed().length);
    Throwable nf = new NoFill(); nf.printStackTrace(System.out); System.out.println(nf.getStackTrace().length);
    Throwable c1 = new Exception("c1"); Throwable c2 = new Exception("c2", c1);
    try { c1.initCause(c2); } catch (Exception e) { System.out.println(e); }
    Throwable x = new RuntimeException("x");
    x.setStackTrace(new StackTraceElement[] { new StackTraceElement("a.B", "m", "B.java", 3), new StackTraceElement("a.B", "n", null, -1), new StackTraceElement("a.B", "o", "B.java", -2), new StackTraceElement("a.B", "p", "B.java", -1) });
    x.printStackTrace(System.out);
    StackTraceElement e0 = x.getStackTrace()[0];
    System.out.println(e0.getClassName() + " " + e0.getMethodName() + " " + e0.getFileName() + " " + e0.getLineNumber() + " " + e0.isNativeMethod() + " " + e0.equals(new StackTraceElement("a.B", "m", "B.java", 3)) + " " + (e0.hashCode() == new StackTraceElement("a.B", "m", "B.java", 3).hashCode()));
    Throwable deep = new Exception("top", new RuntimeException(new Error("root")));
    deep.printStackTrace(System.out);
    System.out.println(deep.getCause().getMessage());
    System.out.println(new Throwable().getLocalizedMessage());
    System.out.println(new ExceptionInInitializerError(new RuntimeException("x")).getException());
    try { Object o = null; o.toString(); } catch (NullPointerException e) { System.out.println(e.getStackTrace()[0]); }
    try { int[] arr = new int[1]; arr[2] = 0; } catch (ArrayIndexOutOfBoundsException e) { e.printStackTrace(System.out); }
    try { System.out.println(10 / (args.length)); } catch (ArithmeticException e) { e.printStackTrace(System.out); }
    try { "abc".substring(5); } catch (StringIndexOutOfBoundsException e) { userTrace(e); }
    try { new StringBuilder("x").insert(9, 'c'); } catch (StringIndexOutOfBoundsException e) { userTrace(e); }
    try { recurse(0); } catch (StackOverflowError e) { System.out.println("SOE " + (e.getStackTrace().length > 100)); }
    System.err.println("to stderr");
    level1(7);
  }
  static int recurse(int n) { return recurse(n + 1) + 1; }
}
