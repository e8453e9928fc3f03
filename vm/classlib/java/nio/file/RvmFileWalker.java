package java.nio.file;

import java.io.IOException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Files.walkFileTree's walk (the JDK's FileTreeWalker order and rules): depth first,
 * preVisitDirectory before a directory's entries and postVisitDirectory after, visitFile
 * for files and for directories at maxDepth, visitFileFailed for what cannot be read;
 * SKIP_SUBTREE, SKIP_SIBLINGS and TERMINATE as specified. Entries come in name order.
 */
final class RvmFileWalker {
    private final boolean follow;
    private final int maxDepth;
    private final FileVisitor<? super Path> visitor;
    private final List<Object> ancestors = new ArrayList<>();

    RvmFileWalker(boolean follow, int maxDepth, FileVisitor<? super Path> visitor) {
        this.follow = follow;
        this.maxDepth = maxDepth;
        this.visitor = visitor;
    }

    /** Walks from start; returns false if a visitor said TERMINATE. */
    FileVisitResult walk(Path file, int depth) throws IOException {
        BasicFileAttributes attrs;
        try {
            attrs = readAttributes(file);
        } catch (IOException e) {
            return check(visitor.visitFileFailed(file, e));
        }
        if (depth >= maxDepth || !attrs.isDirectory()) {
            return check(visitor.visitFile(file, attrs));
        }
        if (follow) {
            Object key = attrs.fileKey();
            if (ancestors.contains(key)) {
                return check(visitor.visitFileFailed(file, new FileSystemLoopException(file.toString())));
            }
        }
        String[] names = java.io.RvmFileSystem.list0(file.toString().isEmpty() ? "." : file.toString());
        if (names == null) {
            return check(visitor.visitFileFailed(file, new AccessDeniedException(file.toString())));
        }
        FileVisitResult result = check(visitor.preVisitDirectory(file, attrs));
        if (result != FileVisitResult.CONTINUE) {
            return result == FileVisitResult.SKIP_SUBTREE ? FileVisitResult.CONTINUE : result;
        }
        ancestors.add(attrs.fileKey());
        try {
            for (String name : names) {
                result = walk(file.resolve(name), depth + 1);
                if (result == FileVisitResult.TERMINATE) {
                    return result;
                }
                if (result == FileVisitResult.SKIP_SIBLINGS) {
                    break;
                }
            }
        } finally {
            ancestors.remove(ancestors.size() - 1);
        }
        result = check(visitor.postVisitDirectory(file, null));
        return result == FileVisitResult.SKIP_SIBLINGS ? FileVisitResult.CONTINUE : result;
    }

    private BasicFileAttributes readAttributes(Path file) throws IOException {
        if (follow) {
            try {
                return RvmFileAttributes.read(file, true);
            } catch (IOException e) {
                // A broken link is reported as the link itself (the JDK does the same).
                return RvmFileAttributes.read(file, false);
            }
        }
        return RvmFileAttributes.read(file, false);
    }

    private static FileVisitResult check(FileVisitResult result) {
        return Objects.requireNonNull(result);
    }
}
