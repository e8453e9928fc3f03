package java.lang.module;

import java.util.Objects;
import java.util.Set;

/** A module in a Configuration: its reference and (through the configuration) its read edges. */
public final class ResolvedModule {
    private final Configuration cf;
    private final ModuleReference mref;

    ResolvedModule(Configuration cf, ModuleReference mref) {
        this.cf = Objects.requireNonNull(cf);
        this.mref = Objects.requireNonNull(mref);
    }

    public Configuration configuration() {
        return cf;
    }

    public ModuleReference reference() {
        return mref;
    }

    ModuleDescriptor descriptor() {
        return mref.descriptor();
    }

    public String name() {
        return mref.descriptor().name();
    }

    public Set<ResolvedModule> reads() {
        return cf.reads(this);
    }

    public int hashCode() {
        return cf.hashCode() ^ mref.hashCode();
    }

    public boolean equals(Object ob) {
        if (!(ob instanceof ResolvedModule)) {
            return false;
        }
        ResolvedModule that = (ResolvedModule) ob;
        return Objects.equals(this.cf, that.cf) && Objects.equals(this.mref, that.mref);
    }

    public String toString() {
        return System.identityHashCode(cf) + "/" + name();
    }
}
