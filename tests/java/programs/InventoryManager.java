import java.util.*;

public class InventoryManager {
    record Sku(String category, String code) implements Comparable<Sku> {
        public int compareTo(Sku o) { int c = category.compareTo(o.category); return c != 0 ? c : code.compareTo(o.code); }
        @Override public String toString() { return category + "/" + code; }
    }

    static final class OutOfStockException extends Exception {
        OutOfStockException(Sku sku, int wanted, int have) { super("cannot take " + wanted + " of " + sku + ", only " + have + " left"); }
    }

    static final class Inventory {
        final Map<Sku, Integer> stock = new HashMap<>();
        final Map<Sku, Long> priceCents = new HashMap<>();
        final Map<String, Set<Sku>> byCategory = new TreeMap<>();
        final Map<Sku, List<String>> movements = new TreeMap<>();
        final Map<String, Integer> supplierCounts = new TreeMap<>();

        void receive(Sku sku, int qty, long price, String supplier) {
            stock.merge(sku, qty, Integer::sum);
            priceCents.putIfAbsent(sku, price);
            priceCents.computeIfPresent(sku, (k, old) -> Math.max(old, price));
            byCategory.computeIfAbsent(sku.category(), k -> new TreeSet<>()).add(sku);
            movements.computeIfAbsent(sku, k -> new ArrayList<>()).add("+" + qty);
            supplierCounts.merge(supplier, qty, Integer::sum);
        }

        void take(Sku sku, int qty) throws OutOfStockException {
            int have = stock.getOrDefault(sku, 0);
            if (have < qty) throw new OutOfStockException(sku, qty, have);
            stock.compute(sku, (k, v) -> v - qty == 0 ? null : v - qty);
            movements.computeIfAbsent(sku, k -> new ArrayList<>()).add("-" + qty);
            if (!stock.containsKey(sku)) byCategory.computeIfPresent(sku.category(), (k, set) -> { set.remove(sku); return set.isEmpty() ? null : set; });
        }

        long value() {
            long total = 0;
            for (Map.Entry<Sku, Integer> e : stock.entrySet()) total += e.getValue() * priceCents.getOrDefault(e.getKey(), 0L);
            return total;
        }

        String report() {
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, Set<Sku>> e : byCategory.entrySet()) {
                sb.append(e.getKey()).append(':');
                for (Sku s : e.getValue()) sb.append(' ').append(s.code()).append('x').append(stock.getOrDefault(s, 0));
                sb.append('\n');
            }
            return sb.toString();
        }
    }

    static String money(long c) { return String.format("%d.%02d", c / 100, c % 100); }

    public static void main(String[] args) {
        Inventory inv = new Inventory();
        String[] deliveries = {
            "tools,hammer,10,1599,acme", "tools,wrench,5,899,acme", "garden,hose,3,2499,greenco", "tools,hammer,4,1649,bolt",
            "kitchen,pan,7,3400,chefsup", "garden,rake,2,1299,greenco", "kitchen,knife,12,2150,chefsup", "tools,drill,1,8999,bolt",
            "garden,hose,2,2399,acme", "kitchen,pan,1,3100,bolt"
        };
        for (String d : deliveries) {
            String[] f = d.split(",");
            inv.receive(new Sku(f[0], f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]), f[4]);
        }
        System.out.print(inv.report());
        System.out.println("value " + money(inv.value()) + " suppliers " + inv.supplierCounts);
        String[] orders = {"tools,hammer,6", "garden,rake,2", "kitchen,pan,9", "tools,drill,1", "garden,hose,5", "tools,saw,1", "kitchen,knife,11", "tools,hammer,8"};
        List<String> failed = new ArrayList<>();
        for (String o : orders) {
            String[] f = o.split(",");
            try {
                inv.take(new Sku(f[0], f[1]), Integer.parseInt(f[2]));
                System.out.println("shipped " + o);
            } catch (OutOfStockException e) {
                failed.add(e.getMessage());
            }
        }
        failed.forEach(m -> System.out.println("FAILED: " + m));
        System.out.print(inv.report());
        System.out.println("value " + money(inv.value()));
        System.out.println(inv.movements);
        Map<String, Integer> units = new TreeMap<>();
        inv.stock.forEach((sku, q) -> units.merge(sku.category(), q, Integer::sum));
        System.out.println("units by category " + units + " remaining skus " + new TreeSet<>(inv.stock.keySet()));
        Map<Boolean, List<Sku>> partition = new TreeMap<>();
        for (Sku s : new TreeSet<>(inv.priceCents.keySet())) partition.computeIfAbsent(inv.priceCents.get(s) >= 2000, k -> new ArrayList<>()).add(s);
        System.out.println(partition);
        Map<Sku, Integer> reorder = new TreeMap<>();
        for (Sku s : inv.priceCents.keySet()) {
            int q = inv.stock.getOrDefault(s, 0);
            if (q < 3) reorder.put(s, 5 - q);
        }
        System.out.println("reorder " + reorder);
        inv.stock.replaceAll((k, v) -> v * 2);
        inv.stock.merge(new Sku("tools", "wrench"), 1, (a, b) -> null);
        inv.stock.putIfAbsent(new Sku("misc", "tape"), 0);
        System.out.println(new TreeMap<>(inv.stock) + " " + inv.stock.getOrDefault(new Sku("tools", "wrench"), -1));
        Sku probe = new Sku("kitchen", "knife");
        System.out.println(probe.equals(new Sku("kitchen", "knife")) + " " + (probe.hashCode() == new Sku("kitchen", "knife").hashCode()) + " " + inv.stock.containsKey(probe));
    }
}
