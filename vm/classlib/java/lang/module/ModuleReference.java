package java.lang.module;

import java.io.IOException;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/** A module's descriptor and location, as a ModuleFinder finds it. */
public abstract class ModuleReference {
    private final ModuleDescriptor descriptor;
    private final URI location;

    protected ModuleReference(ModuleDescriptor descriptor, URI location) {
        this.descriptor = Objects.requireNonNull(descriptor);
        this.location = location;
    }

    public final ModuleDescriptor descriptor() {
        return descriptor;
    }

    public final Optional<URI> location() {
        return Optional.ofNullable(location);
    }

    public abstract ModuleReader open() throws IOException;
}
