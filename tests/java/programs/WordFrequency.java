import java.util.*;

public class WordFrequency {
    static final String TEXT = String.join("\n",
        "It was the best of times, it was the worst of times, it was the age of wisdom,",
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of",
        "incredulity, it was the season of Light, it was the season of Darkness, it was",
        "the spring of hope, it was the winter of despair, we had everything before us,",
        "we had nothing before us, we were all going direct to Heaven, we were all going",
        "direct the other way -- in short, the period was so far like the present period,",
        "that some of its noisiest authorities insisted on its being received, for good or",
        "for evil, in the superlative degree of comparison only. There were a king with a",
        "large jaw and a queen with a plain face, on the throne of England; there were a",
        "king with a large jaw and a queen with a fair face, on the throne of France.");

    static List<String> tokenize(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (Character.isLetter(c) || (c == '\'' && cur.length() > 0)) {
                cur.append(Character.toLowerCase(c));
            } else if (cur.length() > 0) {
                words.add(cur.toString());
                cur.setLength(0);
            }
        }
        return words;
    }

    public static void main(String[] args) {
        List<String> words = tokenize(TEXT);
        System.out.println("words: " + words.size());
        Map<String, Integer> freq = new TreeMap<>();
        for (String w : words) freq.merge(w, 1, Integer::sum);
        System.out.println("distinct: " + freq.size());
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println("top 12:");
        for (int i = 0; i < 12; i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            System.out.println(String.format("%2d. %-10s %3d %s", i + 1, e.getKey(), e.getValue(), "#".repeat(e.getValue())));
        }
        Map<Integer, TreeSet<String>> byLength = new TreeMap<>(Comparator.reverseOrder());
        for (String w : freq.keySet()) byLength.computeIfAbsent(w.length(), k -> new TreeSet<>()).add(w);
        int shown = 0;
        for (Map.Entry<Integer, TreeSet<String>> e : byLength.entrySet()) {
            if (shown++ == 4) break;
            System.out.println("len " + e.getKey() + ": " + e.getValue());
        }
        Map<Character, Integer> initials = new TreeMap<>();
        for (String w : words) initials.merge(w.charAt(0), 1, Integer::sum);
        StringJoiner sj = new StringJoiner(" ");
        initials.forEach((k, v) -> sj.add(k + "" + v));
        System.out.println("initials: " + sj);
        List<String> hapax = new ArrayList<>();
        for (Map.Entry<String, Integer> e : freq.entrySet()) if (e.getValue() == 1) hapax.add(e.getKey());
        System.out.println("hapax (" + hapax.size() + "): " + hapax.subList(0, 10) + " ...");
        Map<String, Integer> bigrams = new HashMap<>();
        for (int i = 0; i + 1 < words.size(); i++) bigrams.merge(words.get(i) + " " + words.get(i + 1), 1, Integer::sum);
        List<String> topBigrams = new ArrayList<>(bigrams.keySet());
        topBigrams.sort(Comparator.comparing((String b) -> -bigrams.get(b)).thenComparing(Comparator.naturalOrder()));
        for (String b : topBigrams.subList(0, 6)) System.out.println("bigram '" + b + "' x" + bigrams.get(b));
        int totalChars = 0;
        String longest = "";
        for (String w : words) { totalChars += w.length(); if (w.length() > longest.length()) longest = w; }
        System.out.println(String.format("avg length %.3f, longest '%s'", (double) totalChars / words.size(), longest));
        Set<String> lines = new LinkedHashSet<>();
        for (String line : TEXT.split("\n")) lines.add(line.substring(0, line.indexOf(' ')));
        System.out.println("line starts: " + lines);
    }
}
