package java.lang;

/**
 * rvm's java.lang.StackTraceElement (pure Java). The VM creates instances with the
 * 4-argument constructor and may then set {@code moduleName} ("java.base" for library frames);
 * Throwable and Thread then call {@link #rvmFromVm} to fill in the class loader name and module
 * version as HotSpot's frames have them. As in the JDK, a throwable's elements drop both from
 * {@code toString} (the built-in loader's name, java.base's version), another thread's keep them
 * ({@code app//Main.run(Main.java:5)}, {@code java.base@17/java.lang.Thread.sleep(Native Method)}).
 */
public final class StackTraceElement implements java.io.Serializable {
    private static final byte BUILTIN_CLASS_LOADER = 0x1;
    private static final byte JDK_NON_UPGRADEABLE_MODULE = 0x2;

    private String classLoaderName;
    private String moduleName;
    private String moduleVersion;
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    private transient byte format;
    /** Set by the VM for a frame of a class whose defining loader is a user loader (its name, if any, in classLoaderName). */
    private transient boolean rvmUserLoader;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    /**
     * Completes an element the VM made: library frames are java.base's (version "17", rvm's
     * java.version), class-path frames the application class loader's ("app"). A throwable's
     * elements print without either ({@code dropBoth}), another thread's with both. A user
     * loader's frames keep that loader's name, if it has one ({@code base//p.C.m(C.java:1)}).
     */
    void rvmFromVm(boolean dropBoth) {
        if (rvmUserLoader) {
            format = 0;
            return;
        }
        if (moduleName != null) {
            moduleVersion = "17";
        } else {
            classLoaderName = "app";
        }
        format = dropBoth ? (byte) (BUILTIN_CLASS_LOADER | JDK_NON_UPGRADEABLE_MODULE) : 0;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return moduleVersion;
    }

    public String getClassLoaderName() {
        return classLoaderName;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    public String toString() {
        String s = "";
        if ((format & BUILTIN_CLASS_LOADER) == 0 && classLoaderName != null && !classLoaderName.isEmpty()) {
            s = classLoaderName + "/";
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            s = s + moduleName;
            if ((format & JDK_NON_UPGRADEABLE_MODULE) == 0 && moduleVersion != null && !moduleVersion.isEmpty()) {
                s = s + "@" + moduleVersion;
            }
        }
        s = s.isEmpty() ? declaringClass : s + "/" + declaringClass;
        String where;
        if (isNativeMethod()) {
            where = "Native Method)";
        } else if (fileName != null && lineNumber >= 0) {
            where = fileName + ":" + lineNumber + ")";
        } else if (fileName != null) {
            where = fileName + ")";
        } else {
            where = "Unknown Source)";
        }
        return s + "." + methodName + "(" + where;
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber
                && eq(e.classLoaderName, classLoaderName)
                && eq(e.moduleName, moduleName)
                && eq(e.moduleVersion, moduleVersion)
                && e.declaringClass.equals(declaringClass)
                && e.methodName.equals(methodName)
                && eq(e.fileName, fileName);
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (classLoaderName == null ? 0 : classLoaderName.hashCode());
        result = 31 * result + (moduleName == null ? 0 : moduleName.hashCode());
        result = 31 * result + (moduleVersion == null ? 0 : moduleVersion.hashCode());
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
