import java.io.IOException;
import java.security.AccessControlContext;
import java.security.AccessController;
import java.security.PrivilegedAction;
import java.security.PrivilegedActionException;
import java.security.PrivilegedExceptionAction;
import java.util.EventListener;
import java.util.EventObject;
import java.util.MissingResourceException;

public class SecurityAndEvents {
    static class Clicked extends EventObject {
        final int x;

        Clicked(Object source, int x) {
            super(source);
            this.x = x;
        }
    }

    interface ClickListener extends EventListener {
        void clicked(Clicked e);
    }

    public static void main(String[] args) throws Exception {
        System.out.println("security manager: " + System.getSecurityManager());
        String s = AccessController.doPrivileged(new PrivilegedAction<String>() {
            public String run() {
                return "ran " + System.getProperty("file.separator");
            }
        });
        System.out.println(s);
        Integer n = AccessController.doPrivileged((PrivilegedAction<Integer>) () -> 6 * 7);
        System.out.println(n);
        AccessControlContext context = AccessController.getContext();
        System.out.println(context != null);
        System.out.println(AccessController.doPrivileged((PrivilegedAction<String>) () -> "with context", context));
        System.out.println(AccessController.doPrivileged((PrivilegedExceptionAction<String>) () -> "checked ok"));
        try {
            AccessController.doPrivileged((PrivilegedExceptionAction<String>) () -> {
                throw new IOException("disk gone");
            });
        } catch (PrivilegedActionException e) {
            System.out.println(e + " | " + e.getMessage() + " | " + e.getException() + " | " + (e.getCause() == e.getException()));
        }
        try {
            AccessController.doPrivileged((PrivilegedExceptionAction<String>) () -> {
                throw new IllegalStateException("unchecked passes through");
            });
        } catch (IllegalStateException e) {
            System.out.println("ISE " + e.getMessage());
        }
        try {
            AccessController.doPrivileged((PrivilegedAction<String>) () -> {
                throw new UnsupportedOperationException("from action");
            });
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        System.out.println(new PrivilegedActionException(null) + " " + new PrivilegedActionException(null).getException());

        Object button = "button-1";
        Clicked c = new Clicked(button, 7);
        ClickListener listener = e -> System.out.println("clicked at " + e.x + " on " + e.getSource());
        listener.clicked(c);
        System.out.println(c.toString().replace("SecurityAndEvents$", ""));
        System.out.println(listener instanceof EventListener);
        try {
            new EventObject(null);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        MissingResourceException m = new MissingResourceException("msg", "Cls", "key");
        System.out.println(m + " " + m.getClassName() + " " + m.getKey());
        System.out.println(System.mapLibraryName("z") + " " + System.mapLibraryName(""));
        try {
            System.mapLibraryName(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        StringBuilder longName = new StringBuilder();
        for (int i = 0; i < 241; i++) {
            longName.append('x');
        }
        try {
            System.mapLibraryName(longName.toString());
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(System.mapLibraryName(longName.substring(1)).length());
    }
}
