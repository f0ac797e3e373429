//! `sanctum match` at tiny limits: the engine against itself, and against a
//! scripted engine that answers an illegal move (it loses, the match goes on).

use std::process::Command;

fn sanctum() -> &'static str {
    env!("CARGO_BIN_EXE_sanctum")
}

#[test]
fn the_engine_plays_itself_and_writes_pgn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pgn = dir.path().join("games.pgn");
    let engine = format!("{} uci", sanctum());
    let out = Command::new(sanctum())
        .args([
            "match",
            "--variant",
            "sanctuary",
            "--engine1",
            &engine,
            "--engine2",
            &engine,
        ])
        .args([
            "--option2",
            "Skill Level=2",
            "--games",
            "2",
            "--movetime",
            "20",
            "--max-plies",
            "40",
        ])
        .arg("--pgn")
        .arg(&pgn)
        .output()
        .expect("sanctum match runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("game 1/2:") && text.contains("game 2/2:"),
        "{text}"
    );
    assert!(
        text.contains("in 2 games") && text.contains("Elo difference"),
        "{text}"
    );
    let games = std::fs::read_to_string(&pgn).expect("the PGN file");
    assert_eq!(
        games.matches("[Event \"sanctum match\"]").count(),
        2,
        "{games}"
    );
    assert!(games.contains("[Variant \"Sanctuary\"]"));
    // Each opening is played with both colours: the first moves match.
    for text in games.split("[Event").skip(1) {
        assert!(rules::parse_pgn(&format!("[Event{text}")).is_ok(), "{text}");
    }
}

/// Runs `sanctum match` with `args` against a scripted engine (a shell loop answering
/// UCI lines as `script` says) in place of `{scripted}`; returns its standard output.
fn match_with_script(script: &str, args: &[&str]) -> String {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("engine.sh");
    std::fs::write(
        &path,
        format!("while read line; do case \"$line\" in\n{script}esac; done\n"),
    )
    .expect("write the script");
    let engine = format!("{} uci", sanctum());
    let scripted = format!("sh {}", path.display());
    let args: Vec<&str> = args
        .iter()
        .map(|a| match *a {
            "{scripted}" => scripted.as_str(),
            "{engine}" => engine.as_str(),
            other => other,
        })
        .collect();
    let out = Command::new(sanctum())
        .arg("match")
        .args(&args)
        .output()
        .expect("sanctum match runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

#[test]
fn an_illegal_move_loses_and_the_match_goes_on() {
    let text = match_with_script(
        "uci) echo 'id name liar'; echo uciok;;\n\
         isready) echo readyok;;\n\
         go*) echo 'bestmove a1a1';;\n\
         quit) exit 0;;\n",
        &[
            "--variant",
            "scepter",
            "--engine1",
            "{engine}",
            "--engine2",
            "{scripted}",
            "--games",
            "4",
            "--movetime",
            "20",
        ],
    );
    assert_eq!(text.matches("illegal move `a1a1`").count(), 4, "{text}");
    assert!(text.contains("+4 =0 -0 in 4 games"), "{text}");
}

#[test]
fn a_silent_engine_loses_on_time() {
    let text = match_with_script(
        "uci) echo uciok;;\n\
         isready) echo readyok;;\n",
        &[
            "--variant",
            "chess",
            "--engine1",
            "{scripted}",
            "--engine2",
            "{engine}",
            "--games",
            "2",
            "--movetime",
            "20",
            "--margin",
            "200",
        ],
    );
    assert_eq!(text.matches("forfeits: no `bestmove`").count(), 2, "{text}");
    assert!(text.contains("+0 =0 -2 in 2 games"), "{text}");
}
