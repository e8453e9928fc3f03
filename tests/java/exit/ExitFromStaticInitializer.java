class Config {
    static {
        System.out.println("Config.<clinit> decides to exit");
        if (args() != null) {
            System.exit(5);
        }
    }

    static int value = 1;

    static String args() {
        return "";
    }
}

public class ExitFromStaticInitializer {
    public static void main(String[] args) {
        System.out.println("main starts");
        System.out.println(Config.value);
        System.out.println("never printed");
    }
}
