package java.nio.file.attribute;

import java.util.Collections;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

public final class PosixFilePermissions {
    private PosixFilePermissions() {
    }

    private static final PosixFilePermission[] ORDER = PosixFilePermission.values();
    private static final char[] LETTERS = {'r', 'w', 'x', 'r', 'w', 'x', 'r', 'w', 'x'};

    public static String toString(Set<PosixFilePermission> perms) {
        StringBuilder sb = new StringBuilder(9);
        for (int i = 0; i < 9; i++) {
            sb.append(perms.contains(ORDER[i]) ? LETTERS[i] : '-');
        }
        return sb.toString();
    }

    public static Set<PosixFilePermission> fromString(String perms) {
        if (perms.length() != 9) {
            throw new IllegalArgumentException("Invalid mode");
        }
        Set<PosixFilePermission> result = EnumSet.noneOf(PosixFilePermission.class);
        for (int i = 0; i < 9; i++) {
            char c = perms.charAt(i);
            if (c == LETTERS[i]) {
                result.add(ORDER[i]);
            } else if (c != '-') {
                throw new IllegalArgumentException("Invalid mode");
            }
        }
        return result;
    }

    public static FileAttribute<Set<PosixFilePermission>> asFileAttribute(Set<PosixFilePermission> perms) {
        perms = new HashSet<>(perms);
        for (PosixFilePermission p : perms) {
            if (p == null) {
                throw new NullPointerException();
            }
        }
        final Set<PosixFilePermission> value = perms;
        return new FileAttribute<Set<PosixFilePermission>>() {
            public String name() {
                return "posix:permissions";
            }

            public Set<PosixFilePermission> value() {
                return Collections.unmodifiableSet(value);
            }
        };
    }
}
