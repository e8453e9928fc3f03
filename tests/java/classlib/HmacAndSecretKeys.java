import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

// javax.crypto.Mac (HMAC over each digest), SecretKeySpec's equals/hashCode, and the
// exceptions and messages of misuse.
public class HmacAndSecretKeys {
    static String hex(byte[] bytes) {
        StringBuilder sb = new StringBuilder();
        for (byte b : bytes) {
            sb.append(Character.forDigit((b >> 4) & 15, 16)).append(Character.forDigit(b & 15, 16));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        Mac mac = Mac.getInstance("hmacsha256");
        System.out.println(mac.getAlgorithm() + " " + mac.getMacLength());
        try { mac.update((byte) 1); } catch (IllegalStateException e) { System.out.println(e); }
        try { mac.doFinal(); } catch (IllegalStateException e) { System.out.println(e); }
        try { mac.init(null); } catch (InvalidKeyException e) { System.out.println(e); }
        try { Mac.getInstance("HmacFoo"); } catch (NoSuchAlgorithmException e) { System.out.println(e); }
        try { Mac.getInstance(null); } catch (NullPointerException e) { System.out.println(e); }
        try { new SecretKeySpec(new byte[0], "x"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new SecretKeySpec(null, "x"); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new SecretKeySpec(new byte[] {1, 2, 3}, 1, 5, "x"); } catch (IllegalArgumentException e) { System.out.println(e); }

        SecretKeySpec key = new SecretKeySpec(new byte[] {1, 2, 3}, "HmacSHA256");
        Key asKey = key;
        SecretKey asSecret = key;
        System.out.println(asKey.getFormat() + " " + key.hashCode() + " " + key.equals(new SecretKeySpec(new byte[] {1, 2, 3}, "hmacsha256"))
                + " " + key.equals(new SecretKeySpec(new byte[] {1, 2, 4}, "HmacSHA256")) + " " + asSecret.isDestroyed());
        System.out.println(new SecretKeySpec(new byte[] {9, 8, 7, 6}, 1, 2, "AES").getEncoded().length);

        mac.init(key);
        mac.update("abc".getBytes("UTF-8"));
        Mac copy = (Mac) mac.clone();
        System.out.println(hex(mac.doFinal()));
        System.out.println(hex(copy.doFinal("def".getBytes("UTF-8"))));
        System.out.println(hex(mac.doFinal("abc".getBytes("UTF-8"))));

        byte[] longKey = new byte[200];
        for (int i = 0; i < longKey.length; i++) {
            longKey[i] = (byte) i;
        }
        String[] names = {"HmacMD5", "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512"};
        for (String name : names) {
            Mac m = Mac.getInstance(name);
            m.init(new SecretKeySpec(longKey, name));
            String longKeyMac = hex(m.doFinal("message".getBytes("UTF-8")));
            m.init(new SecretKeySpec("key".getBytes("UTF-8"), name));
            m.update("The quick brown fox ".getBytes("UTF-8"));
            m.update(java.nio.ByteBuffer.wrap("jumps over the lazy dog".getBytes("UTF-8")));
            System.out.println(name + " " + m.getMacLength() + " " + longKeyMac + " " + hex(m.doFinal()));
        }

        byte[] out = new byte[40];
        mac.update((byte) 7);
        mac.doFinal(out, 4);
        System.out.println(out[4] + " " + out[35] + " " + out[36]);
        try { mac.doFinal(new byte[10], 0); } catch (ShortBufferException e) { System.out.println(e); }
    }
}
