import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;

public class AnnotationsAtRuntime {
    enum Level { LOW, HIGH }

    @Retention(RetentionPolicy.RUNTIME)
    @Target({ElementType.TYPE, ElementType.METHOD, ElementType.FIELD, ElementType.PARAMETER})
    @interface Info {
        String value() default "none";
        int priority() default 1;
        Level level() default Level.LOW;
        String[] tags() default {};
        Class<?> type() default Object.class;
        long big() default 10L;
        char letter() default 'x';
        double ratio() default 0.5;
    }

    @Retention(RetentionPolicy.RUNTIME)
    @interface Marker {}

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Heritable { String value(); }

    @interface ClassOnly {}

    @Retention(RetentionPolicy.RUNTIME)
    @interface Single { int value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @Repeatable(Tags.class)
    @interface Tag { String value(); }

    @Retention(RetentionPolicy.RUNTIME)
    @Inherited
    @interface Tags { Tag[] value(); }

    @Tag("a") @Tag("b")
    static class Tagged { @Tag("f") public int field; }

    @Tag("one")
    static class OneTag {}

    static class SubTagged extends Tagged {}

    @Info(value = "service", priority = 5, tags = {"a", "b"}, level = Level.HIGH, type = String.class)
    @Marker
    @Heritable("base")
    @ClassOnly
    static class Service {
        @Info("field") public int counter;
        @Deprecated public String old;

        @Info(priority = 9)
        @Single(3)
        public void work(@Info("param") String job, int plain, @Marker @Info(ratio = 2.0) long n) {}

        public void plain() {}
    }

    static class SubService extends Service {}

    public static void main(String[] args) throws Exception {
        Info info = Service.class.getAnnotation(Info.class);
        System.out.println(info.value() + " " + info.priority() + " " + info.level() + " " + Arrays.toString(info.tags())
                + " " + info.type().getSimpleName() + " " + info.big() + " " + info.letter() + " " + info.ratio());
        System.out.println(info.annotationType().getSimpleName() + " " + (info instanceof Annotation));
        System.out.println(Service.class.isAnnotationPresent(Marker.class) + " " + Service.class.isAnnotationPresent(ClassOnly.class)
                + " " + Service.class.isAnnotationPresent(Single.class));
        System.out.println(Service.class.getAnnotation(Marker.class));
        System.out.println(Service.class.getAnnotations().length + " " + SubService.class.getAnnotations().length + " "
                + SubService.class.getDeclaredAnnotations().length);
        System.out.println(SubService.class.getAnnotation(Heritable.class).value() + " " + SubService.class.getAnnotation(Info.class));
        Method work = Service.class.getMethod("work", String.class, int.class, long.class);
        Info wi = work.getAnnotation(Info.class);
        System.out.println(wi.value() + " " + wi.priority() + " " + work.getAnnotation(Single.class).value());
        System.out.println(work.getAnnotation(Single.class));
        Annotation[][] params = work.getParameterAnnotations();
        for (Annotation[] p : params) {
            List<String> names = new ArrayList<>();
            for (Annotation a : p) names.add(a.annotationType().getSimpleName());
            System.out.println(names);
        }
        System.out.println(((Info) params[0][0]).value() + " " + ((Info) params[2][1]).ratio());
        System.out.println(Service.class.getMethod("plain").getAnnotations().length + " " + Service.class.getMethod("plain").getAnnotation(Info.class));
        Field counter = Service.class.getField("counter");
        System.out.println(counter.getAnnotation(Info.class).value() + " " + counter.isAnnotationPresent(Marker.class));
        System.out.println(Service.class.getField("old").isAnnotationPresent(Deprecated.class));
        Info same = Service.class.getAnnotation(Info.class);
        System.out.println(info.equals(same) + " " + (info.hashCode() == same.hashCode()) + " " + info.equals(wi));
        System.out.println(Info.class.getMethod("priority").getDefaultValue() + " " + Info.class.getMethod("level").getDefaultValue()
                + " " + Info.class.isAnnotation() + " " + Info.class.isInterface());
        Retention r = Info.class.getAnnotation(Retention.class);
        System.out.println(r.value() + " " + Arrays.toString(Info.class.getAnnotation(Target.class).value()));
        System.out.println(Marker.class.getAnnotation(Retention.class));
        // one instance per element; @Repeatable containers; the JDK's handler class
        System.out.println((Service.class.getAnnotation(Info.class) == info) + " " + (work.getAnnotation(Info.class) == wi)
                + " " + (counter.getAnnotation(Info.class) == Service.class.getField("counter").getAnnotation(Info.class))
                + " " + (params[0][0] == work.getParameterAnnotations()[0][0]) + " " + (Service.class.getAnnotations() != Service.class.getAnnotations()));
        Tag[] tags = Tagged.class.getAnnotationsByType(Tag.class);
        System.out.println(tags.length + " " + tags[0].value() + tags[1].value() + " " + Tagged.class.getAnnotation(Tag.class)
                + " " + Tagged.class.getAnnotation(Tags.class) + " " + Tagged.class.getDeclaredAnnotationsByType(Tag.class).length);
        System.out.println(OneTag.class.getAnnotationsByType(Tag.class)[0] + " " + OneTag.class.getAnnotationsByType(Tags.class).length
                + " " + Tagged.class.getField("field").getAnnotationsByType(Tag.class)[0].value()
                + " " + SubTagged.class.getAnnotationsByType(Tag.class).length + " " + SubTagged.class.getDeclaredAnnotationsByType(Tag.class).length);
        System.out.println(Proxy.getInvocationHandler(info).getClass().getName() + " " + Tag.class.getAnnotation(Repeatable.class));
    }
}
