import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Parses quoted CSV, aggregates sales per region and product, prints a report with locale-aware numbers. */
public class CsvSalesReport {
    record Sale(String region, String product, int units, BigDecimal price) {
        BigDecimal total() {
            return price.multiply(BigDecimal.valueOf(units));
        }
    }

    static final String DATA = """
            region,product,units,price
            North,"Widget, large",12,19.99
            South,Gadget,5,7.50
            North,Gadget,3,7.50
            "East \"\"Coast\"\"\"",Widget,40,4.25
            South,"Widget, large",1,19.99
            West,Doohickey,0,100
            North,Widget,17,4.25
            bad line without enough fields
            East,Gadget,x,7.50
            """;

    static List<String> parseLine(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        fields.add(cur.toString());
        return fields;
    }

    public static void main(String[] args) throws IOException {
        List<Sale> sales = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new StringReader(DATA))) {
            String header = r.readLine();
            System.out.println("columns: " + parseLine(header));
            String line;
            int lineNo = 1;
            while ((line = r.readLine()) != null) {
                lineNo++;
                List<String> f = parseLine(line);
                if (f.size() != 4) {
                    System.out.println("line " + lineNo + ": expected 4 fields, got " + f.size());
                    continue;
                }
                try {
                    sales.add(new Sale(f.get(0), f.get(1), Integer.parseInt(f.get(2)), new BigDecimal(f.get(3))));
                } catch (NumberFormatException e) {
                    System.out.println("line " + lineNo + ": " + e.getMessage());
                }
            }
        }
        Map<String, BigDecimal> byRegion = new TreeMap<>();
        for (Sale s : sales) {
            byRegion.merge(s.region(), s.total(), BigDecimal::add);
        }
        Map<String, Integer> unitsByProduct = sales.stream()
                .collect(Collectors.groupingBy(Sale::product, TreeMap::new, Collectors.summingInt(Sale::units)));
        NumberFormat usd = NumberFormat.getCurrencyInstance(Locale.US);
        NumberFormat plain = NumberFormat.getNumberInstance(Locale.US);
        plain.setMaximumFractionDigits(1);
        System.out.println(String.format("%-16s %12s", "Region", "Revenue"));
        for (Map.Entry<String, BigDecimal> e : byRegion.entrySet()) {
            System.out.println(String.format("%-16s %12s", e.getKey(), usd.format(e.getValue())));
        }
        BigDecimal grand = byRegion.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        System.out.println(String.format(Locale.US, "%-16s %,12.2f", "TOTAL", grand));
        System.out.println("units by product: " + unitsByProduct);
        Map<String, String> share = new LinkedHashMap<>();
        byRegion.entrySet().stream().sorted(Map.Entry.<String, BigDecimal>comparingByValue(Comparator.reverseOrder()))
                .forEach(e -> share.put(e.getKey(), plain.format(e.getValue().multiply(BigDecimal.valueOf(100))
                        .divide(grand, 3, RoundingMode.HALF_EVEN)) + "%"));
        System.out.println("share: " + share);
        Sale best = sales.stream().max(Comparator.comparing(Sale::total)).orElseThrow();
        System.out.println("best line: " + best);
    }
}
