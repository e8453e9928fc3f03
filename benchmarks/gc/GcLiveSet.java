// Pause times with a large live set: builds about 200 MB of long-lived
// objects (a table of small arrays and nodes), then churns short-lived
// garbage so the collector runs repeatedly over the live set.
// Argument: rounds of churn (default 60).
public class GcLiveSet {
    static final class Node { final int id; final int[] payload; Node(int id) { this.id = id; this.payload = new int[8]; } }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        Node[] live = new Node[2_500_000];
        for (int i = 0; i < live.length; i++) live[i] = new Node(i);
        long checksum = 0;
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < 500_000; i++) {
                int[] garbage = new int[16];
                garbage[i & 15] = i;
                checksum += garbage[i & 15] & 1;
            }
            checksum += live[(round * 7919) % live.length].id;
        }
        long expected = 0;
        for (int round = 0; round < rounds; round++) expected += 250_000 + (round * 7919) % live.length;
        System.out.println(checksum + (checksum == expected ? " OK" : " FAIL"));
    }
}
