//! Rounds where the Dutch engine once paired differently from bbpPairings, kept with
//! bbpPairings' answer beside each (`NAME.trf`, `NAME.bbp.txt`): they must stay
//! identical. Needs no binary, so it guards the agreement wherever the suite runs.

use std::path::{Path, PathBuf};
use tournament::{Tournament, dutch};

#[test]
fn rounds_that_once_differed_match_bbppairings() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/bbp-regressions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the kept rounds")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "only {} kept rounds", files.len());
    let mut differing = Vec::new();
    for trf in &files {
        let text = std::fs::read_to_string(trf).expect("a kept round");
        let expected =
            std::fs::read_to_string(trf.with_extension("bbp.txt")).expect("bbpPairings' answer");
        let t = Tournament::parse(&text).expect("a valid TRF");
        let ours = dutch::pair(&t).map_or_else(|e| format!("error: {e}"), |r| r.to_string());
        if !ours.split_whitespace().eq(expected.split_whitespace()) {
            differing.push(trf.file_name().map(|n| n.to_string_lossy().into_owned()));
        }
    }
    assert!(
        differing.is_empty(),
        "differing from bbpPairings: {differing:?}"
    );
}
