//! The service's house rule, checked on its source: `core` imports no feature; `game`
//! imports only `core`; `community` and `learn` import `game` and `core`; `pages` reads
//! them all; nothing imports the top (`lib.rs`, the router, the scheduler). Features
//! learn of each other's news through events instead (see `core::events`).
//!
//! Every `crate::…` and `super::…` path outside `#[cfg(test)]` modules and comments is
//! resolved to the area it names; a path the rule forbids fails the test, naming the
//! file and line.

use std::path::{Path, PathBuf};

/// The folders of `src`, each with the areas its files may name besides its own.
const AREAS: [(&str, &[&str]); 5] = [
    ("core", &[]),
    ("game", &["core"]),
    ("community", &["core", "game"]),
    ("learn", &["core", "game"]),
    ("pages", &["core", "game", "community", "learn"]),
];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src is readable")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under `src`: `game/conditional/mod.rs` is
/// `[game, conditional]`, `lib.rs` is `[]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut segments: Vec<String> = relative
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = segments.pop().unwrap_or_default();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        segments.push(stem.to_owned());
    }
    segments
}

/// The lines of code a file's rule applies to: comments and `#[cfg(test)]` modules
/// left out, each with its number.
fn code_lines(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut test_depth: Option<i32> = None;
    let mut pending_test = false;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if let Some(depth) = test_depth.as_mut() {
            *depth += brace_balance(line);
            if *depth <= 0 {
                test_depth = None;
            }
            continue;
        }
        if trimmed.starts_with("//") {
            continue;
        }
        if trimmed.starts_with("#[cfg(test)]") {
            pending_test = true;
            continue;
        }
        if pending_test && trimmed.starts_with("mod ") {
            pending_test = false;
            if trimmed.ends_with(';') {
                continue;
            }
            let depth = brace_balance(line);
            if depth > 0 {
                test_depth = Some(depth);
            }
            continue;
        }
        pending_test = false;
        let code = line.split("//").next().unwrap_or(line);
        out.push((i + 1, code));
    }
    out
}

fn brace_balance(line: &str) -> i32 {
    line.chars()
        .map(|c| match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        })
        .sum()
}

/// Every path a line names from the crate's root, as its first two segments after
/// `crate::` once `super::` is resolved against `module`.
fn named_paths(module: &[String], code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let at_word_start = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b':');
        if at_word_start && (rest.starts_with("crate::") || rest.starts_with("super::")) {
            let mut base: Vec<String> = Vec::new();
            let mut j = i;
            if rest.starts_with("crate::") {
                j += "crate::".len();
            } else {
                base = module.to_vec();
                while code[j..].starts_with("super::") {
                    base.pop();
                    j += "super::".len();
                }
            }
            let tail: String = code[j..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            let mut path = base;
            path.extend(
                tail.split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned),
            );
            out.push(path);
            i = j + tail.len().max(1);
        } else {
            i += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// What the rule says of `from` (a file's area, `None` for the top) naming `path`;
/// `None` when allowed.
fn breach(from: Option<&str>, path: &[String]) -> Option<String> {
    let from = from?;
    let first = path.first().map_or("", String::as_str);
    let named = AREAS.iter().find(|(area, _)| *area == first);
    match named {
        Some((area, _)) if *area == from => None,
        Some((area, _)) => {
            let allowed = AREAS
                .iter()
                .find(|(a, _)| *a == from)
                .map_or(&[][..], |(_, allowed)| *allowed);
            (!allowed.contains(area)).then(|| format!("`{from}` may not import `{area}`"))
        }
        None => Some(format!(
            "`{from}` may not import the top of the crate (`crate::{}`)",
            path.join("::")
        )),
    }
}

#[test]
fn features_import_only_downwards() {
    let root = src();
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut breaches = Vec::new();
    for file in &files {
        let relative = file.strip_prefix(&root).expect("under src");
        let module = module_of(relative);
        let area = module
            .first()
            .map(String::as_str)
            .filter(|first| AREAS.iter().any(|(a, _)| a == first));
        let text = std::fs::read_to_string(file).expect("a readable source file");
        for (number, code) in code_lines(&text) {
            for path in named_paths(&module, code) {
                if let Some(why) = breach(area, &path) {
                    breaches.push(format!("{}:{number}: {why}", relative.display()));
                }
            }
        }
    }
    assert!(
        files.len() > 40,
        "found only {} files: is src where it was?",
        files.len()
    );
    assert!(
        breaches.is_empty(),
        "{} imports break the house rule:\n{}",
        breaches.len(),
        breaches.join("\n")
    );
}

#[test]
fn the_check_sees_a_breach() {
    let module = vec!["game".to_owned(), "offers".to_owned()];
    let named = named_paths(&module, "use crate::community::tournament::after_game;");
    assert_eq!(
        breach(Some("game"), &named[0]).as_deref(),
        Some("`game` may not import `community`")
    );
    let named = named_paths(&module, "use super::super::Service;");
    assert!(breach(Some("game"), &named[0]).is_some());
    let named = named_paths(
        &module,
        "use super::play::x; let a = crate::core::text::Text;",
    );
    assert!(named.iter().all(|p| breach(Some("game"), p).is_none()));
    let named = named_paths(&["core".to_owned()], "x::crate::game");
    assert!(named.is_empty(), "only paths that start at the crate count");
    let code =
        "fn a() {}\n#[cfg(test)]\nmod tests {\n    use crate::Service;\n}\nuse crate::router;";
    let lines = code_lines(code);
    assert_eq!(lines.last().map(|l| l.0), Some(6));
    assert!(lines.iter().all(|(_, l)| !l.contains("Service")));
}
