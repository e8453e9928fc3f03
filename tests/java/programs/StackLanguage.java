import java.util.*;
import java.util.function.*;

public class StackLanguage {
    static final class VmError extends RuntimeException {
        VmError(String msg) { super(msg); }
    }

    static final class Vm {
        final Deque<Long> stack = new ArrayDeque<>();
        final Map<String, List<String>> words = new HashMap<>();
        final Map<String, Long> vars = new TreeMap<>();
        final StringBuilder out = new StringBuilder();
        int steps;

        long pop() {
            Long v = stack.pollFirst();
            if (v == null) throw new VmError("stack underflow");
            return v;
        }
        void push(long v) { stack.push(v); }

        void binary(LongBinaryOperator op) { long b = pop(), a = pop(); push(op.applyAsLong(a, b)); }

        int depth;

        void run(List<String> tokens) {
            if (++depth > 300) throw new VmError("recursion too deep");
            try {
                exec(tokens);
            } finally {
                depth--;
            }
        }

        void exec(List<String> tokens) {
            for (int pc = 0; pc < tokens.size(); pc++) {
                if (++steps > 100_000) throw new VmError("step limit exceeded");
                String t = tokens.get(pc);
                switch (t) {
                    case "+" -> binary(Long::sum);
                    case "-" -> binary((a, b) -> a - b);
                    case "*" -> binary((a, b) -> a * b);
                    case "/" -> { long b = pop(), a = pop(); if (b == 0) throw new VmError("division by zero"); push(Math.floorDiv(a, b)); }
                    case "mod" -> { long b = pop(), a = pop(); if (b == 0) throw new VmError("division by zero"); push(Math.floorMod(a, b)); }
                    case "=" -> binary((a, b) -> a == b ? -1 : 0);
                    case "<" -> binary((a, b) -> a < b ? -1 : 0);
                    case ">" -> binary((a, b) -> a > b ? -1 : 0);
                    case "and" -> binary((a, b) -> a & b);
                    case "or" -> binary((a, b) -> a | b);
                    case "not" -> push(pop() == 0 ? -1 : 0);
                    case "dup" -> { long a = pop(); push(a); push(a); }
                    case "drop" -> pop();
                    case "swap" -> { long b = pop(), a = pop(); push(b); push(a); }
                    case "over" -> { long b = pop(), a = pop(); push(a); push(b); push(a); }
                    case "rot" -> { long c = pop(), b = pop(), a = pop(); push(b); push(c); push(a); }
                    case "." -> out.append(pop()).append(' ');
                    case "emit" -> out.append((char) pop());
                    case "cr" -> out.append('\n');
                    case ".s" -> { List<Long> l = new ArrayList<>(stack); Collections.reverse(l); out.append("<").append(l.size()).append("> ").append(l).append(' '); }
                    case "!" -> { String name = tokens.get(++pc); vars.put(name, pop()); }
                    case "@" -> { String name = tokens.get(++pc); Long v = vars.get(name); if (v == null) throw new VmError("unknown variable " + name); push(v); }
                    case "if" -> {
                        int elsePc = -1, thenEnd = matching(tokens, pc);
                        int depth = 0;
                        for (int k = pc + 1; k < thenEnd; k++) {
                            String s = tokens.get(k);
                            if (s.equals("if")) depth++;
                            else if (s.equals("then")) depth--;
                            else if (s.equals("else") && depth == 0) elsePc = k;
                        }
                        boolean cond = pop() != 0;
                        List<String> body = cond ? tokens.subList(pc + 1, elsePc < 0 ? thenEnd : elsePc) : (elsePc < 0 ? List.of() : tokens.subList(elsePc + 1, thenEnd));
                        run(body);
                        pc = thenEnd;
                    }
                    case "times" -> {
                        int end = matching(tokens, pc);
                        long n = pop();
                        List<String> body = tokens.subList(pc + 1, end);
                        for (long k = 0; k < n; k++) { vars.put("i", k); run(body); }
                        pc = end;
                    }
                    case ":" -> {
                        String name = tokens.get(++pc);
                        int end = tokens.indexOf(";");
                        int semi = pc;
                        while (!tokens.get(semi).equals(";")) semi++;
                        words.put(name, new ArrayList<>(tokens.subList(pc + 1, semi)));
                        pc = semi;
                        if (end < 0) throw new VmError("missing ;");
                    }
                    default -> {
                        List<String> w = words.get(t);
                        if (w != null) { run(w); continue; }
                        try {
                            push(Long.parseLong(t));
                        } catch (NumberFormatException e) {
                            throw new VmError("unknown word '" + t + "'");
                        }
                    }
                }
            }
        }

        static int matching(List<String> tokens, int open) {
            int depth = 0;
            for (int k = open; k < tokens.size(); k++) {
                String s = tokens.get(k);
                if (s.equals("if") || s.equals("times")) depth++;
                else if (s.equals("then") || s.equals("end")) { if (--depth == 0) return k; }
            }
            throw new VmError("unbalanced " + tokens.get(open));
        }
    }

    static List<String> tokenize(String src) {
        List<String> out = new ArrayList<>();
        for (String line : src.split("\n")) {
            int comment = line.indexOf('\\');
            if (comment >= 0) line = line.substring(0, comment);
            for (String tok : line.split(" ")) if (!tok.isEmpty()) out.add(tok);
        }
        return out;
    }

    public static void main(String[] args) {
        String[] programs = {
            "2 3 + 4 * .",
            "10 3 / . 10 3 mod . -7 2 / . -7 2 mod .",
            ": sq dup * ; : cube dup sq * ; 7 sq . 3 cube . 12 sq sq .",
            "1 2 3 rot .s . . . 5 6 swap over .s",
            ": fact dup 1 > if dup 1 - fact * then ; 1 fact . 5 fact . 20 fact .",
            ": fib 0 1 rot times over . swap over + end drop drop ; 15 fib",
            "0 ! acc 10 times @ acc @ i + ! acc end @ acc .",
            "72 emit 105 emit 33 emit cr 3 4 < . 4 3 < . 5 5 = not .",
            ": collatz dup 1 = if drop else dup 2 mod if 3 * 1 + else 2 / then 1 @ n + ! n collatz then ; 0 ! n 27 collatz @ n .",
            "\\ comment line only\n1 2 + \\ trailing comment\n.",
            "1 2 + + .",
            "5 0 / .",
            "1 foo",
            "@ undefined",
            "1 if 2 3",
            ": loop loop ; loop",
        };
        for (String p : programs) {
            Vm vm = new Vm();
            String status;
            try {
                vm.run(tokenize(p));
                status = "ok";
            } catch (VmError e) {
                status = "error: " + e.getMessage();
            }
            System.out.println("> " + p.replace("\n", " | "));
            System.out.println("  " + vm.out.toString().replace("\n", "\\n") + "[" + status + ", steps=" + vm.steps + ", vars=" + vm.vars + "]");
        }
    }
}
