public class RecursiveDataStructures {
    static class Tree {
        final int key;
        Tree left, right;

        Tree(int key) {
            this.key = key;
        }

        static Tree insert(Tree node, int key) {
            if (node == null) return new Tree(key);
            if (key < node.key) node.left = insert(node.left, key);
            else if (key > node.key) node.right = insert(node.right, key);
            return node;
        }

        static int height(Tree node) {
            return node == null ? 0 : 1 + Math.max(height(node.left), height(node.right));
        }

        static int size(Tree node) {
            return node == null ? 0 : 1 + size(node.left) + size(node.right);
        }

        static void inOrder(Tree node, StringBuilder out) {
            if (node == null) return;
            inOrder(node.left, out);
            out.append(node.key).append(' ');
            inOrder(node.right, out);
        }

        static boolean contains(Tree node, int key) {
            if (node == null) return false;
            if (key == node.key) return true;
            return contains(key < node.key ? node.left : node.right, key);
        }
    }

    static class ListNode {
        final int value;
        final ListNode next;

        ListNode(int value, ListNode next) {
            this.value = value;
            this.next = next;
        }

        static ListNode reverse(ListNode node, ListNode accumulator) {
            return node == null ? accumulator : reverse(node.next, new ListNode(node.value, accumulator));
        }

        static int sum(ListNode node) {
            return node == null ? 0 : node.value + sum(node.next);
        }

        static String show(ListNode node) {
            return node == null ? "nil" : node.value + ":" + show(node.next);
        }
    }

    static int queens(int row, int n, int[] columns) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            boolean safe = true;
            for (int r = 0; r < row; r++) {
                if (columns[r] == c || Math.abs(columns[r] - c) == row - r) {
                    safe = false;
                    break;
                }
            }
            if (safe) {
                columns[row] = c;
                count += queens(row + 1, n, columns);
            }
        }
        return count;
    }

    static void permutations(char[] items, int k, StringBuilder out) {
        if (k == items.length) {
            out.append(items).append(' ');
            return;
        }
        for (int i = k; i < items.length; i++) {
            char t = items[k]; items[k] = items[i]; items[i] = t;
            permutations(items, k + 1, out);
            t = items[k]; items[k] = items[i]; items[i] = t;
        }
    }

    static int deep(int n) {
        return n == 0 ? 0 : 1 + deep(n - 1);
    }

    public static void main(String[] args) {
        Tree root = null;
        int seed = 7;
        for (int i = 0; i < 200; i++) {
            seed = (seed * 75 + 74) % 65537;
            root = Tree.insert(root, seed % 1000);
        }
        StringBuilder keys = new StringBuilder();
        Tree.inOrder(root, keys);
        System.out.println("size " + Tree.size(root) + " height " + Tree.height(root));
        System.out.println(keys.toString().substring(0, 60));
        System.out.println(Tree.contains(root, 500) + " " + Tree.contains(root, root.key) + " " + Tree.contains(root, -1));
        ListNode list = null;
        for (int i = 1; i <= 10; i++) list = new ListNode(i, list);
        System.out.println(ListNode.show(list) + " sum " + ListNode.sum(list));
        System.out.println(ListNode.show(ListNode.reverse(list, null)));
        for (int n = 1; n <= 8; n++) {
            System.out.print(queens(0, n, new int[n]) + " ");
        }
        System.out.println();
        StringBuilder perms = new StringBuilder();
        permutations(new char[] { 'a', 'b', 'c', 'd' }, 0, perms);
        System.out.println(perms);
        System.out.println("depth " + deep(5000));
    }
}
