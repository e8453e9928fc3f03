package jdk.internal.misc;

import java.util.HashMap;

/**
 * Parsers for the string tables that vm/classlib/tools/*.javagen generate from JDK 17 (locale
 * names, available locales, number symbols, localized patterns): "key=value;" lists, and records
 * separated by U+001E whose fields are separated by U+001F.
 */
public final class RvmTables {
    private RvmTables() {}

    /** A "key=value;key=value;" list as a map. */
    public static HashMap<String, String> pairs(String list) {
        HashMap<String, String> map = new HashMap<>();
        int start = 0;
        while (start < list.length()) {
            int eq = list.indexOf('=', start);
            int end = list.indexOf(';', eq);
            map.put(list.substring(start, eq), list.substring(eq + 1, end));
            start = end + 1;
        }
        return map;
    }

    /** Records separated by U+001E, each split into its U+001F-separated fields. */
    public static String[][] records(String sets) {
        String[] records = sets.split("\u001e");
        String[][] out = new String[records.length][];
        for (int i = 0; i < records.length; i++) {
            out[i] = records[i].split("\u001f", -1);
        }
        return out;
    }
}
