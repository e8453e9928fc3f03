import org.apache.commons.lang3.ArrayUtils;
import org.apache.commons.lang3.RandomStringUtils;
import org.apache.commons.lang3.StringUtils;
import org.apache.commons.lang3.builder.EqualsBuilder;
import org.apache.commons.lang3.builder.HashCodeBuilder;
import org.apache.commons.lang3.builder.ToStringBuilder;
import org.apache.commons.lang3.builder.ToStringStyle;
import org.apache.commons.lang3.math.NumberUtils;
import org.apache.commons.lang3.time.DateFormatUtils;
import org.apache.commons.lang3.time.StopWatch;
import org.apache.commons.lang3.tuple.Pair;
import java.util.Random;
import java.util.TimeZone;

public class Lang3Basics {
    static class Point {
        int x; int y; String name;
        Point(int x, int y, String name) { this.x = x; this.y = y; this.name = name; }
        public String toString() { return new ToStringBuilder(this, ToStringStyle.SHORT_PREFIX_STYLE).append("x", x).append("y", y).append("name", name).toString(); }
        public boolean equals(Object o) {
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return new EqualsBuilder().append(x, p.x).append(y, p.y).append(name, p.name).isEquals();
        }
        public int hashCode() { return new HashCodeBuilder(17, 37).append(x).append(y).append(name).toHashCode(); }
    }
    public static void main(String[] args) {
        System.out.println(StringUtils.isBlank("  ") + " " + StringUtils.capitalize("hello") + " " + StringUtils.abbreviate("abcdefghij", 6));
        System.out.println(StringUtils.join(new String[] {"a", "b"}, "|") + " " + StringUtils.leftPad("5", 3, '0') + " " + StringUtils.reverse("abc"));
        System.out.println(StringUtils.countMatches("banana", "an") + " " + StringUtils.substringBetween("<x>", "<", ">") + " " + StringUtils.defaultIfEmpty("", "d"));
        System.out.println(StringUtils.splitByCharacterTypeCamelCase("camelCaseXML").length + " " + StringUtils.difference("abc", "abd") + " " + StringUtils.getLevenshteinDistance("kitten", "sitting"));
        int[] arr = {1, 2, 3};
        System.out.println(ArrayUtils.toString(ArrayUtils.add(arr, 4)) + " " + ArrayUtils.contains(arr, 2) + " " + ArrayUtils.indexOf(arr, 3));
        Integer[] boxed = ArrayUtils.toObject(arr);
        System.out.println(boxed.length + " " + ArrayUtils.isEmpty(new Object[0]) + " " + ArrayUtils.toString(ArrayUtils.subarray(new String[] {"a", "b", "c"}, 1, 3)));
        Point p = new Point(1, 2, "p");
        System.out.println(p + " " + p.equals(new Point(1, 2, "p")) + " " + p.hashCode());
        System.out.println(ToStringBuilder.reflectionToString(p, ToStringStyle.NO_CLASS_NAME_STYLE));
        System.out.println(RandomStringUtils.random(8, 0, 0, true, true, null, new Random(42)));
        System.out.println(NumberUtils.toInt("12", 0) + " " + NumberUtils.toInt("zz", -1) + " " + NumberUtils.max(1, 7, 3) + " " + NumberUtils.isCreatable("1e5"));
        StopWatch sw = new StopWatch();
        sw.start();
        sw.stop();
        System.out.println("stopwatch " + (sw.getTime() >= 0) + " " + sw.isStopped());
        System.out.println(DateFormatUtils.format(0L, "yyyy-MM-dd HH:mm:ss", TimeZone.getTimeZone("UTC")));
        System.out.println(DateFormatUtils.ISO_8601_EXTENDED_DATE_FORMAT.format(86400000L * 365));
        Pair<String, Integer> pair = Pair.of("k", 3);
        System.out.println(pair + " " + pair.getLeft() + " " + pair.getRight());
    }
}
