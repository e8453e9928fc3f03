package org.example.cli;

import org.example.core.Service;
import org.example.core.ServiceFactory;

public class Launcher {
    public static void main(String[] args) {
        String[] kinds = { "double", "offset", "missing" };
        for (String kind : kinds) {
            try {
                Service service = ServiceFactory.create(kind);
                System.out.println(service.describe() + " -> " + service.handle(21));
            } catch (IllegalArgumentException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println(Service.NAME_PREFIX.length());
    }
}
