import java.util.Random;

/** Prints Double.toString / Float.toString of random and edge-case values as
 *  `d|f <hex bits> <text>` lines; the output is vm/tests/data/float-vectors.txt.
 *  Regenerate: javac -d /tmp FloatVectors.java && java -cp /tmp FloatVectors > ../float-vectors.txt */
public class FloatVectors {
    public static void main(String[] args) {
        Random r = new Random(20261121L);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 6000; i++) {
            double d;
            switch (i % 4) {
                case 0: d = Double.longBitsToDouble(r.nextLong()); break;
                case 1: d = r.nextDouble() * Math.pow(10, r.nextInt(40) - 20); break;
                case 2: d = (double) r.nextInt(); break;
                default: d = Math.scalb(1.0, r.nextInt(2098) - 1074); break;
            }
            if (Double.isNaN(d)) continue;
            out.append("d ").append(Long.toHexString(Double.doubleToRawLongBits(d))).append(' ').append(Double.toString(d)).append('\n');
        }
        for (int i = 0; i < 6000; i++) {
            float f;
            switch (i % 4) {
                case 0: f = Float.intBitsToFloat(r.nextInt()); break;
                case 1: f = (float) (r.nextDouble() * Math.pow(10, r.nextInt(30) - 15)); break;
                case 2: f = (float) r.nextInt(); break;
                default: f = Math.scalb(1.0f, r.nextInt(277) - 149); break;
            }
            if (Float.isNaN(f)) continue;
            out.append("f ").append(Integer.toHexString(Float.floatToRawIntBits(f))).append(' ').append(Float.toString(f)).append('\n');
        }
        double[] edges = {Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1e7, 1e-3, 9.999999999999999E22, 1e23, 2e-3, 0.1, 100, 1e21, 1e22};
        for (double d : edges) out.append("d ").append(Long.toHexString(Double.doubleToRawLongBits(d))).append(' ').append(Double.toString(d)).append('\n');
        System.out.print(out);
    }
}
