import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;

// CollisionDetection: air-traffic style collision detection. Aircraft fly
// along five kinds of trajectories (circles, Lissajous figures, bouncing
// straight lines, racetrack holding patterns, climbing spirals), each a
// class implementing Trajectory, so the position call site is megamorphic.
// Every frame each aircraft's motion (a segment from its last position,
// kept in a TreeMap by call sign, to its new one) is entered into a spatial
// hash: a HashMap from a Cell record to the motions whose (widened)
// bounding box touches that cell, filled with computeIfAbsent and a lambda.
// Only motions sharing a cell are tested against each other (closest
// approach of two linear motions in 3D); colliding pairs are gathered in a
// HashSet of Collision records, then sorted. Vector3 is a record with small
// arithmetic methods. The types are nested so they cannot clash with other
// programs' classes.
//
// Usage: java CollisionDetection [frames]   (default frames = 800)
// 800 aircraft, about 3 collisions per frame. Allocates about 2 MB per
// frame (vectors, motions, cells, lists, map entries), all garbage by the
// next frame: 1.6 GB in total at the default size.
//
// Self-check: on the first frame and every 50th, every pair of motions is
// also tested directly (no grid); the two sets of collisions must be equal
// (the grid is conservative: two motions that come within the collision
// radius share a cell). The collision count over all frames and a hash of
// the sorted pairs are printed.
public class CollisionDetection {
    static final int AIRCRAFT = 800;
    static final double AREA = 1000.0; // aircraft stay within [-AREA, AREA] in x and y
    static final double RADIUS = 5.0; // closer than this at any time in a frame is a collision
    static final double CELL = 25.0; // side of a spatial-hash cell
    static final double FRAME_TIME = 0.05;
    static final int BRUTE_FORCE_EVERY = 50;

    record Vector3(double x, double y, double z) {
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
    }

    /** Where an aircraft is at time t. */
    interface Trajectory {
        Vector3 positionAt(double t);
    }

    static final class Circle implements Trajectory {
        final Vector3 center;
        final double radius;
        final double angularSpeed;
        final double phase;

        Circle(Vector3 center, double radius, double angularSpeed, double phase) {
            this.center = center;
            this.radius = radius;
            this.angularSpeed = angularSpeed;
            this.phase = phase;
        }

        public Vector3 positionAt(double t) {
            double angle = phase + angularSpeed * t;
            return center.plus(new Vector3(radius * StrictMath.cos(angle), radius * StrictMath.sin(angle), 0));
        }
    }

    static final class Lissajous implements Trajectory {
        final Vector3 center;
        final double width;
        final double height;
        final double xFrequency;
        final double yFrequency;

        Lissajous(Vector3 center, double width, double height, double xFrequency, double yFrequency) {
            this.center = center;
            this.width = width;
            this.height = height;
            this.xFrequency = xFrequency;
            this.yFrequency = yFrequency;
        }

        public Vector3 positionAt(double t) {
            return center.plus(new Vector3(width * StrictMath.sin(xFrequency * t),
                    height * StrictMath.sin(yFrequency * t + 0.5), 0));
        }
    }

    /** Straight flight, bouncing off the walls of the area (a triangle wave per axis). */
    static final class Bouncing implements Trajectory {
        final Vector3 start;
        final Vector3 velocity;

        Bouncing(Vector3 start, Vector3 velocity) {
            this.start = start;
            this.velocity = velocity;
        }

        static double fold(double coordinate) {
            double span = 4 * AREA;
            double shifted = (coordinate + AREA) % span;
            if (shifted < 0) {
                shifted += span;
            }
            return shifted <= 2 * AREA ? shifted - AREA : 3 * AREA - shifted;
        }

        public Vector3 positionAt(double t) {
            Vector3 free = start.plus(velocity.times(t));
            return new Vector3(fold(free.x()), fold(free.y()), free.z());
        }
    }

    /** Two straight legs joined by half circles, flown at constant speed. */
    static final class Racetrack implements Trajectory {
        final Vector3 center;
        final double legLength;
        final double turnRadius;
        final double speed;
        final double offset;

        Racetrack(Vector3 center, double legLength, double turnRadius, double speed, double offset) {
            this.center = center;
            this.legLength = legLength;
            this.turnRadius = turnRadius;
            this.speed = speed;
            this.offset = offset;
        }

