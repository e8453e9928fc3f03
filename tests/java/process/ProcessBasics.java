import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

public class ProcessBasics {
    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buf = new byte[64];
        int n;
        while ((n = in.read(buf)) != -1) {
            out.write(buf, 0, n);
        }
        return out.toString().replace("\n", "\\n");
    }

    public static void main(String[] args) throws Exception {
        Process echo = new ProcessBuilder("echo", "hello", "world").start();
        System.out.println("echo: [" + readAll(echo.getInputStream()) + "] exit " + echo.waitFor() + " "
                + echo.exitValue() + " alive " + echo.isAlive() + " pid>0 " + (echo.pid() > 0));

        Process both = new ProcessBuilder("sh", "-c", "echo out; echo err 1>&2; exit 3").start();
        System.out.println("stdout [" + readAll(both.getInputStream()) + "] stderr [" + readAll(both.getErrorStream())
                + "] exit " + both.waitFor());

        Process cat = new ProcessBuilder("cat").start();
        OutputStream toCat = cat.getOutputStream();
        toCat.write("line one\nline two\n".getBytes());
        toCat.close();
        BufferedReader fromCat = new BufferedReader(new InputStreamReader(cat.getInputStream()));
        String line;
        while ((line = fromCat.readLine()) != null) {
            System.out.println("cat: " + line);
        }
        System.out.println("cat exit " + cat.waitFor());

        ProcessBuilder merged = new ProcessBuilder("sh", "-c", "echo a; echo b 1>&2; echo c").redirectErrorStream(true);
        Process m = merged.start();
        System.out.println("merged [" + readAll(m.getInputStream()) + "] err [" + readAll(m.getErrorStream()) + "] "
                + m.waitFor() + " " + merged.redirectErrorStream());

        ProcessBuilder envBuilder = new ProcessBuilder("sh", "-c", "echo \"[$RVM_PB_VAR] [${HOME:+home set}]\"");
        envBuilder.environment().put("RVM_PB_VAR", "from java");
        System.out.println("env " + readAll(envBuilder.start().getInputStream()));
        envBuilder.environment().clear();
        envBuilder.environment().put("RVM_PB_VAR", "alone");
        System.out.println("env cleared " + readAll(envBuilder.start().getInputStream()));

        ProcessBuilder inRoot = new ProcessBuilder("pwd").directory(new File("/"));
        System.out.println("pwd " + readAll(inRoot.start().getInputStream()) + " dir " + inRoot.directory()
                + " command " + inRoot.command());

        Process exec = Runtime.getRuntime().exec("echo  via   exec");
        System.out.println("exec " + readAll(exec.getInputStream()) + " " + exec.waitFor());
        Process execArray = Runtime.getRuntime().exec(new String[] {"sh", "-c", "echo $A-$B; pwd"},
                new String[] {"A=1", "B=two", "junk"}, new File("/tmp"));
        System.out.println("exec array " + readAll(execArray.getInputStream()) + " " + execArray.waitFor());

        try {
            new ProcessBuilder("no-such-program-rvm-test", "x").start();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage());
        }
        try {
            new ProcessBuilder("echo", "x").directory(new File("/no/such/dir/rvm")).start();
        } catch (IOException e) {
            System.out.println("IOException " + e.getMessage() + " / cause " + e.getCause().getClass().getName());
        }
        try {
            Runtime.getRuntime().exec("");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new ProcessBuilder().start();
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            new ProcessBuilder("echo", null).start();
        } catch (NullPointerException e) {
            System.out.println("NPE for null argument");
        }

        Process waiting = new ProcessBuilder("sh", "-c", "read x; exit 7").start();
        try {
            waiting.exitValue();
        } catch (IllegalThreadStateException e) {
            System.out.println("ITSE " + e.getMessage());
        }
        System.out.println("alive " + waiting.isAlive() + " waitFor(50ms) " + waiting.waitFor(50, TimeUnit.MILLISECONDS));
        waiting.getOutputStream().write("go\n".getBytes());
        waiting.getOutputStream().flush();
        System.out.println("waitFor(10s) " + waiting.waitFor(10, TimeUnit.SECONDS) + " exit " + waiting.exitValue());

        Process killed = new ProcessBuilder("sleep", "30").start();
        killed.destroy();
        System.out.println("destroyed exit " + killed.waitFor() + " alive " + killed.isAlive());
        Process forced = new ProcessBuilder("sleep", "30").start();
        System.out.println("forcibly exit " + forced.destroyForcibly().waitFor());

        File dir = Files.createTempDirectory("rvm-proc").toFile();
        File out = new File(dir, "out.txt");
        File in = new File(dir, "in.txt");
        try (FileWriter w = new FileWriter(in)) {
            w.write("from a file\n");
        }
        ProcessBuilder toFile = new ProcessBuilder("cat").redirectInput(in).redirectOutput(out);
        Process p = toFile.start();
        System.out.println("to file exit " + p.waitFor() + " stdout empty " + (p.getInputStream().read() == -1)
                + " content [" + new String(Files.readAllBytes(out.toPath())).trim() + "]");
        Process append = new ProcessBuilder("echo", "appended")
                .redirectOutput(ProcessBuilder.Redirect.appendTo(out)).start();
        append.waitFor();
        System.out.println("appended [" + new String(Files.readAllBytes(out.toPath())).replace("\n", "|") + "]");
        Process mergedToFile = new ProcessBuilder("sh", "-c", "echo one; echo two 1>&2").redirectErrorStream(true)
                .redirectOutput(out).start();
        System.out.println("merged to file " + mergedToFile.waitFor() + " ["
                + new String(Files.readAllBytes(out.toPath())).replace("\n", "|") + "]");
        Process discard = new ProcessBuilder("sh", "-c", "echo gone; echo gone too 1>&2")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        System.out.println("discard " + discard.waitFor() + " " + discard.getInputStream().read());
        try {
            new ProcessBuilder("cat").redirectInput(new File(dir, "missing.txt")).start();
        } catch (IOException e) {
            System.out.println(e.getClass().getName() + " " + e.getMessage().replace(dir.getPath(), "<dir>"));
        }

        System.out.println(ProcessBuilder.Redirect.PIPE + " " + ProcessBuilder.Redirect.INHERIT.type() + " "
                + ProcessBuilder.Redirect.DISCARD.type() + " "
                + ProcessBuilder.Redirect.to(new File("x")).equals(ProcessBuilder.Redirect.to(new File("x"))) + " "
                + ProcessBuilder.Redirect.from(new File("x")).equals(ProcessBuilder.Redirect.to(new File("x"))) + " "
                + ProcessBuilder.Redirect.appendTo(new File("f")) + " " + new ProcessBuilder().redirectOutput().type());
        try {
            new ProcessBuilder().redirectInput(ProcessBuilder.Redirect.to(new File("x")));
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        System.out.flush();
        Process inherit = new ProcessBuilder("echo", "inherited output").inheritIO().start();
        System.out.println("inherit exit " + inherit.waitFor());
        for (File f : dir.listFiles()) {
            f.delete();
        }
        dir.delete();
        System.out.println(Arrays.asList(new ProcessBuilder("a", "b").command()));

        // ProcessHandle: this process, a child's handle, info, children, onExit, destroy.
        ProcessHandle me = ProcessHandle.current();
        System.out.println("me " + (me.pid() > 0) + " " + me.isAlive() + " " + me.info().command().isPresent() + " "
                + me.parent().isPresent() + " " + me.equals(ProcessHandle.of(me.pid()).get()) + " " + me.supportsNormalTermination());
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        ProcessHandle h = sleeper.toHandle();
        ProcessHandle.Info info = h.info();
        System.out.println("child " + (h.pid() == sleeper.pid()) + " " + h.toString().equals("" + sleeper.pid()) + " "
                + h.equals(ProcessHandle.of(sleeper.pid()).get()) + " " + h.parent().get().equals(me) + " "
                + info.command() + " " + Arrays.toString(info.arguments().get()) + " " + info.commandLine() + " "
                + info.user().isPresent() + " " + info.startInstant().isPresent() + " "
                + info.totalCpuDuration().isPresent());
        System.out.println("children " + me.children().anyMatch(c -> c.pid() == sleeper.pid()) + " "
                + me.descendants().anyMatch(c -> c.equals(h)) + " " + h.children().count());
        java.util.concurrent.CompletableFuture<ProcessHandle> handleExit = h.onExit();
        java.util.concurrent.CompletableFuture<Process> processExit = sleeper.onExit();
        System.out.println("destroy " + h.destroy() + " " + (processExit.get() == sleeper) + " " + handleExit.get().equals(h)
                + " " + h.isAlive() + " " + sleeper.exitValue() + " " + ProcessHandle.of(sleeper.pid()));
        Process four = new ProcessBuilder("sh", "-c", "exit 4").start();
        System.out.println("onExit " + four.onExit().thenApply(Process::exitValue).get() + " " + ProcessHandle.of(-1) + " " + ProcessHandle.of(0));
        try {
            me.onExit();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        try {
            me.destroyForcibly();
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
    }
}
