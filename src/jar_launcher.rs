//! `rvm run -jar app.jar [ARGS...]`: the main class and class path from the
//! jar's manifest, as `java -jar` reads them.
//!
//! ```text
//! app.jar --META-INF/MANIFEST.MF--> main section: Main-Class, Class-Path
//!   class path = app.jar, then each Class-Path entry relative to the jar's folder
//!   main class = Main-Class ('/' read as '.')
//! ```
//!
//! `-cp` is ignored with `-jar`, as java ignores it. java's launcher
//! messages and exit status 1 for a jar it cannot open ("Error: Unable to
//! access jarfile"), one that is not a zip ("Error: Invalid or corrupt
//! jarfile") and one without `Main-Class` ("no main manifest attribute,
//! in").

use rvm_vm::class::loader::ClassPath;
use std::path::{Path, PathBuf};

/// What `-jar` runs: the class path and the main class's dotted name.
pub struct JarLaunch {
    pub class_path: Vec<PathBuf>,
    pub main_class: String,
}

/// Reads `jar`'s manifest; `Err` is java's message for the jar (print it
/// on stderr and exit 1).
pub fn resolve(jar: &str) -> Result<JarLaunch, String> {
    let path = Path::new(jar);
    if !path.is_file() {
        return Err(format!("Error: Unable to access jarfile {jar}"));
    }
    let archive = ClassPath::new(&[path.to_path_buf()])
        .map_err(|_| format!("Error: Invalid or corrupt jarfile {jar}"))?;
    let manifest = archive
        .find_resource("META-INF/MANIFEST.MF")
        .map_err(|_| format!("Error: Invalid or corrupt jarfile {jar}"))?
        .map(|(bytes, _, _)| String::from_utf8_lossy(&bytes).into_owned())
        .unwrap_or_default();
    let attributes = main_attributes(&manifest);
    let value = |name: &str| {
        attributes
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.trim().to_string())
    };
    let main_class = value("Main-Class")
        .filter(|class| !class.is_empty())
        .ok_or_else(|| format!("no main manifest attribute, in {jar}"))?
        .replace('/', ".");
    let folder = path.parent().unwrap_or(Path::new(""));
    let mut class_path = vec![path.to_path_buf()];
    for entry in value("Class-Path").unwrap_or_default().split_whitespace() {
        let entry = entry.strip_prefix("file:").unwrap_or(entry);
        let entry = percent_decode(entry);
        class_path.push(if Path::new(&entry).is_absolute() {
            PathBuf::from(entry)
        } else {
            folder.join(entry)
        });
    }
    Ok(JarLaunch {
        class_path,
        main_class,
    })
}

/// The manifest's main section (up to the first empty line) as (name,
/// value) pairs, continuation lines (starting with one space) joined, as
/// the JAR File Specification writes them.
fn main_attributes(manifest: &str) -> Vec<(String, String)> {
    let mut attributes: Vec<(String, String)> = Vec::new();
    for line in manifest.split("\r\n").flat_map(|l| l.split(['\n', '\r'])) {
        if line.is_empty() {
            break;
        }
        if let Some(rest) = line.strip_prefix(' ') {
            if let Some((_, value)) = attributes.last_mut() {
                value.push_str(rest);
            }
        } else if let Some((name, value)) = line.split_once(':') {
            attributes.push((name.trim().to_string(), value.trim_start().to_string()));
        }
    }
    attributes
}

/// `%20` and the other escapes of a Class-Path URL.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_section_with_continuations_and_any_case() {
        let manifest = "Manifest-Version: 1.0\r\nmain-class: app.Ma\r\n in\r\nClass-Path: lib/a.jar\r\n  lib/b%20c.jar\r\n\r\nName: x\r\nMain-Class: not.This\r\n";
        let attributes = main_attributes(manifest);
        assert_eq!(attributes[1], ("main-class".into(), "app.Main".into()));
        assert_eq!(attributes[2].1, "lib/a.jar lib/b%20c.jar");
        assert_eq!(attributes.len(), 3);
        assert_eq!(percent_decode("lib/b%20c.jar"), "lib/b c.jar");
        assert_eq!(percent_decode("100%"), "100%");
    }
}
