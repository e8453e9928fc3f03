package java.lang;

/**
 * rvm's java.lang.StackTraceElement (pure Java). The VM creates instances with the
 * 4-argument constructor and may then set {@code moduleName} ("java.base" for library frames).
 */
public final class StackTraceElement implements java.io.Serializable {
    private String moduleName;
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;

    public StackTraceElement(String declaringClass, String methodName, String fileName, int lineNumber) {
        this(null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        this(moduleName, null, declaringClass, methodName, fileName, lineNumber);
    }

    private StackTraceElement(String moduleName, Object unused, String declaringClass, String methodName,
            String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.moduleName = moduleName;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
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
        return null;
    }

    public String getClassLoaderName() {
        return null;
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
        String s = declaringClass;
        if (moduleName != null && !moduleName.isEmpty()) {
            s = moduleName + "/" + declaringClass;
        }
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
                && eq(e.moduleName, moduleName)
                && e.declaringClass.equals(declaringClass)
                && e.methodName.equals(methodName)
                && eq(e.fileName, fileName);
    }

    private static boolean eq(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + (moduleName == null ? 0 : moduleName.hashCode());
        result = 31 * result + (fileName == null ? 0 : fileName.hashCode());
        result = 31 * result + lineNumber;
        return result;
    }
}
