import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

// Havlak: loop recognition in a control-flow graph with Havlak's algorithm
// ("Nesting of Reducible and Irreducible Loops", TOPLAS 1997), the workload
// of Hundt's "Loop Recognition in C++/Java/Go/Scala" comparison, here on
// pseudo-random structured graphs: straight-line blocks, if/else diamonds,
// nested while loops, self loops and two-entry (irreducible) cycles, plus a
// few unreachable blocks.
// The work is object-heavy: per run, a depth-first numbering into a
// HashMap<BasicBlock, Integer>, a HashSet<Integer> and an ArrayList per
// node, union-find nodes with path compression, LinkedList work lists,
// SimpleLoop objects in HashSets (BasicBlock and SimpleLoop have their own
// deterministic hashCode, so the library's hash tables call back into user
// code), and a recursive walk over the loop tree through a Consumer
// lambda. The types are nested so they cannot clash with other programs'
// classes.
//
// Usage: java Havlak [runs]   (default runs = 50)
// Four graphs of about 14000 blocks each (about 3400 loops each, nested up
// to 8 deep) are built once; each run finds the loops of one of them (round
// robin) from scratch, allocating about 12 MB (garbage after the run; 0.65 GB
// in total at the default size).
//
// Self-check: the generator counts the loops it builds (reducible,
// irreducible, and their deepest nesting); every run must find exactly
// those. Once per graph the loops are also found by a different method:
// dominators (Cooper, Harvey and Kennedy's iterative algorithm) give the
// natural loops, one per header that dominates a predecessor; their
// headers must be exactly Havlak's reducible headers, and each natural
// loop's body must have as many blocks as Havlak's loop with its nested
// loops.
public class Havlak {
    static final int GRAPHS = 4;
    static final int MAX_NESTING = 7;

    // ---------------------------------------------------------------- the graph

    static final class BasicBlock {
        final int name;
        final List<BasicBlock> inEdges = new ArrayList<>(2);
        final List<BasicBlock> outEdges = new ArrayList<>(2);

        BasicBlock(int name) {
            this.name = name;
        }

        @Override
        public int hashCode() {
            return name;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof BasicBlock block && block.name == name;
        }
    }

    static final class ControlFlowGraph {
        final Map<Integer, BasicBlock> blocks = new HashMap<>();
        BasicBlock start;
        int edgeCount;

        BasicBlock block(int name) {
            BasicBlock block = blocks.get(name);
            if (block == null) {
                block = new BasicBlock(name);
                blocks.put(name, block);
                if (start == null) {
                    start = block;
                }
            }
            return block;
        }

        void addEdge(int from, int to) {
            BasicBlock source = block(from);
            BasicBlock target = block(to);
            source.outEdges.add(target);
            target.inEdges.add(source);
            edgeCount++;
        }

        int size() {
            return blocks.size();
        }
    }

    // ---------------------------------------------------------------- loops

    static final class SimpleLoop {
        final int counter;
        final Set<BasicBlock> blocks = new HashSet<>();
        final Set<SimpleLoop> children = new HashSet<>();
        SimpleLoop parent;
        BasicBlock header;
        boolean isRoot;
        boolean isReducible = true;
        int depthLevel;
        int nestingLevel;

        SimpleLoop(int counter) {
            this.counter = counter;
        }

        void addBlock(BasicBlock block) {
            blocks.add(block);
        }

        void setHeader(BasicBlock block) {
            blocks.add(block);
            header = block;
        }

        void setParent(SimpleLoop parent) {
            this.parent = parent;
            parent.children.add(this);
        }

        @Override
        public int hashCode() {
            return counter;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof SimpleLoop loop && loop.counter == counter;
        }
    }

    /** The loop nesting forest under an artificial root loop. */
    static final class LoopStructureGraph {
        final SimpleLoop root;
        final List<SimpleLoop> loops = new ArrayList<>();
        int loopCounter;

        LoopStructureGraph() {
            root = createNewLoop();
            root.isRoot = true;
            root.nestingLevel = 0;
            loops.add(root);
        }

        SimpleLoop createNewLoop() {
            return new SimpleLoop(loopCounter++);
        }

        void addLoop(SimpleLoop loop) {
            loops.add(loop);
        }

        int loopCount() {
            return loops.size();
        }

