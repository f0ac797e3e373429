//! `/note` and `/notes` through the service's API, on SQLite and PostgreSQL: a note is
//! kept on the position it names and seen by its author alone; the opponent and
//! onlookers see none of it; a note outlives the game; each refusal says why and
//! changes nothing.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use bot_testkit::table::{Table, assert_unchanged};
use service::{Command, policy};
use std::fmt::Write as _;
use testkit::pg;

fn note(text: &str, ply: Option<i64>, game: Option<&str>) -> Command {
    Command::Note {
        text: text.to_owned(),
        ply,
        game: game.map(str::to_owned),
    }
}

fn notes(game: Option<&str>, delete: Option<i64>) -> Command {
    Command::Notes {
        game: game.map(str::to_owned),
        delete,
    }
}

/// Every file of a response, as text.
fn files(r: &service::Response) -> String {
    r.replies
        .iter()
        .flat_map(|reply| &reply.files)
        .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
        .collect()
}

/// What everyone sees of a response: its public replies' words and every file.
fn public(r: &service::Response) -> String {
    let mut seen = files(r);
    for reply in &r.replies {
        if reply.visibility == service::Visibility::Public {
            let _ = write!(seen, "{:?}", reply.text);
        }
    }
    seen
}

#[allow(clippy::too_many_lines, reason = "one story, told in order")]
fn notes_are_their_authors_alone(t: &Table) {
    let game = t.start("chess", false).0.to_string();
    t.play("e4 e5 Nf3", false);

    // The current position by default; any earlier one by its half-move number.
    let kept = t.say("alice", note("Nc6 expected; then Bb5", None, None));
    assert!(kept.is_private(), "{}", kept.text());
    assert!(
        kept.text()
            .contains("Noted (only you see it), game 1, after 2. Nf3: Nc6 expected"),
        "{}",
        kept.text()
    );
    let early = t.say(
        "alice",
        note("1. e4: the **main** line\nalways", Some(1), None),
    );
    assert!(early.text().contains("after 1. e4"), "{}", early.text());
    t.say("alice", note("the start: think", Some(0), Some(&game)));
    t.say("bob", note("bob's secret plan: …Nc6, …Bc5", Some(2), None));

    let mine = t.say("alice", notes(None, None));
    assert!(mine.is_private());
    let text = mine.text();
    let order: Vec<usize> = ["the start", "after 1. e4", "after 2. Nf3"]
        .iter()
        .map(|l| text.find(l).unwrap_or_else(|| panic!("{l} in {text}")))
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{text}");
    // Line breaks became spaces; markup is the author's words, shown as typed.
    assert!(text.contains("the **main** line always"), "{text}");
    assert!(
        !text.contains("secret"),
        "bob's note shown to alice: {text}"
    );
    // Her own PGN carries them as comments, each after its move, and reads back.
    let pgn = files(&mine);
    let movetext = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        movetext.contains(
            "{the start: think} 1. e4 {1. e4: the **main** line always} 1... e5 2. Nf3 {Nc6 expected; then Bb5}"
        ),
        "{pgn}"
    );
    assert_eq!(
        rules::parse_pgn(&pgn)
            .expect("the PGN reads back")
            .game
            .ply(),
        3
    );
    // Her board shows her notes on the position it stands at, to her alone; her page
    // lists them all.
    let board = t.say(
        "alice",
        Command::Board {
            game: None,
            new_link: false,
        },
    );
    assert!(
        board
            .text()
            .contains("Your notes on this position (after 2. Nf3)"),
        "{}",
        board.text()
    );
    assert!(!public(&board).contains("Bb5"), "{}", public(&board));
    let id = data::GameId(1);
    let page = t
        .svc
        .play_page(id, rules::Color::White, service::Lang::En)
        .expect("alice's page");
    assert_eq!(page.notes.len(), 3, "{:?}", page.notes);
    assert_eq!(page.notes[2].0, "after 2. Nf3");
    let theirs = t
        .svc
        .play_page(id, rules::Color::Black, service::Lang::En)
        .expect("bob's page");
    assert!(
        theirs.notes.iter().all(|(_, n)| !n.contains("Bb5")),
        "{:?}",
        theirs.notes
    );

    // The opponent sees only their own; nobody else keeps or reads notes here.
    let theirs = t.say("bob", notes(Some(&game), None));
    assert!(theirs.text().contains("after 1… e5"), "{}", theirs.text());
    assert!(!theirs.text().contains("Bb5"), "{}", theirs.text());
    for command in [notes(Some(&game), None), note("mine", None, Some(&game))] {
        let refused = t.say("carol", command);
        assert!(refused.is_private());
        assert!(
            refused.text().contains("You don't play game 1"),
            "{}",
            refused.text()
        );
    }
    // Neither the board nor the game's record shows anyone's notes.
    for who in ["alice", "bob", "carol"] {
        for command in [
            Command::Board {
                game: None,
                new_link: false,
            },
            Command::Pgn { game: None },
        ] {
            let r = t.say(who, command);
            let seen = public(&r);
            for secret in ["Bb5", "secret", "think", "main"] {
                assert!(!seen.contains(secret), "{who}: {seen}");
            }
        }
    }

    // Taken back by position.
    let taken = t.say("alice", notes(None, Some(0)));
    assert!(
        taken.text().contains("Took back your note on the start"),
        "{}",
        taken.text()
    );
    assert!(
        !t.say("alice", notes(None, None))
            .text()
            .contains("the start")
    );

    // The game ends; the notes are still there, from this channel or by number.
    t.say("bob", Command::Resign);
    t.say(
        "bob",
        Command::Press(service::Action::ConfirmResign(data::GameId(1))),
    );
    let after = t.say("alice", notes(None, None));
    assert!(after.text().contains("Nc6 expected"), "{}", after.text());
    let later = t.say("alice", note("post mortem: 3…Nc6 was best", None, None));
    assert!(later.text().starts_with("Noted"), "{}", later.text());
}

