package org.example.core.impl;

import org.example.core.Service;

public class OffsetService implements Service {
    private final int offset;

    public OffsetService(int offset) {
        this.offset = offset;
    }

    public String name() {
        return "offset+" + offset;
    }

    public int handle(int request) {
        return request + offset;
    }

    @Override
    public String describe() {
        return "custom " + Service.super.describe();
    }
}
