public class IncrementDecrement {
    static int staticCounter;
    int instanceCounter;
    long longCounter;
    double doubleCounter;

    public static void main(String[] args) {
        int i = 5;
        int a = i++ + ++i;
        System.out.println(a + " " + i);
        int b = i-- - --i;
        System.out.println(b + " " + i);
        i = 10;
        i = i++;
        System.out.println(i);
        i = i++ + i++;
        System.out.println(i);
        int j = 0;
        j += j++ + ++j;
        System.out.println(j);
        // iinc with various constants, including ones that need the wide form
        int k = 0;
        k += 1;
        k += 127;
        k -= 128;
        k += 129;
        k += 30000;
        k -= 32768;
        k += 100000;
        System.out.println(k);
        long l = 5;
        l++;
        ++l;
        l--;
        System.out.println(l + " " + l++ + " " + ++l);
        double d = 1.5;
        d++;
        System.out.println(d + " " + d-- + " " + --d);
        float f = -0.5f;
        f++;
        System.out.println(f);
        char c = 'a';
        c++;
        c += 2;
        System.out.println(c);
        byte by = 127;
        by++;
        System.out.println(by);
        short sh = -32768;
        sh--;
        System.out.println(sh);
        staticCounter++;
        staticCounter += 5;
        System.out.println(staticCounter++ + " " + ++staticCounter);
        IncrementDecrement obj = new IncrementDecrement();
        obj.instanceCounter++;
        obj.instanceCounter += obj.instanceCounter++;
        obj.longCounter--;
        obj.longCounter -= 10;
        obj.doubleCounter += 0.25;
        obj.doubleCounter++;
        System.out.println(obj.instanceCounter + " " + obj.longCounter + " " + obj.doubleCounter);
        int[] arr = new int[3];
        int idx = 0;
        arr[idx++]++;
        arr[idx]++;
        arr[++idx] += 7;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2] + " idx=" + idx);
        long[] larr = { Long.MAX_VALUE };
        larr[0]++;
        System.out.println(larr[0]);
        for (int n = 300; n > 0; n -= 129) {
            System.out.print(n + " ");
        }
        System.out.println();
    }
}
