package java.lang.module;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/** Reads the resources of a module (the JDK's interface; rvm's system modules have no reader). */
public interface ModuleReader extends AutoCloseable {
    Optional<URI> find(String name) throws IOException;

    default Optional<InputStream> open(String name) throws IOException {
        Optional<URI> ouri = find(name);
        if (ouri.isPresent()) {
            return Optional.of(ouri.get().toURL().openStream());
        }
        return Optional.empty();
    }

    default Optional<ByteBuffer> read(String name) throws IOException {
        Optional<InputStream> oin = open(name);
        if (!oin.isPresent()) {
            return Optional.empty();
        }
        try (InputStream in = oin.get()) {
            return Optional.of(ByteBuffer.wrap(in.readAllBytes()));
        }
    }

    default void release(ByteBuffer bb) {
        Objects.requireNonNull(bb);
    }

    Stream<String> list() throws IOException;

    void close() throws IOException;
}