        /** Hangs the outermost loops under the root and computes depth and nesting levels. */
        void calculateNestingLevel() {
            for (SimpleLoop loop : loops) {
                if (!loop.isRoot && loop.parent == null) {
                    loop.setParent(root);
                }
            }
            calculateNestingLevel(root, 0);
        }

        private void calculateNestingLevel(SimpleLoop loop, int depth) {
            loop.depthLevel = depth;
            for (SimpleLoop child : loop.children) {
                calculateNestingLevel(child, depth + 1);
                loop.nestingLevel = Math.max(loop.nestingLevel, 1 + child.nestingLevel);
            }
        }

        /** Visits every loop below `loop`, parents before children. */
        static void forEachBelow(SimpleLoop loop, Consumer<SimpleLoop> action) {
            for (SimpleLoop child : loop.children) {
                action.accept(child);
                forEachBelow(child, action);
            }
        }
    }

    // ---------------------------------------------------------------- Havlak's algorithm

    static final class UnionFindNode {
        UnionFindNode parent;
        BasicBlock block;
        SimpleLoop loop;
        int dfsNumber;

        void init(BasicBlock block, int dfsNumber) {
            this.parent = this;
            this.block = block;
            this.dfsNumber = dfsNumber;
            this.loop = null;
        }

        /** The representative of this node's set, compressing the path to it. */
        UnionFindNode findSet() {
            List<UnionFindNode> path = new ArrayList<>();
            UnionFindNode node = this;
            while (node != node.parent) {
                if (node.parent != node.parent.parent) {
                    path.add(node);
                }
                node = node.parent;
            }
            for (UnionFindNode onPath : path) {
                onPath.parent = node.parent;
            }
            return node;
        }

        void union(UnionFindNode into) {
            parent = into;
        }
    }

    enum BlockClass { TOP, NONHEADER, REDUCIBLE, SELF, IRREDUCIBLE, DEAD }

    /** One block on the explicit depth-first stack and how many of its successors have been tried. */
    static final class DfsFrame {
        final BasicBlock block;
        int nextEdge;

        DfsFrame(BasicBlock block) {
            this.block = block;
        }
    }

    static final class HavlakLoopFinder {
        static final int UNVISITED = Integer.MAX_VALUE;
        static final int MAX_NON_BACK_PREDECESSORS = 32 * 1024;

        final ControlFlowGraph graph;
        final LoopStructureGraph loops = new LoopStructureGraph();
        final Map<BasicBlock, Integer> number = new HashMap<>();

        HavlakLoopFinder(ControlFlowGraph graph) {
            this.graph = graph;
        }

        static boolean isAncestor(int w, int v, int[] last) {
            return w <= v && v <= last[w];
        }

        /** Numbers the reachable blocks in depth-first preorder; last[w] is the highest number below w. */
        int depthFirstNumbering(UnionFindNode[] nodes, int[] last) {
            ArrayDeque<DfsFrame> stack = new ArrayDeque<>();
            int current = 0;
            nodes[0].init(graph.start, 0);
            number.put(graph.start, 0);
            stack.push(new DfsFrame(graph.start));
            while (!stack.isEmpty()) {
                DfsFrame frame = stack.peek();
                if (frame.nextEdge < frame.block.outEdges.size()) {
                    BasicBlock target = frame.block.outEdges.get(frame.nextEdge++);
                    if (number.get(target) == UNVISITED) {
                        current++;
                        nodes[current].init(target, current);
                        number.put(target, current);
                        stack.push(new DfsFrame(target));
                    }
                } else {
                    last[number.get(frame.block)] = current;
                    stack.pop();
                }
            }
            return current + 1;
        }

