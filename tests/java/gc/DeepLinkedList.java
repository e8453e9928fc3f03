// A linked list of ten million nodes: marking it must not use the native
// stack recursively.
public class DeepLinkedList {
    static final class Node { Node next; }
    static Node head;

    public static void main(String[] args) {
        for (int i = 0; i < 10_000_000; i++) {
            Node n = new Node();
            n.next = head;
            head = n;
        }
        System.gc();
        int count = 0;
        for (Node n = head; n != null; n = n.next) count++;
        System.out.println(count);
    }
}
