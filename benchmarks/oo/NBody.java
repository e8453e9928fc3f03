import java.util.function.BiConsumer;

// NBody: the Jovian planets (Sun, Jupiter, Saturn, Uranus, Neptune) under
// Newtonian gravity, integrated with a fixed step of 0.01 (the setup of the
// Computer Language Benchmarks Game's n-body). Written with immutable
// Vector3 value objects: every step allocates about 60 of them (the pair
// loop alone makes 50), so the hot code is tiny final methods (plus, minus,
// times, dot) and allocation; the pair loop runs through a BiConsumer
// lambda. The types are nested so they cannot clash with other programs'
// classes.
//
// Usage: java NBody [steps]   (default steps = 2000000)
// Allocates about 60 objects (2.4 KB) per step, all dying young: 4.8 GB in
// total at the default size, with a live set of a few KB.
//
// Self-check:
//   - the initial energy must be -0.169075164 and the energy after 1000
//     steps -0.169087605 (within 1e-9): the published answers of the
//     Benchmarks Game program, which computes with plain doubles;
//   - energy must be conserved over the whole run (drift below 1e-4) and
//     total momentum must stay zero (below 1e-13);
//   - at the default size, the final energy must print exactly as
//     EXPECTED_DEFAULT_ENERGY (the same program under HotSpot 17; Java
//     floating point is strict, so every JVM must get the same bits).
public class NBody {
    static final int DEFAULT_STEPS = 2_000_000;
    static final String EXPECTED_DEFAULT_ENERGY = "-0.16902628585285087";
    static final double PI = 3.141592653589793;
    static final double SOLAR_MASS = 4 * PI * PI;
    static final double DAYS_PER_YEAR = 365.24;
    static final double STEP = 0.01;

    static final class Vector3 {
        static final Vector3 ZERO = new Vector3(0, 0, 0);

        final double x;
        final double y;
        final double z;

        Vector3(double x, double y, double z) {
            this.x = x;
            this.y = y;
            this.z = z;
        }

        Vector3 plus(Vector3 other) {
            return new Vector3(x + other.x, y + other.y, z + other.z);
        }

        Vector3 minus(Vector3 other) {
            return new Vector3(x - other.x, y - other.y, z - other.z);
        }

        Vector3 times(double factor) {
            return new Vector3(x * factor, y * factor, z * factor);
        }

        double dot(Vector3 other) {
            return x * other.x + y * other.y + z * other.z;
        }

        double lengthSquared() {
            return dot(this);
        }

        double length() {
            return Math.sqrt(lengthSquared());
        }
    }

    static final class Body {
        final String name;
        final double mass;
        Vector3 position;
        Vector3 velocity;

        Body(String name, double mass, Vector3 position, Vector3 velocity) {
            this.name = name;
            this.mass = mass;
            this.position = position;
            this.velocity = velocity;
        }

        Vector3 momentum() {
            return velocity.times(mass);
        }

        double kineticEnergy() {
            return 0.5 * mass * velocity.lengthSquared();
        }

        void move(double dt) {
            position = position.plus(velocity.times(dt));
        }
    }

    static final class PlanetarySystem {
        final Body[] bodies;
        final BiConsumer<Body, Body> gravity;

        PlanetarySystem(Body[] bodies, double dt) {
            this.bodies = bodies;
            this.gravity = (a, b) -> {
                Vector3 delta = a.position.minus(b.position);
                double distanceSquared = delta.lengthSquared();
                double magnitude = dt / (distanceSquared * Math.sqrt(distanceSquared));
                a.velocity = a.velocity.minus(delta.times(b.mass * magnitude));
                b.velocity = b.velocity.plus(delta.times(a.mass * magnitude));
            };
            // Give the Sun the momentum that makes the total zero.
            Vector3 momentum = totalMomentum();
            bodies[0].velocity = momentum.times(-1 / SOLAR_MASS);
        }

        void forEachPair(BiConsumer<Body, Body> action) {
            for (int i = 0; i < bodies.length; i++) {
                for (int j = i + 1; j < bodies.length; j++) {
                    action.accept(bodies[i], bodies[j]);
                }
            }
        }

        void advance(double dt) {
            forEachPair(gravity);
            for (Body body : bodies) {
                body.move(dt);
            }
        }

        Vector3 totalMomentum() {
            Vector3 sum = Vector3.ZERO;
            for (Body body : bodies) {
                sum = sum.plus(body.momentum());
            }
            return sum;
        }

        double energy() {
            double[] energy = {0};
            for (Body body : bodies) {
                energy[0] += body.kineticEnergy();
            }
            forEachPair((a, b) -> energy[0] -= a.mass * b.mass / a.position.minus(b.position).length());
            return energy[0];
        }
    }

    static Body planet(String name, double mass, double x, double y, double z, double vx, double vy, double vz) {
        return new Body(name, mass * SOLAR_MASS, new Vector3(x, y, z),
                new Vector3(vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR));
    }

    static PlanetarySystem jovianPlanets() {
        Body[] bodies = {
            new Body("sun", SOLAR_MASS, Vector3.ZERO, Vector3.ZERO),
            planet("jupiter", 9.54791938424326609e-04,
                    4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                    1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05),
            planet("saturn", 2.85885980666130812e-04,
                    8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                    -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05),
            planet("uranus", 4.36624404335156298e-05,
                    1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                    2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05),
            planet("neptune", 5.15138902046611451e-05,
                    1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                    2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05),
        };
        return new PlanetarySystem(bodies, STEP);
    }

    static String checkNear(String what, double actual, double expected, double tolerance) {
        return Math.abs(actual - expected) <= tolerance ? null
                : what + " is " + actual + ", expected " + expected + " within " + tolerance;
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
        int steps = args.length > 0 ? Integer.parseInt(args[0]) : DEFAULT_STEPS;
        String failure;

        PlanetarySystem reference = jovianPlanets();
        failure = checkNear("initial energy", reference.energy(), -0.169075164, 1e-9);
        for (int i = 0; i < 1000 && failure == null; i++) {
            reference.advance(STEP);
        }
        if (failure == null) {
            failure = checkNear("energy after 1000 steps", reference.energy(), -0.169087605, 1e-9);
        }

        PlanetarySystem system = jovianPlanets();
        double initialEnergy = system.energy();
        for (int i = 0; i < steps; i++) {
            system.advance(STEP);
        }
        double energy = system.energy();
        String printed = Double.toString(energy);
        if (failure == null) {
            failure = checkNear("energy drift", energy - initialEnergy, 0, 1e-4);
        }
        if (failure == null) {
            failure = checkNear("total momentum", system.totalMomentum().length(), 0, 1e-13);
        }
        if (failure == null && steps == 50_000_000) {
            failure = checkNear("energy after 50000000 steps", energy, -0.169059907, 1e-9);
        }
        if (failure == null && steps == DEFAULT_STEPS && !printed.equals(EXPECTED_DEFAULT_ENERGY)) {
            failure = "energy prints as " + printed + ", expected " + EXPECTED_DEFAULT_ENERGY;
        }
        Vector3 sun = system.bodies[0].position;
        String line = "NBody steps=" + steps + " energy=" + printed + " sun=" + sun.x + "," + sun.y + "," + sun.z;
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
