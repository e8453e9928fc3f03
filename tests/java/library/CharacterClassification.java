public class CharacterClassification {
    public static void main(String[] args) {
        // one line per group of 32 code points: a letter per code point for each predicate
        String[] names = {"isLetter", "isDigit", "isLetterOrDigit", "isAlphabetic", "isUpperCase", "isLowerCase", "isWhitespace", "isSpaceChar", "isISOControl", "isJavaIdentifierStart", "isJavaIdentifierPart", "isDefined", "isTitleCase"};
        for (int p = 0; p < names.length; p++) {
            StringBuilder sb = new StringBuilder(names[p]).append(":\n");
            for (int start = 0; start < 256; start += 64) {
                sb.append(String.valueOf(start / 64)).append(' ');
                for (int c = start; c < start + 64; c++) {
                    char ch = (char) c;
                    boolean v;
                    switch (p) {
                        case 0: v = Character.isLetter(ch); break;
                        case 1: v = Character.isDigit(ch); break;
                        case 2: v = Character.isLetterOrDigit(ch); break;
                        case 3: v = Character.isAlphabetic(c); break;
                        case 4: v = Character.isUpperCase(ch); break;
                        case 5: v = Character.isLowerCase(ch); break;
                        case 6: v = Character.isWhitespace(ch); break;
                        case 7: v = Character.isSpaceChar(ch); break;
                        case 8: v = Character.isISOControl(ch); break;
                        case 9: v = Character.isJavaIdentifierStart(ch); break;
                        case 10: v = Character.isJavaIdentifierPart(ch); break;
                        case 11: v = Character.isDefined(ch); break;
                        default: v = Character.isTitleCase(ch); break;
                    }
                    sb.append(v ? '1' : '.');
                }
                sb.append('\n');
            }
            System.out.print(sb);
        }
        StringBuilder up = new StringBuilder(), low = new StringBuilder(), types = new StringBuilder();
        long upSum = 0, lowSum = 0;
        for (int c = 0; c < 256; c++) {
            char u = Character.toUpperCase((char) c), l = Character.toLowerCase((char) c);
            upSum = upSum * 31 + u;
            lowSum = lowSum * 31 + l;
            if (u != c) up.append(Integer.toHexString(c)).append('>').append(Integer.toHexString(u)).append(' ');
            if (l != c) low.append(Integer.toHexString(c)).append('>').append(Integer.toHexString(l)).append(' ');
            types.append(Character.getType((char) c)).append(c % 32 == 31 ? "\n" : ",");
        }
        System.out.println(up);
        System.out.println(low);
        System.out.println(upSum + " " + lowSum);
        System.out.print(types);
        System.out.println(Character.toUpperCase(0x1F600) + " " + Character.toUpperCase((int) 'q') + " " + Character.toLowerCase((int) 'Q') + " " + Character.toTitleCase('a') + " " + Character.toChars(0x41)[0] + " " + Character.toChars(0x1F600).length);
        System.out.println(Character.isSurrogate('\uD800') + " " + Character.isHighSurrogate('\uDBFF') + " " + Character.isLowSurrogate('\uDC00') + " " + Character.isSupplementaryCodePoint(0x10000) + " " + Character.isValidCodePoint(0x110000) + " " + Character.charCount(0x1F600) + " " + Character.toCodePoint('\uD83D', '\uDE00') + " " + (int) Character.highSurrogate(0x1F600) + " " + (int) Character.lowSurrogate(0x1F600) + " " + Character.isBmpCodePoint(0xFFFF));
        System.out.println(Character.isLetter(0x4E2D) + " " + Character.isDigit(0x0660) + " " + Character.isWhitespace(0x2003) + " " + Character.isWhitespace(0x00A0) + " " + Character.isSpaceChar(0x00A0) + " " + Character.isUpperCase(0x0391) + " " + Character.isLowerCase(0x03B1) + " " + Character.toUpperCase(0x03B1) + " " + Character.getNumericValue('\u0663'));
        System.out.println(Character.toString('x') + Character.toString(0x1F600).length() + " " + Character.valueOf('y') + " " + (int) Character.reverseBytes('\u1234') + " " + Character.MIN_RADIX + " " + Character.MAX_RADIX + " " + Character.getNumericValue('A') + " " + Character.getNumericValue('5') + " " + Character.getNumericValue('\u00bd'));
    }
}
