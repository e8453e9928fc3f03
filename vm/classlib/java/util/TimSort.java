package java.util;

/**
 * The JDK's TimSort (Tim Peters' list sort as adapted by Josh Bloch), which Arrays.sort uses for
 * objects. It is reproduced step for step because user code can observe the algorithm: the order
 * of comparator calls, the stability, and the IllegalArgumentException "Comparison method violates
 * its general contract!" that inconsistent comparators provoke. A null comparator means natural
 * order (the JDK's ComparableTimSort, whose compareTo calls are the same).
 *
 * <pre>
 *   short ranges (< 32): find the leading run, binary-insertion-sort the rest
 *   otherwise: cut into runs (natural ascending/descending runs extended to minRun by binary
 *   insertion), push them on a stack, merge while the stack invariants fail, merging with
 *   galloping (exponential search) once one run keeps winning (minGallop adapts)
 * </pre>
 */
final class TimSort<T> {
    private static final int MIN_MERGE = 32;
    private static final int MIN_GALLOP = 7;
    private static final int INITIAL_TMP_STORAGE_LENGTH = 256;

    private final T[] a;
    private final Comparator<? super T> c;
    private int minGallop = MIN_GALLOP;
    private Object[] tmp;
    private int tmpBase;
    private int tmpLen;
    private int stackSize = 0;
    private final int[] runBase;
    private final int[] runLen;

