class Registry {
    // the instance is created while Registry is being initialized: the constructor sees
    // the static fields declared after INSTANCE still at their default values
    static final Registry INSTANCE = new Registry();
    static int counter = 10;
    static final String LABEL = "label";          // constant: already set
    static String name = "registry";

    final int seenCounter;
    final String seenName;
    final String seenLabel;

    Registry() {
        counter++;
        seenCounter = counter;
        seenName = name;
        seenLabel = LABEL;
        System.out.println("  Registry() counter=" + counter + " name=" + name + " LABEL=" + LABEL);
    }
}

class SelfReferencing {
    static int a = 1;
    static int b = SelfReferencing.a + 1;     // reads a field of the class being initialized
    static int[] table = build();

    static int[] build() {
        int[] t = new int[3];
        for (int i = 0; i < t.length; i++) {
            t[i] = a + b + i;
        }
        return t;
    }
}

public class SingletonCreatedDuringClinit {
    public static void main(String[] args) {
        System.out.println("first use of Registry:");
        Registry r = Registry.INSTANCE;
        System.out.println("  seen: " + r.seenCounter + " " + r.seenName + " " + r.seenLabel);
        System.out.println("  now:  " + Registry.counter + " " + Registry.name);
        System.out.println("SelfReferencing: " + SelfReferencing.a + " " + SelfReferencing.b + " " + SelfReferencing.table[2]);
        Registry other = new Registry();
        System.out.println("  second instance saw " + other.seenCounter + " " + other.seenName);
    }
}
