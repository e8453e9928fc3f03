public class EmptyMain {
    public static void main(String[] args) {
    }
}