        public Vector3 positionAt(double t) {
            double turn = Math.PI * turnRadius;
            double lap = 2 * legLength + 2 * turn;
            double s = (offset + speed * t) % lap;
            double half = legLength / 2;
            Vector3 local;
            if (s < legLength) {
                local = new Vector3(-half + s, -turnRadius, 0);
            } else if (s < legLength + turn) {
                double angle = -Math.PI / 2 + (s - legLength) / turnRadius;
                local = new Vector3(half + turnRadius * StrictMath.cos(angle), turnRadius * StrictMath.sin(angle), 0);
            } else if (s < 2 * legLength + turn) {
                local = new Vector3(half - (s - legLength - turn), turnRadius, 0);
            } else {
                double angle = Math.PI / 2 + (s - 2 * legLength - turn) / turnRadius;
                local = new Vector3(-half + turnRadius * StrictMath.cos(angle), turnRadius * StrictMath.sin(angle), 0);
            }
            return center.plus(local);
        }
    }

    /** A circle whose altitude oscillates: climbing and descending. */
    static final class Spiral implements Trajectory {
        final Circle circle;
        final double climbAmplitude;
        final double climbRate;

        Spiral(Circle circle, double climbAmplitude, double climbRate) {
            this.circle = circle;
            this.climbAmplitude = climbAmplitude;
            this.climbRate = climbRate;
        }

        public Vector3 positionAt(double t) {
            return circle.positionAt(t).plus(new Vector3(0, 0, climbAmplitude * StrictMath.sin(climbRate * t)));
        }
    }

    static final class Aircraft {
        final String callSign;
        final Trajectory trajectory;

        Aircraft(String callSign, Trajectory trajectory) {
            this.callSign = callSign;
            this.trajectory = trajectory;
        }
    }

    /** An aircraft's straight-line movement during one frame. */
    static final class Motion {
        final Aircraft aircraft;
        final Vector3 from;
        final Vector3 to;

        Motion(Aircraft aircraft, Vector3 from, Vector3 to) {
            this.aircraft = aircraft;
            this.from = from;
            this.to = to;
        }

        /** True if the two aircraft come within RADIUS of each other at some time in the frame. */
        boolean collidesWith(Motion other) {
            Vector3 start = from.minus(other.from);
            Vector3 drift = to.minus(from).minus(other.to.minus(other.from));
            double driftSquared = drift.dot(drift);
            double t = driftSquared == 0 ? 0 : -start.dot(drift) / driftSquared;
            if (t < 0) {
                t = 0;
            } else if (t > 1) {
                t = 1;
            }
            Vector3 closest = start.plus(drift.times(t));
            return closest.dot(closest) < RADIUS * RADIUS;
        }

        /** Every cell the bounding box of this motion, widened by RADIUS, overlaps. */
        void forEachCell(Consumer<Cell> action) {
            int minX = cellIndex(Math.min(from.x(), to.x()) - RADIUS);
            int maxX = cellIndex(Math.max(from.x(), to.x()) + RADIUS);
            int minY = cellIndex(Math.min(from.y(), to.y()) - RADIUS);
            int maxY = cellIndex(Math.max(from.y(), to.y()) + RADIUS);
            for (int x = minX; x <= maxX; x++) {
                for (int y = minY; y <= maxY; y++) {
                    action.accept(new Cell(x, y));
                }
            }
        }

        static int cellIndex(double coordinate) {
            return (int) Math.floor(coordinate / CELL);
        }
    }

    record Cell(int x, int y) {}

    /** A colliding pair, call signs in order, so each pair has one representation. */
    record Collision(String first, String second) implements Comparable<Collision> {
        static Collision of(Motion a, Motion b) {
            String p = a.aircraft.callSign;
            String q = b.aircraft.callSign;
            return p.compareTo(q) < 0 ? new Collision(p, q) : new Collision(q, p);
        }

        public int compareTo(Collision other) {
            int byFirst = first.compareTo(other.first);
            return byFirst != 0 ? byFirst : second.compareTo(other.second);
        }
    }

    /** Tests a pair in a fixed order, so both detectors compute with exactly the same operands. */
    static boolean collide(Motion a, Motion b) {
        return a.aircraft.callSign.compareTo(b.aircraft.callSign) < 0 ? a.collidesWith(b) : b.collidesWith(a);
    }

    static final class CollisionDetector {
        final List<Aircraft> aircraft;
        final TreeMap<String, Vector3> lastPositions = new TreeMap<>();

        CollisionDetector(List<Aircraft> aircraft) {
            this.aircraft = aircraft;
            for (Aircraft plane : aircraft) {
                lastPositions.put(plane.callSign, plane.trajectory.positionAt(0));
            }
        }

