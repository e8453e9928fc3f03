import com.google.inject.*;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.name.Named;
import com.google.inject.name.Names;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

public class GuiceMore {
    interface Plugin { String name(); }
    static class A implements Plugin { public String name() { return "A"; } }
    static class B implements Plugin { public String name() { return "B"; } }
    static class Service {
        final Set<Plugin> plugins; final Map<String, Integer> limits; final Provider<Counter> counters;
        @Inject Service(Set<Plugin> plugins, Map<String, Integer> limits, Provider<Counter> counters) { this.plugins = plugins; this.limits = limits; this.counters = counters; }
    }
    static class Counter { static int made; final int id = ++made; }
    interface Secret { String value(); }
    static class Priv extends PrivateModule {
        @Override protected void configure() {
            bind(String.class).annotatedWith(Names.named("hidden")).toInstance("s3cret");
            bind(Secret.class).to(SecretImpl.class);
            expose(Secret.class);
        }
    }
    static class SecretImpl implements Secret { @Inject @Named("hidden") String v; public String value() { return v; } }
    static class Cycle1 { @Inject Cycle1(Cycle2 c) {} }
    static class Cycle2 { @Inject Cycle2(Missing m) {} }
    interface Missing {}
    public static void main(String[] args) {
        Injector inj = Guice.createInjector(new AbstractModule() {
            @Override protected void configure() {
                Multibinder<Plugin> mb = Multibinder.newSetBinder(binder(), Plugin.class);
                mb.addBinding().to(A.class); mb.addBinding().to(B.class);
                MapBinder<String, Integer> map = MapBinder.newMapBinder(binder(), String.class, Integer.class);
                map.addBinding("x").toInstance(1); map.addBinding("y").toInstance(2);
                bind(Counter.class);
            }
        }, new Priv());
        Service s = inj.getInstance(Service.class);
        Set<String> names = new TreeSet<>();
        for (Plugin p : s.plugins) names.add(p.name());
        System.out.println(names + " " + s.limits.size() + " " + s.limits.get("y"));
        System.out.println(s.counters.get().id + " " + s.counters.get().id);
        System.out.println(inj.getInstance(Secret.class).value());
        System.out.println(inj.getBinding(Secret.class).getKey());
        Injector child = inj.createChildInjector(binder -> binder.bind(Integer.class).toInstance(5));
        System.out.println(child.getInstance(Integer.class) + " " + (child.getParent() == inj));
        try {
            inj.getInstance(Cycle1.class);
        } catch (ConfigurationException e) {
            String m = e.getMessage();
            System.out.println("ConfigurationException " + m.substring(0, m.indexOf('\n')));
        }
    }
}
