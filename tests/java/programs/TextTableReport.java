import java.util.*;
import java.util.function.*;

public class TextTableReport {
    enum Align { LEFT, RIGHT, CENTER }

    record Column<T>(String header, Align align, Function<T, String> getter) {}

    static final class Table<T> {
        final List<Column<T>> columns = new ArrayList<>();
        final List<T> rows = new ArrayList<>();
        Table<T> col(String h, Align a, Function<T, String> g) { columns.add(new Column<>(h, a, g)); return this; }

        static String pad(String s, int w, Align a) {
            if (s.length() >= w) return s;
            int gap = w - s.length();
            return switch (a) {
                case LEFT -> String.format("%-" + w + "s", s);
                case RIGHT -> String.format("%" + w + "s", s);
                case CENTER -> " ".repeat(gap / 2) + s + " ".repeat(gap - gap / 2);
            };
        }

        String render() {
            int[] widths = new int[columns.size()];
            List<String[]> cells = new ArrayList<>();
            for (int c = 0; c < widths.length; c++) widths[c] = columns.get(c).header().length();
            for (T row : rows) {
                String[] cs = new String[widths.length];
                for (int c = 0; c < cs.length; c++) {
                    cs[c] = columns.get(c).getter().apply(row);
                    widths[c] = Math.max(widths[c], cs[c].length());
                }
                cells.add(cs);
            }
            StringBuilder sep = new StringBuilder("+");
            for (int w : widths) sep.append("-".repeat(w + 2)).append('+');
            StringBuilder sb = new StringBuilder().append(sep).append('\n').append('|');
            for (int c = 0; c < widths.length; c++) sb.append(' ').append(pad(columns.get(c).header(), widths[c], Align.CENTER)).append(" |");
            sb.append('\n').append(sep.toString().replace('-', '=')).append('\n');
            for (String[] cs : cells) {
                sb.append('|');
                for (int c = 0; c < widths.length; c++) sb.append(' ').append(pad(cs[c], widths[c], columns.get(c).align())).append(" |");
                sb.append('\n');
            }
            return sb.append(sep).append('\n').toString();
        }
    }

    record Employee(String name, String dept, int age, double salary, boolean remote, char grade) {}

    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<>(List.of(
            new Employee("Ada Lovelace", "Engineering", 36, 182500.5, true, 'A'),
            new Employee("Bob", "Sales", 45, 64000, false, 'C'),
            new Employee("Grace Hopper", "Engineering", 79, 210000.125, false, 'A'),
            new Employee("Linus", "Ops", 28, 99999.995, true, 'B'),
            new Employee("Margaret H.", "Research", 52, 150250.75, true, 'A'),
            new Employee("Zed", "Sales", 19, 31000.4, false, 'D')));
        staff.sort(Comparator.comparing(Employee::dept).thenComparing(Employee::salary, Comparator.reverseOrder()));
        Table<Employee> t = new Table<Employee>()
            .col("#", Align.RIGHT, e -> Integer.toString(staff.indexOf(e) + 1))
            .col("Name", Align.LEFT, Employee::name)
            .col("Dept", Align.CENTER, Employee::dept)
            .col("Age", Align.RIGHT, e -> String.valueOf(e.age()))
            .col("Salary", Align.RIGHT, e -> String.format("%,.2f", e.salary()))
            .col("Remote", Align.CENTER, e -> e.remote() ? "yes" : "no")
            .col("Grade", Align.CENTER, e -> String.valueOf(e.grade()))
            .col("Hex age", Align.LEFT, e -> String.format("0x%04X", e.age()));
        t.rows.addAll(staff);
        System.out.print(t.render());

        Map<String, double[]> byDept = new TreeMap<>();
        for (Employee e : staff) {
            double[] acc = byDept.computeIfAbsent(e.dept(), k -> new double[3]);
            acc[0]++; acc[1] += e.salary(); acc[2] = Math.max(acc[2], e.age());
        }
        Table<Map.Entry<String, double[]>> summary = new Table<Map.Entry<String, double[]>>()
            .col("Department", Align.LEFT, Map.Entry::getKey)
            .col("Count", Align.RIGHT, e -> String.format("%d", (long) e.getValue()[0]))
            .col("Total", Align.RIGHT, e -> String.format("%12.2f", e.getValue()[1]))
            .col("Average", Align.RIGHT, e -> String.format("%.3f", e.getValue()[1] / e.getValue()[0]))
            .col("Oldest", Align.RIGHT, e -> String.format("%+d", (int) e.getValue()[2]))
            .col("Share", Align.RIGHT, e -> String.format("%5.1f%%", 100 * e.getValue()[0] / staff.size()));
        summary.rows.addAll(byDept.entrySet());
        System.out.print(summary.render());

        Table<int[]> mult = new Table<>();
        mult.col("x", Align.RIGHT, r -> String.valueOf(r[0]));
        for (int k = 1; k <= 9; k += 2) { int kk = k; mult.col("*" + k, Align.RIGHT, r -> String.format("%d", r[0] * kk)); }
        mult.col("bin", Align.LEFT, r -> Integer.toBinaryString(r[0]));
        mult.col("e", Align.RIGHT, r -> String.format("%.2e", Math.pow(10, r[0]) / 3));
        for (int i = 1; i <= 12; i += 3) mult.rows.add(new int[]{i});
        System.out.print(mult.render());
        System.out.println(String.format("|%10.4s|%-10.2s|%s|", "truncated", "xyz", Table.pad("mid", 9, Align.CENTER)));
    }
}
