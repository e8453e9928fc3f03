package app;

// package-private class: visible only inside package app
class Helper {
    final String name;
    int packageField = 7;

    Helper(String name) {
        this.name = name;
    }

    String describe() {
        return "Helper(" + name + ")";
    }
}
