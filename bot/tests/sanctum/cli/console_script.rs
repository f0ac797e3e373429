//! The console adapter plays scripted games: a Sanctuary game to a sanctuary win and
//! a Capture the Scepter game to a scepter win, asserting on what it prints and on
//! the pictures it saves.

use sanctum::console::Console;
use service::ManualClock;
use std::path::Path;
use std::process::Command;
use std::sync::Arc;

const SANCTUARY: &str = "\
# A short Sanctuary Chess game.
alice: challenge @bob sanctuary white 2d
bob: accept
alice: Ac3
bob: g6
alice: Axh8
bob: Na6
alice: suggest N
alice: Na3
bob: Nb4
wait 1d
alice: Nb5
bob: Nxa2
alice: Nxc7
bob: Nxc1
alice: Nxa8
";

const SCEPTER: &str = "\
channel scepter-room
carol: challenge @dave scepter white casual
dave: press accept
carol: d3
dave: d6
carol: Kd2
dave: Kd7
carol: Kc3
dave: Ke6
carol: Kb4
dave: Na6+
carol: Kb5
dave: b6
carol: Kc6
dave: Ke5
carol: Bg5
dave: e6
carol: Bxd8
dave: Bb7+
carol: Kd7
dave: Kd4
carol: Ke8
carol: pgn
";

const FINDING_GAMES: &str = "\
carol: settings seek_variant sanctuary seek_role @sanctuary-players
alice: challenge sanctuary white
alice: challenge sanctuary
alice: accept
bob: press accept
carol: press accept
bob: resign
bob: press yes
bob: press rematch
alice: press accept
alice: games
carol: history @bob
carol: pgn 1
carol: board game 1
carol: pgn 0
carol: board 99999999999999999999
wait 4d
";

/// The size of the PNG saved at `path`, decoded whole.
fn png_size(path: &Path) -> (u32, u32) {
    bot_testkit::png_size(&std::fs::read(path).expect("picture exists"))
}

fn run(script: &str) -> (String, Vec<std::path::PathBuf>, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = Arc::new(ManualClock::new(1_790_000_000));
    let mut console = Console::open_at(
        &dir.path().join("play.db"),
        &dir.path().join("pictures"),
        Vec::new(),
        clock,
    )
    .expect("console opens");
    console.run_script(script).expect("script runs");
    let out = String::from_utf8(console.output().clone()).expect("UTF-8 output");
    (out, console.saved_files().to_vec(), dir)
}

#[test]
fn a_console_script_plays_sanctuary_to_a_sanctuary_win() {
    let (out, saved, _dir) = run(SANCTUARY);
    for expected in [
        "@bob, @alice challenges you to Sanctuary Chess — rated, 2 days per move, alice plays White.",
        "buttons: [Accept] [Decline] [Cancel]",
        "bob accepted! Sanctuary Chess — alice (White) vs bob (Black)",
        "alice played Axh8.\n  White has a piece in sanctuary on h8: one more there, safe from capture, wins.",
        "suggestions: Na3, Nc3, Nf3, Nh3",
        "(the clock moves forward 1d)",
        "alice has two pieces safe in sanctuary on a8 and h8 — alice wins with White!",
        "Result: 1-0 — @alice (White) vs @bob (Black), game 1.",
        "Ratings: alice 1500? → ",
        " 8 [♘]",
        "Ⓐ/ⓐ archbishop, Ⓖ/ⓖ Swiss guard",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert!(
        !out.contains("only alice sees this"),
        "a move was refused:\n{out}"
    );
    let pictures: Vec<_> = saved
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect();
    // Each game's latest board is kept: one, the final position; the eleven before it
    // were printed, then replaced.
    assert_eq!(pictures.len(), 1, "{pictures:?}");
    assert!(pictures[0].ends_with("game-1-ply-11.png"), "{pictures:?}");
    assert!(
        out.matches("picture: ").count() >= 11,
        "a picture for each move:\n{out}"
    );
    for p in &pictures {
        assert!(
            out.contains(&format!("picture: {}", p.display())),
            "path of {} not printed",
            p.display()
        );
        let (w, h) = png_size(p);
        assert!(w >= 320 && h > w, "{}: {w}x{h}", p.display());
    }
    let pgn = saved
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "pgn"))
        .expect("PGN saved");
    let text = std::fs::read_to_string(pgn).expect("PGN readable");
    assert!(
        text.contains("[Termination \"sanctuary\"]") && text.contains("6. Nxa8 1-0"),
        "{text}"
    );
}

