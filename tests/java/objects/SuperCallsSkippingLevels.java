class Level1 {
    String who() { return "Level1.who"; }

    String chain() { return "L1"; }

    protected int weight() { return 1; }
}

class Level2 extends Level1 {
    // does not override who(): super.who() from Level3 must find Level1.who
    @Override
    String chain() { return "L2>" + super.chain(); }
}

class Level3 extends Level2 {
    @Override
    String who() { return "Level3.who over " + super.who(); }

    @Override
    String chain() { return "L3>" + super.chain(); }

    @Override
    protected int weight() { return 3 + super.weight(); }
}

class Level4 extends Level3 {
    @Override
    String chain() { return "L4>" + super.chain(); }

    String callsBoth() { return who() + " | " + super.who(); }

    @Override
    protected int weight() { return 4 * super.weight(); }
}

interface WithPrivate {
    private String secret() { return "private interface method"; }

    private static String staticSecret() { return "private static interface method"; }

    default String reveal() { return secret() + " + " + staticSecret(); }
}

class Revealer implements WithPrivate {
    // an unrelated private method with the same name must not interfere
    private String secret() { return "class secret"; }

    String both() { return reveal() + " / " + secret(); }
}

public class SuperCallsSkippingLevels {
    public static void main(String[] args) {
        Level1[] levels = { new Level1(), new Level2(), new Level3(), new Level4() };
        for (Level1 level : levels) {
            System.out.println(level.who() + " ; " + level.chain() + " ; " + level.weight());
        }
        System.out.println(new Level4().callsBoth());
        System.out.println(new Revealer().both());
    }
}
