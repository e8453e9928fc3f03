import java.util.*;

public class GraphRoutes {
    record Edge(String to, int weight) {}
    record Path(List<String> nodes, int cost) {}

    static final Map<String, List<Edge>> GRAPH = new TreeMap<>();

    static void edge(String a, String b, int w) {
        GRAPH.computeIfAbsent(a, k -> new ArrayList<>()).add(new Edge(b, w));
        GRAPH.computeIfAbsent(b, k -> new ArrayList<>()).add(new Edge(a, w));
    }

    static List<String> bfs(String start, String goal) {
        Map<String, String> parent = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        queue.add(start);
        parent.put(start, null);
        while (!queue.isEmpty()) {
            String cur = queue.poll();
            if (cur.equals(goal)) break;
            for (Edge e : GRAPH.getOrDefault(cur, List.of())) {
                if (!parent.containsKey(e.to())) {
                    parent.put(e.to(), cur);
                    queue.add(e.to());
                }
            }
        }
        if (!parent.containsKey(goal)) return Collections.emptyList();
        LinkedList<String> path = new LinkedList<>();
        for (String at = goal; at != null; at = parent.get(at)) path.addFirst(at);
        return path;
    }

    static Path dijkstra(String start, String goal) {
        Map<String, Integer> dist = new HashMap<>();
        Map<String, String> prev = new HashMap<>();
        record QItem(String node, int dist) {}
        PriorityQueue<QItem> pq = new PriorityQueue<>(Comparator.comparingInt(QItem::dist).thenComparing(QItem::node));
        dist.put(start, 0);
        pq.add(new QItem(start, 0));
        Set<String> done = new HashSet<>();
        int pops = 0;
        while (!pq.isEmpty()) {
            QItem q = pq.poll();
            pops++;
            if (!done.add(q.node())) continue;
            if (q.node().equals(goal)) break;
            for (Edge e : GRAPH.get(q.node())) {
                int nd = q.dist() + e.weight();
                if (nd < dist.getOrDefault(e.to(), Integer.MAX_VALUE)) {
                    dist.put(e.to(), nd);
                    prev.put(e.to(), q.node());
                    pq.add(new QItem(e.to(), nd));
                }
            }
        }
        if (!dist.containsKey(goal)) return null;
        List<String> nodes = new ArrayList<>();
        for (String at = goal; at != null; at = prev.get(at)) nodes.add(at);
        Collections.reverse(nodes);
        return new Path(nodes, dist.get(goal));
    }

    static Map<String, Integer> components() {
        Map<String, Integer> comp = new TreeMap<>();
        int id = 0;
        for (String n : GRAPH.keySet()) {
            if (comp.containsKey(n)) continue;
            Deque<String> stack = new ArrayDeque<>();
            stack.push(n);
            while (!stack.isEmpty()) {
                String c = stack.pop();
                if (comp.putIfAbsent(c, id) != null) continue;
                for (Edge e : GRAPH.get(c)) if (!comp.containsKey(e.to())) stack.push(e.to());
            }
            id++;
        }
        return comp;
    }

    static List<String> topoSort(Map<String, List<String>> deps) {
        Map<String, Integer> indeg = new TreeMap<>();
        for (Map.Entry<String, List<String>> e : deps.entrySet()) {
            indeg.putIfAbsent(e.getKey(), 0);
            for (String d : e.getValue()) indeg.merge(d, 1, Integer::sum);
        }
        PriorityQueue<String> ready = new PriorityQueue<>();
        indeg.forEach((k, v) -> { if (v == 0) ready.add(k); });
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String n = ready.poll();
            order.add(n);
            for (String d : deps.getOrDefault(n, List.of())) if (indeg.merge(d, -1, Integer::sum) == 0) ready.add(d);
        }
        if (order.size() != indeg.size()) throw new IllegalStateException("cycle detected among " + (indeg.size() - order.size()) + " nodes");
        return order;
    }

    public static void main(String[] args) {
        edge("Amsterdam", "Berlin", 650); edge("Amsterdam", "Brussels", 210); edge("Brussels", "Paris", 310);
        edge("Paris", "Lyon", 465); edge("Lyon", "Milan", 440); edge("Berlin", "Prague", 350);
        edge("Prague", "Vienna", 330); edge("Vienna", "Milan", 860); edge("Milan", "Rome", 570);
        edge("Berlin", "Munich", 585); edge("Munich", "Vienna", 435); edge("Munich", "Milan", 490);
        edge("Paris", "Munich", 830); edge("Rome", "Naples", 225); edge("Reykjavik", "Nuuk", 1420);
        for (Map.Entry<String, List<Edge>> e : GRAPH.entrySet()) System.out.println(e.getKey() + " -> " + e.getValue());
        String[][] queries = {{"Amsterdam", "Rome"}, {"Naples", "Prague"}, {"Paris", "Vienna"}, {"Lyon", "Lyon"}, {"Amsterdam", "Nuuk"}, {"Brussels", "Naples"}};
        for (String[] q : queries) {
            List<String> hops = bfs(q[0], q[1]);
            Path p = dijkstra(q[0], q[1]);
            System.out.println(q[0] + " => " + q[1] + ": bfs " + (hops.isEmpty() ? "unreachable" : String.join(">", hops) + " (" + (hops.size() - 1) + " hops)") + "; dijkstra " + (p == null ? "unreachable" : p.nodes() + " " + p.cost() + "km"));
        }
        Map<String, Integer> comps = components();
        System.out.println(comps);
        Map<Integer, List<String>> groups = new TreeMap<>();
        comps.forEach((n, c) -> groups.computeIfAbsent(c, k -> new ArrayList<>()).add(n));
        System.out.println(groups);
        // grid shortest path with obstacles
        String[] grid = {
            "S....#....",
            ".##..#.##.",
            ".#...#..#.",
            ".#.###..#.",
            ".#......#G",
            "...####...",
        };
        int rows = grid.length, cols = grid[0].length();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) Arrays.fill(row, -1);
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{0, 0});
        dist[0][0] = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!q.isEmpty()) {
            int[] c = q.poll();
            for (int[] d : dirs) {
                int r = c[0] + d[0], k = c[1] + d[1];
                if (r >= 0 && r < rows && k >= 0 && k < cols && grid[r].charAt(k) != '#' && dist[r][k] < 0) {
                    dist[r][k] = dist[c[0]][c[1]] + 1;
                    q.add(new int[]{r, k});
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            StringBuilder sb = new StringBuilder();
            for (int k = 0; k < cols; k++) sb.append(dist[r][k] < 0 ? " ##" : String.format("%3d", dist[r][k]));
            System.out.println(sb);
        }
        System.out.println("grid distance to G: " + dist[4][9]);
        Map<String, List<String>> deps = new TreeMap<>();
        deps.put("app", List.of("lib", "log"));
        deps.put("lib", List.of("core"));
        deps.put("log", List.of("core", "fmt"));
        deps.put("test", List.of("app"));
        deps.put("fmt", List.of());
        System.out.println(topoSort(deps));
        deps.put("core", List.of("test"));
        try {
            topoSort(deps);
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
