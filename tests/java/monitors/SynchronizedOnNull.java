public class SynchronizedOnNull {
    static Object maybeNull(boolean isNull) {
        return isNull ? null : new Object();
    }

    public static void main(String[] args) {
        int entered = 0;
        for (int i = 0; i < 4; i++) {
            try {
                synchronized (maybeNull(i % 2 == 1)) {
                    entered++;
                }
                System.out.println(i + ": entered");
            } catch (NullPointerException e) {
                System.out.println(i + ": " + e.getClass().getName());
            }
        }
        System.out.println("entered " + entered);
    }
}
