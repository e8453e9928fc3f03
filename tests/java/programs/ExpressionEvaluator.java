import java.util.*;
import java.util.function.*;

public class ExpressionEvaluator {
    sealed interface Expr permits Num, Var, Bin, Neg, Call {}
    record Num(double value) implements Expr {}
    record Var(String name) implements Expr {}
    record Bin(char op, Expr left, Expr right) implements Expr {}
    record Neg(Expr operand) implements Expr {}
    record Call(String fn, List<Expr> args) implements Expr {}

    static final class ParseException extends RuntimeException {
        ParseException(String msg, int pos) { super(msg + " at position " + pos); }
    }

    static final class Parser {
        private final String src;
        private int pos;
        Parser(String src) { this.src = src; }

        Expr parse() {
            Expr e = expr();
            skip();
            if (pos < src.length()) throw new ParseException("unexpected '" + src.charAt(pos) + "'", pos);
            return e;
        }
        private void skip() { while (pos < src.length() && src.charAt(pos) == ' ') pos++; }
        private boolean eat(char c) { skip(); if (pos < src.length() && src.charAt(pos) == c) { pos++; return true; } return false; }
        private Expr expr() {
            Expr e = term();
            while (true) {
                if (eat('+')) e = new Bin('+', e, term());
                else if (eat('-')) e = new Bin('-', e, term());
                else return e;
            }
        }
        private Expr term() {
            Expr e = factor();
            while (true) {
                if (eat('*')) e = new Bin('*', e, factor());
                else if (eat('/')) e = new Bin('/', e, factor());
                else if (eat('%')) e = new Bin('%', e, factor());
                else return e;
            }
        }
        private Expr factor() {
            Expr base = unary();
            if (eat('^')) return new Bin('^', base, factor());
            return base;
        }
        private Expr unary() {
            if (eat('-')) return new Neg(unary());
            if (eat('+')) return unary();
            return primary();
        }
        private Expr primary() {
            skip();
            if (eat('(')) {
                Expr e = expr();
                if (!eat(')')) throw new ParseException("expected ')'", pos);
                return e;
            }
            int start = pos;
            if (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) {
                while (pos < src.length() && (Character.isDigit(src.charAt(pos)) || src.charAt(pos) == '.')) pos++;
                return new Num(Double.parseDouble(src.substring(start, pos)));
            }
            if (pos < src.length() && Character.isLetter(src.charAt(pos))) {
                while (pos < src.length() && Character.isLetterOrDigit(src.charAt(pos))) pos++;
                String name = src.substring(start, pos);
                if (eat('(')) {
                    List<Expr> args = new ArrayList<>();
                    if (!eat(')')) {
                        do { args.add(expr()); } while (eat(','));
                        if (!eat(')')) throw new ParseException("expected ')' after arguments", pos);
                    }
                    return new Call(name, args);
                }
                return new Var(name);
            }
            throw new ParseException(pos < src.length() ? "unexpected '" + src.charAt(pos) + "'" : "unexpected end", pos);
        }
    }

    static final Map<String, Function<double[], Double>> FUNCTIONS = new TreeMap<>();
    static {
        FUNCTIONS.put("max", a -> { double m = a[0]; for (double v : a) m = Math.max(m, v); return m; });
        FUNCTIONS.put("min", a -> { double m = a[0]; for (double v : a) m = Math.min(m, v); return m; });
        FUNCTIONS.put("abs", a -> Math.abs(a[0]));
        FUNCTIONS.put("sqrt", a -> Math.sqrt(a[0]));
        FUNCTIONS.put("sum", a -> { double s = 0; for (double v : a) s += v; return s; });
        FUNCTIONS.put("floor", a -> Math.floor(a[0]));
    }

