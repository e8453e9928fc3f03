package java.nio.file.attribute;

public interface FileAttributeView extends AttributeView {
}
