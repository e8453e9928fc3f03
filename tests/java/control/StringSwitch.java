public class StringSwitch {
    static int command(String name) {
        switch (name) {
            case "start": return 1;
            case "stop": return 2;
            case "pause": return 3;
            case "": return 4;
            // "Aa" and "BB" have the same hashCode, so javac must compare with equals
            case "Aa": return 5;
            case "BB": return 6;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        String[] inputs = { "start", "stop", "pause", "", "Aa", "BB", "AaBB", "START", "sto" + "p", "x" };
        for (String s : inputs) {
            System.out.print(command(s) + " ");
        }
        System.out.println();
        System.out.println("Aa".hashCode() + " " + "BB".hashCode());
        StringBuilder built = new StringBuilder("pau");
        built.append("se");
        System.out.println(command(built.toString()));
    }
}