    static double eval(Expr e, Map<String, Double> env) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Var v) {
            Double d = env.get(v.name());
            if (d == null) throw new NoSuchElementException("unbound variable " + v.name());
            return d;
        }
        if (e instanceof Neg n) return -eval(n.operand(), env);
        if (e instanceof Call c) {
            Function<double[], Double> f = FUNCTIONS.get(c.fn());
            if (f == null) throw new IllegalArgumentException("unknown function " + c.fn() + "/" + c.args().size());
            double[] args = new double[c.args().size()];
            for (int i = 0; i < args.length; i++) args[i] = eval(c.args().get(i), env);
            return f.apply(args);
        }
        Bin b = (Bin) e;
        double l = eval(b.left(), env), r = eval(b.right(), env);
        return switch (b.op()) {
            case '+' -> l + r;
            case '-' -> l - r;
            case '*' -> l * r;
            case '/' -> l / r;
            case '%' -> l % r;
            case '^' -> { double p = 1; for (int i = 0; i < (int) r; i++) p *= l; yield p; }
            default -> throw new IllegalStateException("bad op " + b.op());
        };
    }

    static String show(Expr e) {
        if (e instanceof Num n) return n.value() == Math.floor(n.value()) && Math.abs(n.value()) < 1e15 ? String.valueOf((long) n.value()) : String.valueOf(n.value());
        if (e instanceof Var v) return v.name();
        if (e instanceof Neg n) return "(-" + show(n.operand()) + ")";
        if (e instanceof Call c) {
            StringJoiner j = new StringJoiner(", ", c.fn() + "(", ")");
            for (Expr a : c.args()) j.add(show(a));
            return j.toString();
        }
        Bin b = (Bin) e;
        return "(" + show(b.left()) + " " + b.op() + " " + show(b.right()) + ")";
    }

    static Expr simplify(Expr e) {
        if (e instanceof Bin b) {
            Expr l = simplify(b.left()), r = simplify(b.right());
            if (l instanceof Num ln && r instanceof Num rn) return new Num(eval(new Bin(b.op(), ln, rn), Map.of()));
            if (b.op() == '*' && (l.equals(new Num(0)) || r.equals(new Num(0)))) return new Num(0);
            if (b.op() == '*' && l.equals(new Num(1))) return r;
            if ((b.op() == '*' || b.op() == '/') && r.equals(new Num(1))) return l;
            if (b.op() == '+' && l.equals(new Num(0))) return r;
            if ((b.op() == '+' || b.op() == '-') && r.equals(new Num(0))) return l;
            return new Bin(b.op(), l, r);
        }
        if (e instanceof Neg n) {
            Expr inner = simplify(n.operand());
            if (inner instanceof Num num) return new Num(-num.value());
            if (inner instanceof Neg nn) return nn.operand();
            return new Neg(inner);
        }
        return e;
    }

    public static void main(String[] args) {
        Map<String, Double> env = new HashMap<>();
        env.put("x", 3.0);
        env.put("y", -2.5);
        env.put("pi", 3.0);
        String[] inputs = {
            "1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-x ^ 2", "10 / 4", "10 % 4 + 7 % -3", "x * y + 1",
            "max(1, x, 7, y) - min(4, 2)", "sqrt(16) + abs(y)", "sum(1, 2, 3, 4) / 0", "-(-(x))", "0 * (x + y) + 1 * y",
            "floor(7.5 / 2)", "2 * pi * x", "1 / 3", "((((1))))", "sum()",
            "1 +", "(1 + 2", "2 * * 3", "foo(1)", "z + 1", "3 $ 4", "max(1, 2"
        };
        for (String in : inputs) {
            try {
                Expr e = new Parser(in).parse();
                Expr s = simplify(e);
                System.out.println(String.format("%-28s => %-40s = %s ; simplified %s", in, show(e), eval(e, env), show(s)));
            } catch (ParseException ex) {
                System.out.println(String.format("%-28s parse error: %s", in, ex.getMessage()));
            } catch (RuntimeException ex) {
                System.out.println(String.format("%-28s eval error: %s: %s", in, ex.getClass().getSimpleName(), ex.getMessage()));
            }
        }
        Expr a = new Parser("x*2+1").parse(), b = new Parser("x * 2 + 1").parse();
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a);
        Set<Expr> distinct = new HashSet<>();
        for (String in : new String[]{"1+2", "1 + 2", "2+1", "(1+2)", "x", " x "}) distinct.add(new Parser(in).parse());
        System.out.println(distinct.size());
    }
}
