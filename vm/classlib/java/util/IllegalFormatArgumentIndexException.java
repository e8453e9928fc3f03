package java.util;

/** rvm's java.util.IllegalFormatArgumentIndexException. */
class IllegalFormatArgumentIndexException extends IllegalFormatException {
    private static final long serialVersionUID = 4191767811181838112L;

    private int illegalIndex;

    IllegalFormatArgumentIndexException(int illegalIndex) {
        this.illegalIndex = illegalIndex;
    }

    int getIndex() {
        return illegalIndex;
    }

    @Override
    public String getMessage() {
        return illegalIndex == Integer.MIN_VALUE ? "Format argument index: (not representable as int)"
                : "Illegal format argument index = " + illegalIndex;
    }
}
