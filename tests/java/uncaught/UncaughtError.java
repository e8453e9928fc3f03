class FatalProblem extends Error {
    FatalProblem(String message) {
        super(message);
    }
}

public class UncaughtError {
    public static void main(String[] args) {
        System.out.print("partial line without newline");
        throw new FatalProblem("unrecoverable");
    }
}