        /** Moves every aircraft to its position at `time`; returns their motions. */
        List<Motion> advanceTo(double time) {
            List<Motion> motions = new ArrayList<>(aircraft.size());
            for (Aircraft plane : aircraft) {
                Vector3 next = plane.trajectory.positionAt(time);
                Vector3 previous = lastPositions.put(plane.callSign, next);
                motions.add(new Motion(plane, previous, next));
            }
            return motions;
        }

        static Set<Collision> detectWithGrid(List<Motion> motions) {
            Map<Cell, List<Motion>> grid = new HashMap<>();
            for (Motion motion : motions) {
                motion.forEachCell(cell -> grid.computeIfAbsent(cell, key -> new ArrayList<>()).add(motion));
            }
            Set<Collision> collisions = new HashSet<>();
            for (List<Motion> inCell : grid.values()) {
                for (int i = 0; i < inCell.size(); i++) {
                    Motion a = inCell.get(i);
                    for (int j = i + 1; j < inCell.size(); j++) {
                        Motion b = inCell.get(j);
                        if (collide(a, b)) {
                            collisions.add(Collision.of(a, b));
                        }
                    }
                }
            }
            return collisions;
        }

        static Set<Collision> detectDirectly(List<Motion> motions) {
            Set<Collision> collisions = new HashSet<>();
            for (int i = 0; i < motions.size(); i++) {
                for (int j = i + 1; j < motions.size(); j++) {
                    if (collide(motions.get(i), motions.get(j))) {
                        collisions.add(Collision.of(motions.get(i), motions.get(j)));
                    }
                }
            }
            return collisions;
        }
    }

    /** A pseudo-random fleet: trajectories of all five kinds, at a few flight levels. */
    static List<Aircraft> fleet(int count) {
        List<Aircraft> fleet = new ArrayList<>(count);
        long seed = 20240607;
        for (int i = 0; i < count; i++) {
            double[] r = new double[8];
            for (int k = 0; k < r.length; k++) {
                seed = seed * 6364136223846793005L + 1442695040888963407L;
                r[k] = (seed >>> 11) * 0x1.0p-53;
            }
            double level = 10 * (int) (r[7] * 4); // four flight levels 10 apart
            Vector3 center = new Vector3((r[0] * 2 - 1) * AREA * 0.6, (r[1] * 2 - 1) * AREA * 0.6, level);
            Trajectory trajectory = switch (i % 5) {
                case 0 -> new Circle(center, 50 + 300 * r[2], (r[3] < 0.5 ? -1 : 1) * (0.05 + 0.2 * r[4]), 6.28 * r[5]);
                case 1 -> new Lissajous(center, 100 + 300 * r[2], 100 + 300 * r[3], 0.05 + 0.1 * r[4],
                        0.05 + 0.1 * r[5]);
                case 2 -> new Bouncing(center, new Vector3((r[2] * 2 - 1) * 40, (r[3] * 2 - 1) * 40, 0));
                case 3 -> new Racetrack(center, 100 + 200 * r[2], 30 + 60 * r[3], 20 + 30 * r[4], 1000 * r[5]);
                default -> new Spiral(new Circle(center, 50 + 200 * r[2], 0.05 + 0.15 * r[3], 6.28 * r[4]),
                        10 + 10 * r[5], 0.1 + 0.2 * r[6]);
            };
            fleet.add(new Aircraft("FL" + (1000 + i), trajectory));
        }
        return fleet;
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
        int frames = args.length > 0 ? Integer.parseInt(args[0]) : 800;
        CollisionDetector detector = new CollisionDetector(fleet(AIRCRAFT));
        long collisionCount = 0;
        long checksum = 0;
        int crossChecked = 0;
        String failure = null;
        for (int frame = 0; frame < frames && failure == null; frame++) {
            List<Motion> motions = detector.advanceTo((frame + 1) * FRAME_TIME);
            Set<Collision> collisions = CollisionDetector.detectWithGrid(motions);
            if (frame % BRUTE_FORCE_EVERY == 0) {
                crossChecked++;
                Set<Collision> direct = CollisionDetector.detectDirectly(motions);
                if (!direct.equals(collisions)) {
                    failure = "frame " + frame + ": the grid found " + collisions.size() + " collisions, direct testing "
                            + direct.size();
                }
            }
            List<Collision> sorted = new ArrayList<>(collisions);
            Collections.sort(sorted);
            collisionCount += sorted.size();
            for (Collision collision : sorted) {
                checksum = checksum * 31 + collision.first().hashCode() * 17L + collision.second().hashCode();
            }
        }
        String line = "CollisionDetection frames=" + frames + " aircraft=" + AIRCRAFT + " collisions=" + collisionCount
                + " crossChecked=" + crossChecked + " checksum=" + checksum;
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