fn refusals_change_nothing(t: &Table) {
    let game = t.start("sanctuary", false).0.to_string();
    t.play("e4", false);
    let refused = |who: &str, command: Command, words: &str| {
        let before = t.snapshot();
        let r = t.say(who, command);
        assert!(r.is_private(), "{}", r.text());
        assert!(r.text().contains(words), "{words:?} in {}", r.text());
        assert_unchanged(&before, &t.snapshot(), words);
    };
    refused("alice", note(" \n\t ", None, None), "no words");
    let long = "x".repeat(usize::from(policy::MAX_LINE_LENGTH) + 1);
    refused("alice", note(&long, None, None), "yours has 501");
    refused(
        "alice",
        note("later", Some(2), None),
        "from 0 (the start) to 1 (now)",
    );
    refused(
        "alice",
        note("later", Some(-1), None),
        "Position -1 is not in the game",
    );
    refused(
        "alice",
        note("elsewhere", None, Some("77")),
        "You don't play game 77",
    );
    refused("alice", note("elsewhere", None, Some("abc")), "abc");
    refused(
        "alice",
        notes(None, Some(1)),
        "You have no notes on position 1",
    );

    // At most MAX_NOTES_PER_GAME per player and game.
    let id = data::GameId(game.parse().expect("a number"));
    let store = t.store();
    for n in 0..policy::MAX_NOTES_PER_GAME {
        let kept = store
            .add_note(
                id,
                bot_testkit::table::user("alice"),
                0,
                &format!("n{n}"),
                0,
                usize::MAX,
            )
            .expect("db");
        assert!(kept.is_some());
    }
    refused(
        "alice",
        note("one more", None, None),
        "as many as one game may have",
    );
    // bob's own allowance is untouched.
    assert!(
        t.say("bob", note("fine", None, None))
            .text()
            .starts_with("Noted")
    );
    // A long list is cut to one message's worth.
    let listed = t.say("alice", notes(None, None));
    assert!(
        listed.text().contains("more in the attached PGN"),
        "{}",
        listed.text()
    );
    assert!(
        listed.text().chars().count() < 1_800,
        "{}",
        listed.text().len()
    );
}

#[test]
fn notes_are_their_authors_alone_on_sqlite() {
    notes_are_their_authors_alone(&Table::new());
}

#[test]
fn notes_are_their_authors_alone_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    notes_are_their_authors_alone(&Table::at(dir, server.new_database().into()));
}

#[test]
fn note_refusals_change_nothing_on_sqlite() {
    refusals_change_nothing(&Table::new());
}

#[test]
fn note_refusals_change_nothing_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    refusals_change_nothing(&Table::at(dir, server.new_database().into()));
}
