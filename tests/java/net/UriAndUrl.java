import java.io.File;
import java.net.*;
import java.nio.file.*;

public class UriAndUrl {
    static void show(String s) {
        try {
            URI u = new URI(s);
            System.out.println(s + " => " + u + " | " + u.getScheme() + " | " + u.getRawSchemeSpecificPart() + " | "
                    + u.getSchemeSpecificPart() + " | " + u.getAuthority() + " | " + u.getUserInfo() + " | " + u.getHost()
                    + " | " + u.getPort() + " | " + u.getPath() + " | " + u.getRawPath() + " | " + u.getQuery() + " | "
                    + u.getFragment() + " | " + u.isAbsolute() + " " + u.isOpaque() + " " + u.hashCode() + " "
                    + u.toASCIIString() + " " + u.normalize());
        } catch (URISyntaxException e) {
            System.out.println(s + " !! " + e.getMessage() + " [" + e.getReason() + "@" + e.getIndex() + "]");
        }
    }

    public static void main(String[] args) throws Exception {
        String[] in = {"http://www.example.com:8080/a/b/c.html?q=1&r=2#frag", "mailto:joe@example.com", "file:///tmp/x",
            "urn:isbn:096139210x", "http://user:pw@host.com/p", "http://exa mple.com", "http://example.com/a b", "://x",
            "1http://x", "http:", "http://", "http://[::1]:80/x", "http://[fe80::1%eth0]/", "http://host:abc/",
            "http://h_o.com/", "http://1.2.3.4/", "http://1.2.3.4.5/", "http://a-.com/", "http://host/%zz",
            "http://host/%41%42", "../a/b", "a:b", "http://host/a?x#y#z", "#frag", "", "http://h/%E2%82%AC", "http://h/\u20ac",
            "http://[::1/", "http://[zz::1]/", "x:/a/b/../../..", "HTTP://Host.COM/A"};
        for (String s : in) {
            show(s);
        }
        String[] norm = {"/a/./b/../c", "a/b/..", "a/..", "/a/..", "../../a", "/../a", "a//b", "a/b/.", "a/./../b:c", "x/../y/./z/"};
        for (String s : norm) {
            System.out.println("normalize " + s + " => " + URI.create(s).normalize());
        }
        URI base = URI.create("http://a/b/c/d;p?q");
        String[] refs = {"g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", ";x", "", ".", "..", "../g", "../..",
            "../../../g", "g/../h", "http:g"};
        for (String r : refs) {
            System.out.println("resolve " + r + " => " + base.resolve(r));
        }
        String[][] rel = {{"http://a/b/", "http://a/b/c/d"}, {"http://a/b", "http://a/b/c"}, {"http://a/b/", "http://x/b/c"},
            {"http://a/b/c", "http://a/b/c"}, {"file:/tmp/", "file:/tmp/a/b.txt?q#f"}};
        for (String[] r : rel) {
            System.out.println("relativize " + r[1] + " against " + r[0] + " => " + URI.create(r[0]).relativize(URI.create(r[1])));
        }
        System.out.println(new URI("http", "us er", "host", 8080, "/a b/c", "q=a b&%", "fr ag"));
        System.out.println(new URI("http", "host.com", "/a b", "f"));
        System.out.println(new URI("mailto", "a b@c", "f"));
        try {
            new URI("http", "h", "rel", null);
        } catch (URISyntaxException e) {
            System.out.println(e);
        }
        try {
            URI.create("bad uri");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage() + " / cause " + e.getCause().getClass().getName());
        }
        URI a = URI.create("HTTP://Example.com/x%2a"), b = URI.create("http://example.COM/x%2A");
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.compareTo(b) + " "
                + URI.create("a").compareTo(URI.create("b")));
        try {
            URI.create("rel/path").toURL();
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        URL url = URI.create("http://user@example.com:8080/docs/index.html?x=1#top").toURL();
        System.out.println(url + " " + url.getProtocol() + " " + url.getHost() + " " + url.getPort() + " " + url.getPath()
                + " " + url.getQuery() + " " + url.getRef() + " " + url.getAuthority() + " " + url.getUserInfo() + " "
                + url.getFile() + " " + url.getDefaultPort() + " " + url.toURI());
        try {
            new URL("foo://x");
        } catch (MalformedURLException e) {
            System.out.println(e);
        }
        try {
            new URL("noscheme");
        } catch (MalformedURLException e) {
            System.out.println(e);
        }
        File dir = Files.createTempDirectory("uri").toFile();
        File f = new File(dir, "a b.txt");
        f.createNewFile();
        String d = dir.getPath();
        System.out.println(f.toURI().toString().replace(d, "DIR") + " " + dir.toURI().toString().replace(d, "DIR"));
        System.out.println(f.toPath().toUri().toString().replace(d, "DIR") + " " + dir.toPath().toUri().toString().replace(d, "DIR"));
        System.out.println(new File(f.toURI()).equals(f) + " " + Paths.get(f.toURI()).equals(f.toPath()) + " "
                + Path.of(dir.toURI()).equals(dir.toPath()));
        try {
            Path.of(URI.create("http://x/y"));
        } catch (FileSystemNotFoundException e) {
            System.out.println(e);
        }
        try {
            new File(URI.create("http://x/y"));
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        f.delete();
        dir.delete();
    }
}
