import java.util.Properties;

/** System properties from -D and assertions switched by -ea/-da (see PropertiesAndAssertions.jvm). */
public class PropertiesAndAssertions {
    static class Nested {
        static boolean enabled() {
            boolean on = false;
            assert on = true;
            return on;
        }
    }

    public static void main(String[] args) {
        System.out.println("app.name=" + System.getProperty("app.name"));
        System.out.println("empty=[" + System.getProperty("app.empty") + "]");
        System.out.println("equals in value=" + System.getProperty("app.expr"));
        System.out.println("last wins=" + System.getProperty("app.twice"));
        System.out.println("overrides the VM's=" + System.getProperty("user.language"));
        System.out.println("missing=" + System.getProperty("app.missing", "default"));
        System.out.println("Integer.getInteger=" + Integer.getInteger("app.count", -1));
        System.out.println("Boolean.getBoolean=" + Boolean.getBoolean("app.flag"));
        Properties all = System.getProperties();
        System.out.println("in getProperties=" + all.getProperty("app.name") + " " + all.containsKey("app.empty"));
        System.setProperty("app.name", "changed");
        System.out.println("after setProperty=" + System.getProperty("app.name"));

        boolean on = false;
        assert on = true;
        System.out.println("main class asserts (-ea): " + on);
        System.out.println("nested class follows its top-level class: " + Nested.enabled());
        System.out.println("p.Q asserts (-da:p...): " + p.Q.enabled());
        System.out.println("p.sub.R asserts (-ea:p.sub.R): " + p.sub.R.enabled());
        System.out.println("library classes never: " + String.class.desiredAssertionStatus());
        try {
            assert args.length > 3 : "need more than " + args.length + " arguments";
            System.out.println("no AssertionError");
        } catch (AssertionError e) {
            System.out.println("AssertionError: " + e.getMessage());
        }
    }
}
