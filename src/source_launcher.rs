//! `rvm run Hello.java`: source-file mode, as `java Hello.java` (JEP 330).
//!
//! ```text
//! Hello.java --javac -d <temp folder>--> classes --first top-level type--> launcher
//!            (javac's diagnostics pass through; "error: compilation failed", exit 1)
//! ```
//!
//! The main class is the first top-level type declared in the file, as JEP
//! 330 specifies; the class path is the temporary folder followed by any
//! `-cp` given. The folder is removed when the program returns (a
//! `System.exit` ends the process first and leaves it in the temp dir).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiled classes of one source file, removed on drop.
pub struct CompiledSource {
    pub folder: PathBuf,
    pub main_class: String,
}

impl Drop for CompiledSource {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// Compiles `source` with `javac` from the PATH into a fresh folder.
pub fn compile(source: &Path, class_path: Option<&str>) -> Result<CompiledSource, String> {
    let text = std::fs::read_to_string(source).map_err(|e| format!("{}: {e}", source.display()))?;
    let main_class = first_top_level_type(&text)
        .ok_or_else(|| format!("{}: no class declared in the source file", source.display()))?;
    let folder =
        std::env::temp_dir().join(format!("rvm-source-{}-{}", std::process::id(), unique()));
    std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let compiled = CompiledSource { folder, main_class };
    let mut javac = Command::new("javac");
    javac
        .arg("-d")
        .arg(&compiled.folder)
        .arg("-encoding")
        .arg("UTF-8");
    if let Some(cp) = class_path {
        javac.arg("-cp").arg(cp);
    }
    let status = javac.arg(source).status().map_err(|e| {
        format!(
            "cannot run javac to compile {} (source-file mode needs a JDK on the PATH): {e}",
            source.display()
        )
    })?;
    if !status.success() {
        return Err("compilation failed".to_string());
    }
    Ok(compiled)
}

fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

/// The name of the first top-level class, interface, enum or record in Java
/// source text (comments, strings and nested braces skipped), with its
/// package: `app.Main`.
pub fn first_top_level_type(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut i = 0;
    let mut depth = 0usize;
    let mut words: Vec<String> = Vec::new();
    let mut package: Option<String> = None;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            i += 2;
            while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                i += 1;
            }
            i += 2;
        } else if c == b'"' || c == b'\'' {
            // Text blocks and escapes: skip to the matching quote.
            let triple =
                c == b'"' && bytes.get(i + 1) == Some(&b'"') && bytes.get(i + 2) == Some(&b'"');
            if triple {
                i += 3;
                while i + 2 < bytes.len()
                    && !(bytes[i] == b'"' && bytes[i + 1] == b'"' && bytes[i + 2] == b'"')
                {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 3;
            } else {
                i += 1;
                while i < bytes.len() && bytes[i] != c {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
        } else if c == b'{' {
            depth += 1;
            i += 1;
        } else if c == b'}' {
            depth = depth.saturating_sub(1);
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.' {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'_' | b'$' | b'.'))
            {
                i += 1;
            }
            if depth == 0 {
                let word = &text[start..i];
                match words.last().map(String::as_str) {
                    Some("package") if package.is_none() => package = Some(word.to_string()),
                    Some("class" | "interface" | "enum" | "record") => {
                        return Some(match &package {
                            Some(p) => format!("{p}.{word}"),
                            None => word.to_string(),
                        });
                    }
                    _ => {}
                }
                words.push(word.to_string());
            }
        } else if c == b'@' && depth == 0 {
            // `@interface` declares an annotation type: a top-level type too.
            i += 1;
        } else {
            i += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_first_top_level_type_past_comments_strings_and_nesting() {
        let src = "// class Comment\n/* class Block */\nimport java.util.*;\n\
                   class Helper { class Inner {} String s = \"class Str\"; }\n\
                   public class Main { public static void main(String[] a) {} }";
        assert_eq!(first_top_level_type(src).as_deref(), Some("Helper"));
        assert_eq!(
            first_top_level_type("package app.x;\nrecord Point(int x) {}").as_deref(),
            Some("app.x.Point")
        );
        assert_eq!(first_top_level_type("// nothing here\n"), None);
    }
}
