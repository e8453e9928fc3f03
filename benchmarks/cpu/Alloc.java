// Alloc: allocation of many small, short-lived objects. Each iteration
// builds a complete binary tree of depth 8 (511 nodes) bottom-up and a
// linked list of 64 nodes, walks both, and drops them. Measures the
// allocation fast path (new + constructor call), field stores and loads,
// and pointer chasing; a VM with a GC also exercises young collection.
//
// Usage: java Alloc [iterations]   (default iterations = 7000)
//
// Total allocation at the default size: 7000 * (511 + 64) = 4.0 million
// objects. With HotSpot's compressed layout (12-byte header) both node
// classes take 24 bytes, 97 MB in all; with a 16-byte header and 8-byte
// references (TreeNode 40 bytes, ListNode 32 bytes) it is
// 7000 * (511 * 40 + 64 * 32) bytes = 157 MB, well below the 400 MB a VM
// without a garbage collector can afford. Allocation grows linearly with
// iterations (about 22.5 KB per iteration at 40/32-byte nodes), so stay
// below about 17000 iterations on such a VM.
//
// Self-check: with heap numbering (root 1, children 2v and 2v+1) the tree
// holds exactly the values 1 .. 2^(d+1) - 1, so its sum is M(M+1)/2 with
// M = 2^(d+1) - 1; the list holds seed+1 .. seed+64, whose sum is also a
// closed form. The checksum adds both over all iterations.
public class Alloc {
    static final int TREE_DEPTH = 8;
    static final int LIST_LENGTH = 64;

    static final class TreeNode {
        final TreeNode left;
        final TreeNode right;
        final int value;

        TreeNode(TreeNode left, TreeNode right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }
    }

    static final class ListNode {
        final int value;
        final ListNode next;

        ListNode(int value, ListNode next) {
            this.value = value;
            this.next = next;
        }
    }

    static TreeNode buildTree(int value, int depth) {
        if (depth == 0) {
            return new TreeNode(null, null, value);
        }
        return new TreeNode(buildTree(2 * value, depth - 1), buildTree(2 * value + 1, depth - 1), value);
    }

    static long sumTree(TreeNode node) {
        long sum = node.value;
        if (node.left != null) {
            sum += sumTree(node.left);
        }
        if (node.right != null) {
            sum += sumTree(node.right);
        }
        return sum;
    }

    static int countTree(TreeNode node) {
        if (node == null) {
            return 0;
        }
        return 1 + countTree(node.left) + countTree(node.right);
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
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 7000;
        long checksum = 0;
        long objects = 0;
        for (int iteration = 0; iteration < iterations; iteration++) {
            TreeNode root = buildTree(1, TREE_DEPTH);
            checksum += sumTree(root);
            objects += countTree(root);

            int seed = iteration % 1000;
            ListNode head = null;
            for (int i = LIST_LENGTH; i >= 1; i--) {
                head = new ListNode(seed + i, head);
            }
            for (ListNode node = head; node != null; node = node.next) {
                checksum += node.value;
                objects++;
            }
        }

        long treeSize = (1L << (TREE_DEPTH + 1)) - 1;
        long expectedChecksum = 0;
        for (int iteration = 0; iteration < iterations; iteration++) {
            long seed = iteration % 1000;
            expectedChecksum += treeSize * (treeSize + 1) / 2
                    + LIST_LENGTH * seed + (long) LIST_LENGTH * (LIST_LENGTH + 1) / 2;
        }
        long expectedObjects = (long) iterations * (treeSize + LIST_LENGTH);
        boolean ok = checksum == expectedChecksum && objects == expectedObjects;
        System.out.println("Alloc iterations=" + iterations + " objects=" + objects + " checksum=" + checksum
                + (ok ? " OK" : " FAIL expected objects=" + expectedObjects + " checksum=" + expectedChecksum));
    }
}
