import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** AES through javax.crypto.Cipher on fixed keys: every mode and padding, incremental updates, GCM with AAD, the errors. */
public class CipherAes {
    static final HexFormat HEX = HexFormat.of();

    static byte[] bytes(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (seed + i * 7);
        }
        return b;
    }

    static String hex(byte[] b) {
        return b == null ? "null" : HEX.formatHex(b);
    }

    static void roundTrip(String transformation, Key key, java.security.spec.AlgorithmParameterSpec spec, int len) throws Exception {
        byte[] plain = bytes(len, len);
        Cipher enc = Cipher.getInstance(transformation);
        if (spec == null) {
            enc.init(Cipher.ENCRYPT_MODE, key);
        } else {
            enc.init(Cipher.ENCRYPT_MODE, key, spec);
        }
        byte[] ct = enc.doFinal(plain);
        Cipher dec = Cipher.getInstance(transformation);
        if (spec == null) {
            dec.init(Cipher.DECRYPT_MODE, key);
        } else {
            dec.init(Cipher.DECRYPT_MODE, key, spec);
        }
        byte[] back = dec.doFinal(ct);
        System.out.println(transformation + " k" + key.getEncoded().length * 8 + " len " + len + " -> " + ct.length + " "
                + hex(ct) + " ok=" + Arrays.equals(plain, back) + " outSize=" + enc.getOutputSize(len) + " block=" + enc.getBlockSize());
    }

    /** Feeds the input in uneven pieces and prints what each update returns. */
    static void pieces(String transformation, int mode, Key key, java.security.spec.AlgorithmParameterSpec spec, byte[] in) throws Exception {
        pieces(transformation, mode, key, spec, in, null);
    }

    static void pieces(String transformation, int mode, Key key, java.security.spec.AlgorithmParameterSpec spec, byte[] in, byte[] aad)
            throws Exception {
        Cipher c = Cipher.getInstance(transformation);
        c.init(mode, key, spec);
        if (aad != null) {
            c.updateAAD(aad, 1, aad.length - 1);
        }
        int[] cuts = {3, 13, 16, 1, 20, 40};
        StringBuilder sb = new StringBuilder(transformation + (mode == Cipher.ENCRYPT_MODE ? " enc" : " dec") + " pieces:");
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        int pos = 0;
        for (int cut : cuts) {
            int n = Math.min(cut, in.length - pos);
            byte[] out = c.update(in, pos, n);
            sb.append(' ').append(out == null ? "null" : String.valueOf(out.length));
            if (out != null) {
                all.write(out);
            }
            pos += n;
        }
        byte[] last = c.doFinal();
        sb.append(" final ").append(last.length);
        all.write(last);
        System.out.println(sb + " " + hex(all.toByteArray()));
    }

    static void error(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no error");
        } catch (RuntimeException e) {
            Throwable t = e.getCause() != null ? e.getCause() : e;
            System.out.println(what + ": " + t.getClass().getName() + ": " + t.getMessage());
        }
    }

    interface Body {
        void run() throws Exception;
    }

    static Runnable wrap(Body b) {
        return () -> {
            try {
                b.run();
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        SecretKeySpec k128 = new SecretKeySpec(bytes(16, 1), "AES");
        SecretKeySpec k192 = new SecretKeySpec(bytes(24, 2), "AES");
        SecretKeySpec k256 = new SecretKeySpec(bytes(32, 3), "AES");
        IvParameterSpec iv = new IvParameterSpec(bytes(16, 9));
        // FIPS 197 C.1
        Cipher fips = Cipher.getInstance("AES/ECB/NoPadding");
        fips.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(HEX.parseHex("000102030405060708090a0b0c0d0e0f"), "AES"));
        System.out.println("fips197 " + hex(fips.doFinal(HEX.parseHex("00112233445566778899aabbccddeeff"))));
        for (Key k : new Key[] {k128, k192, k256}) {
            for (int len : new int[] {0, 5, 16, 33}) {
                roundTrip("AES/ECB/PKCS5Padding", k, null, len);
                roundTrip("AES/CBC/PKCS5Padding", k, iv, len);
                roundTrip("AES/CTR/NoPadding", k, iv, len);
                roundTrip("AES/GCM/NoPadding", k, new GCMParameterSpec(128, bytes(12, 5)), len);
            }
            roundTrip("AES/CBC/NoPadding", k, iv, 32);
            roundTrip("AES", k, null, 20);
        }
        roundTrip("AES/GCM/NoPadding", k128, new GCMParameterSpec(96, bytes(16, 4)), 21);
        roundTrip("AES/GCM/NoPadding", k128, new GCMParameterSpec(112, bytes(7, 4)), 50);
        roundTrip("aes/cbc/pkcs5padding", k128, iv, 10);
        byte[] text = "The quick brown fox jumps over the lazy dog, twice over and again!".getBytes(StandardCharsets.UTF_8);
        pieces("AES/ECB/PKCS5Padding", Cipher.ENCRYPT_MODE, k128, null, text);
        pieces("AES/CBC/PKCS5Padding", Cipher.ENCRYPT_MODE, k128, iv, text);
        pieces("AES/CBC/NoPadding", Cipher.ENCRYPT_MODE, k128, iv, Arrays.copyOf(text, 64));
        pieces("AES/CTR/NoPadding", Cipher.ENCRYPT_MODE, k128, iv, text);
        pieces("AES/GCM/NoPadding", Cipher.ENCRYPT_MODE, k128, new GCMParameterSpec(128, bytes(12, 5)), text);
        Cipher e1 = Cipher.getInstance("AES/CBC/PKCS5Padding");
        e1.init(Cipher.ENCRYPT_MODE, k128, iv);
        byte[] cbc = e1.doFinal(text);
        pieces("AES/CBC/PKCS5Padding", Cipher.DECRYPT_MODE, k128, iv, cbc);
        Cipher g1 = Cipher.getInstance("AES/GCM/NoPadding");
        g1.init(Cipher.ENCRYPT_MODE, k256, new GCMParameterSpec(128, bytes(12, 8)));
        g1.updateAAD("header".getBytes(StandardCharsets.UTF_8));
        byte[] gcm = g1.doFinal(text);
        System.out.println("gcm+aad " + hex(gcm) + " iv " + hex(g1.getIV()));
        pieces("AES/GCM/NoPadding", Cipher.DECRYPT_MODE, k256, new GCMParameterSpec(128, bytes(12, 8)), gcm, "_header".getBytes(StandardCharsets.UTF_8));
        // counter wrap in CTR: an IV of all ff bytes
        roundTrip("AES/CTR/NoPadding", k128, new IvParameterSpec(HEX.parseHex("ffffffffffffffffffffffffffffffff")), 40);
        // output into an existing array, in place
        Cipher inPlace = Cipher.getInstance("AES/CBC/NoPadding");
        inPlace.init(Cipher.ENCRYPT_MODE, k128, iv);
        byte[] buf = bytes(48, 3);
        int n = inPlace.doFinal(buf, 0, 32, buf, 16);
        System.out.println("in place " + n + " " + hex(buf));
        System.out.println("getIV " + hex(inPlace.getIV()) + " alg " + inPlace.getAlgorithm());
        Cipher ecb = Cipher.getInstance("AES/ECB/NoPadding");
        ecb.init(Cipher.ENCRYPT_MODE, k128);
        System.out.println("ecb iv " + hex(ecb.getIV()));

        SecureRandom seeded = new SecureRandom(new byte[] {1, 2, 3});
        KeyGenerator kg = KeyGenerator.getInstance("AES");
        SecretKey dflt = kg.generateKey();
        kg.init(256, seeded);
        SecretKey gen = kg.generateKey();
        kg.init(192);
        System.out.println("keygen " + dflt.getEncoded().length + " " + gen.getAlgorithm() + " " + gen.getFormat() + " "
                + gen.getEncoded().length + " " + kg.generateKey().getEncoded().length + " " + kg.getAlgorithm());
        for (String hmac : new String[] {"HmacMD5", "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512"}) {
            SecretKey hk = KeyGenerator.getInstance(hmac).generateKey();
            System.out.print(hmac + "=" + hk.getEncoded().length + "/" + hk.getAlgorithm() + " ");
        }
        System.out.println();
        for (String t : new String[] {"AES/CBC", "AES/CTR/PKCS5Padding", "AES//", "AES/CBC/NoPadding/x", "aes", ""}) {
            try {
                System.out.println(t + " -> " + Cipher.getInstance(t).getAlgorithm());
            } catch (GeneralSecurityException e) {
                System.out.println(t + " -> " + e);
            }
        }
        Cipher rt = Cipher.getInstance("AES/GCM/NoPadding");
        rt.init(Cipher.ENCRYPT_MODE, gen, new GCMParameterSpec(128, bytes(12, 1)));
        byte[] sealed = rt.doFinal(text);
        rt.init(Cipher.DECRYPT_MODE, gen, new GCMParameterSpec(128, bytes(12, 1)));
        System.out.println("generated key round trip " + new String(rt.doFinal(sealed), StandardCharsets.UTF_8));

        error("no such algorithm", wrap(() -> Cipher.getInstance("DES3/ECB/NoPadding")));
        error("no such mode", wrap(() -> Cipher.getInstance("AES/XYZ/NoPadding")));
        error("no such padding", wrap(() -> Cipher.getInstance("AES/CBC/FooPadding")));
        error("gcm pkcs5", wrap(() -> Cipher.getInstance("AES/GCM/PKCS5Padding")));
        error("bad key length", wrap(() -> Cipher.getInstance("AES/ECB/NoPadding").init(Cipher.ENCRYPT_MODE, new SecretKeySpec(bytes(5, 1), "AES"))));
        error("wrong key algorithm", wrap(() -> Cipher.getInstance("AES/ECB/NoPadding").init(Cipher.ENCRYPT_MODE, new SecretKeySpec(bytes(16, 1), "DES"))));
        error("not initialized", wrap(() -> Cipher.getInstance("AES/ECB/NoPadding").doFinal(new byte[16])));
        error("ecb with iv", wrap(() -> Cipher.getInstance("AES/ECB/NoPadding").init(Cipher.ENCRYPT_MODE, k128, iv)));
        error("wrong iv length", wrap(() -> Cipher.getInstance("AES/CBC/NoPadding").init(Cipher.ENCRYPT_MODE, k128, new IvParameterSpec(new byte[8]))));
        error("cbc decrypt without iv", wrap(() -> Cipher.getInstance("AES/CBC/PKCS5Padding").init(Cipher.DECRYPT_MODE, k128)));
        error("not a multiple", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/ECB/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k128);
            c.doFinal(new byte[17]);
        }));
        error("padded decrypt not a multiple", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k128, iv);
            c.doFinal(new byte[17]);
        }));
        error("bad padding", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k256, iv);
            c.doFinal(cbc);
        }));
        error("tag mismatch", wrap(() -> {
            byte[] tampered = gcm.clone();
            tampered[3] ^= 1;
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, k256, new GCMParameterSpec(128, bytes(12, 8)));
            c.updateAAD("header".getBytes(StandardCharsets.UTF_8));
            try {
                c.doFinal(tampered);
            } catch (AEADBadTagException e) {
                System.out.println("  AEADBadTagException is a BadPaddingException: " + (e instanceof javax.crypto.BadPaddingException));
                throw e;
            }
        }));
        error("gcm iv reuse", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k128, new GCMParameterSpec(128, bytes(12, 1)));
            c.doFinal(text);
            c.doFinal(text);
        }));
        error("gcm short tag", wrap(() -> Cipher.getInstance("AES/GCM/NoPadding").init(Cipher.ENCRYPT_MODE, k128, new GCMParameterSpec(64, bytes(12, 1)))));
        error("gcm short input", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, k128, new GCMParameterSpec(128, bytes(12, 1)));
            c.doFinal(new byte[5]);
        }));
        error("aad after data", wrap(() -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k128, new GCMParameterSpec(128, bytes(12, 2)));
            c.update(new byte[20]);
            c.updateAAD(new byte[2]);
        }));
        error("keygen size", wrap(() -> KeyGenerator.getInstance("AES").init(100)));
        error("keygen algorithm", wrap(() -> KeyGenerator.getInstance("Foo")));
        error("gcm spec", wrap(() -> new GCMParameterSpec(128, null)));
        error("iv spec", wrap(() -> new IvParameterSpec(new byte[4], 2, 5)));
    }
}
