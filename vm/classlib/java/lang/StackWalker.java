package java.lang;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * rvm's java.lang.StackWalker, on a Throwable's stack: walk/forEach take the current thread's
 * frames once (the VM's backtrace, with each frame's bytecode index) and hand them over as a
 * stream, without StackWalker's own frames. As in the JDK, reflection frames
 * (java.lang.reflect.Method/Constructor and jdk.internal.reflect) are left out unless
 * SHOW_REFLECT_FRAMES is given, getCallerClass always leaves them out, and the declaring class is
 * given only with RETAIN_CLASS_REFERENCE. Frames of hidden classes (lambda proxies) are never
 * shown, even with SHOW_HIDDEN_FRAMES (rvm's backtraces do not keep them).
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE,
        SHOW_REFLECT_FRAMES,
        SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default java.lang.invoke.MethodType getMethodType() {
            throw new UnsupportedOperationException();
        }

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class));

    private final Set<Option> options;
    private final boolean retainClass;
    private final boolean showReflect;

    private StackWalker(Set<Option> options) {
        this.options = options;
        this.retainClass = options.contains(Option.RETAIN_CLASS_REFERENCE);
        this.showReflect = options.contains(Option.SHOW_REFLECT_FRAMES) || options.contains(Option.SHOW_HIDDEN_FRAMES);
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)));
    }

    public static StackWalker getInstance(Set<Option> options) {
        if (options.isEmpty()) {
            return DEFAULT;
        }
        return new StackWalker(toEnumSet(options));
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return new StackWalker(toEnumSet(options));
    }

    private static EnumSet<Option> toEnumSet(Set<Option> options) {
        Objects.requireNonNull(options);
        EnumSet<Option> set = EnumSet.noneOf(Option.class);
        for (Option o : options) {
            set.add(Objects.requireNonNull(o));
        }
        return set;
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        return function.apply(frames(showReflect).stream());
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        ArrayList<StackFrame> frames = frames(showReflect);
        for (int i = 0; i < frames.size(); i++) {
            action.accept(frames.get(i));
        }
    }

    public Class<?> getCallerClass() {
        if (!retainClass) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        ArrayList<StackFrame> frames = frames(false);
        // frames[0] called getCallerClass; its caller is the answer.
        if (frames.size() < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return frames.get(1).getDeclaringClass();
    }

    private static boolean isReflection(String className) {
        return className.equals("java.lang.reflect.Method") || className.equals("java.lang.reflect.Constructor")
                || className.startsWith("jdk.internal.reflect.");
    }

    /** The caller's frames, innermost first, without this class's. */
    private ArrayList<StackFrame> frames(boolean withReflection) {
        Throwable t = new Throwable();
        StackTraceElement[] trace = t.getStackTrace();
        ArrayList<StackFrame> result = new ArrayList<>(trace.length);
        int i = 0;
        while (i < trace.length && trace[i].getClassName().startsWith("java.lang.StackWalker")) {
            i++;
        }
        for (; i < trace.length; i++) {
            StackTraceElement e = trace[i];
            if (!withReflection && isReflection(e.getClassName())) {
                continue;
            }
            result.add(new Frame(this, e, t.rvmBci(i)));
        }
        return result;
    }

    private static final class Frame implements StackFrame {
        private final StackWalker walker;
        private final StackTraceElement element;
        private final int bci;

        Frame(StackWalker walker, StackTraceElement element, int bci) {
            this.walker = walker;
            this.element = element;
            this.bci = bci;
        }

        public String getClassName() {
            return element.getClassName();
        }

        public String getMethodName() {
            return element.getMethodName();
        }

        public Class<?> getDeclaringClass() {
            if (!walker.retainClass) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
            try {
                return Class.forName(element.getClassName(), false, null);
            } catch (ClassNotFoundException e) {
                throw new InternalError(e);
            }
        }

        public int getByteCodeIndex() {
            return isNativeMethod() ? -1 : bci;
        }

        public String getFileName() {
            return element.getFileName();
        }

        public int getLineNumber() {
            return element.getLineNumber();
        }

        public boolean isNativeMethod() {
            return element.isNativeMethod();
        }

        public StackTraceElement toStackTraceElement() {
            return element;
        }

        public String toString() {
            return element.toString();
        }
    }
}
