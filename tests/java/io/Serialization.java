import java.io.*;
import java.util.*;
import java.util.zip.CRC32;

public class Serialization {
    static class Address implements Serializable {
        String city;
        int zip;

        Address(String city, int zip) {
            this.city = city;
            this.zip = zip;
        }

        public String toString() {
            return city + "/" + zip;
        }
    }

    static class Person implements Serializable {
        private static final long serialVersionUID = 1L;
        final String name;
        int age;
        double score;
        boolean active;
        char grade;
        transient String password = "secret";
        Address address;
        List<String> tags = new ArrayList<>();

        Person(String name, int age, Address address) {
            this.name = name;
            this.age = age;
            this.address = address;
            score = age * 1.5;
            active = age % 2 == 0;
            grade = (char) ('A' + age % 3);
        }

        public String toString() {
            return name + "(" + age + "," + score + "," + active + "," + grade + "," + password + "," + address + "," + tags + ")";
        }
    }

    static class Node implements Serializable {
        private static final long serialVersionUID = 7L;
        int value;
        Node next;
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 3L;
        String visible = "v";
        transient int hidden;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(hidden * 2);
            out.writeUTF("extra");
            out.writeObject(new int[] {hidden});
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            hidden = in.readInt() / 2;
            String s = in.readUTF();
            int[] a = (int[]) in.readObject();
            visible = visible + "+" + s + a[0];
        }
    }

    static class Ext implements Externalizable {
        private static final long serialVersionUID = 4L;
        String label;
        long stamp;

        public Ext() {
            System.out.println("Ext() called");
        }

        Ext(String label, long stamp) {
            this.label = label;
            this.stamp = stamp;
        }

        public void writeExternal(ObjectOutput out) throws IOException {
            out.writeUTF(label);
            out.writeLong(stamp);
        }

        public void readExternal(ObjectInput in) throws IOException {
            label = in.readUTF();
            stamp = in.readLong();
        }
    }

    static class Base {
        int baseValue = 5;

        Base() {
            System.out.println("Base() called");
        }
    }

    static class Derived extends Base implements Serializable {
        private static final long serialVersionUID = 5L;
        int own;
    }

    static class Singleton implements Serializable {
        private static final long serialVersionUID = 6L;
        static final Singleton INSTANCE = new Singleton();

        private Object readResolve() {
            return INSTANCE;
        }
    }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 8L;
        Object thing = new Object();
    }

    enum Color { RED, GREEN, BLUE { public String toString() { return "blue!"; } } }

    record Point(int x, int y, String label) implements Serializable {}

    static byte[] bytes(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bos)) {
            for (Object o : objs) {
                out.writeObject(o);
            }
        }
        return bos.toByteArray();
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(Character.forDigit((x >> 4) & 15, 16)).append(Character.forDigit(x & 15, 16));
        }
        return sb.toString();
    }

    static String crc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return b.length + " bytes, crc " + Long.toHexString(c.getValue());
    }

    static Object read(byte[] b) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b))) {
            return in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        Address home = new Address("Oslo", 150);
        Person p1 = new Person("Ann", 30, home);
        p1.tags.add("x");
        p1.tags.add("y");
        Person p2 = new Person("Bob", 41, home);
        List<Person> people = new ArrayList<>(List.of(p1, p2));
        byte[] b = bytes(people);
        System.out.println("people: " + crc(b));
        System.out.println(hex(bytes(home)));
        System.out.println(hex(bytes(p1)));
        @SuppressWarnings("unchecked")
        List<Person> back = (List<Person>) read(b);
        System.out.println(back + " shared address: " + (back.get(0).address == back.get(1).address));

        Node n = new Node();
        n.value = 1;
        n.next = new Node();
        n.next.value = 2;
        n.next.next = n;
        Node nb = (Node) read(bytes(n));
        System.out.println("cycle: " + nb.value + " " + nb.next.value + " " + (nb.next.next == nb));

        Custom c = new Custom();
        c.hidden = 21;
        byte[] cb = bytes(c);
        System.out.println(hex(cb));
        Custom cr = (Custom) read(cb);
        System.out.println("custom: " + cr.visible + " " + cr.hidden);

        byte[] eb = bytes(new Ext("lbl", 99L));
        System.out.println(hex(eb));
        Ext er = (Ext) read(eb);
        System.out.println("ext: " + er.label + " " + er.stamp);

        Derived d = new Derived();
        d.baseValue = 9;
        d.own = 7;
        Derived dr = (Derived) read(bytes(d));
        System.out.println("derived: base " + dr.baseValue + " own " + dr.own);

        System.out.println("singleton: " + (read(bytes(Singleton.INSTANCE)) == Singleton.INSTANCE));

        byte[] misc = bytes(Color.GREEN, Color.BLUE, new int[] {1, 2, 3}, new String[] {"a", null, "a"},
                new int[][] {{1}, {2, 3}}, 42, 7L, 3.5, 'c', true, (byte) 1, (short) 2, 1.25f, "text", null,
                new Point(1, 2, "p"), String.class, int[].class);
        System.out.println("misc: " + crc(misc));
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(misc))) {
            for (int i = 0; i < 18; i++) {
                Object o = in.readObject();
                System.out.println("  " + (o instanceof int[] ? Arrays.toString((int[]) o)
                        : o instanceof Object[] ? Arrays.deepToString((Object[]) o) : String.valueOf(o))
                        + (o == null ? "" : " : " + o.getClass().getName()));
            }
            try {
                in.readObject();
            } catch (EOFException e) {
                System.out.println("  end: " + e);
            }
        }

        Map<String, Integer> hm = new HashMap<>();
        Map<String, Integer> lhm = new LinkedHashMap<>();
        Map<String, Integer> tm = new TreeMap<>(Comparator.reverseOrder());
        for (String k : new String[] {"pear", "apple", "fig", "kiwi", "banana", "cherry", "date", "grape", "lemon", "lime", "mango", "melon", "olive", "peach"}) {
            hm.put(k, k.length());
            lhm.put(k, k.length());
            tm.put(k, k.length());
        }
        Set<Integer> hs = new HashSet<>(List.of(5, 3, 99, 1000));
        Set<String> ts = new TreeSet<>(List.of("b", "a", "c"));
        LinkedList<String> ll = new LinkedList<>(List.of("l1", "l2"));
        ArrayDeque<Integer> dq = new ArrayDeque<>(List.of(1, 2, 3));
        byte[] cols = bytes(hm, lhm, tm, hs, ts, ll, dq, new LinkedHashSet<>(List.of("z", "y")));
        System.out.println("collections: " + crc(cols));
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(cols))) {
            for (int i = 0; i < 8; i++) {
                Object o = in.readObject();
                System.out.println("  " + o.getClass().getSimpleName() + " " + o);
            }
        }
        @SuppressWarnings("unchecked")
        Map<String, Integer> tmBack = (Map<String, Integer>) read(bytes(tm));
        ((TreeMap<String, Integer>) tmBack).put("zzz", 3);
        System.out.println("tree map keeps comparator: " + tmBack.keySet());

        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bos);
        out.writeInt(12345);
        out.writeUTF("hello");
        out.writeObject("obj");
        out.writeDouble(2.5);
        byte[] big = new byte[1500];
        big[1499] = 7;
        out.write(big);
        out.writeObject(p1);
        out.writeObject(p1);
        out.reset();
        out.writeObject(p1);
        out.close();
        byte[] mixed = bos.toByteArray();
        System.out.println("mixed: " + crc(mixed));
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(mixed))) {
            System.out.println("  " + in.readInt() + " " + in.readUTF() + " " + in.readObject() + " " + in.readDouble());
            try {
                in.readObject();
            } catch (OptionalDataException e) {
                System.out.println("  optional data: " + e.length + " " + e.eof);
            }
            byte[] got = new byte[1500];
            in.readFully(got);
            System.out.println("  big " + got[1499]);
            Object a1 = in.readObject(), a2 = in.readObject(), a3 = in.readObject();
            System.out.println("  " + (a1 == a2) + " " + (a1 == a3) + " " + in.available() + " " + in.read());
        }

        try {
            bytes(new Holder());
        } catch (NotSerializableException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {1, 2, 3, 4}));
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] {(byte) 0xac}));
        } catch (EOFException e) {
            System.out.println("short header: " + e.getClass().getName());
        }
        byte[] wrongUid = bytes(new Node());
        String name = Node.class.getName();
        int at = new String(wrongUid, "ISO-8859-1").indexOf(name) + name.length();
        wrongUid[at + 7] = 9;
        try {
            read(wrongUid);
        } catch (InvalidClassException e) {
            System.out.println(e.getMessage() + " | " + e.classname);
        }
        byte[] bad = bytes("x");
        bad[4] = 0x20;
        try {
            read(bad);
        } catch (StreamCorruptedException e) {
            System.out.println(e);
        }
        System.out.println("uids: " + ObjectStreamClass.lookup(Address.class).getSerialVersionUID() + " "
                + ObjectStreamClass.lookup(Person.class).getSerialVersionUID() + " "
                + ObjectStreamClass.lookup(Color.class).getSerialVersionUID() + " "
                + ObjectStreamClass.lookup(Point.class).getSerialVersionUID() + " "
                + ObjectStreamClass.lookup(Object.class) + " " + ObjectStreamClass.lookup(Person.class));
        System.out.println(Arrays.toString(ObjectStreamClass.lookup(Person.class).getFields()));
        // java.util.Date's serial form: no fields, the time in block data
        ByteArrayOutputStream dateBytes = new ByteArrayOutputStream();
        try (ObjectOutputStream oo = new ObjectOutputStream(dateBytes)) {
            oo.writeObject(new java.util.Date(1234567890123L));
        }
        try (ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(dateBytes.toByteArray()))) {
            System.out.println("date " + dateBytes.size() + " " + ((java.util.Date) oi.readObject()).getTime());
        }
    }
}
