import java.security.*;
import java.util.*;
// MessageDigest (MD5, SHA-1, SHA-2 on block-boundary lengths, clone, names as given),
// SecureRandom ranges, System.getenv.
public class MessageDigestsAndEnv {
    static String hex(byte[] b) { StringBuilder sb = new StringBuilder(); for (byte x : b) sb.append(String.format("%02x", x)); return sb.toString(); }
    public static void main(String[] args) throws Exception {
        String[] inputs = {"", "abc", "The quick brown fox jumps over the lazy dog", "a".repeat(55), "a".repeat(56), "a".repeat(64), "b".repeat(111), "b".repeat(112), "c".repeat(1000), "héllo"};
        for (String alg : new String[]{"MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "sha256", "SHA"}) {
            MessageDigest md = MessageDigest.getInstance(alg);
            StringBuilder sb = new StringBuilder(md.getAlgorithm() + " " + md.getDigestLength() + ":");
            for (String s : inputs) sb.append(' ').append(hex(md.digest(s.getBytes("UTF-8"))).substring(0, 16));
            md.update((byte) 1); md.update(new byte[]{2, 3, 4}, 1, 2); sb.append(' ').append(hex(md.digest()));
            System.out.println(sb);
        }
        try { MessageDigest.getInstance("SHA-999"); } catch (NoSuchAlgorithmException e) { System.out.println(e.getMessage()); }
        MessageDigest m = MessageDigest.getInstance("SHA-256"); m.update("part1".getBytes()); MessageDigest m2 = (MessageDigest) m.clone(); m.update("part2".getBytes()); System.out.println(hex(m.digest()).substring(0, 20) + " " + hex(m2.digest()).substring(0, 20) + " " + MessageDigest.isEqual(new byte[]{1, 2}, new byte[]{1, 2}) + " " + m);
        SecureRandom sr = new SecureRandom(); int x = sr.nextInt(10); System.out.println((x >= 0 && x < 10) + " " + UUID.nameUUIDFromBytes("hello".getBytes()));
        System.out.println(System.getenv("HOME") != null && System.getenv("HOME").equals(System.getenv().get("HOME")));
        System.out.println(System.getenv("RVM_SURELY_UNSET_VAR") + " " + System.getenv().containsKey("PATH"));
        try { System.getenv().put("x", "y"); } catch (UnsupportedOperationException e) { System.out.println("UOE"); }
    }
}
