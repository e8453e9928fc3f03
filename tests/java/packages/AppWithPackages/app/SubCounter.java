package app;

import app.util.Counter;

class SubCounter extends Counter {
    void incrementTwice() {
        increment();
        step = 10;          // protected field of a superclass in another package
        increment();
    }

    int protectedView() {
        return step + protectedHelper();
    }
}
