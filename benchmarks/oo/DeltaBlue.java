import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

// DeltaBlue: the incremental one-way dataflow constraint solver of
// Freeman-Benson, Maloney and Borning ("The DeltaBlue Algorithm: An
// Incremental Constraint Hierarchy Solver", CACM 1990). Variables are
// linked by constraints of different strengths; adding or removing a
// constraint re-plans which constraint determines which variable, and an
// extracted plan then propagates values along the chosen directions.
// The hot paths are small abstract methods of Constraint with four concrete
// receiver classes (StayConstraint, EditConstraint, EqualityConstraint,
// ScaleConstraint): isSatisfied, output, recalculate, execute, chooseMethod,
// markInputs, inputsKnown; Strength is an enum with comparison methods; the
// plan executes through a method reference (Constraint::execute) handed to
// List.forEach. The types are nested so they cannot clash with other
// programs' classes.
//
// Usage: java DeltaBlue [iterations]   (default iterations = 3500)
// Each iteration runs the two classic tests with 100 variables each:
//   chain:      v0 == v1 == ... == v100, a stay on v100 and an edit on v0;
//               100 values pushed through the plan;
//   projection: dst_i = src_i * scale + offset for 100 pairs, then edits of
//               a source, a destination, the scale and the offset.
// Allocates about 200 KB per iteration (variables, constraints, lists,
// plans, names), all garbage at the end of the iteration: 0.7 GB in total at
// the default size.
//
// Self-check: after every plan execution the solved values are compared
// with what the equations say they must be (the chain's last variable
// equals the value written to the first; each projected destination equals
// source * scale + offset, each source (dst - offset) / scale), and the
// checksum of the checked values must equal its closed form.
public class DeltaBlue {
    static final int SIZE = 100;

    enum Strength {
        REQUIRED, STRONG_PREFERRED, PREFERRED, STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST;

        boolean isStrongerThan(Strength other) {
            return ordinal() < other.ordinal();
        }

        boolean isWeakerThan(Strength other) {
            return ordinal() > other.ordinal();
        }

        Strength weakest(Strength other) {
            return isWeakerThan(other) ? this : other;
        }

        Strength nextWeaker() {
            return values()[ordinal() + 1];
        }
    }

    enum Direction { NONE, FORWARD, BACKWARD }

    static final class Variable {
        final String name;
        int value;
        final List<Constraint> constraints = new ArrayList<>(2);
        Constraint determinedBy;
        int mark;
        Strength walkStrength = Strength.WEAKEST;
        boolean stay = true;

        Variable(String name, int value) {
            this.name = name;
            this.value = value;
        }

        void addConstraint(Constraint constraint) {
            constraints.add(constraint);
        }

        void removeConstraint(Constraint constraint) {
            constraints.remove(constraint);
            if (determinedBy == constraint) {
                determinedBy = null;
            }
        }
    }

    static abstract class Constraint {
        final Planner planner;
        final Strength strength;

        Constraint(Planner planner, Strength strength) {
            this.planner = planner;
            this.strength = strength;
        }

        abstract boolean isSatisfied();

        abstract void addToGraph();

        abstract void removeFromGraph();

        /** Picks a direction (or none) given the variables already marked with `mark`. */
        abstract void chooseMethod(int mark);

        abstract void markInputs(int mark);

        abstract boolean inputsKnown(int mark);

        abstract Variable output();

        abstract void markUnsatisfied();

        /** Recomputes the output's walk strength and stay flag, and its value if it stays. */
        abstract void recalculate();

        /** Propagates the value(s) in the chosen direction. */
        abstract void execute();

        boolean isInput() {
            return false;
        }

        final void addConstraint() {
            addToGraph();
            planner.incrementalAdd(this);
        }

        /**
         * Tries to satisfy this constraint; returns the constraint it
         * overrode, or null. A required constraint that cannot be satisfied
         * and a cycle are both errors.
         */
        final Constraint satisfy(int mark) {
            chooseMethod(mark);
            if (!isSatisfied()) {
                if (strength == Strength.REQUIRED) {
                    throw new IllegalStateException("could not satisfy a required constraint");
                }
                return null;
            }
            markInputs(mark);
            Variable out = output();
            Constraint overridden = out.determinedBy;
            if (overridden != null) {
                overridden.markUnsatisfied();
            }
            out.determinedBy = this;
            if (!planner.addPropagate(this, mark)) {
                throw new IllegalStateException("cycle encountered");
            }
            out.mark = mark;
            return overridden;
        }

        final void destroyConstraint() {
            if (isSatisfied()) {
                planner.incrementalRemove(this);
            } else {
                removeFromGraph();
            }
        }
    }

