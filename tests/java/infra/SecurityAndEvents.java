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
        domains();
    }

    static void domains() throws Exception {
        java.security.ProtectionDomain pd = SecurityAndEvents.class.getProtectionDomain();
        java.security.CodeSource cs = pd.getCodeSource();
        java.net.URL loc = cs.getLocation();
        System.out.println(loc.getProtocol() + " " + loc.getPath().endsWith("/") + " " + (cs.getCertificates() == null)
            + " " + (pd.getClassLoader() == ClassLoader.getSystemClassLoader()) + " " + pd.getPrincipals().length + " "
            + (pd == Clicked.class.getProtectionDomain()) + " " + pd.staticPermissionsOnly() + " "
            + cs.toString().endsWith("/ <no signer certificates>)"));
        java.security.ProtectionDomain boot = String.class.getProtectionDomain();
        System.out.println(boot.getCodeSource() + " " + boot.getClassLoader() + " " + boot.implies(new RuntimePermission("x"))
            + " " + boot.staticPermissionsOnly() + " " + (boot == Integer.class.getProtectionDomain()));
        java.security.CodeSource a = new java.security.CodeSource(new java.net.URL("file:/tmp/lib/"), (java.security.cert.Certificate[]) null);
        java.security.CodeSource b = new java.security.CodeSource(new java.net.URL("file:/tmp/lib/a.jar"), (java.security.cert.Certificate[]) null);
        java.security.CodeSource all = new java.security.CodeSource(new java.net.URL("file:/tmp/-"), (java.security.cert.Certificate[]) null);
        java.security.CodeSource star = new java.security.CodeSource(new java.net.URL("file:/tmp/lib/*"), (java.security.cert.Certificate[]) null);
        java.security.CodeSource none = new java.security.CodeSource(null, (java.security.cert.Certificate[]) null);
        System.out.println(a + " " + a.implies(b) + " " + all.implies(b) + " " + star.implies(b) + " " + star.implies(a) + " "
            + none.implies(b) + " " + b.implies(none) + " " + a.equals(new java.security.CodeSource(new java.net.URL("file:/tmp/lib/"),
            (java.security.cert.Certificate[]) null)) + " " + (a.hashCode() == new java.net.URL("file:/tmp/lib/").hashCode()) + " " + none);
        RuntimePermission exitAll = new RuntimePermission("exitVM.*");
        System.out.println(exitAll + " " + exitAll.implies(new RuntimePermission("exitVM.1")) + " "
            + exitAll.implies(new RuntimePermission("exitVM")) + " " + new RuntimePermission("*").implies(exitAll) + " "
            + exitAll.equals(new RuntimePermission("exitVM.*")) + " " + (exitAll.hashCode() == "exitVM.*".hashCode()) + " ["
            + exitAll.getActions() + "] " + new RuntimePermission("a*").implies(new RuntimePermission("ab")));
        java.security.Permissions perms = new java.security.Permissions();
        perms.add(exitAll);
        perms.add(new RuntimePermission("getClassLoader"));
        System.out.println(perms.implies(new RuntimePermission("exitVM.3")) + " " + perms.implies(new RuntimePermission("setIO"))
            + " " + java.util.Collections.list(perms.elements()).size());
        java.security.ProtectionDomain mine = new java.security.ProtectionDomain(a, perms);
        System.out.println(mine.implies(new RuntimePermission("getClassLoader")) + " " + mine.implies(new RuntimePermission("setIO"))
            + " " + perms.isReadOnly() + " " + (mine.getPermissions() == perms));
        try {
            perms.add(new RuntimePermission("setIO"));
        } catch (SecurityException e) {
            System.out.println(e);
        }
        java.security.Permissions everything = new java.security.Permissions();
        everything.add(new java.security.AllPermission());
        System.out.println(everything.implies(new RuntimePermission("anything")) + " " + new java.security.AllPermission() + " "
            + new java.security.AllPermission().implies(exitAll));
        try {
            new RuntimePermission(null);
        } catch (NullPointerException e) {
            System.out.println(e);
        }
        try {
            new RuntimePermission("");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }
}
