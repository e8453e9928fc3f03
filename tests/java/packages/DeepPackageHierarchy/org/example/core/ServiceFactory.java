package org.example.core;

import org.example.core.impl.DoublingService;
import org.example.core.impl.OffsetService;

public final class ServiceFactory {
    private ServiceFactory() {
    }

    public static Service create(String kind) {
        if (kind.equals("double")) {
            return new DoublingService();
        }
        if (kind.equals("offset")) {
            return new OffsetService(100);
        }
        throw new IllegalArgumentException("unknown service kind: " + kind);
    }
}
