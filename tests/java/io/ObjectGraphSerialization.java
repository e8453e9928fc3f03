import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Serializes a cyclic object graph (shared references, transient fields, collections, enums) and reads it back. */
public class ObjectGraphSerialization {
    enum Role { ADMIN, USER }

    static class Person implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        final Role role;
        final List<Person> friends = new ArrayList<>();
        Person manager;
        transient int visits = 7;
        int[] scores = {1, 2, 3};

        Person(String name, Role role) {
            this.name = name;
            this.role = role;
        }
    }

    static class Team implements Serializable {
        private static final long serialVersionUID = 2L;
        final Map<String, Person> members = new HashMap<>();
        Person lead;
        Object notSerializable;
    }

    public static void main(String[] args) throws Exception {
        Person ann = new Person("Ann", Role.ADMIN);
        Person bob = new Person("Bob", Role.USER);
        Person cid = new Person("Cid", Role.USER);
        ann.friends.add(bob);
        bob.friends.add(ann);
        bob.friends.add(cid);
        cid.manager = ann;
        ann.manager = ann;
        Team team = new Team();
        team.members.put("a", ann);
        team.members.put("b", bob);
        team.members.put("c", cid);
        team.lead = bob;

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(team);
            out.writeObject(ann);
            out.writeInt(42);
            out.writeUTF("end");
        }
        System.out.println("bytes: " + bytes.size());
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            Team t = (Team) in.readObject();
            Person again = (Person) in.readObject();
            Person a = t.members.get("a");
            Person b = t.members.get("b");
            Person c = t.members.get("c");
            System.out.println("shared lead: " + (t.lead == b) + ", cycle: " + (b.friends.get(0) == a) + ", self: " + (a.manager == a)
                    + ", manager: " + (c.manager == a) + ", same object across writes: " + (again == a));
            System.out.println("names: " + a.name + b.name + c.name + ", roles: " + a.role + " " + (b.role == Role.USER)
                    + ", transient: " + a.visits + ", scores: " + java.util.Arrays.toString(c.scores) + ", int " + in.readInt() + " " + in.readUTF());
        }
        team.notSerializable = new Object();
        try (ObjectOutputStream out = new ObjectOutputStream(new ByteArrayOutputStream())) {
            out.writeObject(team);
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException: " + e.getMessage());
        }
        byte[] data = bytes.toByteArray();
        // Change the stream's serialVersionUID of Team (2 -> 3): reading must fail with InvalidClassException.
        for (int i = 0; i + 8 < data.length; i++) {
            if (data[i] == 'T' && data[i + 1] == 'e' && data[i + 2] == 'a' && data[i + 3] == 'm') {
                data[i + 4 + 7] = 3;
                break;
            }
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(data))) {
            in.readObject();
            System.out.println("read with a changed serialVersionUID?");
        } catch (InvalidClassException e) {
            System.out.println("InvalidClassException: " + e.getMessage().replaceAll("-?\\d{5,}", "N"));
        }
    }
}
