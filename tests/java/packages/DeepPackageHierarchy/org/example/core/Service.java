package org.example.core;

public interface Service {
    String NAME_PREFIX = "svc:";

    String name();

    int handle(int request);

    default String describe() {
        return NAME_PREFIX + name();
    }
}
