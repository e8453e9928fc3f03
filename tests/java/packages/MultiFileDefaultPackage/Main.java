public class Main {
    public static void main(String[] args) {
        Shape[] shapes = { new Circle(2), new Rect(3, 4), new Rect(1, 1) };
        long total = 0;
        for (Shape s : shapes) {
            System.out.println(s.name() + " " + s.area());
            total += s.area();
        }
        System.out.println("total " + total + " registry " + Registry.created);
    }
}