    static abstract class UnaryConstraint extends Constraint {
        final Variable myOutput;
        boolean satisfied;

        UnaryConstraint(Planner planner, Variable variable, Strength strength) {
            super(planner, strength);
            this.myOutput = variable;
            addConstraint();
        }

        boolean isSatisfied() {
            return satisfied;
        }

        void addToGraph() {
            myOutput.addConstraint(this);
            satisfied = false;
        }

        void removeFromGraph() {
            myOutput.removeConstraint(this);
            satisfied = false;
        }

        void chooseMethod(int mark) {
            satisfied = myOutput.mark != mark && strength.isStrongerThan(myOutput.walkStrength);
        }

        void markInputs(int mark) {
            // no inputs
        }

        boolean inputsKnown(int mark) {
            return true;
        }

        Variable output() {
            return myOutput;
        }

        void markUnsatisfied() {
            satisfied = false;
        }

        void recalculate() {
            myOutput.walkStrength = strength;
            myOutput.stay = !isInput();
            if (myOutput.stay) {
                execute();
            }
        }
    }

    /** Keeps a variable's value unchanged by the planner. */
    static final class StayConstraint extends UnaryConstraint {
        StayConstraint(Planner planner, Variable variable, Strength strength) {
            super(planner, variable, strength);
        }

        void execute() {
            // the value simply stays
        }
    }

    /** Marks a variable as set from outside (the user's edit). */
    static final class EditConstraint extends UnaryConstraint {
        EditConstraint(Planner planner, Variable variable, Strength strength) {
            super(planner, variable, strength);
        }

        boolean isInput() {
            return true;
        }

        void execute() {
            // the value is set from outside
        }
    }

    static abstract class BinaryConstraint extends Constraint {
        final Variable first;
        final Variable second;
        Direction direction = Direction.NONE;

        BinaryConstraint(Planner planner, Variable first, Variable second, Strength strength) {
            super(planner, strength);
            this.first = first;
            this.second = second;
        }

        boolean isSatisfied() {
            return direction != Direction.NONE;
        }

        void addToGraph() {
            first.addConstraint(this);
            second.addConstraint(this);
            direction = Direction.NONE;
        }

        void removeFromGraph() {
            first.removeConstraint(this);
            second.removeConstraint(this);
            direction = Direction.NONE;
        }

        void chooseMethod(int mark) {
            if (first.mark == mark) {
                direction = second.mark != mark && strength.isStrongerThan(second.walkStrength)
                        ? Direction.FORWARD : Direction.NONE;
                return;
            }
            if (second.mark == mark) {
                direction = first.mark != mark && strength.isStrongerThan(first.walkStrength)
                        ? Direction.BACKWARD : Direction.NONE;
                return;
            }
            if (first.walkStrength.isWeakerThan(second.walkStrength)) {
                direction = strength.isStrongerThan(first.walkStrength) ? Direction.BACKWARD : Direction.NONE;
            } else {
                direction = strength.isStrongerThan(second.walkStrength) ? Direction.FORWARD : Direction.BACKWARD;
            }
        }

        Variable input() {
            return direction == Direction.FORWARD ? first : second;
        }

        Variable output() {
            return direction == Direction.FORWARD ? second : first;
        }

        void markInputs(int mark) {
            input().mark = mark;
        }

        boolean inputsKnown(int mark) {
            Variable in = input();
            return in.mark == mark || in.stay || in.determinedBy == null;
        }

        void markUnsatisfied() {
            direction = Direction.NONE;
        }

        void recalculate() {
            Variable in = input();
            Variable out = output();
            out.walkStrength = strength.weakest(in.walkStrength);
            out.stay = in.stay;
            if (out.stay) {
                execute();
            }
        }
    }

    /** first == second. */
    static final class EqualityConstraint extends BinaryConstraint {
        EqualityConstraint(Planner planner, Variable first, Variable second, Strength strength) {
            super(planner, first, second, strength);
            addConstraint();
        }

        void execute() {
            output().value = input().value;
        }
    }

    /** destination == source * scale + offset, solvable in both directions. */
    static final class ScaleConstraint extends BinaryConstraint {
        final Variable scale;
        final Variable offset;

        ScaleConstraint(Planner planner, Variable source, Variable scale, Variable offset, Variable destination,
                Strength strength) {
            super(planner, source, destination, strength);
            this.scale = scale;
            this.offset = offset;
            addConstraint();
        }

        void addToGraph() {
            super.addToGraph();
            scale.addConstraint(this);
            offset.addConstraint(this);
        }

