public class MutualRecursion {
    static boolean isEven(int n) {
        return n == 0 || isOdd(n - 1);
    }

    static boolean isOdd(int n) {
        return n != 0 && isEven(n - 1);
    }

    // Hofstadter female and male sequences
    static int female(int n) {
        return n == 0 ? 1 : n - male(female(n - 1));
    }

    static int male(int n) {
        return n == 0 ? 0 : n - female(male(n - 1));
    }

    // a tiny recursive-descent parser for + - * / and parentheses
    static String input;
    static int position;

    static long expression() {
        long value = term();
        while (position < input.length() && (input.charAt(position) == '+' || input.charAt(position) == '-')) {
            char op = input.charAt(position++);
            long right = term();
            value = op == '+' ? value + right : value - right;
        }
        return value;
    }

    static long term() {
        long value = factor();
        while (position < input.length() && (input.charAt(position) == '*' || input.charAt(position) == '/')) {
            char op = input.charAt(position++);
            long right = factor();
            value = op == '*' ? value * right : value / right;
        }
        return value;
    }

    static long factor() {
        if (input.charAt(position) == '(') {
            position++;
            long value = expression();
            position++; // ')'
            return value;
        }
        if (input.charAt(position) == '-') {
            position++;
            return -factor();
        }
        long value = 0;
        while (position < input.length() && Character.isDigit(input.charAt(position))) {
            value = value * 10 + (input.charAt(position++) - '0');
        }
        return value;
    }

    static long evaluate(String text) {
        input = text;
        position = 0;
        return expression();
    }

    public static void main(String[] args) {
        System.out.println(isEven(10) + " " + isOdd(10) + " " + isEven(7) + " " + isOdd(7) + " " + isEven(0) + " " + isOdd(1001));
        StringBuilder f = new StringBuilder(), m = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            f.append(female(i)).append(' ');
            m.append(male(i)).append(' ');
        }
        System.out.println("F: " + f);
        System.out.println("M: " + m);
        String[] expressions = { "1+2*3", "(1+2)*3", "100/7/2", "-(4-10)*-(2)", "2*(3+(4*(5+6)))-1", "123456789*1000" };
        for (String e : expressions) {
            System.out.println(e + " = " + evaluate(e));
        }
    }
}
