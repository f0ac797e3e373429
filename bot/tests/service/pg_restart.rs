//! The service on PostgreSQL when the server restarts under it: the player is asked to
//! try again in a moment, nothing is half-written, and the next try goes through without
//! anyone reconnecting anything. (On a server of its own: the other tests share the
//! binary's server.)

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use testkit::pg;

use bot_testkit::table::Table;
use service::Visibility;

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
