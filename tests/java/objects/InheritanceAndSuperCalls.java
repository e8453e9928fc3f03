class Animal {
    protected String name;
    int legs = 4;

    Animal(String name) {
        this.name = name;
        System.out.println("Animal(" + name + ")");
    }

    String sound() { return "..."; }

    String describe() { return name + " says " + sound() + " on " + legs + " legs"; }

    static String kingdom() { return "Animalia"; }
}

class Bird extends Animal {
    Bird(String name) {
        super(name);
        legs = 2;
        System.out.println("Bird(" + name + ")");
    }

    @Override
    String sound() { return "tweet"; }
}

class Parrot extends Bird {
    private final String phrase;

    Parrot(String name, String phrase) {
        super(name);
        this.phrase = phrase;
        System.out.println("Parrot(" + name + ")");
    }

    @Override
    String sound() { return phrase + " (instead of " + super.sound() + ")"; }

    @Override
    String describe() { return "Parrot: " + super.describe(); }
}

class Dog extends Animal {
    Dog() { this("Rex"); System.out.println("Dog()"); }

    Dog(String name) { super(name); System.out.println("Dog(String)"); }

    @Override
    String sound() { return "woof"; }

    String fetch() { return name + " fetches"; }
}

public class InheritanceAndSuperCalls {
    public static void main(String[] args) {
        Animal[] zoo = { new Animal("generic"), new Bird("sparrow"), new Parrot("polly", "hello"), new Dog(), new Dog("Fido") };
        for (Animal a : zoo) {
            System.out.println(a.describe());
        }
        Animal a = zoo[4];
        System.out.println(((Dog) a).fetch());
        System.out.println(Animal.kingdom() + " " + Bird.kingdom());
        // overriding happens per object, not per static type
        Bird b = (Bird) zoo[2];
        System.out.println(b.sound());
        int totalLegs = 0;
        for (Animal x : zoo) {
            totalLegs += x.legs;
        }
        System.out.println("legs " + totalLegs);
    }
}
