package java.lang.constant;

/**
 * A type whose values can describe themselves as a constant-pool entry (JDK 12). rvm's library
 * implements it on String and the Integer/Long/Float/Double boxes, whose descriptions are the
 * values themselves; the nominal descriptors of classes and method handles (ClassDesc, ...) do
 * not exist.
 */
public interface Constable {
    java.util.Optional<? extends ConstantDesc> describeConstable();
}
