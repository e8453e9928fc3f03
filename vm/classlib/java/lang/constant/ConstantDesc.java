package java.lang.constant;

/**
 * A nominal descriptor of a loadable constant (JDK 12). In rvm only String and the
 * Integer/Long/Float/Double boxes are ConstantDescs; each resolves to itself.
 */
public interface ConstantDesc {
    Object resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) throws ReflectiveOperationException;
}
