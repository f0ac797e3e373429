//! The service on PostgreSQL when the server restarts under it: the player is asked to
//! try again in a moment, nothing is half-written, and the next try goes through without
//! anyone reconnecting anything. (On a server of its own: the other tests share the
//! binary's server.)

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use testkit::pg;

use bot_testkit::table::Table;
use data::{ColorWish, DaysPerMove, UserId};
use rules::Variant;
use service::{Command, Mention, Visibility, Wanted};

#[test]
fn a_server_restart_is_a_try_again_then_the_game_goes_on() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let t = Table::at(dir, server.new_database().into());
    t.start("chess", false);
    assert!(t.mv("alice", "e4").text().contains(" played **"));

    server.restart();
    let before = t.snapshot();
    let refused = t.mv("bob", "e5");
    assert!(
        refused.text().contains("try again in a moment"),
        "{}",
        refused.text()
    );
    assert!(
        refused
            .replies
            .iter()
            .all(|r| r.visibility == Visibility::Private),
        "{refused:?}"
    );
    assert_eq!(t.snapshot(), before, "nothing half-written");

    let played = t.mv("bob", "e5");
    assert!(played.text().contains(" played **"), "{}", played.text());
    assert_eq!(t.store().game(data::GameId(1)).expect("the game").ply, 2);
}

#[test]
fn sanctums_move_lost_to_a_server_restart_is_played_after_the_next_tick() {
    let Some(server) = pg::own_server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let t = Table::at(dir, server.new_database().into());
    let sanctum = UserId(4242);
    t.svc.set_own_user(sanctum, "Sanctum");
    let challenge = Command::Challenge(Wanted {
        opponent: Some(Mention {
            user: sanctum,
            name: "Sanctum".into(),
            is_bot: true,
            member: true,
        }),
        variant: Variant::Chess,
        color: Some(ColorWish::White),
        days: Some(DaysPerMove::THREE),
        rated: None,
        level: Some(1),
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    });
    assert!(t.say("alice", challenge).text().contains("accepts at once"));
    let game = t.mv("alice", "e4").to_think().expect("Sanctum to move");

    server.restart();
    t.svc.think_about(game);
    assert!(t.svc.think_pending().is_empty(), "the move is lost");
    assert_eq!(t.svc.thinking_now(), 0);

    assert!(t.advance(service::policy::ENGINE_RETRY_AFTER).is_empty());
    let answers = t.svc.think_pending();
    assert_eq!(answers.len(), 1);
    assert!(
        answers[0].text().starts_with("Sanctum played "),
        "{}",
        answers[0].text()
    );
    assert_eq!(t.store().game(game).expect("db").ply, 2);
}
