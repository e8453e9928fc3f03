// Compiles many cases of the Java suite in one JVM, so that a cold suite run pays javac's
// start-up and warm-up once per batch instead of once per case. tests/java_suite.rs runs it
// as `java BatchCompiler.java JOBS`, where JOBS has one line per case:
//
//     INDEX <tab> OUTPUT_FOLDER <tab> MESSAGES_FILE <tab> SOURCE [<tab> SOURCE...]
//
// For each line it compiles the sources into OUTPUT_FOLDER (javac -d), writes javac's
// messages to MESSAGES_FILE, and prints "INDEX EXIT_CODE" on stdout. This file is a tool of
// the runner, not a test case (cases live in the area folders).
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public class BatchCompiler {
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        for (String job : Files.readAllLines(Path.of(args[0]))) {
            if (job.isEmpty()) {
                continue;
            }
            String[] fields = job.split("\t");
            List<String> arguments = new ArrayList<>(List.of("-encoding", "UTF-8", "-d", fields[1]));
            arguments.addAll(Arrays.asList(fields).subList(3, fields.length));
            int exitCode;
            try (OutputStream messages = Files.newOutputStream(Path.of(fields[2]))) {
                exitCode = javac.run(null, messages, messages, arguments.toArray(new String[0]));
            }
            System.out.println(fields[0] + " " + exitCode);
        }
    }
}
