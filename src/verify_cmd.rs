//! `rvm verify -cp DIR [CLASS...]`: runs rvm's verifier (vm/src/verify) on
//! class files without running them and prints every problem on one line;
//! `--classlib` verifies the built-in class library. A summary with the
//! verification rate goes to stderr; the exit status is 1 if any class failed.

use rvm_vm::classfile::ClassFile;
use rvm_vm::verify::{verify_class, ClassInput, FileEnv, Level};
use std::path::{Path, PathBuf};
use std::time::Instant;

pub fn execute(
    class_path: Option<&str>,
    classes: &[String],
    classlib: bool,
) -> Result<i32, String> {
    let directories: Vec<PathBuf> = class_path
        .unwrap_or(".")
        .split(':')
        .filter(|s| !s.is_empty())
        .map(PathBuf::from)
        .collect();
    if let Some(jar) = directories.iter().find(|d| !d.is_dir()) {
        return Err(format!(
            "rvm verify: {} is not a folder (verify reads class files from folders; unpack jars first)",
            jar.display()
        ));
    }
    // (origin, bytes) of every class to check.
    let mut inputs: Vec<(String, Vec<u8>)> = Vec::new();
    if classlib {
        for name in rvm_vm::class::loader::library_class_names() {
            let bytes = rvm_vm::class::loader::library_class_bytes(name).unwrap_or_default();
            inputs.push((format!("<classlib>/{name}.class"), bytes.to_vec()));
        }
    }
    for class in classes {
        let relative = format!("{}.class", class.replace('.', "/"));
        let path = directories
            .iter()
            .map(|d| d.join(&relative))
            .find(|p| p.is_file())
            .ok_or_else(|| {
                format!(
                    "rvm verify: class {class} not found in {}",
                    directories_text(&directories)
                )
            })?;
        inputs.push(read(&path)?);
    }
    if classes.is_empty() && !classlib {
        let mut files = Vec::new();
        for d in &directories {
            collect_class_files(d, &mut files);
        }
        files.sort();
        for f in files {
            inputs.push(read(&f)?);
        }
    }
    let env = FileEnv::new(directories);
    let start = Instant::now();
    let mut problems = 0usize;
    for (origin, bytes) in &inputs {
        let file = match ClassFile::parse(bytes, origin) {
            Ok(file) => file,
            Err(e) => {
                problems += 1;
                outln!("{origin}: ClassFormatError: {}", e.message);
                continue;
            }
        };
        for error in verify_class(&ClassInput::from_file(&file), &env, Level::Full, true) {
            problems += 1;
            outln!("{}", error.one_line());
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    eprintln!(
        "rvm verify: {} classes, {problems} problems, {:.1} ms ({:.0} classes/s)",
        inputs.len(),
        elapsed * 1e3,
        inputs.len() as f64 / elapsed.max(1e-9)
    );
    Ok(if problems == 0 { 0 } else { 1 })
}

fn read(path: &Path) -> Result<(String, Vec<u8>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok((path.display().to_string(), bytes))
}

fn collect_class_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_class_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "class") {
            out.push(path);
        }
    }
}

fn directories_text(directories: &[PathBuf]) -> String {
    directories
        .iter()
        .map(|d| d.display().to_string())
        .collect::<Vec<_>>()
        .join(":")
}
