package java.lang;

/** rvm's java.lang.Record: the superclass of records. Their toString, equals
 *  and hashCode are linked by the VM (invokedynamic ObjectMethods.bootstrap). */
public abstract class Record {
    protected Record() {}

    @Override
    public abstract boolean equals(Object obj);

    @Override
    public abstract int hashCode();

    @Override
    public abstract String toString();
}
