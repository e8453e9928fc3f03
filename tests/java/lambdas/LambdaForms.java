public class LambdaForms {
  interface IntOp { int apply(int a, int b); }
  interface Fn<A, B> { B apply(A a); }
  interface Sup<T> { T get(); }
  interface LongFn { long f(int x); }
  interface Cons<T> { void accept(T t); }
  int base = 100;
  static int twice(int x) { return 2 * x; }
  int addBase(int x) { return x + base; }
  static <A, B> B call(Fn<A, B> f, A a) { return f.apply(a); }
  public static void main(String[] args) {
    IntOp add = (a, b) -> a + b;
    System.out.println(add.apply(3, 4));
    int k = 10;
    IntOp addK = (a, b) -> a + b + k;
    System.out.println(addK.apply(1, 2));
    Fn<Integer, Integer> tw = LambdaForms::twice;
    System.out.println(tw.apply(21));
    Fn<String, Integer> len = String::length;
    System.out.println(len.apply("hello"));
    LambdaForms l = new LambdaForms();
    Fn<Integer, Integer> ab = l::addBase;
    System.out.println(ab.apply(5));
    Sup<StringBuilder> mk = StringBuilder::new;
    System.out.println(mk.get().append("sb").toString());
    Fn<String, StringBuilder> mk2 = StringBuilder::new;
    System.out.println(mk2.apply("init"));
    LongFn lf = x -> x * 3000000000L;
    System.out.println(lf.f(2));
    Runnable r = () -> System.out.println("run " + k);
    r.run();
    Cons<String> printer = System.out::println;
    printer.accept("printed");
    Fn<Integer, Fn<Integer, Integer>> curried = a -> b -> a * b;
    System.out.println(curried.apply(6).apply(7));
    String w = call(s -> s + "!", "wow"); System.out.println(w);
    Fn<int[], Integer> alen = a -> a.length;
    System.out.println(alen.apply(new int[9]));
    Fn<Integer, int[]> mkArr = int[]::new;
    System.out.println(mkArr.apply(4).length);
    Sup<Double> d = () -> 1.5;
    System.out.println(d.get() + 1);
    for (int i = 0; i < 3; i++) { Runnable rr = () -> {}; rr.run(); }
    System.out.println(add == add);
  }
}
