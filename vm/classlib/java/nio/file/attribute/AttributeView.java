package java.nio.file.attribute;

public interface AttributeView {
    String name();
}
