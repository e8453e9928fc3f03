public interface Shape {
    String name();

    long area();
}
