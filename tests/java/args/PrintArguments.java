public class PrintArguments {
    public static void main(String[] args) {
        System.out.println("count " + args.length);
        for (int i = 0; i < args.length; i++) {
            System.out.println(i + ": [" + args[i] + "] length " + args[i].length());
        }
        // args is an ordinary String[] that the program may modify
        if (args.length > 0) {
            args[0] = "replaced";
            System.out.println(args[0]);
        }
    }
}
