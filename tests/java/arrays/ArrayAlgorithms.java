public class ArrayAlgorithms {
    static void bubbleSort(int[] a) {
        for (int i = 0; i < a.length; i++) {
            for (int j = 0; j < a.length - 1 - i; j++) {
                if (a[j] > a[j + 1]) {
                    int t = a[j];
                    a[j] = a[j + 1];
                    a[j + 1] = t;
                }
            }
        }
    }

    static void quickSort(long[] a, int lo, int hi) {
        if (lo >= hi) return;
        long pivot = a[(lo + hi) >>> 1];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) {
                long t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        quickSort(a, lo, j);
        quickSort(a, i, hi);
    }

    static int binarySearch(int[] a, int key) {
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) lo = mid + 1;
            else if (a[mid] > key) hi = mid - 1;
            else return mid;
        }
        return -(lo + 1);
    }

    static void insertionSort(String[] a) {
        for (int i = 1; i < a.length; i++) {
            String key = a[i];
            int j = i - 1;
            while (j >= 0 && a[j].compareTo(key) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = key;
        }
    }

    public static void main(String[] args) {
        int[] data = new int[50];
        int seed = 17;
        for (int i = 0; i < data.length; i++) {
            seed = seed * 1103515245 + 12345;
            data[i] = (seed >>> 16) % 1000;
        }
        bubbleSort(data);
        StringBuilder sb = new StringBuilder();
        for (int v : data) sb.append(v).append(' ');
        System.out.println(sb);
        System.out.println(binarySearch(data, data[17]) + " " + binarySearch(data, -5) + " " + binarySearch(data, 5000));
        long[] longs = new long[200];
        long lseed = 99;
        for (int i = 0; i < longs.length; i++) {
            lseed = lseed * 6364136223846793005L + 1;
            longs[i] = lseed >> 20;
        }
        quickSort(longs, 0, longs.length - 1);
        boolean sorted = true;
        for (int i = 1; i < longs.length; i++) {
            if (longs[i - 1] > longs[i]) sorted = false;
        }
        System.out.println("sorted " + sorted + " min " + longs[0] + " max " + longs[longs.length - 1]);
        String[] words = { "pear", "apple", "fig", "banana", "cherry", "apple", "date" };
        insertionSort(words);
        StringBuilder ws = new StringBuilder();
        for (String w : words) ws.append(w).append(' ');
        System.out.println(ws);
        // sieve of Eratosthenes
        boolean[] composite = new boolean[10001];
        int primes = 0;
        for (int i = 2; i < composite.length; i++) {
            if (!composite[i]) {
                primes++;
                for (int j = i * i; j < composite.length; j += i) composite[j] = true;
            }
        }
        System.out.println("primes below 10001: " + primes);
        // prefix sums and a 2D dynamic program (edit distance)
        String s = "kitten", t = "sitting";
        int[][] dp = new int[s.length() + 1][t.length() + 1];
        for (int i = 0; i <= s.length(); i++) dp[i][0] = i;
        for (int j = 0; j <= t.length(); j++) dp[0][j] = j;
        for (int i = 1; i <= s.length(); i++) {
            for (int j = 1; j <= t.length(); j++) {
                int cost = s.charAt(i - 1) == t.charAt(j - 1) ? 0 : 1;
                dp[i][j] = Math.min(Math.min(dp[i - 1][j] + 1, dp[i][j - 1] + 1), dp[i - 1][j - 1] + cost);
            }
        }
        System.out.println("edit distance " + dp[s.length()][t.length()]);
    }
}
