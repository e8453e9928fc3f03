// MiniInterpreter: a small bytecode-interpreter loop (a switch over opcodes
// on an int[] program, an int[] operand stack and int[] locals), the shape of
// a VM's own interpreter. The interpreted program sums i * i mod 7 for
// i = 0..n-1 (n = 10000 + run index).
//
// Usage: java MiniInterpreter [runs] [iterations]   (default runs = 30;
// iterations: benchmarks/README.md, steady-state convention)
//
// Self-check: both results against the same computation written directly in
// Java, and the number of interpreted instructions against the count implied
// by the program's loop shape (16 per trip, 5 to leave).
public class MiniInterpreter {
    static final int PUSH = 0, LOAD = 1, STORE = 2, ADD = 3, MUL = 4, REM = 5, DIV = 6,
            JUMP_IF_LESS = 7, JUMP = 8, JUMP_IF_ZERO = 9, HALT = 10, DUP = 11;

    static long executed;

    /** Runs `code` with `locals` and returns locals[0] at HALT. */
    static int run(int[] code, int[] locals) {
        int[] stack = new int[16];
        int sp = 0;
        int pc = 0;
        long count = 0;
        while (true) {
            count++;
            switch (code[pc]) {
                case PUSH: stack[sp++] = code[pc + 1]; pc += 2; break;
                case LOAD: stack[sp++] = locals[code[pc + 1]]; pc += 2; break;
                case STORE: locals[code[pc + 1]] = stack[--sp]; pc += 2; break;
                case ADD: sp--; stack[sp - 1] += stack[sp]; pc++; break;
                case MUL: sp--; stack[sp - 1] *= stack[sp]; pc++; break;
                case REM: sp--; stack[sp - 1] %= stack[sp]; pc++; break;
                case DIV: sp--; stack[sp - 1] /= stack[sp]; pc++; break;
                case DUP: stack[sp] = stack[sp - 1]; sp++; pc++; break;
                case JUMP_IF_LESS: sp -= 2; pc = stack[sp] < stack[sp + 1] ? code[pc + 1] : pc + 2; break;
                case JUMP_IF_ZERO: sp--; pc = stack[sp] == 0 ? code[pc + 1] : pc + 2; break;
                case JUMP: pc = code[pc + 1]; break;
                case HALT: executed += count; return locals[0];
                default: throw new IllegalStateException("bad opcode " + code[pc] + " at " + pc);
            }
        }
    }

    // locals: 0 sum, 1 i, 2 n.  while (i < n) { sum += i * i % 7; i += 1 }
    static final int[] SQUARES = {
        /* 0 */ LOAD, 1, LOAD, 2, JUMP_IF_LESS, 9, JUMP, 8,
        /* 8 */ HALT,
        /* 9 */ LOAD, 0, LOAD, 1, LOAD, 1, MUL, PUSH, 7, REM, ADD, STORE, 0,
        /* 22 */ LOAD, 1, PUSH, 1, ADD, STORE, 1, JUMP, 0,
    };

    static final int N = 10000;

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
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        executed = 0;
        long total = 0;
        for (int r = 0; r < runs; r++) {
            total += run(SQUARES, new int[] {0, 0, N + r});
        }
        long expectedTotal = 0;
        long expectedExecuted = 0;
        for (int r = 0; r < runs; r++) {
            int n = N + r;
            for (int i = 0; i < n; i++) {
                expectedTotal += i * i % 7;
            }
            // 16 instructions per loop trip, 5 for the last test and HALT.
            expectedExecuted += 16L * n + 5;
        }
        boolean ok = total == expectedTotal && executed == expectedExecuted;
        System.out.println("MiniInterpreter runs=" + runs + " total=" + total + " executed=" + executed
                + (ok ? " OK" : " FAIL expected total=" + expectedTotal + " executed=" + expectedExecuted));
    }
}
