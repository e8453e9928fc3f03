import org.codehaus.plexus.util.StringUtils;
import org.codehaus.plexus.util.FileUtils;
import org.codehaus.plexus.util.DirectoryScanner;
import org.codehaus.plexus.util.SelectorUtils;
import org.codehaus.plexus.util.xml.Xpp3Dom;
import org.codehaus.plexus.util.xml.Xpp3DomBuilder;
import org.codehaus.plexus.util.xml.PrettyPrintXMLWriter;
import org.codehaus.plexus.util.cli.Commandline;
import org.codehaus.plexus.util.cli.CommandLineUtils;
import org.codehaus.plexus.interpolation.RegexBasedInterpolator;
import org.codehaus.plexus.interpolation.MapBasedValueSource;
import org.codehaus.plexus.interpolation.PropertiesBasedValueSource;
import org.fusesource.jansi.Ansi;
import java.io.File;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.*;

public class PlexusUtils {
    public static void main(String[] args) throws Exception {
        System.out.println(StringUtils.capitalise("word") + " " + StringUtils.replace("a.b.c", ".", "/") + " " + StringUtils.addAndDeHump("fooBarBaz") + " " + StringUtils.isNotEmpty(""));
        System.out.println(SelectorUtils.matchPath("**/*.java", "src/main/A.java") + " " + SelectorUtils.match("a?c", "abc"));
        Xpp3Dom dom = Xpp3DomBuilder.build(new StringReader("<project><name>demo</name><deps><dep id=\"1\">x</dep><dep id=\"2\">y</dep></deps></project>"));
        System.out.println(dom.getChild("name").getValue() + " " + dom.getChild("deps").getChildCount() + " " + dom.getChild("deps").getChildren("dep")[1].getAttribute("id"));
        System.out.println(dom.toString().replace("\n", "|"));
        StringWriter sw = new StringWriter();
        PrettyPrintXMLWriter w = new PrettyPrintXMLWriter(sw);
        w.startElement("root"); w.addAttribute("a", "1 & 2"); w.startElement("child"); w.writeText("<text>"); w.endElement(); w.endElement();
        System.out.println(sw.toString().replace("\n", "|"));
        File dir = java.nio.file.Files.createTempDirectory("plexus").toFile();
        FileUtils.fileWrite(new File(dir, "a.txt"), "UTF-8", "hello");
        new File(dir, "sub").mkdir();
        FileUtils.fileWrite(new File(dir, "sub/b.java"), "UTF-8", "class B {}");
        DirectoryScanner ds = new DirectoryScanner();
        ds.setBasedir(dir); ds.setIncludes(new String[] {"**/*.java", "*.txt"}); ds.scan();
        String[] found = ds.getIncludedFiles(); Arrays.sort(found);
        System.out.println(Arrays.toString(found) + " " + FileUtils.fileRead(new File(dir, "a.txt")) + " " + FileUtils.getExtension("x/y.tar"));
        FileUtils.deleteDirectory(dir);
        System.out.println(dir.exists());
        Commandline cl = new Commandline("echo 'hello world' two");
        System.out.println(Arrays.toString(cl.getArguments()) + " " + Arrays.toString(CommandLineUtils.translateCommandline("a \"b c\" d")));
        RegexBasedInterpolator interp = new RegexBasedInterpolator();
        Map<String, String> m = new HashMap<>(); m.put("name", "rvm"); m.put("version", "1.0");
        interp.addValueSource(new MapBasedValueSource(m));
        Properties p = new Properties(); p.setProperty("os", "linux");
        interp.addValueSource(new PropertiesBasedValueSource(p));
        System.out.println(interp.interpolate("${name}-${version} on ${os} ${unknown}"));
        System.out.println(Ansi.ansi().fg(Ansi.Color.RED).a("red").reset().toString().replace("\u001b", "ESC"));
    }
}
