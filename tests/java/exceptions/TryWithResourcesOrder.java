public class TryWithResourcesOrder {
    static StringBuilder log = new StringBuilder();

    static class Resource implements AutoCloseable {
        private final String name;
        private final boolean failOnClose;

        Resource(String name, boolean failOnClose) {
            this.name = name;
            this.failOnClose = failOnClose;
            log.append("open(" + name + ") ");
        }

        void use(boolean fail) {
            log.append("use(" + name + ") ");
            if (fail) throw new IllegalStateException("use of " + name + " failed");
        }

        @Override
        public void close() {
            log.append("close(" + name + ") ");
            if (failOnClose) throw new IllegalArgumentException("close of " + name + " failed");
        }
    }

    static void run(boolean failUse, boolean failCloseA, boolean failCloseB) {
        log = new StringBuilder();
        try (Resource a = new Resource("a", failCloseA); Resource b = new Resource("b", failCloseB)) {
            a.use(false);
            b.use(failUse);
            log.append("body-done ");
        } catch (RuntimeException e) {
            log.append("caught " + e.getMessage());
            Throwable[] suppressed = e.getSuppressed();
            for (Throwable s : suppressed) {
                log.append(" [suppressed " + s.getMessage() + "]");
            }
        } finally {
            log.append(" finally");
        }
        System.out.println(log);
    }

    public static void main(String[] args) {
        run(false, false, false);
        run(true, false, false);
        run(false, true, false);
        run(false, false, true);
        run(true, true, true);
        // a null resource is allowed and not closed
        log = new StringBuilder();
        try (Resource nothing = null) {
            log.append("body with null resource");
        }
        System.out.println(log);
    }
}