        void removeFromGraph() {
            super.removeFromGraph();
            scale.removeConstraint(this);
            offset.removeConstraint(this);
        }

        void markInputs(int mark) {
            super.markInputs(mark);
            scale.mark = mark;
            offset.mark = mark;
        }

        void execute() {
            if (direction == Direction.FORWARD) {
                second.value = first.value * scale.value + offset.value;
            } else {
                first.value = (second.value - offset.value) / scale.value;
            }
        }

        void recalculate() {
            Variable in = input();
            Variable out = output();
            out.walkStrength = strength.weakest(in.walkStrength);
            out.stay = in.stay && scale.stay && offset.stay;
            if (out.stay) {
                execute();
            }
        }
    }

    /** An ordered list of constraints whose execution propagates the current values. */
    static final class Plan {
        final List<Constraint> constraints = new ArrayList<>();

        void add(Constraint constraint) {
            constraints.add(constraint);
        }

        void execute() {
            constraints.forEach(Constraint::execute);
        }
    }

    static final class Planner {
        int currentMark;

        int newMark() {
            return ++currentMark;
        }

        /** Satisfies `constraint`, re-satisfying whatever it overrides in turn. */
        void incrementalAdd(Constraint constraint) {
            int mark = newMark();
            Constraint overridden = constraint.satisfy(mark);
            while (overridden != null) {
                overridden = overridden.satisfy(mark);
            }
        }

        /** Removes `constraint` and re-satisfies what it kept out, strongest first. */
        void incrementalRemove(Constraint constraint) {
            Variable out = constraint.output();
            constraint.markUnsatisfied();
            constraint.removeFromGraph();
            List<Constraint> unsatisfied = removePropagateFrom(out);
            Strength strength = Strength.REQUIRED;
            do {
                for (Constraint candidate : unsatisfied) {
                    if (candidate.strength == strength) {
                        incrementalAdd(candidate);
                    }
                }
                strength = strength.nextWeaker();
            } while (strength != Strength.WEAKEST);
        }

        Plan makePlan(ArrayDeque<Constraint> sources) {
            int mark = newMark();
            Plan plan = new Plan();
            ArrayDeque<Constraint> todo = sources;
            while (!todo.isEmpty()) {
                Constraint constraint = todo.removeFirst();
                Variable out = constraint.output();
                if (out.mark != mark && constraint.inputsKnown(mark)) {
                    plan.add(constraint);
                    out.mark = mark;
                    addConstraintsConsumingTo(out, todo);
                }
            }
            return plan;
        }

        Plan extractPlanFromConstraints(List<? extends Constraint> constraints) {
            ArrayDeque<Constraint> sources = new ArrayDeque<>();
            for (Constraint constraint : constraints) {
                if (constraint.isInput() && constraint.isSatisfied()) {
                    sources.add(constraint);
                }
            }
            return makePlan(sources);
        }

        /** Recalculates everything downstream of `constraint`; false on a cycle. */
        boolean addPropagate(Constraint constraint, int mark) {
            ArrayDeque<Constraint> todo = new ArrayDeque<>();
            todo.add(constraint);
            while (!todo.isEmpty()) {
                Constraint next = todo.removeFirst();
                if (next.output().mark == mark) {
                    incrementalRemove(constraint);
                    return false;
                }
                next.recalculate();
                addConstraintsConsumingTo(next.output(), todo);
            }
            return true;
        }

        List<Constraint> removePropagateFrom(Variable out) {
            out.determinedBy = null;
            out.walkStrength = Strength.WEAKEST;
            out.stay = true;
            List<Constraint> unsatisfied = new ArrayList<>();
            ArrayDeque<Variable> todo = new ArrayDeque<>();
            todo.add(out);
            while (!todo.isEmpty()) {
                Variable variable = todo.removeFirst();
                for (Constraint constraint : variable.constraints) {
                    if (!constraint.isSatisfied()) {
                        unsatisfied.add(constraint);
                    }
                }
                Constraint determining = variable.determinedBy;
                for (Constraint next : variable.constraints) {
                    if (next != determining && next.isSatisfied()) {
                        next.recalculate();
                        todo.add(next.output());
                    }
                }
            }
            return unsatisfied;
        }

        void addConstraintsConsumingTo(Variable variable, ArrayDeque<Constraint> into) {
            Constraint determining = variable.determinedBy;
            for (Constraint constraint : variable.constraints) {
                if (constraint != determining && constraint.isSatisfied()) {
                    into.add(constraint);
                }
            }
        }
    }

    /** Counts the values checked and folds them into a checksum; remembers the first mismatch. */
    static final class Checker {
        long checksum;
        long checks;
        String failure;