#[test]
fn a_console_script_plays_scepter_to_a_scepter_win() {
    let (out, saved, _dir) = run(SCEPTER);
    for expected in [
        "(now in #scepter-room)",
        "dave accepted! Capture the Scepter — carol (White) vs dave (Black), casual",
        "dave played Na6+.\n  White is in check.",
        "carol played Kd7.\n  Black: White's king can seize your scepter on e8 next move — stop it or lose.",
        "carol's king seizes the scepter on e8 — carol wins with White!",
        "Casual game: ratings unchanged.",
        "The game record of carol vs dave (10 moves, 1-0), game 1.",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    let last_png = saved
        .iter()
        .rev()
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .expect("pictures");
    png_size(last_png);
}

#[test]
fn the_binary_runs_a_script_and_without_a_subcommand_explains_discord_then_plays() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = dir.path().join("game.txt");
    std::fs::write(&script, SANCTUARY).expect("script written");
    let out = Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .args(["play", "--script"])
        .arg(&script)
        .arg("--db")
        .arg(dir.path().join("s.db"))
        .output()
        .expect("sanctum runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("alice wins with White!"), "{text}");
    assert!(
        dir.path().join("s-pictures").is_dir(),
        "pictures go beside the database by default"
    );

    let out = Command::new(env!("CARGO_BIN_EXE_sanctum"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .env("SANCTUM_DB", dir.path().join("newcomer.db"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write as _;
            if let Some(mut stdin) = child.stdin.take() {
                stdin.write_all(
                    b"help\nhelp challenge\nhelp chalenge\nalice: challenge @bob chess\nquit\n",
                )?;
            }
            child.wait_with_output()
        })
        .expect("sanctum runs");
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "one line on how to connect: {err}");
    assert!(err.contains("DISCORD_TOKEN"), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("`challenge <sanctuary|scepter|chess> [@opponent]"),
        "help lists the commands: {text}"
    );
    // One command whole, in the console's words; a misspelt one gets the closest.
    assert!(
        text.contains("\n`challenge <sanctuary|scepter|chess> [@opponent]")
            && text.contains("• `variant` (required) — Which game: sanctuary, scepter or chess"),
        "help challenge explains it: {text}"
    );
    assert!(
        text.contains("I don't know the command `chalenge`. Did you mean `challenge`?"),
        "{text}"
    );
    assert!(text.contains("@alice challenges you to Chess"), "{text}");
    assert!(dir.path().join("newcomer.db").exists());
}

#[test]
fn a_console_script_finds_games_open_challenges_rematches_and_the_archive() {
    let (out, _saved, _dir) = run(FINDING_GAMES);
    for expected in [
        "open Sanctuary Chess challenges ping @sanctuary-players",
        "@sanctuary-players — @alice posts an open challenge: Sanctuary Chess",
        "Your open challenge in this channel is still waiting for a taker",
        "That's your own open challenge",
        "bob accepted! Sanctuary Chess — alice (White) vs bob (Black)",
        "Too late: @bob already accepted this challenge",
        "@alice, @bob asks you for a rematch of Sanctuary Chess",
        "buttons: [Rematch]",
        "alice accepted! Sanctuary Chess — bob (White) vs alice (Black), rated, 3 days per move: game 2.",
        "• game 1 · Sanctuary Chess vs bob (White): won by resignation, 1-0",
        "bob's games (1, page 1 of 1)",
        "The game record of alice vs bob (0 moves, 1-0), game 1.",
        "Game 1 · Sanctuary Chess — alice (White) vs bob (Black), rated. Final position after 0 moves: 1-0, alice won by resignation.",
        "`0` is not a game number",
        "`99999999999999999999` is not a game number",
        "Game 2 was aborted: @bob never made their first move against @alice in time. No result, ratings unchanged.",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
}

const PREFERENCES: &str = "\
alice: preferences confirm on theme colorblind
bob: notify dm on remind2h on digest on
bob: notify
alice: challenge @bob chess white
bob: accept
alice: e4
alice: press cancel
bob: e5
alice: e4
alice: press confirm
alice: press confirm
bob: preferences
wait 70h
wait 1d
";

#[test]
fn a_console_script_confirms_moves_and_notifies_by_direct_message() {
    let (out, _saved, _dir) = run(PREFERENCES);
    for expected in [
        "Saved. Your preferences:\n  • Boards: the side to move at the bottom.\n  • Theme: colorblind (safe for red-green colour blindness).\n  • Move confirmation: on:",
        "Your turn: a direct message (instead of the ping in the game's channel).",
        "(only alice sees this)\n  Play e4? This is the board after it. Nothing is played until you press [Confirm].",
        "buttons: [Confirm] [Cancel]",
        "Cancelled: nothing was played.",
        "It's not your turn",
        "alice played e4.",
        "(direct message to @bob)\n  @bob, your move in game 1 (Chess) against alice in #general: alice played e4. Due in 3d.",
        "Already played: e4. Confirming again changes nothing.",
        "(direct message to @bob)\n  ⏰ @bob, a reminder",
        "(direct message to @bob)\n  ⏳ @bob, less than 2 hours left",
        "(direct message to @bob)\n  📬 Your daily digest: 1 game waits for your move.\n  • game 1 · Chess vs alice in #general — due ",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
    assert_eq!(out.matches("\n  alice played e4.\n").count(), 1, "{out}");
}

const CONDITIONAL: &str = "\
alice: challenge @bob sanctuary white 2d
bob: accept
alice: conditional if g6 then Axh8
alice: Ac3
alice: conditional if g6 then Axh8; if g6 Axh8 Na6 then Na3
bob: g6
bob: Na6
alice: conditional
bob: conditional
alice: conditional if Nb4 then Qd1
bob: conditional if Nb4 then Nb5
alice: conditional if Nb4 then Nb5
alice: conditional clear
alice: help
";

#[test]
fn a_console_script_queues_conditional_moves_that_answer_by_themselves() {
    let (out, _saved, _dir) = run(CONDITIONAL);
    for expected in [
        "It's your move: play it first with `move`.",
        "Queued in game 1 against bob:\n  • if g6 Axh8 Na6 then Na3",
        "bob played g6.",
        "⚡ alice's conditional move: Axh8.",
        "bob played Na6.",
        "⚡ alice's conditional move: Na3.",
        "You have no conditional moves in game 1.",
        "Qd1 is not legal after 3... Nb4: White has no queen. (In `if Nb4 then Qd1`.) Nothing was queued.",
        "Your conditional moves in game 1 are cleared.",
        "conditional [<line>] [clear yes|no] [game <game>]",
    ] {
        assert!(out.contains(expected), "missing {expected:?} in:\n{out}");
    }
}
