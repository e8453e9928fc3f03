package org.example.core.impl;

import org.example.core.Service;

public class DoublingService implements Service {
    public String name() {
        return "doubling";
    }

    public int handle(int request) {
        return request * 2;
    }
}