        /** Checks the value of `variable` after the named test step; the message is built only on failure. */
        void expect(String test, Variable variable, int expected) {
            int actual = variable.value;
            checks++;
            checksum = checksum * 31 + actual;
            if (actual != expected && failure == null) {
                failure = test + ": " + variable.name + " is " + actual + ", expected " + expected;
            }
        }
    }

    /** Sets `variable` through an edit constraint, runs the plan ten times, and removes the edit. */
    static void change(Planner planner, Variable variable, int newValue) {
        EditConstraint edit = new EditConstraint(planner, variable, Strength.PREFERRED);
        Plan plan = planner.extractPlanFromConstraints(Collections.singletonList(edit));
        for (int i = 0; i < 10; i++) {
            variable.value = newValue;
            plan.execute();
        }
        edit.destroyConstraint();
    }

    static void chainTest(int n, Checker checker) {
        Planner planner = new Planner();
        Variable previous = null;
        Variable first = null;
        Variable last = null;
        for (int i = 0; i <= n; i++) {
            Variable variable = new Variable("v" + i, 0);
            if (previous != null) {
                new EqualityConstraint(planner, previous, variable, Strength.REQUIRED);
            }
            if (i == 0) {
                first = variable;
            }
            if (i == n) {
                last = variable;
            }
            previous = variable;
        }
        new StayConstraint(planner, last, Strength.STRONG_DEFAULT);
        EditConstraint edit = new EditConstraint(planner, first, Strength.PREFERRED);
        Plan plan = planner.extractPlanFromConstraints(Collections.singletonList(edit));
        for (int i = 0; i < 100; i++) {
            first.value = i;
            plan.execute();
            checker.expect("chain", last, i);
        }
    }

    static void projectionTest(int n, Checker checker) {
        Planner planner = new Planner();
        Variable scale = new Variable("scale", 10);
        Variable offset = new Variable("offset", 1000);
        Variable source = null;
        Variable destination = null;
        List<Variable> sources = new ArrayList<>(n);
        List<Variable> destinations = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            source = new Variable("src" + i, i);
            destination = new Variable("dst" + i, i);
            sources.add(source);
            destinations.add(destination);
            new StayConstraint(planner, source, Strength.NORMAL);
            new ScaleConstraint(planner, source, scale, offset, destination, Strength.REQUIRED);
        }
        change(planner, source, 17);
        checker.expect("projection 1", destination, 17 * 10 + 1000);
        change(planner, destination, 1050);
        checker.expect("projection 2", source, (1050 - 1000) / 10);
        change(planner, scale, 5);
        for (int i = 0; i < n - 1; i++) {
            checker.expect("projection 3", destinations.get(i), i * 5 + 1000);
        }
        change(planner, offset, 2000);
        for (int i = 0; i < n - 1; i++) {
            checker.expect("projection 4", destinations.get(i), sources.get(i).value * 5 + 2000);
        }
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
        int iterations = args.length > 0 ? Integer.parseInt(args[0]) : 3500;
        Checker checker = new Checker();
        for (int iteration = 0; iteration < iterations && checker.failure == null; iteration++) {
            chainTest(SIZE, checker);
            projectionTest(SIZE, checker);
        }
        // The checked values of one iteration, in order: 0..99 (chain),
        // 1170, 5, 1000 + 5i and 2000 + 5i for i < 99 (projection).
        long expectedChecksum = 0;
        long expectedChecks = 0;
        for (int iteration = 0; iteration < iterations; iteration++) {
            for (int i = 0; i < 100; i++) {
                expectedChecksum = expectedChecksum * 31 + i;
            }
            expectedChecksum = expectedChecksum * 31 + 1170;
            expectedChecksum = expectedChecksum * 31 + 5;
            for (int i = 0; i < SIZE - 1; i++) {
                expectedChecksum = expectedChecksum * 31 + i * 5 + 1000;
            }
            for (int i = 0; i < SIZE - 1; i++) {
                expectedChecksum = expectedChecksum * 31 + i * 5 + 2000;
            }
            expectedChecks += 100 + 2 + 2 * (SIZE - 1);
        }
        String line = "DeltaBlue iterations=" + iterations + " checks=" + checker.checks + " checksum="
                + checker.checksum;
        String failure = checker.failure;
        if (failure == null && (checker.checks != expectedChecks || checker.checksum != expectedChecksum)) {
            failure = "expected checks=" + expectedChecks + " checksum=" + expectedChecksum;
        }
        System.out.println(failure == null ? line + " OK" : line + " FAIL " + failure);
    }
}
