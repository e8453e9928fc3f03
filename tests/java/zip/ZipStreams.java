import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

public class ZipStreams {
    static final long TIME = 1700000123456L;

    static String hex(byte[] b, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) {
            sb.append(Character.forDigit((b[i] >> 4) & 0xf, 16)).append(Character.forDigit(b[i] & 0xf, 16));
        }
        return sb.toString();
    }

    static byte[] makeZip() throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ZipOutputStream zos = new ZipOutputStream(bos);
        zos.setComment("archive comment");
        ZipEntry text = new ZipEntry("docs/readme.txt");
        text.setTime(TIME);
        text.setComment("the readme");
        zos.putNextEntry(text);
        for (int i = 0; i < 50; i++) {
            zos.write(("line " + i + " of the readme\n").getBytes());
        }
        zos.closeEntry();
        ZipEntry dir = new ZipEntry("docs/sub/");
        dir.setTime(TIME + 1000);
        zos.putNextEntry(dir);
        byte[] stored = "stored bytes, not compressed".getBytes();
        CRC32 crc = new CRC32();
        crc.update(stored);
        ZipEntry st = new ZipEntry("stored.bin");
        st.setMethod(ZipEntry.STORED);
        st.setSize(stored.length);
        st.setCrc(crc.getValue());
        st.setTime(TIME + 2001);
        st.setExtra(new byte[] {(byte) 0xfe, (byte) 0xca, 2, 0, 7, 9});
        zos.putNextEntry(st);
        zos.write(stored);
        ZipEntry uni = new ZipEntry("\u00fcnicode-\u4e2d.txt");
        uni.setTime(TIME + 3000);
        zos.putNextEntry(uni);
        zos.write(new byte[0]);
        zos.setLevel(9);
        ZipEntry empty = new ZipEntry("empty.txt");
        empty.setTime(0L);
        zos.putNextEntry(empty);
        zos.close();
        return bos.toByteArray();
    }

    public static void main(String[] args) throws IOException {
        byte[] zip = makeZip();
        CRC32 crc = new CRC32();
        crc.update(zip);
        System.out.println("zip " + zip.length + " bytes, crc " + Long.toHexString(crc.getValue()));
        System.out.println(hex(zip, 0, 60));
        System.out.println(hex(zip, zip.length - 40, zip.length));

        ZipInputStream zis = new ZipInputStream(new ByteArrayInputStream(zip));
        ZipEntry e;
        while ((e = zis.getNextEntry()) != null) {
            System.out.println(e + " method " + e.getMethod() + " before: size " + e.getSize() + " csize "
                    + e.getCompressedSize() + " crc " + e.getCrc() + " time " + e.getTime() + " dir " + e.isDirectory()
                    + " extra " + (e.getExtra() == null ? "none" : hex(e.getExtra(), 0, e.getExtra().length)));
            ByteArrayOutputStream content = new ByteArrayOutputStream();
            byte[] buf = new byte[100];
            int n;
            while ((n = zis.read(buf, 0, buf.length)) != -1) {
                content.write(buf, 0, n);
            }
            String s = content.toString();
            System.out.println("  after: size " + e.getSize() + " csize " + e.getCompressedSize() + " crc "
                    + Long.toHexString(e.getCrc()) + " content " + s.length() + " chars"
                    + (s.length() > 0 ? ", first line: " + s.split("\n")[0] : "") + " available " + zis.available());
        }
        zis.close();

        // Skipping entries without reading them.
        ZipInputStream skip = new ZipInputStream(new ByteArrayInputStream(zip));
        StringBuilder names = new StringBuilder();
        while ((e = skip.getNextEntry()) != null) {
            names.append(e.getName()).append(' ');
        }
        System.out.println("names: " + names);
        ZipInputStream partial = new ZipInputStream(new ByteArrayInputStream(zip));
        partial.getNextEntry();
        System.out.println("skip " + partial.skip(20) + " then " + (char) partial.read());
        partial.closeEntry();
        System.out.println("next " + partial.getNextEntry());

        // Errors.
        ZipOutputStream zos = new ZipOutputStream(new ByteArrayOutputStream());
        try {
            zos.write(1);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        zos.putNextEntry(new ZipEntry("a"));
        try {
            zos.putNextEntry(new ZipEntry("a"));
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        ZipEntry noCrc = new ZipEntry("nocrc");
        noCrc.setMethod(ZipEntry.STORED);
        noCrc.setSize(3);
        try {
            zos.putNextEntry(noCrc);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        zos.close();
        zos.close();
        try {
            zos.putNextEntry(new ZipEntry("late"));
        } catch (IOException ex) {
            System.out.println("IOException " + ex.getMessage());
        }
        ZipOutputStream shortZos = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry shortStored = new ZipEntry("short");
        shortStored.setMethod(ZipEntry.STORED);
        shortStored.setSize(5);
        shortStored.setCrc(0);
        shortZos.putNextEntry(shortStored);
        shortZos.write(new byte[3]);
        try {
            shortZos.closeEntry();
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        try {
            shortZos.write(new byte[3]);
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        ZipOutputStream badZos = new ZipOutputStream(new ByteArrayOutputStream());
        ZipEntry badSize = new ZipEntry("badsize");
        badSize.setSize(1);
        badSize.setCompressedSize(2);
        badSize.setCrc(3);
        badZos.putNextEntry(badSize);
        badZos.write("more than one byte".getBytes());
        try {
            badZos.closeEntry();
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setMethod(3);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setSize(-1);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry("x").setCrc(1L << 32);
        } catch (IllegalArgumentException ex) {
            System.out.println("IAE " + ex.getMessage());
        }
        try {
            new ZipEntry((String) null);
        } catch (NullPointerException ex) {
            System.out.println("NPE " + ex.getMessage());
        }
        byte[] corrupt = zip.clone();
        corrupt[60] ^= 0x55;
        try {
            ZipInputStream c = new ZipInputStream(new ByteArrayInputStream(corrupt));
            c.getNextEntry();
            while (c.read() != -1) {
            }
            System.out.println("no error");
        } catch (ZipException ex) {
            System.out.println("ZipException " + ex.getMessage());
        }
        System.out.println("not a zip: " + new ZipInputStream(new ByteArrayInputStream("hello".getBytes())).getNextEntry());
        ZipEntry copy = new ZipEntry(new ZipEntry("orig"));
        ZipEntry timed = new ZipEntry("t");
        timed.setTime(TIME);
        System.out.println(copy.getName() + " " + copy.getTime() + " " + timed.getTime() + " " + ((ZipEntry) timed.clone()).getTime()
                + " " + copy.hashCode() + " " + copy.getMethod());
        timed.setTime(100000L);
        System.out.println("before 1980: " + timed.getTime());
        zipFiles(zip, manifests());
    }

    static void zipFiles(byte[] zip, byte[] jar) throws IOException {
        java.io.File f = java.io.File.createTempFile("rvm-zipfile", ".zip");
        java.io.File j = java.io.File.createTempFile("rvm-jarfile", ".jar");
        java.io.File bad = java.io.File.createTempFile("rvm-notzip", ".zip");
        try {
            java.nio.file.Files.write(f.toPath(), zip);
            java.nio.file.Files.write(j.toPath(), jar);
            java.util.zip.ZipFile zf = new java.util.zip.ZipFile(f);
            System.out.println(zf.size() + " [" + zf.getComment() + "] " + zf.getName().equals(f.getPath()));
            System.out.println(zf.stream().map(ZipEntry::getName).collect(java.util.stream.Collectors.joining(",")));
            java.util.Enumeration<? extends ZipEntry> en = zf.entries();
            while (en.hasMoreElements()) {
                ZipEntry e = en.nextElement();
                byte[] content = zf.getInputStream(e).readAllBytes();
                System.out.println(e + " method " + e.getMethod() + " size " + e.getSize() + " csize " + e.getCompressedSize()
                        + " crc " + e.getCrc() + " time " + e.getTime() + " dir " + e.isDirectory() + " comment " + e.getComment()
                        + " extra " + (e.getExtra() == null ? "none" : hex(e.getExtra(), 0, e.getExtra().length))
                        + " content " + content.length + " " + new String(content, "UTF-8").hashCode());
            }
            System.out.println(zf.getEntry("docs/sub") + " " + zf.getEntry("missing") + " " + (zf.getEntry("stored.bin") != zf.getEntry("stored.bin")));
            java.io.InputStream in = zf.getInputStream(zf.getEntry("docs/readme.txt"));
            byte[] head = new byte[12];
            System.out.println(in.read(head) + " [" + new String(head, "UTF-8") + "] " + in.read() + " " + zf.getInputStream(new ZipEntry("nope")));
            zf.close();
            zf.close();
            try {
                zf.getEntry("stored.bin");
            } catch (IllegalStateException e) {
                System.out.println("ISE " + e.getMessage());
            }
            try {
                zf.entries();
            } catch (IllegalStateException e) {
                System.out.println("ISE " + e.getMessage());
            }
            for (byte[] content : new byte[][] {"hello, not a zip".getBytes(), new byte[0]}) {
                java.nio.file.Files.write(bad.toPath(), content);
                try {
                    new java.util.zip.ZipFile(bad).close();
                } catch (ZipException e) {
                    System.out.println("ZipException " + e.getMessage());
                }
            }
            try {
                new java.util.zip.ZipFile(new java.io.File(bad.getPath() + ".missing"));
            } catch (IOException e) {
                System.out.println(e.getClass().getName() + " " + e.getMessage().equals(bad.getPath() + ".missing"));
            }
            try (java.util.jar.JarFile jf = new java.util.jar.JarFile(j)) {
                java.util.jar.Manifest man = jf.getManifest();
                System.out.println(man.getMainAttributes().getValue("Main-Class") + " " + man.getEntries().keySet() + " " + jf.size());
                java.util.Enumeration<java.util.jar.JarEntry> jen = jf.entries();
                while (jen.hasMoreElements()) {
                    java.util.jar.JarEntry e = jen.nextElement();
                    System.out.println(e.getName() + " " + e.getAttributes() + " " + new String(jf.getInputStream(e).readAllBytes(), "UTF-8").length());
                }
                java.util.jar.JarEntry sealed = jf.getJarEntry("com/example/");
                System.out.println(sealed.getAttributes().getValue("Sealed") + " " + new String(jf.getInputStream(jf.getEntry("readme.txt")).readAllBytes(), "UTF-8")
                        + " " + jf.getJarEntry("absent") + " " + java.util.jar.JarFile.MANIFEST_NAME);
            }
        } finally {
            f.delete();
            j.delete();
            bad.delete();
        }
    }

    static String visible(byte[] b) {
        return new String(b, java.nio.charset.StandardCharsets.UTF_8).replace("\r", "\\r").replace("\n", "\\n\n");
    }

    static byte[] manifests() throws IOException {
        java.util.jar.Manifest m = new java.util.jar.Manifest();
        java.util.jar.Attributes main = m.getMainAttributes();
        main.put(java.util.jar.Attributes.Name.MAIN_CLASS, "app.Main");
        main.putValue("Created-By", "rvm test");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.write(out);
        System.out.println("no version: [" + visible(out.toByteArray()) + "]");
        main.put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
        StringBuilder longValue = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            longValue.append("lib/dependency-").append(i).append(".jar ");
        }
        main.put(java.util.jar.Attributes.Name.CLASS_PATH, longValue.toString().trim());
        java.util.jar.Attributes section = new java.util.jar.Attributes();
        section.putValue("Sealed", "true");
        m.getEntries().put("com/example/", section);
        section.putValue("Implementation-Title", "caf\u00e9 \u4e2d");
        out.reset();
        m.write(out);
        byte[] bytes = out.toByteArray();
        System.out.println(visible(bytes));
        java.util.jar.Manifest back = new java.util.jar.Manifest(new ByteArrayInputStream(bytes));
        System.out.println(back.equals(m) + " " + (back.hashCode() == m.hashCode()) + " " + back.getMainAttributes().getValue("class-path").length()
            + " " + back.getAttributes("com/example/") + " " + back.getMainAttributes().getValue(java.util.jar.Attributes.Name.MAIN_CLASS)
            + " " + back.getMainAttributes().keySet());
        String text = "Manifest-Version: 1.0\nMain-Class: a.B\nLong-Value: abc\n def\n  ghi\n\nName: x/y.class\nSHA-256-Digest: q\r\n\r\nname: z\rA: 1\r";
        java.util.jar.Manifest parsed = new java.util.jar.Manifest(new ByteArrayInputStream(text.getBytes("UTF-8")));
        System.out.println(parsed.getMainAttributes() .getValue("Long-Value") + "|" + parsed.getEntries().keySet() + " " + parsed.getAttributes("z")
            + " " + parsed.getAttributes("x/y.class").getValue("sha-256-digest") + " " + parsed.getMainAttributes().size());
        String[] bad = {"Manifest-Version: 1.0\nBad line\n", "Manifest-Version: 1.0\nKey:value\n", " continued\n",
            "Manifest-Version: 1.0\n\nNot-Name: x\n", "Bad Name: 1\n", "Manifest-Version: 1.0\nNo-End: yes"};
        for (String b : bad) {
            try {
                java.util.jar.Manifest bm = new java.util.jar.Manifest(new ByteArrayInputStream(b.getBytes("UTF-8")));
                System.out.println("ok " + bm.getMainAttributes());
            } catch (IOException | IllegalArgumentException e) {
                System.out.println(e);
            }
        }
        java.util.jar.Attributes.Name n = new java.util.jar.Attributes.Name("main-CLASS");
        System.out.println(n + " " + n.equals(java.util.jar.Attributes.Name.MAIN_CLASS) + " " + (n.hashCode() == java.util.jar.Attributes.Name.MAIN_CLASS.hashCode())
            + " " + main.get(n) + " " + main.containsKey(n) + " " + main.containsValue("1.0") + " " + main.size());
        String[] badNames = {"", "has space", "\u00e9"};
        for (String b : badNames) {
            try {
                new java.util.jar.Attributes.Name(b);
            } catch (IllegalArgumentException e) {
                System.out.println("IAE [" + e.getMessage() + "]");
            }
        }
        try {
            main.put("String key", "v");
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
        try {
            main.putAll(new java.util.HashMap<Object, Object>());
        } catch (ClassCastException e) {
            System.out.println("CCE putAll");
        }
        ByteArrayOutputStream jar = new ByteArrayOutputStream();
        try (ZipOutputStream zos = new ZipOutputStream(jar)) {
            zos.putNextEntry(new ZipEntry("META-INF/"));
            zos.closeEntry();
            zos.putNextEntry(new ZipEntry("META-INF/MANIFEST.MF"));
            m.write(zos);
            zos.closeEntry();
            for (String name : new String[] {"com/example/", "com/example/A.class", "readme.txt"}) {
                zos.putNextEntry(new ZipEntry(name));
                zos.write(name.getBytes("UTF-8"));
                zos.closeEntry();
            }
        }
        try (java.util.jar.JarInputStream jin = new java.util.jar.JarInputStream(new ByteArrayInputStream(jar.toByteArray()))) {
            System.out.println(jin.getManifest().equals(m) + " " + jin.getManifest().getMainAttributes().getValue("Main-Class"));
            java.util.jar.JarEntry e;
            while ((e = jin.getNextJarEntry()) != null) {
                System.out.println(e.getName() + " " + e.getAttributes() + " " + e.getCertificates() + " "
                    + new String(jin.readAllBytes(), "UTF-8"));
            }
        }
        try (java.util.jar.JarInputStream plain = new java.util.jar.JarInputStream(new ByteArrayInputStream(new byte[0]))) {
            System.out.println(plain.getManifest() + " " + plain.getNextEntry());
        }
        java.util.jar.Attributes copy = (java.util.jar.Attributes) main.clone();
        copy.clear();
        System.out.println(copy.isEmpty() + " " + main.isEmpty() + " " + new java.util.jar.Manifest(m).equals(m));
        return jar.toByteArray();
    }
}