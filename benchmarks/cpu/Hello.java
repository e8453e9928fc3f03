// Hello: startup time. Loading the VM, the class library, one class, one
// string concatenation and one println; the run is all fixed cost.
//
// Usage: java Hello [n]   (n is accepted for uniformity and only printed)
public class Hello {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        System.out.println("Hello, world n=" + n + " OK");
    }
}
