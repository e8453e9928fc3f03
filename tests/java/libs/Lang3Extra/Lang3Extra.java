import org.apache.commons.lang3.*;
import org.apache.commons.lang3.builder.DiffBuilder;
import org.apache.commons.lang3.builder.DiffResult;
import org.apache.commons.lang3.builder.ToStringStyle;
import org.apache.commons.lang3.builder.ReflectionDiffBuilder;
import org.apache.commons.lang3.builder.Diffable;
import org.apache.commons.lang3.concurrent.ConcurrentUtils;
import org.apache.commons.lang3.concurrent.LazyInitializer;
import org.apache.commons.lang3.text.StrBuilder;
import org.apache.commons.lang3.text.StrTokenizer;
import org.apache.commons.lang3.text.translate.CharSequenceTranslator;
import org.apache.commons.lang3.text.translate.UnicodeEscaper;
import org.apache.commons.lang3.time.FastDateFormat;
import org.apache.commons.lang3.time.DateUtils;
import org.apache.commons.lang3.reflect.TypeUtils;
import org.apache.commons.lang3.function.Failable;
import org.apache.commons.lang3.stream.Streams;
import org.apache.commons.lang3.math.Fraction;
import org.apache.commons.lang3.event.EventListenerSupport;
import org.apache.commons.lang3.AnnotationUtils;
import java.beans.PropertyChangeListener;
import java.util.*;

public class Lang3Extra {
    static class Version implements Diffable<Version> {
        int major; String name;
        Version(int major, String name) { this.major = major; this.name = name; }
        public DiffResult<Version> diff(Version o) {
            return new DiffBuilder<Version>(this, o, ToStringStyle.SHORT_PREFIX_STYLE).append("major", major, o.major).append("name", name, o.name).build();
        }
    }
    public interface Ping { void ping(String s); }
    @Deprecated static class Annotated {}
    public static void main(String[] args) throws Exception {
        System.out.println(new Version(1, "a").diff(new Version(2, "a")));
        System.out.println(CharSetUtils.squeeze("aabbccdd", "a-c") + " " + CharUtils.toIntValue('7') + " " + BooleanUtils.toStringYesNo(true) + " " + BooleanUtils.toBoolean("on"));
        System.out.println(ArrayUtils.toString(StringUtils.split("a:b::c", ':')) + " " + StringUtils.wrap("x", "'") + " " + StringUtils.center("mid", 9, '*') + " " + StringUtils.stripAccents("\u00e9l\u00e8ve"));
        System.out.println(StringUtils.normalizeSpace("  a   b  ") + " " + StringUtils.rotate("abcde", 2) + " " + StringUtils.getJaroWinklerDistance("martha", "marhta"));
        System.out.println(RegExUtils.replaceAll("a1b22c", "[0-9]+", "#") + " " + Conversion.intToHex(255, 0, "", 0, 2));
        StrBuilder sb = new StrBuilder();
        sb.appendWithSeparators(new String[] {"x", "y"}, ", ").appendNewLine().appendPadding(3, '-').append(42);
        System.out.println(sb.toString().replace("\n", "\\n"));
        System.out.println(new StrTokenizer("a, 'b c', d", ',').setQuoteChar('\'').setTrimmerMatcher(org.apache.commons.lang3.text.StrMatcher.trimMatcher()).getTokenList());
        CharSequenceTranslator t = UnicodeEscaper.outsideOf(32, 0x7f);
        System.out.println(t.translate("caf\u00e9"));
        System.out.println(Fraction.getFraction(6, 8).reduce() + " " + Fraction.getFraction("1 1/2").doubleValue() + " " + Fraction.ONE_THIRD.add(Fraction.ONE_QUARTER));
        System.out.println(TypeUtils.parameterize(List.class, String.class) + " " + TypeUtils.isAssignable(Integer.class, Number.class));
        LazyInitializer<String> lazy = new LazyInitializer<String>() { protected String initialize() { return "lazy"; } };
        System.out.println(lazy.get() + " " + ConcurrentUtils.constantFuture(5).get());
        EventListenerSupport<Ping> support = EventListenerSupport.create(Ping.class);
        List<String> got = new ArrayList<>();
        support.addListener(got::add);
        support.addListener(s -> got.add(s.toUpperCase()));
        support.fire().ping("hey");
        System.out.println(got);
        System.out.println(Streams.stream(Arrays.asList("1", "2", "x")).filter(s -> !s.equals("x")).map(Integer::parseInt).collect(java.util.stream.Collectors.toList()));
        try { Failable.run(() -> { throw new java.io.IOException("io"); }); } catch (java.io.UncheckedIOException e) { System.out.println("unchecked " + e.getCause().getMessage()); }
        Deprecated d = Annotated.class.getAnnotation(Deprecated.class);
        System.out.println(AnnotationUtils.toString(d) + " " + AnnotationUtils.equals(d, d));
        FastDateFormat f = FastDateFormat.getInstance("EEEE, d MMMM yyyy", TimeZone.getTimeZone("UTC"), Locale.US);
        System.out.println(f.format(0L) + " " + f.parse("Friday, 13 March 2020").getTime());
        Calendar c = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.US);
        c.setTimeInMillis(1600000000000L);
        System.out.println(DateUtils.truncate(c, Calendar.DAY_OF_MONTH).getTimeInMillis() + " " + DateUtils.isSameDay(new Date(0), new Date(1000)));
        System.out.println(JavaVersion.JAVA_RECENT.atLeast(JavaVersion.JAVA_1_8));
        System.out.println(ThreadUtils.findThreadsByName("main").size() + " " + RandomUtils.nextInt(5, 6) + " " + Range.between(1, 10).contains(5) + " " + Range.between(1, 10).fit(20));
        System.out.println(StringUtils.join(ArrayUtils.toObject(ArrayUtils.removeElements(new int[] {1, 2, 3, 2}, 2)), ","));
    }
}
