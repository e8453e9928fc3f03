// StringBuild: string building and taking apart. Each run writes `LINES`
// records "name<i>,<i*i%1000>,<hex of i>;" into one StringBuilder, turns it
// into a String, then splits it back with indexOf/substring and parses the
// numbers with Integer.parseInt (decimal and radix 16).
//
// Usage: java StringBuild [runs] [iterations]   (default runs = 60;
// iterations: benchmarks/README.md, steady-state convention)
// Allocates about 200 KB per run (the builder, the string, the substrings).
//
// Self-check: the parsed fields must give back i, i*i%1000 and i for every
// record, and the text's length must equal the sum of the fields' digit
// counts computed by arithmetic.
public class StringBuild {
    static final int LINES = 4000;

    static int decimalDigits(int value) {
        int digits = 1;
        while (value >= 10) {
            value /= 10;
            digits++;
        }
        return digits;
    }

    static int hexDigits(int value) {
        int digits = 1;
        while (value >= 16) {
            value >>>= 4;
            digits++;
        }
        return digits;
    }

    // Steady-state convention (benchmarks/README.md): `[size] [iterations]`;
    // the workload runs `iterations` times in this process (default 1), each
    // printing its self-check line, followed by `iteration <i> time_ns=<n>`
    // when `iterations` is given (without it the output is one line, as before).
    public static void main(String[] args) {
        int iterations = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        String[] sizeArgs = args.length > 0 ? new String[] {args[0]} : new String[0];
        for (int iteration = 0; iteration < iterations; iteration++) {
            long start = System.nanoTime();
            workload(sizeArgs);
            long elapsed = System.nanoTime() - start;
            if (args.length > 1) {
                System.out.println("iteration " + iteration + " time_ns=" + elapsed);
            }
        }
    }

    static void workload(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        long totalLength = 0;
        String failure = null;
        for (int run = 0; run < runs && failure == null; run++) {
            StringBuilder builder = new StringBuilder();
            for (int i = 0; i < LINES; i++) {
                builder.append("name").append(i).append(',').append(i * i % 1000).append(',')
                        .append(Integer.toHexString(i)).append(';');
            }
            String text = builder.toString();
            totalLength += text.length();
            int position = 0;
            for (int i = 0; i < LINES; i++) {
                int comma = text.indexOf(',', position);
                int secondComma = text.indexOf(',', comma + 1);
                int end = text.indexOf(';', secondComma + 1);
                int name = Integer.parseInt(text.substring(position + 4, comma));
                int square = Integer.parseInt(text.substring(comma + 1, secondComma));
                int hex = Integer.parseInt(text.substring(secondComma + 1, end), 16);
                if (name != i || square != i * i % 1000 || hex != i) {
                    failure = "run " + run + " record " + i + ": " + name + "," + square + "," + hex;
                    break;
                }
                position = end + 1;
            }
        }
        long expectedLength = 0;
        for (int i = 0; i < LINES; i++) {
            expectedLength += 4 + decimalDigits(i) + 1 + decimalDigits(i * i % 1000) + 1 + hexDigits(i) + 1;
        }
        expectedLength *= runs;
        if (failure == null && totalLength != expectedLength) {
            failure = "length " + totalLength + ", expected " + expectedLength;
        }
        String line = "StringBuild runs=" + runs + " length=" + totalLength;
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
