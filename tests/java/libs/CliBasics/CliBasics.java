import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.CommandLineParser;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import java.io.PrintWriter;

public class CliBasics {
    public static void main(String[] args) throws Exception {
        Options options = new Options();
        options.addOption("v", "verbose", false, "print more");
        options.addOption(Option.builder("o").longOpt("output").hasArg().argName("FILE").desc("where to write").build());
        options.addOption(Option.builder("n").hasArg().type(Number.class).desc("a count").required().build());
        CommandLineParser parser = new DefaultParser();
        CommandLine cmd = parser.parse(options, new String[] {"-v", "--output=out.txt", "-n", "3", "rest1", "rest2"});
        System.out.println(cmd.hasOption("v") + " " + cmd.getOptionValue("o") + " " + cmd.getParsedOptionValue("n") + " " + cmd.getArgList());
        try {
            parser.parse(options, new String[] {"-v"});
        } catch (ParseException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            parser.parse(options, new String[] {"-n", "1", "--bogus"});
        } catch (ParseException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        HelpFormatter formatter = new HelpFormatter();
        PrintWriter out = new PrintWriter(System.out);
        formatter.printHelp(out, 60, "tool [options] files", "Header line", options, 2, 3, "Footer line", true);
        out.flush();
    }
}