        /** Finds all loops; returns their number including the artificial root. */
        int findLoops() {
            if (graph.start == null) {
                return 0;
            }
            int size = graph.size();
            List<Set<Integer>> nonBackPredecessors = new ArrayList<>(size);
            List<List<Integer>> backPredecessors = new ArrayList<>(size);
            int[] header = new int[size];
            BlockClass[] types = new BlockClass[size];
            int[] last = new int[size];
            UnionFindNode[] nodes = new UnionFindNode[size];
            for (int i = 0; i < size; i++) {
                nonBackPredecessors.add(new HashSet<>());
                backPredecessors.add(new ArrayList<>());
                nodes[i] = new UnionFindNode();
            }

            // a: depth-first numbering.
            for (BasicBlock block : graph.blocks.values()) {
                number.put(block, UNVISITED);
            }
            depthFirstNumbering(nodes, last);

            // b: split each block's predecessors into back-edge sources and the others.
            for (int w = 0; w < size; w++) {
                header[w] = 0;
                types[w] = BlockClass.NONHEADER;
                BasicBlock nodeW = nodes[w].block;
                if (nodeW == null) {
                    types[w] = BlockClass.DEAD;
                    continue;
                }
                for (BasicBlock nodeV : nodeW.inEdges) {
                    int v = number.get(nodeV);
                    if (v == UNVISITED) {
                        continue; // an unreachable predecessor
                    }
                    if (isAncestor(w, v, last)) {
                        backPredecessors.get(w).add(v);
                    } else {
                        nonBackPredecessors.get(w).add(v);
                    }
                }
            }
            header[0] = 0;

            // c: from the innermost candidates outwards, collapse each loop body into its header.
            for (int w = size - 1; w >= 0; w--) {
                BasicBlock nodeW = nodes[w].block;
                if (nodeW == null) {
                    continue;
                }
                List<UnionFindNode> nodePool = new ArrayList<>();
                for (int v : backPredecessors.get(w)) {
                    if (v != w) {
                        nodePool.add(nodes[v].findSet());
                    } else {
                        types[w] = BlockClass.SELF;
                    }
                }
                LinkedList<UnionFindNode> workList = new LinkedList<>(nodePool);
                if (!nodePool.isEmpty()) {
                    types[w] = BlockClass.REDUCIBLE;
                }
                while (!workList.isEmpty()) {
                    UnionFindNode x = workList.removeFirst();
                    Set<Integer> predecessors = nonBackPredecessors.get(x.dfsNumber);
                    if (predecessors.size() > MAX_NON_BACK_PREDECESSORS) {
                        return 0;
                    }
                    for (int predecessor : predecessors) {
                        UnionFindNode ydash = nodes[predecessor].findSet();
                        if (!isAncestor(w, ydash.dfsNumber, last)) {
                            types[w] = BlockClass.IRREDUCIBLE;
                            nonBackPredecessors.get(w).add(ydash.dfsNumber);
                        } else if (ydash.dfsNumber != w && !nodePool.contains(ydash)) {
                            workList.add(ydash);
                            nodePool.add(ydash);
                        }
                    }
                }
                if (!nodePool.isEmpty() || types[w] == BlockClass.SELF) {
                    SimpleLoop loop = loops.createNewLoop();
                    loop.setHeader(nodeW);
                    loop.isReducible = types[w] != BlockClass.IRREDUCIBLE;
                    nodes[w].loop = loop;
                    for (UnionFindNode node : nodePool) {
                        header[node.dfsNumber] = w;
                        node.union(nodes[w]);
                        if (node.loop != null) {
                            node.loop.setParent(loop);
                        } else {
                            loop.addBlock(node.block);
                        }
                    }
                    loops.addLoop(loop);
                }
            }
            loops.calculateNestingLevel();
            return loops.loopCount();
        }
    }

    // ---------------------------------------------------------------- the generator

    /** Builds a structured pseudo-random graph and counts the loops it puts in. */
    static final class GraphBuilder {
        final ControlFlowGraph graph = new ControlFlowGraph();
        long seed;
        int nextName;
        int reducibleLoops;
        int irreducibleLoops;
        int maxDepth;

        GraphBuilder(long seed) {
            this.seed = seed;
        }

        int random(int bound) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            return (int) ((seed >>> 33) % bound);
        }

        int newBlock() {
            int name = nextName++;
            graph.block(name);
            return name;
        }

        int straight(int entry) {
            int block = newBlock();
            graph.addEdge(entry, block);
            return block;
        }

        int diamond(int entry, int depth) {
            int left = straight(entry);
            int right = straight(entry);
            int leftEnd = random(2) == 0 ? left : region(left, depth, 2);
            int join = newBlock();
            graph.addEdge(leftEnd, join);
            graph.addEdge(right, join);
            return join;
        }

        /** header -> body ... -> latch -> header, and header -> exit. */
        int loop(int entry, int depth) {
            noteLoop(depth + 1);
            reducibleLoops++;
            int header = straight(entry);
            int latch = region(header, depth + 1, 1 + random(4));
            graph.addEdge(latch, header);
            return straight(header);
        }

        int selfLoop(int entry, int depth) {
            noteLoop(depth + 1);
            reducibleLoops++;
            int block = straight(entry);
            graph.addEdge(block, block);
            return block;
        }

