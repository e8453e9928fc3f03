public class NoArguments {
    public static void main(String[] args) {
        System.out.println("args is " + (args == null ? "null" : "an array of length " + args.length));
        for (String a : args) {
            System.out.println("unexpected " + a);
        }
    }
}
