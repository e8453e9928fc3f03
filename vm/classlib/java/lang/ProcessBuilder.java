package java.lang;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * rvm's java.lang.ProcessBuilder: command, working directory, environment (a copy of
 * System.getenv() to change before start), redirects (PIPE, INHERIT, DISCARD, from/to/appendTo a
 * file), redirectErrorStream (with stdout a pipe), inheritIO, and start with the JDK's checks and
 * messages. startPipeline is not provided.
 */
public final class ProcessBuilder {
    private List<String> command;
    private File directory;
    private Map<String, String> environment;
    private boolean redirectErrorStream;
    private Redirect[] redirects;

    public ProcessBuilder(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
    }

    public ProcessBuilder(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
    }

    public ProcessBuilder command(List<String> command) {
        if (command == null) {
            throw new NullPointerException();
        }
        this.command = command;
        return this;
    }

    public ProcessBuilder command(String... command) {
        this.command = new ArrayList<>(command.length);
        for (String arg : command) {
            this.command.add(arg);
        }
        return this;
    }

    public List<String> command() {
        return command;
    }

    public Map<String, String> environment() {
        if (environment == null) {
            environment = new HashMap<>(System.getenv());
        }
        return environment;
    }

    public File directory() {
        return directory;
    }

    public ProcessBuilder directory(File directory) {
        this.directory = directory;
        return this;
    }

    public abstract static class Redirect {
        public enum Type {
            PIPE, INHERIT, READ, WRITE, APPEND
        }

        public abstract Type type();

        public static final Redirect PIPE = new Redirect() {
            public Type type() {
                return Type.PIPE;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect INHERIT = new Redirect() {
            public Type type() {
                return Type.INHERIT;
            }

            public String toString() {
                return type().toString();
            }
        };

        public static final Redirect DISCARD = new Redirect() {
            private final File file = new File("/dev/null");

            public Type type() {
                return Type.WRITE;
            }

            public String toString() {
                return "WRITE";
            }

            public File file() {
                return file;
            }

            boolean append() {
                return false;
            }
        };

        public File file() {
            return null;
        }

        boolean append() {
            throw new UnsupportedOperationException();
        }

        public static Redirect from(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                public Type type() {
                    return Type.READ;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to read from file \"" + file + "\"";
                }
            };
        }

        public static Redirect to(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                public Type type() {
                    return Type.WRITE;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to write to file \"" + file + "\"";
                }

                boolean append() {
                    return false;
                }
            };
        }

        public static Redirect appendTo(final File file) {
            if (file == null) {
                throw new NullPointerException();
            }
            return new Redirect() {
                public Type type() {
                    return Type.APPEND;
                }

                public File file() {
                    return file;
                }

                public String toString() {
                    return "redirect to append to file \"" + file + "\"";
                }

                boolean append() {
                    return true;
                }
            };
        }

        public boolean equals(Object obj) {
            if (obj == this) {
                return true;
            }
            if (!(obj instanceof Redirect)) {
                return false;
            }
            Redirect r = (Redirect) obj;
            if (r.type() != this.type()) {
                return false;
            }
            return this.file() != null && this.file().equals(r.file());
        }

        public int hashCode() {
            File file = file();
            return file == null ? super.hashCode() : file.hashCode();
        }

        private Redirect() {
        }
    }

    private Redirect[] redirects() {
        if (redirects == null) {
            redirects = new Redirect[] {Redirect.PIPE, Redirect.PIPE, Redirect.PIPE};
        }
        return redirects;
    }

    public ProcessBuilder redirectInput(Redirect source) {
        if (source.type() == Redirect.Type.WRITE || source.type() == Redirect.Type.APPEND) {
            throw new IllegalArgumentException("Redirect invalid for reading: " + source);
        }
        redirects()[0] = source;
        return this;
    }

    public ProcessBuilder redirectOutput(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[1] = destination;
        return this;
    }

    public ProcessBuilder redirectError(Redirect destination) {
        if (destination.type() == Redirect.Type.READ) {
            throw new IllegalArgumentException("Redirect invalid for writing: " + destination);
        }
        redirects()[2] = destination;
        return this;
    }

    public ProcessBuilder redirectInput(File file) {
        return redirectInput(Redirect.from(file));
    }

    public ProcessBuilder redirectOutput(File file) {
        return redirectOutput(Redirect.to(file));
    }

    public ProcessBuilder redirectError(File file) {
        return redirectError(Redirect.to(file));
    }

    public Redirect redirectInput() {
        return (redirects == null) ? Redirect.PIPE : redirects[0];
    }

    public Redirect redirectOutput() {
        return (redirects == null) ? Redirect.PIPE : redirects[1];
    }

    public Redirect redirectError() {
        return (redirects == null) ? Redirect.PIPE : redirects[2];
    }

    public ProcessBuilder inheritIO() {
        Arrays.fill(redirects(), Redirect.INHERIT);
        return this;
    }

    public boolean redirectErrorStream() {
        return redirectErrorStream;
    }

    public ProcessBuilder redirectErrorStream(boolean redirectErrorStream) {
        this.redirectErrorStream = redirectErrorStream;
        return this;
    }

    private static int kindOf(Redirect r) {
        if (r == Redirect.DISCARD) {
            return ProcessImpl.DISCARD;
        }
        switch (r.type()) {
            case INHERIT:
                return ProcessImpl.INHERIT;
            case READ:
                return ProcessImpl.READ;
            case WRITE:
                return ProcessImpl.WRITE;
            case APPEND:
                return ProcessImpl.APPEND;
            default:
                return ProcessImpl.PIPE;
        }
    }

    public Process start() throws IOException {
        String[] cmdarray = command.toArray(new String[0]);
        for (String arg : cmdarray) {
            if (arg == null) {
                throw new NullPointerException();
            }
        }
        String prog = cmdarray[0];
        for (String arg : cmdarray) {
            if (arg.indexOf('\u0000') >= 0) {
                throw new IOException("invalid null character in command");
            }
        }
        String[] env = null;
        if (environment != null) {
            env = new String[environment.size() * 2];
            int i = 0;
            for (Map.Entry<String, String> e : environment.entrySet()) {
                env[i++] = e.getKey();
                env[i++] = e.getValue();
            }
        }
        Redirect[] r = redirects();
        int[] kinds = new int[3];
        String[] files = new String[3];
        for (int i = 0; i < 3; i++) {
            kinds[i] = kindOf(r[i]);
            files[i] = r[i].file() == null ? null : r[i].file().getPath();
        }
        String dir = directory == null ? null : directory.toString();
        try {
            return new ProcessImpl(cmdarray, env, dir, kinds, files, redirectErrorStream);
        } catch (IOException e) {
            throw new IOException("Cannot run program \"" + prog + "\"" + (dir == null ? "" : " (in directory \"" + dir
                    + "\")") + ": " + e.getMessage(), e);
        }
    }
}