        /** entry -> a, entry -> b, a <-> b, a -> exit: a cycle with two entries. */
        int irreducible(int entry, int depth) {
            noteLoop(depth + 1);
            irreducibleLoops++;
            int a = straight(entry);
            int b = straight(entry);
            graph.addEdge(a, b);
            graph.addEdge(b, a);
            return straight(a);
        }

        void noteLoop(int depth) {
            maxDepth = Math.max(maxDepth, depth);
        }

        /** A sequence of `parts` random constructs starting at `entry`; returns the exit block. */
        int region(int entry, int depth, int parts) {
            int at = entry;
            for (int i = 0; i < parts; i++) {
                int choice = random(100);
                if (choice < 30) {
                    at = straight(at);
                } else if (choice < 52) {
                    at = diamond(at, depth);
                } else if (choice < 82 && depth < MAX_NESTING) {
                    at = loop(at, depth);
                } else if (choice < 90) {
                    at = selfLoop(at, depth);
                } else if (choice < 96) {
                    at = irreducible(at, depth);
                } else {
                    at = straight(at);
                }
            }
            return at;
        }

        ControlFlowGraph build(int outerLoops) {
            int at = newBlock(); // the start block
            for (int i = 0; i < outerLoops; i++) {
                at = loop(at, 0);
                at = region(at, 0, 2);
            }
            // A few unreachable blocks jumping into the graph.
            for (int i = 0; i < 5; i++) {
                int dead = newBlock();
                graph.addEdge(dead, random(dead));
            }
            return graph;
        }
    }

    // ---------------------------------------------------------------- the independent check

    /** Natural loops from dominators: header name -> number of blocks in its loop body. */
    static Map<Integer, Integer> naturalLoops(ControlFlowGraph graph) {
        // Reverse postorder of the reachable blocks (iterative DFS).
        Map<BasicBlock, Integer> postorder = new HashMap<>();
        List<BasicBlock> order = new ArrayList<>();
        ArrayDeque<DfsFrame> stack = new ArrayDeque<>();
        Set<BasicBlock> seen = new HashSet<>();
        seen.add(graph.start);
        stack.push(new DfsFrame(graph.start));
        while (!stack.isEmpty()) {
            DfsFrame frame = stack.peek();
            if (frame.nextEdge < frame.block.outEdges.size()) {
                BasicBlock target = frame.block.outEdges.get(frame.nextEdge++);
                if (seen.add(target)) {
                    stack.push(new DfsFrame(target));
                }
            } else {
                postorder.put(frame.block, order.size());
                order.add(frame.block);
                stack.pop();
            }
        }
        int count = order.size();
        int[] idom = new int[count]; // by postorder number
        Arrays.fill(idom, -1);
        int startIndex = postorder.get(graph.start);
        idom[startIndex] = startIndex;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = count - 1; i >= 0; i--) {
                if (i == startIndex) {
                    continue;
                }
                int newIdom = -1;
                for (BasicBlock predecessor : order.get(i).inEdges) {
                    Integer p = postorder.get(predecessor);
                    if (p == null || idom[p] == -1) {
                        continue;
                    }
                    newIdom = newIdom == -1 ? p : intersect(idom, p, newIdom);
                }
                if (idom[i] != newIdom) {
                    idom[i] = newIdom;
                    changed = true;
                }
            }
        }
        Map<Integer, Integer> bodies = new HashMap<>();
        for (int h = 0; h < count; h++) {
            BasicBlock headerBlock = order.get(h);
            List<BasicBlock> latches = new ArrayList<>();
            for (BasicBlock predecessor : headerBlock.inEdges) {
                Integer p = postorder.get(predecessor);
                if (p != null && dominates(idom, h, p, startIndex)) {
                    latches.add(predecessor);
                }
            }
            if (latches.isEmpty()) {
                continue;
            }
            Set<BasicBlock> body = new HashSet<>();
            body.add(headerBlock);
            ArrayDeque<BasicBlock> work = new ArrayDeque<>();
            for (BasicBlock latch : latches) {
                if (body.add(latch)) {
                    work.add(latch);
                }
            }
            while (!work.isEmpty()) {
                for (BasicBlock predecessor : work.removeFirst().inEdges) {
                    if (postorder.containsKey(predecessor) && body.add(predecessor)) {
                        work.add(predecessor);
                    }
                }
            }
            bodies.put(headerBlock.name, body.size());
        }
        return bodies;
    }

    static int intersect(int[] idom, int a, int b) {
        while (a != b) {
            while (a < b) {
                a = idom[a];
            }
            while (b < a) {
                b = idom[b];
            }
        }
        return a;
    }

    static boolean dominates(int[] idom, int dominator, int node, int startIndex) {
        while (true) {
            if (node == dominator) {
                return true;
            }
            if (node == startIndex) {
                return false;
            }
            node = idom[node];
        }
    }

    /** Blocks in `loop` and all loops nested in it. */
    static int totalBlocks(SimpleLoop loop) {
        int[] total = {loop.blocks.size()};
        LoopStructureGraph.forEachBelow(loop, child -> total[0] += child.blocks.size());
        return total[0];
    }

    // ---------------------------------------------------------------- the driver

    /** Compares one run's loops with the generator's counts; null when they agree. */
    static String checkRun(HavlakLoopFinder finder, int found, GraphBuilder builder) {
        int[] counts = new int[2]; // reducible, irreducible
        LoopStructureGraph.forEachBelow(finder.loops.root, loop -> counts[loop.isReducible ? 0 : 1]++);
        int expectedTotal = builder.reducibleLoops + builder.irreducibleLoops + 1;
        if (found != expectedTotal || counts[0] != builder.reducibleLoops || counts[1] != builder.irreducibleLoops
                || finder.loops.root.nestingLevel != builder.maxDepth) {
            return "found " + found + " loops (" + counts[0] + " reducible, " + counts[1] + " irreducible, nesting "
                    + finder.loops.root.nestingLevel + "), generator built " + expectedTotal + " ("
                    + builder.reducibleLoops + ", " + builder.irreducibleLoops + ", nesting " + builder.maxDepth + ")";
        }
        return null;
    }

    /** Havlak's reducible loops against the natural loops from dominators; null when they agree. */
    static String checkAgainstDominators(HavlakLoopFinder finder, ControlFlowGraph graph) {
        Map<Integer, Integer> natural = naturalLoops(graph);
        int[] reducible = {0};
        String[] problem = {null};
        LoopStructureGraph.forEachBelow(finder.loops.root, loop -> {
            if (!loop.isReducible || problem[0] != null) {
                return;
            }
            reducible[0]++;
            Integer size = natural.get(loop.header.name);
            if (size == null) {
                problem[0] = "block " + loop.header.name + " heads a loop but dominates none of its predecessors";
            } else if (size != totalBlocks(loop)) {
                problem[0] = "loop at block " + loop.header.name + " has " + totalBlocks(loop)
                        + " blocks, its natural loop " + size;
            }
        });
        if (problem[0] == null && reducible[0] != natural.size()) {
            problem[0] = natural.size() + " natural loops but " + reducible[0] + " reducible loops";
        }
        return problem[0];
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        GraphBuilder[] builders = new GraphBuilder[GRAPHS];
        long blocks = 0;
        long expectedLoops = 0;
        String failure = null;
        for (int g = 0; g < GRAPHS; g++) {
            builders[g] = new GraphBuilder(1000 + g);
            builders[g].build(200);
            blocks += builders[g].graph.size();
        }
        long checksum = 0;
        long loopsFound = 0;
        for (int run = 0; run < runs && failure == null; run++) {
            GraphBuilder builder = builders[run % GRAPHS];
            HavlakLoopFinder finder = new HavlakLoopFinder(builder.graph);
            int found = finder.findLoops();
            loopsFound += found;
            expectedLoops += builder.reducibleLoops + builder.irreducibleLoops + 1;
            failure = checkRun(finder, found, builder);
            if (failure == null && run < GRAPHS) {
                failure = checkAgainstDominators(finder, builder.graph);
            }
            if (failure != null) {
                failure = "run " + run + " (graph " + run % GRAPHS + "): " + failure;
            }
            long[] sum = {0};
            LoopStructureGraph.forEachBelow(finder.loops.root,
                    loop -> sum[0] += (loop.header.name + 1L) * (loop.depthLevel * 7L + loop.blocks.size()));
            checksum = checksum * 31 + sum[0];
        }
        String line = "Havlak runs=" + runs + " blocks=" + blocks + " loopsFound=" + loopsFound + " checksum="
                + checksum;
        if (failure == null && loopsFound != expectedLoops) {
            failure = "expected " + expectedLoops + " loops";
        }
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
