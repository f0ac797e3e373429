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

#[test]
fn an_illegal_move_loses_and_the_match_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("liar.sh");
    std::fs::write(
        &script,
        "while read line; do case \"$line\" in\n\
         uci) echo 'id name liar'; echo uciok;;\n\
         isready) echo readyok;;\n\
         go*) echo 'bestmove a1a1';;\n\
         quit) exit 0;;\n\
         esac; done\n",
    )
    .expect("write the script");
    let engine = format!("{} uci", sanctum());
    let liar = format!("sh {}", script.display());
    let out = Command::new(sanctum())
        .args([
            "match",
            "--variant",
            "scepter",
            "--engine1",
            &engine,
            "--engine2",
            &liar,
        ])
        .args(["--games", "4", "--movetime", "20"])
        .output()
        .expect("sanctum match runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(text.matches("illegal move `a1a1`").count(), 4, "{text}");
    assert!(text.contains("+4 =0 -0 in 4 games"), "{text}");
}

#[test]
fn a_silent_engine_loses_on_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("sleepy.sh");
    std::fs::write(
        &script,
        "while read line; do case \"$line\" in\n\
         uci) echo uciok;;\n\
         isready) echo readyok;;\n\
         esac; done\n",
    )
    .expect("write the script");
    let engine = format!("{} uci", sanctum());
    let sleepy = format!("sh {}", script.display());
    let out = Command::new(sanctum())
        .args([
            "match",
            "--variant",
            "chess",
            "--engine1",
            &sleepy,
            "--engine2",
            &engine,
        ])
        .args(["--games", "2", "--movetime", "20", "--margin", "200"])
        .output()
        .expect("sanctum match runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert_eq!(text.matches("forfeits: no `bestmove`").count(), 2, "{text}");
    assert!(text.contains("+0 =0 -2 in 2 games"), "{text}");
}
