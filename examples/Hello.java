// rvm's first program: `cargo build --release && ./target/release/rvm run examples/Hello.java`
// compiles this file with javac and runs it, as `java examples/Hello.java` does (JEP 330).
public class Hello {
    public static void main(String[] args) {
        String who = args.length > 0 ? args[0] : "world";
        System.out.println("Hello, " + who + "!");
    }
}