    private TimSort(T[] a, Comparator<? super T> c) {
        this.a = a;
        this.c = c;
        // Allocate temp storage (which may be increased later if necessary)
        int len = a.length;
        int tlen = (len < 2 * INITIAL_TMP_STORAGE_LENGTH) ? len >>> 1 : INITIAL_TMP_STORAGE_LENGTH;
        tmp = new Object[tlen];
        tmpBase = 0;
        tmpLen = tlen;
        int stackLen = (len < 120 ? 5 : len < 1542 ? 10 : len < 119151 ? 24 : 49);
        runBase = new int[stackLen];
        runLen = new int[stackLen];
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> int compare(Comparator<? super T> c, T x, T y) {
        return c == null ? ((Comparable) x).compareTo(y) : c.compare(x, y);
    }

    static <T> void sort(T[] a, int lo, int hi, Comparator<? super T> c) {
        int nRemaining = hi - lo;
        if (nRemaining < 2) {
            return; // Arrays of size 0 and 1 are always sorted
        }
        // If array is small, do a "mini-TimSort" with no merges
        if (nRemaining < MIN_MERGE) {
            int initRunLen = countRunAndMakeAscending(a, lo, hi, c);
            binarySort(a, lo, hi, lo + initRunLen, c);
            return;
        }
        TimSort<T> ts = new TimSort<>(a, c);
        int minRun = minRunLength(nRemaining);
        do {
            // Identify next run
            int runLen = countRunAndMakeAscending(a, lo, hi, c);
            // If run is short, extend to min(minRun, nRemaining)
            if (runLen < minRun) {
                int force = nRemaining <= minRun ? nRemaining : minRun;
                binarySort(a, lo, lo + force, lo + runLen, c);
                runLen = force;
            }
            // Push run onto pending-run stack, and maybe merge
            ts.pushRun(lo, runLen);
            ts.mergeCollapse();
            // Advance to find next run
            lo += runLen;
            nRemaining -= runLen;
        } while (nRemaining != 0);
        ts.mergeForceCollapse();
    }

    /** Sorts [lo, hi) by binary insertion; [lo, start) is already sorted. */
    private static <T> void binarySort(T[] a, int lo, int hi, int start, Comparator<? super T> c) {
        if (start == lo) {
            start++;
        }
        for (; start < hi; start++) {
            T pivot = a[start];
            // Set left (and right) to the index where a[start] (pivot) belongs
            int left = lo;
            int right = start;
            // Invariants: pivot >= all in [lo, left). pivot < all in [right, start).
            while (left < right) {
                int mid = (left + right) >>> 1;
                if (compare(c, pivot, a[mid]) < 0) {
                    right = mid;
                } else {
                    left = mid + 1;
                }
            }
            int n = start - left; // The number of elements to move
            switch (n) {
                case 2:
                    a[left + 2] = a[left + 1];
                    a[left + 1] = a[left];
                    break;
                case 1:
                    a[left + 1] = a[left];
                    break;
                default:
                    System.arraycopy(a, left, a, left + 1, n);
            }
            a[left] = pivot;
        }
    }

    /** Length of the run starting at lo; a strictly descending run is reversed in place. */
    private static <T> int countRunAndMakeAscending(T[] a, int lo, int hi, Comparator<? super T> c) {
        int runHi = lo + 1;
        if (runHi == hi) {
            return 1;
        }
        // Find end of run, and reverse range if descending
        if (compare(c, a[runHi++], a[lo]) < 0) { // Descending
            while (runHi < hi && compare(c, a[runHi], a[runHi - 1]) < 0) {
                runHi++;
            }
            reverseRange(a, lo, runHi);
        } else { // Ascending
            while (runHi < hi && compare(c, a[runHi], a[runHi - 1]) >= 0) {
                runHi++;
            }
        }
        return runHi - lo;
    }

    private static void reverseRange(Object[] a, int lo, int hi) {
        hi--;
        while (lo < hi) {
            Object t = a[lo];
            a[lo++] = a[hi];
            a[hi--] = t;
        }
    }

    private static int minRunLength(int n) {
        int r = 0; // Becomes 1 if any 1 bits are shifted off
        while (n >= MIN_MERGE) {
            r |= (n & 1);
            n >>= 1;
        }
        return n + r;
    }

    private void pushRun(int runBase, int runLen) {
        this.runBase[stackSize] = runBase;
        this.runLen[stackSize] = runLen;
        stackSize++;
    }

    /** Merges runs until the stack invariants hold: runLen[i - 3] > runLen[i - 2] + runLen[i - 1]
     *  and runLen[i - 2] > runLen[i - 1]. */
    private void mergeCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] <= runLen[n] + runLen[n + 1]
                    || n > 1 && runLen[n - 2] <= runLen[n] + runLen[n - 1]) {
                if (runLen[n - 1] < runLen[n + 1]) {
                    n--;
                }
            } else if (n < 0 || runLen[n] > runLen[n + 1]) {
                break; // Invariant is established
            }
            mergeAt(n);
        }
    }

    private void mergeForceCollapse() {
        while (stackSize > 1) {
            int n = stackSize - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                n--;
            }
            mergeAt(n);
        }
    }

    /** Merges the two runs at stack indices i and i+1. */
    private void mergeAt(int i) {
        int base1 = runBase[i];
        int len1 = runLen[i];
        int base2 = runBase[i + 1];
        int len2 = runLen[i + 1];
        // Record the length of the combined runs; if i is the 3rd-last run now, also slide over
        // the last run (which isn't involved in this merge). The current run (i+1) goes away in
        // any case.
        runLen[i] = len1 + len2;
        if (i == stackSize - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
        }
        stackSize--;
        // Find where the first element of run2 goes in run1. Prior elements in run1 can be
        // ignored (because they're already in place).
        int k = gallopRight(a[base2], a, base1, len1, 0, c);
        base1 += k;
        len1 -= k;
        if (len1 == 0) {
            return;
        }
        // Find where the last element of run1 goes in run2. Subsequent elements in run2 can be
        // ignored (because they're already in place).
        len2 = gallopLeft(a[base1 + len1 - 1], a, base2, len2, len2 - 1, c);
        if (len2 == 0) {
            return;
        }
        // Merge remaining runs, using tmp array with min(len1, len2) elements
        if (len1 <= len2) {
            mergeLo(base1, len1, base2, len2);
        } else {
            mergeHi(base1, len1, base2, len2);
        }
    }

    /** The position of the leftmost element >= key in the sorted range a[base, base + len). */
    private static <T> int gallopLeft(T key, Object[] arr, int base, int len, int hint, Comparator<? super T> c) {
        @SuppressWarnings("unchecked") T[] a = (T[]) arr;
        int lastOfs = 0;
        int ofs = 1;
        if (compare(c, key, a[base + hint]) > 0) {
            // Gallop right until a[base+hint+lastOfs] < key <= a[base+hint+ofs]
            int maxOfs = len - hint;
            while (ofs < maxOfs && compare(c, key, a[base + hint + ofs]) > 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) { // int overflow
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            // Make offsets relative to base
            lastOfs += hint;
            ofs += hint;
        } else { // key <= a[base + hint]
            // Gallop left until a[base+hint-ofs] < key <= a[base+hint-lastOfs]
            final int maxOfs = hint + 1;
            while (ofs < maxOfs && compare(c, key, a[base + hint - ofs]) <= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) { // int overflow
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            // Make offsets relative to base
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        }
        // Now a[base+lastOfs] < key <= a[base+ofs]: binary search in between.
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (compare(c, key, a[base + m]) > 0) {
                lastOfs = m + 1; // a[base + m] < key
            } else {
                ofs = m; // key <= a[base + m]
            }
        }
        return ofs; // so a[base + ofs - 1] < key <= a[base + ofs]
    }

    /** Like gallopLeft, but the position just after the rightmost element equal to key. */
    private static <T> int gallopRight(T key, Object[] arr, int base, int len, int hint, Comparator<? super T> c) {
        @SuppressWarnings("unchecked") T[] a = (T[]) arr;
        int ofs = 1;
        int lastOfs = 0;
        if (compare(c, key, a[base + hint]) < 0) {
            // Gallop left until a[b+hint - ofs] <= key < a[b+hint - lastOfs]
            int maxOfs = hint + 1;
            while (ofs < maxOfs && compare(c, key, a[base + hint - ofs]) < 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) { // int overflow
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            // Make offsets relative to b
            int tmp = lastOfs;
            lastOfs = hint - ofs;
            ofs = hint - tmp;
        } else { // a[b + hint] <= key
            // Gallop right until a[b+hint + lastOfs] <= key < a[b+hint + ofs]
            int maxOfs = len - hint;
            while (ofs < maxOfs && compare(c, key, a[base + hint + ofs]) >= 0) {
                lastOfs = ofs;
                ofs = (ofs << 1) + 1;
                if (ofs <= 0) { // int overflow
                    ofs = maxOfs;
                }
            }
            if (ofs > maxOfs) {
                ofs = maxOfs;
            }
            // Make offsets relative to b
            lastOfs += hint;
            ofs += hint;
        }
        // Now a[b + lastOfs] <= key < a[b + ofs]: binary search in between.
        lastOfs++;
        while (lastOfs < ofs) {
            int m = lastOfs + ((ofs - lastOfs) >>> 1);
            if (compare(c, key, a[base + m]) < 0) {
                ofs = m; // key < a[b + m]
            } else {
                lastOfs = m + 1; // a[b + m] <= key
            }
        }
        return ofs; // so a[b + ofs - 1] <= key < a[b + ofs]
    }

    /** Merges adjacent runs in place, run1 (the shorter) copied to tmp; first element of run1 >
     *  first of run2, last of run1 > all of run2. */
    @SuppressWarnings("unchecked")
    private void mergeLo(int base1, int len1, int base2, int len2) {
        // Copy first run into temp array
        T[] a = this.a; // For performance
        Object[] tmp = ensureCapacity(len1);
        int cursor1 = tmpBase; // Indexes into tmp array
        int cursor2 = base2; // Indexes int a
        int dest = base1; // Indexes int a
        System.arraycopy(a, base1, tmp, cursor1, len1);
        // Move first element of second run and deal with degenerate cases
        a[dest++] = a[cursor2++];
        if (--len2 == 0) {
            System.arraycopy(tmp, cursor1, a, dest, len1);
            return;
        }
        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = (T) tmp[cursor1]; // Last elt of run 1 to end of merge
            return;
        }
        Comparator<? super T> c = this.c; // Use local variable for performance
        int minGallop = this.minGallop; //  "    "       "     "      "
        outer:
        while (true) {
            int count1 = 0; // Number of times in a row that first run won
            int count2 = 0; // Number of times in a row that second run won
            // Do the straightforward thing until (if ever) one run starts winning consistently.
            do {
                if (compare(c, a[cursor2], (T) tmp[cursor1]) < 0) {
                    a[dest++] = a[cursor2++];
                    count2++;
                    count1 = 0;
                    if (--len2 == 0) {
                        break outer;
                    }
                } else {
                    a[dest++] = (T) tmp[cursor1++];
                    count1++;
                    count2 = 0;
                    if (--len1 == 1) {
                        break outer;
                    }
                }
            } while ((count1 | count2) < minGallop);
            // One run is winning so consistently that galloping may be a huge win. So try that,
            // and continue galloping until (if ever) neither run appears to be winning
            // consistently anymore.
            do {
                count1 = gallopRight(a[cursor2], tmp, cursor1, len1, 0, c);
                if (count1 != 0) {
                    System.arraycopy(tmp, cursor1, a, dest, count1);
                    dest += count1;
                    cursor1 += count1;
                    len1 -= count1;
                    if (len1 <= 1) { // len1 == 1 || len1 == 0
                        break outer;
                    }
                }
                a[dest++] = a[cursor2++];
                if (--len2 == 0) {
                    break outer;
                }
                count2 = gallopLeft((T) tmp[cursor1], a, cursor2, len2, 0, c);
                if (count2 != 0) {
                    System.arraycopy(a, cursor2, a, dest, count2);
                    dest += count2;
                    cursor2 += count2;
                    len2 -= count2;
                    if (len2 == 0) {
                        break outer;
                    }
                }
                a[dest++] = (T) tmp[cursor1++];
                if (--len1 == 1) {
                    break outer;
                }
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0) {
                minGallop = 0;
            }
            minGallop += 2; // Penalize for leaving gallop mode
        } // End of "outer" loop
        this.minGallop = minGallop < 1 ? 1 : minGallop; // Write back to field
        if (len1 == 1) {
            System.arraycopy(a, cursor2, a, dest, len2);
            a[dest + len2] = (T) tmp[cursor1]; //  Last elt of run 1 to end of merge
        } else if (len1 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, cursor1, a, dest, len1);
        }
    }

    /** Like mergeLo, but run2 (the shorter) goes to tmp and the merge runs from the right. */
    @SuppressWarnings("unchecked")
    private void mergeHi(int base1, int len1, int base2, int len2) {
        // Copy second run into temp array
        T[] a = this.a; // For performance
        Object[] tmp = ensureCapacity(len2);
        int tmpBase = this.tmpBase;
        System.arraycopy(a, base2, tmp, tmpBase, len2);
        int cursor1 = base1 + len1 - 1; // Indexes into a
        int cursor2 = tmpBase + len2 - 1; // Indexes into tmp array
        int dest = base2 + len2 - 1; // Indexes into a
        // Move last element of first run and deal with degenerate cases
        a[dest--] = a[cursor1--];
        if (--len1 == 0) {
            System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
            return;
        }
        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = (T) tmp[cursor2];
            return;
        }
        Comparator<? super T> c = this.c; // Use local variable for performance
        int minGallop = this.minGallop; //  "    "       "     "      "
        outer:
        while (true) {
            int count1 = 0; // Number of times in a row that first run won
            int count2 = 0; // Number of times in a row that second run won
            // Do the straightforward thing until (if ever) one run appears to win consistently.
            do {
                if (compare(c, (T) tmp[cursor2], a[cursor1]) < 0) {
                    a[dest--] = a[cursor1--];
                    count1++;
                    count2 = 0;
                    if (--len1 == 0) {
                        break outer;
                    }
                } else {
                    a[dest--] = (T) tmp[cursor2--];
                    count2++;
                    count1 = 0;
                    if (--len2 == 1) {
                        break outer;
                    }
                }
            } while ((count1 | count2) < minGallop);
            // One run is winning so consistently that galloping may be a huge win. So try that,
            // and continue galloping until (if ever) neither run appears to be winning
            // consistently anymore.
            do {
                count1 = len1 - gallopRight((T) tmp[cursor2], a, base1, len1, len1 - 1, c);
                if (count1 != 0) {
                    dest -= count1;
                    cursor1 -= count1;
                    len1 -= count1;
                    System.arraycopy(a, cursor1 + 1, a, dest + 1, count1);
                    if (len1 == 0) {
                        break outer;
                    }
                }
                a[dest--] = (T) tmp[cursor2--];
                if (--len2 == 1) {
                    break outer;
                }
                count2 = len2 - gallopLeft(a[cursor1], tmp, tmpBase, len2, len2 - 1, c);
                if (count2 != 0) {
                    dest -= count2;
                    cursor2 -= count2;
                    len2 -= count2;
                    System.arraycopy(tmp, cursor2 + 1, a, dest + 1, count2);
                    if (len2 <= 1) { // len2 == 1 || len2 == 0
                        break outer;
                    }
                }
                a[dest--] = a[cursor1--];
                if (--len1 == 0) {
                    break outer;
                }
                minGallop--;
            } while (count1 >= MIN_GALLOP | count2 >= MIN_GALLOP);
            if (minGallop < 0) {
                minGallop = 0;
            }
            minGallop += 2; // Penalize for leaving gallop mode
        } // End of "outer" loop
        this.minGallop = minGallop < 1 ? 1 : minGallop; // Write back to field
        if (len2 == 1) {
            dest -= len1;
            cursor1 -= len1;
            System.arraycopy(a, cursor1 + 1, a, dest + 1, len1);
            a[dest] = (T) tmp[cursor2]; // Move first elt of run2 to front of merge
        } else if (len2 == 0) {
            throw new IllegalArgumentException("Comparison method violates its general contract!");
        } else {
            System.arraycopy(tmp, tmpBase, a, dest - (len2 - 1), len2);
        }
    }

    private Object[] ensureCapacity(int minCapacity) {
        if (tmpLen < minCapacity) {
            // Compute smallest power of 2 > minCapacity
            int newSize = -1 >>> Integer.numberOfLeadingZeros(minCapacity);
            newSize++;
            if (newSize < 0) { // Not bloody likely!
                newSize = minCapacity;
            } else {
                newSize = Math.min(newSize, a.length >>> 1);
            }
            tmp = new Object[newSize];
            tmpLen = newSize;
            tmpBase = 0;
        }
        return tmp;
    }
}
