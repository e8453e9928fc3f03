package java.util;

import java.util.function.Supplier;

/** rvm's java.util.Objects (pure Java). */
public final class Objects {
    private Objects() {}

    public static boolean equals(Object a, Object b) {
        return (a == b) || (a != null && a.equals(b));
    }

    public static int hashCode(Object o) {
        return o != null ? o.hashCode() : 0;
    }

    public static int hash(Object... values) {
        if (values == null) {
            return 0;
        }
        int result = 1;
        for (int i = 0; i < values.length; i++) {
            Object element = values[i];
            result = 31 * result + (element == null ? 0 : element.hashCode());
        }
        return result;
    }

    public static String toString(Object o) {
        return String.valueOf(o);
    }

    public static String toString(Object o, String nullDefault) {
        return (o != null) ? o.toString() : nullDefault;
    }

    public static <T> T requireNonNull(T obj) {
        if (obj == null) {
            throw new NullPointerException();
        }
        return obj;
    }

    public static <T> T requireNonNull(T obj, String message) {
        if (obj == null) {
            throw new NullPointerException(message);
        }
        return obj;
    }

    public static boolean isNull(Object obj) {
        return obj == null;
    }

    public static boolean nonNull(Object obj) {
        return obj != null;
    }

    public static <T> T requireNonNull(T obj, Supplier<String> messageSupplier) {
        if (obj == null) {
            throw new NullPointerException(messageSupplier == null ? null : messageSupplier.get());
        }
        return obj;
    }

    public static <T> T requireNonNullElse(T obj, T defaultObj) {
        return (obj != null) ? obj : requireNonNull(defaultObj, "defaultObj");
    }

    public static <T> T requireNonNullElseGet(T obj, Supplier<? extends T> supplier) {
        return (obj != null) ? obj : requireNonNull(requireNonNull(supplier, "supplier").get(), "supplier.get()");
    }

    public static <T> int compare(T a, T b, Comparator<? super T> c) {
        return (a == b) ? 0 : c.compare(a, b);
    }

    public static int checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
        }
        return index;
    }

    public static int checkFromToIndex(int fromIndex, int toIndex, int length) {
        if (fromIndex < 0 || fromIndex > toIndex || toIndex > length) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + toIndex
                    + ") out of bounds for length " + length);
        }
        return fromIndex;
    }

    public static int checkFromIndexSize(int fromIndex, int size, int length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + fromIndex + " + " + size
                    + ") out of bounds for length " + length);
        }
        return fromIndex;
    }

    public static long checkIndex(long index, long length) {
        if (index < 0 || index >= length) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
        }
        return index;
    }
    public static long checkFromToIndex(long fromIndex, long toIndex, long length) {
        if (fromIndex < 0 || fromIndex > toIndex || toIndex > length) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + toIndex
                    + ") out of bounds for length " + length);
        }
        return fromIndex;
    }

    public static long checkFromIndexSize(long fromIndex, long size, long length) {
        if ((length | fromIndex | size) < 0 || size > length - fromIndex) {
            throw new IndexOutOfBoundsException("Range [" + fromIndex + ", " + fromIndex + " + " + size
                    + ") out of bounds for length " + length);
        }
        return fromIndex;
    }

    /** As the JDK: arrays (also nested and primitive) are compared element by element. */
    public static boolean deepEquals(Object a, Object b) {
        if (a == b) {
            return true;
        } else if (a == null || b == null) {
            return false;
        } else {
            return deepEquals0(a, b);
        }
    }

    private static boolean deepEquals0(Object e1, Object e2) {
        if (e1 instanceof Object[] && e2 instanceof Object[]) {
            Object[] a1 = (Object[]) e1;
            Object[] a2 = (Object[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                Object x = a1[i];
                Object y = a2[i];
                if (x == y) {
                    continue;
                }
                if (x == null || y == null || !deepEquals0(x, y)) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof byte[] && e2 instanceof byte[]) {
            byte[] a1 = (byte[]) e1;
            byte[] a2 = (byte[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof short[] && e2 instanceof short[]) {
            short[] a1 = (short[]) e1;
            short[] a2 = (short[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof int[] && e2 instanceof int[]) {
            int[] a1 = (int[]) e1;
            int[] a2 = (int[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof long[] && e2 instanceof long[]) {
            long[] a1 = (long[]) e1;
            long[] a2 = (long[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof char[] && e2 instanceof char[]) {
            char[] a1 = (char[]) e1;
            char[] a2 = (char[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof float[] && e2 instanceof float[]) {
            float[] a1 = (float[]) e1;
            float[] a2 = (float[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (Float.floatToIntBits(a1[i]) != Float.floatToIntBits(a2[i])) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof double[] && e2 instanceof double[]) {
            double[] a1 = (double[]) e1;
            double[] a2 = (double[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (Double.doubleToLongBits(a1[i]) != Double.doubleToLongBits(a2[i])) {
                    return false;
                }
            }
            return true;
        } else if (e1 instanceof boolean[] && e2 instanceof boolean[]) {
            boolean[] a1 = (boolean[]) e1;
            boolean[] a2 = (boolean[]) e2;
            if (a1.length != a2.length) {
                return false;
            }
            for (int i = 0; i < a1.length; i++) {
                if (a1[i] != a2[i]) {
                    return false;
                }
            }
            return true;
        } else {
            return e1.equals(e2);
        }
    }
}
