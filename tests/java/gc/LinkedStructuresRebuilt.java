// Rebuilds linked lists and binary trees many times, so that most of each
// generation dies while a few survivors stay linked from older ones.
public class LinkedStructuresRebuilt {
    static final class Node { final int value; Node next; Node(int value, Node next) { this.value = value; this.next = next; } }
    static final class Tree { Tree left, right; final int value; Tree(int value) { this.value = value; } }

    static Tree build(int depth, int[] counter) {
        Tree t = new Tree(counter[0]++);
        if (depth > 0) { t.left = build(depth - 1, counter); t.right = build(depth - 1, counter); }
        return t;
    }

    static long sum(Tree t) { return t == null ? 0 : t.value + sum(t.left) + sum(t.right); }

    public static void main(String[] args) {
        Node survivors = null;
        long total = 0;
        for (int round = 0; round < 300; round++) {
            Node list = null;
            for (int i = 0; i < 20000; i++) list = new Node(i, list);
            long s = 0;
            for (Node n = list; n != null; n = n.next) s += n.value;
            total += s;
            Tree t = build(10, new int[1]);
            total += sum(t);
            if (round % 30 == 0) survivors = new Node(round, survivors);
        }
        StringBuilder kept = new StringBuilder();
        for (Node n = survivors; n != null; n = n.next) kept.append(n.value).append(' ');
        System.out.println(total);
        System.out.println(kept.toString().trim());
    }
}
