//! Lists every translation file: each `locales/` folder under `src/`, every `.ftl`
//! file in it, compiled into the binary. A feature's new folder needs no
//! registration, and nothing in the crate has to name the features.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=src");
    // Cargo's variable as the script runs, not as it was built: a target folder shared
    // by two checkouts would otherwise list the other checkout's files.
    let Some(manifest) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        panic!("cargo sets CARGO_MANIFEST_DIR for build scripts");
    };
    let src = Path::new(&manifest).join("src");
    let mut files = Vec::new();
    collect(&src, &mut files);
    files.sort();
    let mut out = String::from("/// Every translation file: (folder, language tag, source).\n");
    out.push_str("const FILES: &[(&str, &str, &str)] = &[\n");
    for path in &files {
        let folder = path
            .parent()
            .and_then(Path::parent)
            .and_then(|p| p.strip_prefix(&src).ok())
            .map_or_else(String::new, |p| p.display().to_string());
        let tag = path
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
        let _ = writeln!(
            out,
            "    ({folder:?}, {tag:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("];\n");
    let Some(dir) = std::env::var_os("OUT_DIR") else {
        panic!("cargo sets OUT_DIR for build scripts");
    };
    if let Err(e) = std::fs::write(Path::new(&dir).join("locales.rs"), out) {
        panic!("cannot write the list of translation files: {e}");
    }
}

/// Every `.ftl` file in a `locales` folder under `dir`.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "ftl")
            && path
                .parent()
                .and_then(Path::file_name)
                .is_some_and(|n| n == "locales")
        {
            files.push(path);
        }
    }
}
