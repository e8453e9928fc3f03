package java.lang.invoke;

/**
 * StringConcatFactory for direct calls (the invokedynamic sites javac emits never reach this
 * class: rvm links those itself, DESIGN.md decision 2). The call site's handle concatenates
 * String.valueOf of each argument, with the recipe's constants ('\1' an argument, '\2' the next
 * constant, any other char itself) for makeConcatWithConstants.
 */
public final class StringConcatFactory {
    private static final char TAG_ARG = '\u0001';
    private static final char TAG_CONST = '\u0002';

    private StringConcatFactory() {
    }

    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType)
            throws StringConcatException {
        StringBuilder recipe = new StringBuilder();
        for (int i = 0; i < concatType.parameterCount(); i++) {
            recipe.append(TAG_ARG);
        }
        return makeConcatWithConstants(lookup, name, concatType, recipe.toString());
    }

    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name, MethodType concatType,
            String recipe, Object... constants) throws StringConcatException {
        java.util.Objects.requireNonNull(lookup, "Lookup is null");
        java.util.Objects.requireNonNull(name, "Name is null");
        java.util.Objects.requireNonNull(concatType, "Concat type is null");
        java.util.Objects.requireNonNull(recipe, "Recipe is null");
        java.util.Objects.requireNonNull(constants, "Constants are null");
        if (!concatType.returnType().isAssignableFrom(String.class)) {
            throw new StringConcatException("The return type should be compatible with String, but it is "
                    + concatType.returnType());
        }
        int args = 0;
        int consts = 0;
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c == TAG_ARG) {
                args++;
            } else if (c == TAG_CONST) {
                consts++;
            }
        }
        if (args != concatType.parameterCount()) {
            throw new StringConcatException("Mismatched number of concat arguments: recipe wants " + args
                    + " arguments, but signature provides " + concatType.parameterCount());
        }
        if (consts != constants.length) {
            throw new StringConcatException("Mismatched number of concat constants: recipe wants " + consts
                    + " constants, but only " + constants.length + " are passed");
        }
        Object[] constantValues = constants.clone();
        MethodHandle handle = new MethodHandle(concatType) {
            Object invokeImpl(Object[] values) {
                StringBuilder sb = new StringBuilder();
                int a = 0;
                int k = 0;
                for (int i = 0; i < recipe.length(); i++) {
                    char c = recipe.charAt(i);
                    if (c == TAG_ARG) {
                        sb.append(String.valueOf(values[a++]));
                    } else if (c == TAG_CONST) {
                        sb.append(String.valueOf(constantValues[k++]));
                    } else {
                        sb.append(c);
                    }
                }
                return sb.toString();
            }
        };
        return new ConstantCallSite(handle);
    }
}
