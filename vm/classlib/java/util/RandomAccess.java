package java.util;

/** rvm's java.util.RandomAccess: marker for lists with fast indexed access. */
public interface RandomAccess {
}
