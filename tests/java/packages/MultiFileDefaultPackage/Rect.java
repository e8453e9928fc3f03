public class Rect implements Shape {
    private final int width, height;

    public Rect(int width, int height) {
        this.width = width;
        this.height = height;
        Registry.created++;
    }

    public String name() {
        return "rect(" + width + "x" + height + ")";
    }

    public long area() {
        return (long) width * height;
    }
}

class Registry {
    static int created;
}
