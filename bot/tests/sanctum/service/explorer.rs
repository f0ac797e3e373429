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

#[test]
fn a_game_from_a_set_up_position_walks_its_explorer_from_that_position() {
    let t = Table::new();
    finished(&t, "e4 e5 Nf3 Nc6");
    // The position after 1. e4 e5, set up rather than played.
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    let game = t.start_from(Variant::Chess, fen, false);
    let here = t
        .svc
        .game_explorer(game, 0, "", service::Lang::En)
        .expect("the game's start");
    assert_eq!(here.rows.len(), 1, "{here:?}");
    assert_eq!(here.rows[0].uci, "g1f3");
    assert!(
        here.line.is_empty(),
        "the lines begin at the game's position"
    );
    // One move deeper is walked from the set-up position, not the variant's start.
    let deeper = t
        .svc
        .game_explorer(game, 0, "g1f3", service::Lang::En)
        .expect("a legal move from the set-up position");
    assert_eq!(deeper.line, ["g1f3"]);
    assert_eq!(deeper.rows.len(), 1, "{deeper:?}");
    assert_eq!(deeper.rows[0].san, "Nc6");
    assert!(deeper.heading.contains("Nf3"), "{}", deeper.heading);
    assert_eq!(
        t.svc.game_explorer(game, 0, "e2e4", service::Lang::En),
        None,
        "e4 was already played in the set-up position"
    );
    assert_eq!(t.svc.game_explorer(game, 1, "", service::Lang::En), None);
}
