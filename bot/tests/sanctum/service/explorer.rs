//! The opening explorer through the service: a finished game's moves counted as it
//! ends, shown for the position the caller's game stands at or a line typed from the
//! start, privately, in this server's games or every server's; an unreadable line
//! refused with the rules' words.

use bot_testkit::table::Table;
use rules::Variant;
use service::{Action, Command, Response};

fn explorer(t: &Table, who: &str, moves: Option<&str>, everyone: bool) -> Response {
    t.say(
        who,
        Command::Explorer {
            variant: Some(Variant::Chess),
            moves: moves.map(str::to_owned),
            everyone,
        },
    )
}

/// alice (White) and bob play `line` in a chess game, then alice resigns it.
fn finished(t: &Table, line: &str) {
    let game = t.start("chess", true);
    t.play(line, false);
    t.say("alice", Command::Resign);
    let r = t.say("alice", Command::Press(Action::ConfirmResign(game)));
    assert!(r.text().contains("resign"), "{}", r.text());
}

#[test]
fn a_finished_games_moves_show_in_the_explorer_for_their_positions() {
    let t = Table::new();
    let empty = explorer(&t, "carol", None, false);
    assert!(empty.is_private());
    assert!(
        empty
            .text()
            .contains("No finished game in this server has reached this position yet."),
        "{}",
        empty.text()
    );
    finished(&t, "e4 e5 Nf3 Nc6");
    finished(&t, "e4 c5 Nf3 d6");
    let start = explorer(&t, "carol", None, false).text();
    assert!(
        start
            .starts_with("**Opening explorer · Chess · the start position · this server's games**"),
        "{start}"
    );
    assert!(
        start.contains("**e4**: 2 games · White 0% · draws 0% · Black 100% · average rating 1"),
        "{start}"
    );
    let after = explorer(&t, "carol", Some("1. e4 e5"), true).text();
    assert!(
        after.contains("after 1. e4 e5 · every server's games"),
        "{after}"
    );
    assert!(after.contains("**Nf3**: 1 game · White 0%"), "{after}");
    assert!(!after.contains("c5"), "{after}");
    // A line that does not read is refused in the rules' words, nothing shown.
    let bad = explorer(&t, "carol", Some("e4 Ke7"), false).text();
    assert!(bad.contains("Ke7 is not legal here"), "{bad}");
    // In a game, the position it stands at.
    t.start("chess", false);
    t.play("e4", false);
    let here = t
        .say(
            "bob",
            Command::Explorer {
                variant: None,
                moves: None,
                everyone: false,
            },
        )
        .text();
    assert!(here.contains("after 1. e4 ·"), "{here}");
    assert!(
        here.contains("**e5**: 1 game") && here.contains("**c5**: 1 game"),
        "{here}"
    );
}
