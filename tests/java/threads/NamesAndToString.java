// Names, ids, priorities and JDK 17's toString, before, during and after a thread's life.
public class NamesAndToString {
    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println(main + " id " + main.getId() + " alive " + main.isAlive() + " daemon " + main.isDaemon());
        Thread a = new Thread(() -> {});
        Thread b = new Thread("named");
        Thread c = new Thread(() -> {}, "runnable-named");
        Thread d = new Thread();
        System.out.println(a + " " + b + " " + c + " " + d);
        System.out.println("ids increase: " + (a.getId() < b.getId() && b.getId() < c.getId() && c.getId() < d.getId()));
        final String[] seen = new String[2];
        Thread e = new Thread(() -> {
            Thread me = Thread.currentThread();
            seen[0] = me.toString();
            me.setName("renamed");
            me.setPriority(7);
            seen[1] = me.toString();
        });
        e.start();
        e.join();
        System.out.println(seen[0] + " -> " + seen[1] + " -> " + e);
        main.setName("main2");
        System.out.println(Thread.currentThread().getName());
        main.setName("main");
        Thread f = new Thread();
        f.start();
        f.join();
        System.out.println(f.getName() + " ran its null target: " + !f.isAlive());
    }
}
