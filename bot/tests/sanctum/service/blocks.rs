//! `/block` through the service's API, on SQLite and PostgreSQL: a block keeps the
//! blocked player's challenges away, and neither may take the other's open challenge
//! or rematch; the blocker is told how to undo it; a game going on goes on; unblocking
//! lets them play again; nobody blocks themselves or a bot, or more than the cap.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use bot_testkit::table::{Table, user};
use service::{Action, Command, Wanted};
use testkit::pg;

fn block(who: &str, remove: bool) -> Command {
    Command::Block {
        user: Some(Table::mention(who)),
        remove,
    }
}

fn open_challenge() -> Command {
    Command::Challenge(Wanted {
        opponent: None,
        variant: rules::Variant::Sanctuary,
        color: None,
        days: None,
        rated: None,
        level: None,
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    })
}

fn blocks_keep_challenges_away(t: &Table) {
    // A game going on before the block.
    let game = t.start("chess", false);
    let listed = t.say(
        "alice",
        Command::Block {
            user: None,
            remove: false,
        },
    );
    assert!(listed.is_private());
    assert!(
        listed.text().contains("You block nobody"),
        "{}",
        listed.text()
    );

    let blocked = t.say("alice", block("bob", false));
    assert!(blocked.is_private(), "{}", blocked.text());
    assert!(
        blocked
            .text()
            .contains("their challenges no longer reach you"),
        "{}",
        blocked.text()
    );
    assert_eq!(
        t.store()
            .block_between(user("bob"), user("alice"))
            .expect("db"),
        Some(user("alice"))
    );
    // The game goes on, to its end.
    t.play("f3 e5 g4 Qh4#", false);
    assert!(!t.store().game(game).expect("db").is_active());

    // bob's challenge does not reach alice; nor does alice's reach bob.
    let refused = t.challenge("bob", "alice", "sanctuary", true);
    assert!(refused.is_private());
    assert!(
        refused.text().contains("has chosen not to play with you"),
        "{}",
        refused.text()
    );
    let refused = t.challenge("alice", "bob", "sanctuary", true);
    assert!(refused.text().contains("You blocked"), "{}", refused.text());
    assert!(refused.text().contains("remove:true"), "{}", refused.text());
    // Nor a rematch of their finished game.
    let refused = t.say("bob", Command::Press(Action::Rematch(game)));
    assert!(refused.is_private(), "{}", refused.text());
    assert!(
        refused.text().contains("has chosen not to play with you"),
        "{}",
        refused.text()
    );
    // bob cannot take alice's open challenge; carol can.
    let posted = t.say("alice", open_challenge());
    assert!(!posted.is_private(), "{}", posted.text());
    let refused = t.say("bob", Command::Accept);
    assert!(refused.is_private());
    assert!(
        refused.text().contains("has chosen not to play with you"),
        "{}",
        refused.text()
    );
    let taken = t.say("carol", Command::Accept);
    assert!(!taken.is_private(), "{}", taken.text());

    // Nobody blocks themselves or a bot.
    for who in ["alice", "robot"] {
        let refused = t.say("alice", block(who, false));
        assert!(
            refused.text().contains("You can block other people only"),
            "{}",
            refused.text()
        );
    }
    let listed = t.say(
        "alice",
        Command::Block {
            user: None,
            remove: false,
        },
    );
    assert!(listed.text().starts_with("You block "), "{}", listed.text());
    assert!(!listed.text().contains("nobody"), "{}", listed.text());

    // Unblocked, bob may challenge alice again.
    let undone = t.say("alice", block("bob", true));
    assert!(undone.text().contains("You unblocked"), "{}", undone.text());
    let again = t.say("alice", block("bob", true));
    assert!(
        again.text().contains("You did not block"),
        "{}",
        again.text()
    );
    let store = t.store();
    assert_eq!(
        store.block_between(user("alice"), user("bob")).expect("db"),
        None
    );
    // At most MAX_BLOCKS people.
    for n in 0..service::policy::MAX_BLOCKS {
        store
            .block(user("dave"), data::UserId(9_000 + n as u64), 0)
            .expect("db");
    }
    let refused = t.say("dave", block("member1", false));
    assert!(
        refused.text().contains("as many as anyone may"),
        "{}",
        refused.text()
    );
}

#[test]
fn blocks_keep_challenges_away_on_sqlite() {
    blocks_keep_challenges_away(&Table::new());
}

#[test]
fn blocks_keep_challenges_away_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    blocks_keep_challenges_away(&Table::at(dir, server.new_database().into()));
}
