public class SynchronizedBlocks {
    static final Object LOCK = new Object();
    static int counter;

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        synchronized (a) {
            counter++;
            synchronized (b) {
                counter++;
                synchronized (a) {           // reentrant
                    synchronized (a) {
                        counter += 10;
                    }
                }
            }
        }
        System.out.println("counter " + counter);
        for (int i = 0; i < 1000; i++) {
            synchronized (LOCK) {
                counter++;
            }
        }
        System.out.println("after loop " + counter);
        String text = "strings are objects too";
        synchronized (text) {
            System.out.println("locked a string: " + text.length());
        }
        int[] array = new int[3];
        synchronized (array) {
            array[0] = 5;
        }
        System.out.println("locked an array: " + array[0]);
        Integer boxed = 1000;
        synchronized (boxed) {
            System.out.println("locked a box: " + boxed);
        }
        synchronized (SynchronizedBlocks.class) {
            System.out.println("locked a class object");
        }
        System.out.println(nested(5));
        // the lock expression is evaluated once
        int[] evaluations = new int[1];
        synchronized (lockWithSideEffect(evaluations)) {
            System.out.println("evaluations " + evaluations[0]);
        }
    }

    static Object lockWithSideEffect(int[] evaluations) {
        evaluations[0]++;
        return LOCK;
    }

    static int nested(int depth) {
        if (depth == 0) return 0;
        synchronized (LOCK) {
            return 1 + nested(depth - 1);
        }
    }
}
