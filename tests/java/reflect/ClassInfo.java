import java.lang.reflect.*;
import java.util.*;

public class ClassInfo {
    interface Shape { double area(); }
    static abstract class Base implements Shape, Comparable<Base> {
        public int compareTo(Base o) { return Double.compare(area(), o.area()); }
    }
    static final class Square extends Base { final double side; Square(double s) { side = s; } public double area() { return side * side; } }
    enum Color { RED, GREEN { public String toString() { return "g"; } }, BLUE }
    record Point(int x, int y) {}
    record Pair<A, B>(A first, List<B> second) {}
    class Inner {}
    static class Box<T extends Comparable<T>> { T value; List<? extends Number> nums; Map<String, List<T>> map; T[] array; }

    static void describe(Class<?> c) {
        System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | canonical=" + c.getCanonicalName()
                + " | type=" + c.getTypeName() + " | mods=" + Modifier.toString(c.getModifiers())
                + " | iface=" + c.isInterface() + " array=" + c.isArray() + " prim=" + c.isPrimitive()
                + " enum=" + c.isEnum() + " record=" + c.isRecord() + " anon=" + c.isAnonymousClass()
                + " local=" + c.isLocalClass() + " member=" + c.isMemberClass());
        System.out.println("  super=" + c.getSuperclass() + " interfaces=" + Arrays.toString(c.getInterfaces())
                + " declaring=" + c.getDeclaringClass() + " enclosing=" + c.getEnclosingClass()
                + " component=" + c.getComponentType() + " nestHost=" + c.getNestHost().getName());
    }

    public static void main(String[] args) throws Exception {
        class Local {}
        Runnable anon = new Runnable() { public void run() {} };
        Class<?>[] classes = {ClassInfo.class, Shape.class, Base.class, Square.class, Color.class, Color.GREEN.getClass(),
                Point.class, Inner.class, Local.class, anon.getClass(), int.class, int[][].class, String[].class,
                Map.Entry.class, Object.class};
        for (Class<?> c : classes) {
            describe(c);
        }
        System.out.println(Arrays.toString(Color.class.getEnumConstants()));
        System.out.println(Color.GREEN.getClass().getEnumConstants());
        for (RecordComponent rc : Point.class.getRecordComponents()) {
            System.out.println(rc + " accessor=" + rc.getAccessor().getName() + " -> " + rc.getAccessor().invoke(new Point(3, 4)));
        }
        for (RecordComponent rc : Pair.class.getRecordComponents()) {
            System.out.println(rc.getName() + " : " + rc.getGenericType());
        }
        System.out.println(String.class.getRecordComponents());
        System.out.println(Box.class.getTypeParameters()[0] + " bounds " + Arrays.toString(Box.class.getTypeParameters()[0].getBounds()));
        for (String f : new String[] {"value", "nums", "map", "array"}) {
            Field field = Box.class.getDeclaredField(f);
            System.out.println(f + ": " + field.getGenericType() + " (" + field.getType().getName() + ")");
        }
        System.out.println(Square.class.getGenericSuperclass() + " " + Arrays.toString(Base.class.getGenericInterfaces()));
        System.out.println(Integer.class.getGenericInterfaces()[0]);
        Class<?> c = Class.forName("java.util.ArrayList");
        System.out.println(c + " " + c.getPackageName() + " " + Class.forName("[Ljava.lang.String;").getSimpleName());
        System.out.println(Class.forName("ClassInfo$Square").getSimpleName());
        for (String bad : new String[] {"no.such.Clazz", "int", "java/lang/String", "[X", ""}) {
            try {
                Class.forName(bad);
                System.out.println("found " + bad);
            } catch (ClassNotFoundException e) {
                System.out.println("CNFE " + e.getMessage());
            }
        }
        System.out.println(Square.class.asSubclass(Shape.class).getSimpleName());
        try {
            Square.class.asSubclass(Color.class);
        } catch (ClassCastException e) {
            System.out.println(e);
        }
        System.out.println(Shape.class.isAssignableFrom(Square.class) + " " + Square.class.isInstance(new Square(1)) + " "
                + int.class.descriptorString() + " " + String[].class.descriptorString());
        Class<?>[] nested = ClassInfo.class.getDeclaredClasses();
        List<String> names = new ArrayList<>();
        for (Class<?> n : nested) names.add(n.getSimpleName());
        Collections.sort(names);
        System.out.println(names);
        System.out.println(ClassInfo.class.getClassLoader() != null);
        System.out.println(String.class.getClassLoader());

        Module mine = ClassInfo.class.getModule();
        Module base = Object.class.getModule();
        System.out.println(mine.isNamed() + " " + mine.getName() + " " + mine.toString().startsWith("unnamed module @")
                + " " + (mine == ClassLoader.getSystemClassLoader().getUnnamedModule()) + " " + (mine.getClassLoader() == ClassInfo.class.getClassLoader())
                + " " + (Local.class.getModule() == mine) + " " + (ClassInfo[].class.getModule() == mine));
        System.out.println(base + " " + base.isNamed() + " " + base.getClassLoader() + " " + (String.class.getModule() == base)
                + " " + int.class.getModule() + " " + int[][].class.getModule() + " " + java.util.logging.Logger.class.getModule());
        System.out.println(base.isExported("java.lang") + " " + base.isOpen("java.lang") + " " + base.isExported("java.util", mine)
                + " " + mine.isExported("x") + " " + mine.isOpen("x") + " " + mine.canRead(base) + " " + base.canRead(mine));
        // getEnclosingMethod/Constructor from the EnclosingMethod attribute
        class InMain {}
        Object anonymous = new Object() {};
        System.out.println(InMain.class.getEnclosingMethod() + " | " + anonymous.getClass().getEnclosingMethod().getName()
                + " | " + InMain.class.getEnclosingConstructor() + " | " + ClassInfo.class.getEnclosingMethod()
                + " | " + Local.class.getEnclosingMethod() + " | " + new Maker().made.getEnclosingConstructor()
                + " | " + new Maker().made.getEnclosingMethod() + " | " + Maker.INIT.getEnclosingMethod());
    }

    static class Maker {
        static final Class<?> INIT = new Object() {}.getClass();
        final Class<?> made;

        Maker() {
            made = new Object() {}.getClass();
        }
    }
}
