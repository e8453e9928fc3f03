import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Scanner;

/** A small text adventure: rooms as a state machine, commands read with a Scanner from stdin. */
public class TextAdventure {
    enum Direction {
        NORTH, SOUTH, EAST, WEST;

        static Direction parse(String word) {
            for (Direction d : values()) {
                if (d.name().equalsIgnoreCase(word) || d.name().substring(0, 1).equalsIgnoreCase(word)) {
                    return d;
                }
            }
            throw new IllegalArgumentException("no direction '" + word + "'");
        }

        Direction opposite() {
            switch (this) {
                case NORTH: return SOUTH;
                case SOUTH: return NORTH;
                case EAST: return WEST;
                default: return EAST;
            }
        }
    }

    static final class Room {
        final String name;
        final String description;
        final EnumMap<Direction, Room> exits = new EnumMap<>(Direction.class);
        final List<String> items = new ArrayList<>();
        Direction lockedExit;

        Room(String name, String description) {
            this.name = name;
            this.description = description;
        }

        void connect(Direction d, Room other) {
            exits.put(d, other);
            other.exits.put(d.opposite(), this);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    enum State { PLAYING, WON, QUIT }

    private Room here;
    private final List<String> inventory = new ArrayList<>();
    private State state = State.PLAYING;
    private int moves;
    private final Map<String, Integer> commandCounts = new LinkedHashMap<>();

    TextAdventure(Room start) {
        this.here = start;
    }

    void look() {
        System.out.println("== " + here.name + " ==");
        System.out.println(here.description);
        if (!here.items.isEmpty()) {
            System.out.println("You see: " + String.join(", ", here.items));
        }
        StringBuilder exits = new StringBuilder();
        for (Map.Entry<Direction, Room> e : here.exits.entrySet()) {
            if (exits.length() > 0) {
                exits.append(' ');
            }
            exits.append(e.getKey().name().toLowerCase());
            if (e.getKey() == here.lockedExit) {
                exits.append("(locked)");
            }
        }
        System.out.println("Exits: " + exits);
    }

    void handle(String line) {
        String[] words = line.trim().toLowerCase().split("\\s+", 2);
        String verb = words[0];
        String rest = words.length > 1 ? words[1] : "";
        commandCounts.merge(verb, 1, Integer::sum);
        switch (verb) {
            case "":
                System.out.println("Say something.");
                break;
            case "look":
            case "l":
                look();
                break;
            case "go":
                go(rest);
                break;
            case "n": case "s": case "e": case "w":
                go(verb);
                break;
            case "take":
                if (here.items.remove(rest)) {
                    inventory.add(rest);
                    System.out.println("Taken: " + rest);
                } else {
                    System.out.println("There is no " + (rest.isEmpty() ? "thing" : rest) + " here.");
                }
                break;
            case "drop":
                if (inventory.remove(rest)) {
                    here.items.add(rest);
                    System.out.println("Dropped: " + rest);
                } else {
                    System.out.println("You are not carrying " + rest + ".");
                }
                break;
            case "inventory":
            case "i":
                System.out.println(inventory.isEmpty() ? "You carry nothing." : "You carry: " + inventory);
                break;
            case "unlock":
                if (here.lockedExit == null) {
                    System.out.println("Nothing to unlock.");
                } else if (inventory.contains("key")) {
                    System.out.println("The " + here.lockedExit.name().toLowerCase() + " door opens.");
                    here.lockedExit = null;
                } else {
                    System.out.println("You need a key.");
                }
                break;
            case "quit":
                state = State.QUIT;
                break;
            default:
                System.out.println("I don't know how to '" + verb + "'.");
        }
    }

    void go(String where) {
        Direction d;
        try {
            d = Direction.parse(where);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
            return;
        }
        Room next = here.exits.get(d);
        if (next == null) {
            System.out.println("You can't go " + d.name().toLowerCase() + ".");
        } else if (d == here.lockedExit) {
            System.out.println("The door is locked.");
        } else {
            here = next;
            moves++;
            look();
            if (here.name.equals("Treasury") && inventory.contains("lamp")) {
                state = State.WON;
            }
        }
    }

    public static void main(String[] args) {
        Room hall = new Room("Hall", "A draughty hall with a worn carpet.");
        Room kitchen = new Room("Kitchen", "Pots hang from the ceiling.");
        Room cellar = new Room("Cellar", "It is dark and damp.");
        Room garden = new Room("Garden", "Roses, and a locked gate to the north.");
        Room treasury = new Room("Treasury", "Gold glitters in the lamplight.");
        hall.connect(Direction.EAST, kitchen);
        kitchen.connect(Direction.SOUTH, cellar);
        hall.connect(Direction.WEST, garden);
        garden.connect(Direction.NORTH, treasury);
        garden.lockedExit = Direction.NORTH;
        kitchen.items.add("lamp");
        cellar.items.add("key");
        cellar.items.add("cobweb");

        TextAdventure game = new TextAdventure(hall);
        game.look();
        Scanner in = new Scanner(System.in);
        int lineNo = 0;
        while (game.state == State.PLAYING && in.hasNextLine()) {
            String line = in.nextLine();
            lineNo++;
            System.out.println("> " + line);
            game.handle(line);
        }
        System.out.println("state " + game.state + " after " + game.moves + " moves and " + lineNo + " lines");
        System.out.println("commands " + game.commandCounts);
        if (in.hasNextLine()) {
            System.out.println("unread: " + in.nextLine());
        }
    }
}
