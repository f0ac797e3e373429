//! A server's leaderboards and a player's page through the service's API, on SQLite
//! and PostgreSQL: nothing until a manager turns them on with `settings web`; then the
//! same ratings and records as `/leaderboard`, a player's rating history and recent
//! games, display names only (a player without one is "a player"), and the replies of
//! `/leaderboard` and `/stats` about the pages; nothing again once turned off.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use bot_testkit::table::{GUILD, Table, user};
use service::{Command, Lang, Page, SettingsChange};
use testkit::pg;

fn web(on: bool) -> Command {
    Command::Settings(SettingsChange {
        web: Some(on),
        ..SettingsChange::default()
    })
}

fn pages_follow_the_setting(t: &Table) {
    // Two rated games: bob mates alice, then alice mates bob.
    t.start("chess", true);
    t.play("f3 e5 g4 Qh4#", false);
    assert_eq!(t.svc.server_page(GUILD, Lang::En), None, "off by default");
    assert_eq!(t.svc.player_page(GUILD, user("alice"), Lang::En), None);
    let lb = Command::Leaderboard {
        variant: Some(rules::Variant::Chess),
        page: 1,
        puzzles: false,
        scope: service::Scope::default(),
    };
    assert_eq!(t.say("alice", lb.clone()).replies[0].page(), None);

    let refused = t.say("alice", web(true));
    assert!(
        refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    assert_eq!(t.svc.server_page(GUILD, Lang::En), None);
    let on = t.say("carol", web(true));
    assert!(
        on.text()
            .contains("the leaderboards and players' pages on the web"),
        "{}",
        on.text()
    );
    t.start("chess", true);
    t.play("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", false);

    let page = t.svc.server_page(GUILD, Lang::En).expect("pages on");
    assert_eq!(page.boards.len(), 1);
    let board = &page.boards[0];
    assert_eq!((board.variant, board.total), (rules::Variant::Chess, 2));
    let store = t.store();
    for row in &board.rows {
        let r = store
            .rating(GUILD, rules::Variant::Chess, row.player)
            .expect("a rating");
        assert_eq!(row.rating, r.rating.display());
        assert_eq!((row.record.games, row.record.wins), (2, 1));
        assert!(
            ["alice", "bob"].contains(&row.name.as_str()),
            "{}",
            row.name
        );
    }
    assert_eq!(
        t.say("bob", lb).replies[0].page(),
        Some(Page::Server(GUILD))
    );
    assert_eq!(
        t.say("alice", Command::Stats { user: None }).replies[0].page(),
        Some(Page::Player(GUILD, user("alice")))
    );

    let alice = t
        .svc
        .player_page(GUILD, user("alice"), Lang::En)
        .expect("she played here");
    assert_eq!(alice.name, "alice");
    assert_eq!(alice.ratings.len(), 1);
    let history = &alice.ratings[0].history;
    assert_eq!(history.len(), 2);
    assert!(history[0] < history[1], "lost, then won: {history:?}");
    assert_eq!(alice.recent.len(), 2);
    assert!(alice.recent[0].result.starts_with("won by checkmate"));
    assert!(alice.recent[1].result.starts_with("lost by checkmate"));
    assert!(alice.recent[0].title.contains("vs bob (White)"));
    assert!(
        alice.recent[0].game.0 > alice.recent[1].game.0,
        "newest first"
    );
    // Someone who never played here has no page.
    assert_eq!(t.svc.player_page(GUILD, user("dave"), Lang::En), None);
    // Another server's pages are off.
    assert_eq!(
        t.svc.server_page(data::GuildId(GUILD.0 + 1), Lang::En),
        None
    );

    // A player Sanctum knows no name for is "a player", never their id.
    store
        .upsert_player(user("bob"), "", 0)
        .expect("a forgotten name");
    let page = t.svc.server_page(GUILD, Lang::En).expect("pages on");
    assert!(
        page.boards[0].rows.iter().any(|r| r.name == "a player"),
        "{page:?}"
    );
    let alice = t
        .svc
        .player_page(GUILD, user("alice"), Lang::En)
        .expect("on");
    assert!(alice.recent[0].title.contains("vs a player"), "{alice:?}");

    t.say("carol", web(false));
    assert_eq!(t.svc.server_page(GUILD, Lang::En), None);
    assert_eq!(t.svc.player_page(GUILD, user("alice"), Lang::En), None);
}

#[test]
fn pages_follow_the_setting_on_sqlite() {
    pages_follow_the_setting(&Table::new());
}

#[test]
fn pages_follow_the_setting_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    pages_follow_the_setting(&Table::at(dir, server.new_database().into()));
}
