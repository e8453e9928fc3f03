class ConfigurationFailure extends RuntimeException {
    ConfigurationFailure(String message) {
        super(message);
    }
}

public class UncaughtCustomException {
    public static void main(String[] args) {
        System.out.println("loading configuration");
        throw new ConfigurationFailure("missing key 'port'");
    }
}
