package java.util.regex;

import java.util.ArrayList;
import java.util.List;

/** Turns the Ast of a pattern into the Node graph (continuation style: each construct is
 *  compiled knowing the node that follows it). */
final class PatternCompiler {
    private final boolean allowFailedPositionMemo;
    private final int flags;
    int localCount;
    int failedPositionSets;
    private int repeatDepth;

    PatternCompiler(boolean hasBackReferences, int flags) {
        this.allowFailedPositionMemo = !hasBackReferences;
        this.flags = flags;
    }

    Node compile(Ast ast, Node next) {
        if (ast instanceof Ast.CharSet) {
            return link(new Node.CharProperty(((Ast.CharSet) ast).predicate), next);
        }
        if (ast instanceof Ast.Literal) {
            return link(new Node.Slice(((Ast.Literal) ast).text.toCharArray()), next);
        }
        if (ast instanceof Ast.Concat) {
            List<Ast> items = merged(((Ast.Concat) ast).items);
            Node node = next;
            for (int i = items.size() - 1; i >= 0; i--) {
                node = compile(items.get(i), node);
            }
            return node;
        }
        if (ast instanceof Ast.Alternation) {
            List<Ast> alternatives = ((Ast.Alternation) ast).alternatives;
            Node[] nodes = new Node[alternatives.size()];
            for (int i = 0; i < nodes.length; i++) {
                nodes[i] = compile(alternatives.get(i), next);
            }
            return new Node.Branch(nodes);
        }
        if (ast instanceof Ast.Group) {
            Ast.Group g = (Ast.Group) ast;
            if (g.index == 0) {
                return compile(g.body, next);
            }
            int local = localCount++;
            Node tail = link(new Node.GroupTail(local, g.index), next);
            return link(new Node.GroupHead(local), compile(g.body, tail));
        }
        if (ast instanceof Ast.Repeat) {
            return compileRepeat((Ast.Repeat) ast, next);
        }
        if (ast instanceof Ast.Look) {
            Ast.Look look = (Ast.Look) ast;
            if (look.behind) {
                Node body = compile(look.body, new Node.BehindEnd());
                return link(new Node.Behind(body, look.body.minLength(), look.body.maxLength(), look.negative), next);
            }
            Node body = compile(look.body, new Node.Accept());
            return link(new Node.Ahead(body, look.negative), next);
        }
        if (ast instanceof Ast.Atomic) {
            return link(new Node.Atomic(compile(((Ast.Atomic) ast).body, new Node.Accept())), next);
        }
        if (ast instanceof Ast.BackRef) {
            Ast.BackRef b = (Ast.BackRef) ast;
            return link(new Node.BackRef(b.group, b.caseInsensitive, b.unicodeCase), next);
        }
        if (ast instanceof Ast.Anchor) {
            Ast.Anchor a = (Ast.Anchor) ast;
            return link(new Node.Anchor(a.kind, a.unixLines, a.unicodeWord), next);
        }
        if (ast instanceof Ast.LineBreak) {
            return link(new Node.LineBreak(), next);
        }
        throw new IllegalStateException("regex: unknown syntax tree node");
    }

    private static Node link(Node node, Node next) {
        node.next = next;
        return node;
    }

    /** Adjacent literal chars become one Slice. */
    private static List<Ast> merged(List<Ast> items) {
        List<Ast> out = new ArrayList<>(items.size());
        StringBuilder run = null;
        for (Ast a : items) {
            if (a instanceof Ast.Literal) {
                if (run == null) {
                    run = new StringBuilder();
                }
                run.append(((Ast.Literal) a).text);
            } else {
                if (run != null) {
                    out.add(new Ast.Literal(run.toString()));
                    run = null;
                }
                out.add(a);
            }
        }
        if (run != null) {
            out.add(new Ast.Literal(run.toString()));
        }
        return out;
    }

    private static CharPredicate asSingleChar(Ast ast) {
        if (ast instanceof Ast.CharSet) {
            return ((Ast.CharSet) ast).predicate;
        }
        if (ast instanceof Ast.Literal) {
            String text = ((Ast.Literal) ast).text;
            int cp = text.codePointAt(0);
            if (Character.charCount(cp) == text.length()) {
                return ch -> ch == cp;
            }
        }
        if (ast instanceof Ast.Group && ((Ast.Group) ast).index == 0) {
            return asSingleChar(((Ast.Group) ast).body);
        }
        return null;
    }

    /** The JDK's "deterministic" (TreeInfo): no alternation and no repeat of varying count
     *  outside look-arounds. */
    private static boolean deterministic(Ast ast) {
        if (ast instanceof Ast.Alternation) {
            return false;
        }
        if (ast instanceof Ast.Repeat) {
            Ast.Repeat r = (Ast.Repeat) ast;
            return r.min == r.max && deterministic(r.body);
        }
        if (ast instanceof Ast.Concat) {
            for (Ast a : ((Ast.Concat) ast).items) {
                if (!deterministic(a)) {
                    return false;
                }
            }
            return true;
        }
        if (ast instanceof Ast.Group) {
            return deterministic(((Ast.Group) ast).body);
        }
        if (ast instanceof Ast.Atomic) {
            return deterministic(((Ast.Atomic) ast).body);
        }
        return true;
    }

    private Node compileRepeat(Ast.Repeat r, Node next) {
        if (r.max > 1 && r.type != Ast.Repeat.POSSESSIVE && r.body.maxLength() == 0 && deterministic(r.body)) {
            // a deterministic zero-width body (look-arounds, \b): the JDK runs only the
            // mandatory iterations, so ((?=a))* never sets group 1 while ((?=a))+ does
            if (r.min == 0) {
                if (r.type == Ast.Repeat.LAZY) {
                    return next;
                }
                // the one attempt still runs (its look-arounds may leave captures behind)
                int group = r.body instanceof Ast.Group ? ((Ast.Group) r.body).index : 0;
                Node attempt = compile(r.body, new Node.Accept());
                return link(new Node.ZeroWidthAttempt(attempt, group), next);
            }
            r = new Ast.Repeat(r.body, r.min, r.min, r.type);
        }
        CharPredicate single = asSingleChar(r.body);
        if (single != null) {
            return link(new Node.CharRepeat(new Node.CharProperty(single), r.min, r.max, r.type), next);
        }
        if (r.type == Ast.Repeat.POSSESSIVE) {
            repeatDepth++;
            Node atom = compile(r.body, new Node.Accept());
            repeatDepth--;
            return link(new Node.PossessiveRepeat(atom, r.min, r.max), next);
        }
        if (r.min == 0 && r.max == 1) {
            // X? and X??: a branch between X and nothing (no loop, as the JDK's Ques)
            repeatDepth++;
            Node body = compile(r.body, next);
            repeatDepth--;
            return r.type == Ast.Repeat.LAZY ? new Node.Branch(new Node[] {next, body})
                    : new Node.Branch(new Node[] {body, next});
        }
        boolean lazy = r.type == Ast.Repeat.LAZY;
        int countIndex = localCount++;
        int beginIndex = localCount++;
        Node.Loop loop = new Node.Loop(countIndex, beginIndex, r.min, r.max, lazy);
        if (!lazy && repeatDepth == 0 && allowFailedPositionMemo) {
            loop.posIndex = failedPositionSets++;
        }
        repeatDepth++;
        loop.body = link(new Node.GroupHead(beginIndex), compile(r.body, loop));
        repeatDepth--;
        loop.next = next;
        return new Node.LoopEntry(loop);
    }
}
