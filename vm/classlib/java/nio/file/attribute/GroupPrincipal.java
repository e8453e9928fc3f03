package java.nio.file.attribute;

public interface GroupPrincipal extends UserPrincipal {
}
