// ArnoldGroveFig1: the program of Arnold and Grove 2005, Figure 1 ("Example
// program demonstrating the problem of using timer-based sampling to
// approximate call frequency"). A loop whose body is a long straight-line run
// of instance field reads and writes (no calls, no loops), followed by two
// short calls, call_1() and call_2(). Each iteration calls each exactly once,
// so the perfect (exhaustive) profile gives the edges m->call_1 and
// m->call_2 50% each.
//
// Why timer sampling gets it wrong (Arnold-Grove §3.3): nearly every timer
// tick arrives during the field section (about 300 field operations against
// two tiny calls), and the first yieldpoint taken after it is call_1's
// prologue, so a timer-based profiler credits call_1 with almost every sample
// and call_2 with almost none. CBS (§4) takes SAMPLES samples STRIDE calls
// apart after each tick and so sees both calls equally.
//
// Usage: java ArnoldGroveFig1 [iterations]   (default 4000000)
// Each iteration runs 96 statements `fT += kS` (two getfields and a putfield
// each: 288 field operations) and the two calls. No allocation after start-up.
//
// Self-check: call_1 and call_2 each counted `iterations` calls, and every
// field fT ends at iterations * (sum of the constants added to it), computed
// from the statement tables TARGETS/SOURCES (the same statements as data).
// Ints wrap identically in both.
public class ArnoldGroveFig1 {
    static final int DEFAULT_ITERATIONS = 4_000_000;

    // The statement `f<TARGETS[s]> += k<SOURCES[s]>;` of the field section, s = 0..95.
    static final int[] TARGETS = {
        0, 7, 14, 5, 12, 3, 10, 1, 8, 15, 6, 13, 4, 11, 2, 9, 1, 8, 15, 6, 13, 4, 11, 2,
        9, 0, 7, 14, 5, 12, 3, 10, 2, 9, 0, 7, 14, 5, 12, 3, 10, 1, 8, 15, 6, 13, 4, 11,
        3, 10, 1, 8, 15, 6, 13, 4, 11, 2, 9, 0, 7, 14, 5, 12, 4, 11, 2, 9, 0, 7, 14, 5,
        12, 3, 10, 1, 8, 15, 6, 13, 5, 12, 3, 10, 1, 8, 15, 6, 13, 4, 11, 2, 9, 0, 7, 14
    };
    static final int[] SOURCES = {
        3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6,
        3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6,
        3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6,
        3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6, 3, 0, 5, 2, 7, 4, 1, 6
    };

    int f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15;
    final int k0, k1, k2, k3, k4, k5, k6, k7;
    int calls1, calls2;

    ArnoldGroveFig1(int base) {
        k0 = base + 1;
        k1 = base + 3;
        k2 = base + 5;
        k3 = base + 7;
        k4 = base + 9;
        k5 = base + 11;
        k6 = base + 13;
        k7 = base + 15;
    }

    void call_1() {
        calls1++;
    }

    void call_2() {
        calls2++;
    }

    /** Figure 1's method M(): the field section, then the two short calls. */
    void m(int iterations) {
        for (int i = 0; i < iterations; i++) {
            f0 += k3; f7 += k0; f14 += k5; f5 += k2;
            f12 += k7; f3 += k4; f10 += k1; f1 += k6;
            f8 += k3; f15 += k0; f6 += k5; f13 += k2;
            f4 += k7; f11 += k4; f2 += k1; f9 += k6;
            f1 += k3; f8 += k0; f15 += k5; f6 += k2;
            f13 += k7; f4 += k4; f11 += k1; f2 += k6;
            f9 += k3; f0 += k0; f7 += k5; f14 += k2;
            f5 += k7; f12 += k4; f3 += k1; f10 += k6;
            f2 += k3; f9 += k0; f0 += k5; f7 += k2;
            f14 += k7; f5 += k4; f12 += k1; f3 += k6;
            f10 += k3; f1 += k0; f8 += k5; f15 += k2;
            f6 += k7; f13 += k4; f4 += k1; f11 += k6;
            f3 += k3; f10 += k0; f1 += k5; f8 += k2;
            f15 += k7; f6 += k4; f13 += k1; f4 += k6;
            f11 += k3; f2 += k0; f9 += k5; f0 += k2;
            f7 += k7; f14 += k4; f5 += k1; f12 += k6;
            f4 += k3; f11 += k0; f2 += k5; f9 += k2;
            f0 += k7; f7 += k4; f14 += k1; f5 += k6;
            f12 += k3; f3 += k0; f10 += k5; f1 += k2;
            f8 += k7; f15 += k4; f6 += k1; f13 += k6;
            f5 += k3; f12 += k0; f3 += k5; f10 += k2;
            f1 += k7; f8 += k4; f15 += k1; f6 += k6;
            f13 += k3; f4 += k0; f11 += k5; f2 += k2;
            f9 += k7; f0 += k4; f7 += k1; f14 += k6;

            call_1();
            call_2();
        }
    }

    int[] fieldValues() {
        return new int[] {f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15};
    }

    int[] constantValues() {
        return new int[] {k0, k1, k2, k3, k4, k5, k6, k7};
    }

    public static void main(String[] args) {
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_ITERATIONS;
        ArnoldGroveFig1 program = new ArnoldGroveFig1(iterations % 7);
        program.m(iterations);

        int[] constants = program.constantValues();
        int[] expected = new int[16];
        for (int s = 0; s < TARGETS.length; s++) {
            expected[TARGETS[s]] += constants[SOURCES[s]];
        }
        int[] fields = program.fieldValues();
        long checksum = 0;
        String failure = null;
        for (int f = 0; f < fields.length; f++) {
            int want = (int) ((long) expected[f] * iterations);
            if (fields[f] != want && failure == null) {
                failure = "f" + f + " = " + fields[f] + ", expected " + want;
            }
            checksum = checksum * 31 + fields[f];
        }
        if (failure == null && (program.calls1 != iterations || program.calls2 != iterations)) {
            failure = "calls " + program.calls1 + "/" + program.calls2 + ", expected " + iterations + " each";
        }
        System.out.println("ArnoldGroveFig1 iterations=" + iterations + " calls=" + program.calls1 + "/"
                + program.calls2 + " checksum=" + checksum + (failure == null ? " OK" : " FAIL " + failure));
    }
}
