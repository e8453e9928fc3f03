//! A build-time stand-in for the `built` crate, used only by mmtk's build
//! script (`[patch.crates-io]` in the root Cargo.toml).
//!
//! mmtk 0.33 asks for `built` with its `git2` feature to record mmtk's git
//! hash; that drags libgit2 (C) and `git2` into the build, about 90 s of CPU
//! (docs/mmtk-plan.md section 7). mmtk's `build_info.rs` reads only four
//! constants from `OUT_DIR/built.rs`; this writes those four, with no git
//! information (mmtk then reports "unknown-git-version"). Recheck the names
//! at each mmtk upgrade.

use std::io;
use std::path::Path;

/// Writes `OUT_DIR/built.rs` for the crate whose build script calls it.
pub fn write_built_file() -> io::Result<()> {
    let out_dir = std::env::var("OUT_DIR").map_err(io::Error::other)?;
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let mut features: Vec<String> = std::env::vars()
        .filter_map(|(name, _)| {
            name.strip_prefix("CARGO_FEATURE_")
                .map(|feature| feature.to_lowercase())
        })
        .collect();
    features.sort();
    let text = format!(
        "pub const PKG_VERSION: &str = {version:?};\n\
         pub const FEATURES_STR: &str = {features:?};\n\
         pub const GIT_COMMIT_HASH: Option<&str> = None;\n\
         pub const GIT_DIRTY: Option<bool> = None;\n",
        features = features.join(", "),
    );
    std::fs::write(Path::new(&out_dir).join("built.rs"), text)
}
