import org.apache.commons.lang3.ClassUtils;
import org.apache.commons.lang3.EnumUtils;
import org.apache.commons.lang3.LocaleUtils;
import org.apache.commons.lang3.ObjectUtils;
import org.apache.commons.lang3.SerializationUtils;
import org.apache.commons.lang3.StringEscapeUtils;
import org.apache.commons.lang3.SystemUtils;
import org.apache.commons.lang3.Validate;
import org.apache.commons.lang3.exception.ExceptionUtils;
import org.apache.commons.lang3.reflect.FieldUtils;
import org.apache.commons.lang3.reflect.MethodUtils;
import org.apache.commons.lang3.reflect.ConstructorUtils;
import org.apache.commons.lang3.text.StrSubstitutor;
import org.apache.commons.lang3.time.DateUtils;
import org.apache.commons.lang3.time.DurationFormatUtils;
import org.apache.commons.lang3.time.FastDateFormat;
import org.apache.commons.lang3.mutable.MutableInt;
import org.apache.commons.lang3.concurrent.BasicThreadFactory;
import org.apache.commons.lang3.builder.CompareToBuilder;
import org.apache.commons.lang3.builder.ReflectionToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.Map;
import java.util.TimeZone;

public class Lang3More {
    enum Color { RED, GREEN }
    static class Bean implements Serializable {
        private String name = "bean";
        private int count = 3;
        private ArrayList<String> tags = new ArrayList<>();
        public String shout(String s) { return s.toUpperCase() + "!"; }
    }
    public static void main(String[] args) throws Exception {
        System.out.println(ClassUtils.getShortClassName(Map.Entry.class) + " " + ClassUtils.getPackageName(String.class) + " " + ClassUtils.getAllInterfaces(ArrayList.class).size() + " " + ClassUtils.isAssignable(Integer.class, int.class));
        System.out.println(EnumUtils.getEnum(Color.class, "GREEN") + " " + EnumUtils.getEnumList(Color.class) + " " + EnumUtils.isValidEnum(Color.class, "BLUE"));
        System.out.println(LocaleUtils.toLocale("en_US") + " " + ObjectUtils.firstNonNull(null, "x") + " " + ObjectUtils.defaultIfNull(null, 5));
        Bean b = new Bean(); b.tags.add("t");
        Bean copy = SerializationUtils.clone(b);
        System.out.println(copy.name + " " + copy.count + " " + copy.tags + " " + (copy != b));
        System.out.println(StringEscapeUtils.escapeJava("tab\there \"q\"") + " " + StringEscapeUtils.escapeHtml4("<a & b>") + " " + StringEscapeUtils.unescapeXml("&lt;x&gt;"));
        System.out.println(SystemUtils.IS_JAVA_1_8 + " " + SystemUtils.isJavaVersionAtLeast(org.apache.commons.lang3.JavaVersion.JAVA_11) + " " + SystemUtils.IS_OS_LINUX + " " + SystemUtils.LINE_SEPARATOR.length());
        try { Validate.notBlank("  ", "name %s blank", "x"); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { Validate.isTrue(false, "value %d", 3); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Exception ex = new RuntimeException("top", new IllegalArgumentException("root cause"));
        System.out.println(ExceptionUtils.getRootCauseMessage(ex) + " | " + ExceptionUtils.getThrowableCount(ex) + " | " + ExceptionUtils.getStackTrace(ex).split("\n")[0]);
        System.out.println(FieldUtils.readField(b, "name", true) + " " + FieldUtils.getAllFields(Bean.class).length + " " + MethodUtils.invokeMethod(b, "shout", "hi"));
        FieldUtils.writeField(b, "count", 9, true);
        System.out.println(b.count + " " + ConstructorUtils.invokeConstructor(StringBuilder.class, "sb").append("!"));
        System.out.println(ReflectionToStringBuilder.toString(b, ToStringStyle.SHORT_PREFIX_STYLE));
        Map<String, String> vals = new HashMap<>(); vals.put("animal", "fox");
        System.out.println(new StrSubstitutor(vals).replace("The ${animal} jumps ${missing}"));
        TimeZone utc = TimeZone.getTimeZone("UTC");
        FastDateFormat fdf = FastDateFormat.getInstance("yyyy-MM-dd'T'HH:mm:ss.SSS Z", utc);
        System.out.println(fdf.format(new Date(1234567890123L)) + " " + fdf.parse("2020-02-29T12:00:00.000 +0000").getTime());
        System.out.println(DateUtils.addDays(new Date(0), 3).getTime() + " " + DurationFormatUtils.formatDuration(3723004L, "HH:mm:ss.SSS") + " " + DurationFormatUtils.formatDurationWords(90061000L, true, true));
        MutableInt mi = new MutableInt(5); mi.add(3);
        System.out.println(mi + " " + new CompareToBuilder().append(1, 2).append("b", "a").toComparison());
        Thread t = new BasicThreadFactory.Builder().namingPattern("worker-%d").build().newThread(() -> {});
        System.out.println(t.getName());
    }
}
