import java.lang.reflect.*;
import java.util.*;

public class Members {
    static class Animal {
        public String name = "animal";
        protected int legs;
        public static int count;
        public Animal() {}
        public Animal(String name, int legs) { this.name = name; this.legs = legs; count++; }
        public String speak() { return "..."; }
        public int getLegs() { return legs; }
        protected void grow(int by) { legs += by; }
        public static String kingdom() { return "Animalia"; }
    }
    static class Dog extends Animal implements Comparable<Dog> {
        private boolean good = true;
        public double weight = 12.5;
        transient volatile long tag;
        public Dog() { super("dog", 4); }
        private Dog(String n) { super(n, 3); }
        @Override public String speak() { return "Woof from " + name; }
        public int compareTo(Dog o) { return name.compareTo(o.name); }
        public void fetch(String thing, int times) throws java.io.IOException {}
        public String varargs(String... xs) { return String.join("+", xs); }
        private long secret(long a, double b) { return a + (long) b; }
    }

    static <T> List<String> sorted(T[] items) {
        List<String> out = new ArrayList<>();
        for (T t : items) out.add(t.toString());
        Collections.sort(out);
        return out;
    }

    public static void main(String[] args) throws Exception {
        for (String s : sorted(Dog.class.getDeclaredFields())) System.out.println("field " + s);
        for (String s : sorted(Dog.class.getFields())) System.out.println("public field " + s);
        for (String s : sorted(Dog.class.getDeclaredMethods())) System.out.println("method " + s);
        List<String> publicMethods = new ArrayList<>();
        for (Method m : Dog.class.getMethods()) publicMethods.add(m.getName() + "/" + m.getParameterCount() + " in " + m.getDeclaringClass().getSimpleName());
        Collections.sort(publicMethods);
        System.out.println(publicMethods);
        for (String s : sorted(Dog.class.getDeclaredConstructors())) System.out.println("ctor " + s);
        for (String s : sorted(Animal.class.getConstructors())) System.out.println("public ctor " + s);

        Dog d = Dog.class.getConstructor().newInstance();
        Method speak = Animal.class.getMethod("speak");
        System.out.println(speak.invoke(d) + " | " + speak.invoke(new Animal("cat", 4)));
        System.out.println(Animal.class.getMethod("kingdom").invoke(null));
        Method grow = Animal.class.getDeclaredMethod("grow", int.class);
        grow.invoke(d, (byte) 2);
        System.out.println(d.getLegs() + " " + Animal.class.getMethod("getLegs").invoke(d).getClass().getName());
        Method secret = Dog.class.getDeclaredMethod("secret", long.class, double.class);
        System.out.println(secret.invoke(d, 40, 2.9f) + " " + Modifier.toString(secret.getModifiers()) + " " + secret.getReturnType());
        Method va = Dog.class.getMethod("varargs", String[].class);
        System.out.println(va.isVarArgs() + " " + va.invoke(d, (Object) new String[] {"a", "b"}));
        Method fetch = Dog.class.getMethod("fetch", String.class, int.class);
        System.out.println(Arrays.toString(fetch.getExceptionTypes()) + " " + fetch.getParameterCount() + " " + Arrays.toString(fetch.getParameterTypes()));
        Constructor<Dog> named = Dog.class.getDeclaredConstructor(String.class);
        Dog rex = named.newInstance("rex");
        System.out.println(rex.name + " " + rex.legs + " " + Animal.count);

        Field weight = Dog.class.getField("weight");
        System.out.println(weight.getDouble(d) + " " + weight.get(d) + " " + weight.getType());
        weight.setDouble(d, 3.25);
        weight.set(d, 7);
        System.out.println(d.weight);
        Field good = Dog.class.getDeclaredField("good");
        System.out.println(good.getBoolean(d) + " " + Modifier.toString(good.getModifiers()));
        good.setBoolean(d, false);
        System.out.println(d.good);
        Field count = Animal.class.getField("count");
        count.setInt(null, 41);
        System.out.println(count.getInt(null) + " " + count.getLong(null) + " " + count.getDouble(null));
        Field tag = Dog.class.getDeclaredField("tag");
        tag.setLong(d, 1L << 40);
        System.out.println(tag.get(d) + " " + Modifier.toString(tag.getModifiers()));
        Field name = Animal.class.getField("name");
        name.set(d, "fido");
        System.out.println(speak.invoke(d));
        System.out.println(speak.equals(Animal.class.getMethod("speak")) + " " + (speak.hashCode() == Animal.class.getMethod("speak").hashCode())
                + " " + speak.getDeclaringClass().getSimpleName() + " " + Dog.class.getMethod("speak").getDeclaringClass().getSimpleName());
        Object[] noArgs = null;
        System.out.println(Dog.class.getMethod("getLegs").invoke(d, noArgs));
        System.out.println(Dog.class.getMethod("compareTo", Dog.class).invoke(d, rex));
        for (Method m : Comparable.class.getMethods()) System.out.println("Comparable: " + m);
        System.out.println(Runnable.class.getMethod("run"));
        System.out.println(Object.class.getMethod("equals", Object.class));
        System.out.println(Object.class.getConstructor());
    }
}
