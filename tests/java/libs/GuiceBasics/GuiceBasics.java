import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Inject;
import com.google.inject.Injector;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.name.Named;
import com.google.inject.name.Names;

public class GuiceBasics {
    interface Greeter { String greet(String who); }
    static class PoliteGreeter implements Greeter {
        private final String prefix;
        @Inject PoliteGreeter(@Named("prefix") String prefix) { this.prefix = prefix; }
        public String greet(String who) { return prefix + ", " + who; }
    }
    @Singleton static class Counter { int n; int next() { return ++n; } }
    static class App {
        @Inject Greeter greeter;
        @Inject Counter counter;
        String run() { return greeter.greet("guice") + " #" + counter.next(); }
    }
    static class Mod extends AbstractModule {
        @Override protected void configure() {
            bind(Greeter.class).to(PoliteGreeter.class);
            bindConstant().annotatedWith(Names.named("prefix")).to("Good day");
        }
        @Provides @Named("answer") int answer() { return 42; }
    }
    public static void main(String[] args) {
        Injector injector = Guice.createInjector(new Mod());
        App a = injector.getInstance(App.class);
        App b = injector.getInstance(App.class);
        System.out.println(a.run());
        System.out.println(b.run());
        System.out.println((a != b) + " " + (a.counter == b.counter));
        System.out.println(injector.getInstance(com.google.inject.Key.get(Integer.class, Names.named("answer"))));
        try {
            injector.getInstance(Runnable.class);
        } catch (com.google.inject.ConfigurationException e) {
            System.out.println("ConfigurationException " + e.getErrorMessages().size());
        }
    }
}
