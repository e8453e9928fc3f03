package java.util;

/**
 * The primitive-array sorts behind {@link Arrays#sort(int[])} and friends: an introspective
 * quicksort (median-of-three pivot, insertion sort for short ranges, heapsort when recursion gets
 * too deep). A sort of primitives has only one correct result, so this need not be the JDK's
 * dual-pivot quicksort; for float and double it produces the Double.compare order the JDK does
 * (-0.0 before 0.0, NaNs last).
 */
final class PrimitiveSort {
    private PrimitiveSort() {
    }

    private static final int INSERTION_SORT_THRESHOLD = 24;

    static void sort(int[] a, int lo, int hi) {
        quickSort(a, lo, hi, 2 * (32 - Integer.numberOfLeadingZeros(hi - lo + 1)));
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(int[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            int pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(int[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            int x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(int[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(int[] a, int lo, int i, int n) {
        int x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(long[] a, int lo, int hi) {
        quickSort(a, lo, hi, 2 * (32 - Integer.numberOfLeadingZeros(hi - lo + 1)));
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(long[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            long pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(long[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            long x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(long[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(long[] a, int lo, int i, int n) {
        long x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(long[] a, int i, int j) {
        long t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(short[] a, int lo, int hi) {
        quickSort(a, lo, hi, 2 * (32 - Integer.numberOfLeadingZeros(hi - lo + 1)));
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(short[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            short pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(short[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            short x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(short[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(short[] a, int lo, int i, int n) {
        short x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(short[] a, int i, int j) {
        short t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(char[] a, int lo, int hi) {
        quickSort(a, lo, hi, 2 * (32 - Integer.numberOfLeadingZeros(hi - lo + 1)));
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(char[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            char pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(char[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            char x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(char[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(char[] a, int lo, int i, int n) {
        char x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(char[] a, int i, int j) {
        char t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(byte[] a, int lo, int hi) {
        quickSort(a, lo, hi, 2 * (32 - Integer.numberOfLeadingZeros(hi - lo + 1)));
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(byte[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            byte pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(byte[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            byte x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(byte[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(byte[] a, int lo, int i, int n) {
        byte x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(float[] a, int lo, int hi) {
        // NaNs go to the end (they compare neither < nor > anything)
        int end = hi;
        for (int k = hi - 1; k >= lo; k--) {
            float ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            }
        }
        quickSort(a, lo, end, 2 * (32 - Integer.numberOfLeadingZeros(end - lo + 1)));
        // -0.0 and 0.0 compare equal under <; put the negative zeros first
        int negativeZeros = 0;
        int firstZero = -1;
        int zeros = 0;
        for (int k = lo; k < end; k++) {
            if (a[k] == 0.0f) {
                if (firstZero < 0) {
                    firstZero = k;
                }
                zeros++;
                if (Float.floatToRawIntBits(a[k]) < 0) {
                    negativeZeros++;
                }
            }
        }
        for (int k = 0; k < zeros; k++) {
            a[firstZero + k] = k < negativeZeros ? -0.0f : 0.0f;
        }
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(float[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            float pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(float[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            float x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(float[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(float[] a, int lo, int i, int n) {
        float x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(float[] a, int i, int j) {
        float t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void sort(double[] a, int lo, int hi) {
        // NaNs go to the end (they compare neither < nor > anything)
        int end = hi;
        for (int k = hi - 1; k >= lo; k--) {
            double ak = a[k];
            if (ak != ak) {
                a[k] = a[--end];
                a[end] = ak;
            }
        }
        quickSort(a, lo, end, 2 * (32 - Integer.numberOfLeadingZeros(end - lo + 1)));
        // -0.0 and 0.0 compare equal under <; put the negative zeros first
        int negativeZeros = 0;
        int firstZero = -1;
        int zeros = 0;
        for (int k = lo; k < end; k++) {
            if (a[k] == 0.0d) {
                if (firstZero < 0) {
                    firstZero = k;
                }
                zeros++;
                if (Double.doubleToRawLongBits(a[k]) < 0) {
                    negativeZeros++;
                }
            }
        }
        for (int k = 0; k < zeros; k++) {
            a[firstZero + k] = k < negativeZeros ? -0.0d : 0.0d;
        }
    }

    /** Sorts a[lo, hi) ascending by <. */
    private static void quickSort(double[] a, int lo, int hi, int depth) {
        while (hi - lo > INSERTION_SORT_THRESHOLD) {
            if (depth-- == 0) {
                heapSort(a, lo, hi);
                return;
            }
            int mid = (lo + hi) >>> 1;
            // median of three into a[mid]
            if (a[mid] < a[lo]) {
                swap(a, mid, lo);
            }
            if (a[hi - 1] < a[lo]) {
                swap(a, hi - 1, lo);
            }
            if (a[hi - 1] < a[mid]) {
                swap(a, hi - 1, mid);
            }
            double pivot = a[mid];
            int i = lo;
            int j = hi - 1;
            while (i <= j) {
                while (a[i] < pivot) {
                    i++;
                }
                while (pivot < a[j]) {
                    j--;
                }
                if (i <= j) {
                    swap(a, i, j);
                    i++;
                    j--;
                }
            }
            // recurse into the smaller part, loop on the larger
            if (j + 1 - lo < hi - i) {
                quickSort(a, lo, j + 1, depth);
                lo = i;
            } else {
                quickSort(a, i, hi, depth);
                hi = j + 1;
            }
        }
        insertionSort(a, lo, hi);
    }

    private static void insertionSort(double[] a, int lo, int hi) {
        for (int i = lo + 1; i < hi; i++) {
            double x = a[i];
            int j = i - 1;
            while (j >= lo && x < a[j]) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
    }

    private static void heapSort(double[] a, int lo, int hi) {
        int n = hi - lo;
        for (int i = (n >>> 1) - 1; i >= 0; i--) {
            siftDown(a, lo, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            swap(a, lo, lo + end);
            siftDown(a, lo, 0, end);
        }
    }

    private static void siftDown(double[] a, int lo, int i, int n) {
        double x = a[lo + i];
        while (true) {
            int child = 2 * i + 1;
            if (child >= n) {
                break;
            }
            if (child + 1 < n && a[lo + child] < a[lo + child + 1]) {
                child++;
            }
            if (!(x < a[lo + child])) {
                break;
            }
            a[lo + i] = a[lo + child];
            i = child;
        }
        a[lo + i] = x;
    }

    private static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
