interface Top {
    default String who() { return "Top"; }
}

interface Left extends Top {
    default String who() { return "Left"; }
}

interface Right extends Top {
    default String who() { return "Right"; }
}

interface Plain extends Top {
}

// Both Left and Right provide who(): the class must override and may pick one.
class Both implements Left, Right {
    public String who() { return Left.super.who() + "+" + Right.super.who(); }
}

// Left is more specific than Top: Left's default wins without an override.
class LeftAndPlain implements Left, Plain {
}

class OnlyPlain implements Plain {
}

class SuperClassWins implements Left {
    public String who() { return "class"; }
}

class Inherits extends SuperClassWins implements Right {
    // a method inherited from a superclass wins over any default method
}

interface Named {
    String name();

    default String label() { return "[" + name() + "]"; }
}

interface Tagged {
    default String label() { return "<tag>"; }
}

abstract class AbstractNamed implements Named, Tagged {
    public String label() { return Named.super.label() + Tagged.super.label(); }
}

class Concrete extends AbstractNamed {
    public String name() { return "concrete"; }
}

public class DiamondDefaultMethods {
    public static void main(String[] args) {
        Top[] tops = { new Both(), new LeftAndPlain(), new OnlyPlain(), new SuperClassWins(), new Inherits() };
        for (Top t : tops) {
            System.out.println(t.who());
        }
        Right r = new Inherits();
        Left l = new Both();
        Plain p = new LeftAndPlain();
        System.out.println(r.who() + " " + l.who() + " " + p.who());
        Named n = new Concrete();
        Tagged t = new Concrete();
        System.out.println(n.label() + " " + t.label());
    }
}
