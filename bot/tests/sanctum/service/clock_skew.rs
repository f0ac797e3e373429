//! Two processes on one PostgreSQL database whose machines' clocks disagree: the one
//! whose clock runs an hour fast sets its clock by the database server's, so a game
//! due in half an hour is not lost on time early, and both agree on when it is due.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use data::{ChannelId, GameStatus, GuildId, NewGame, Store, UserId};
use rules::Variant;
use service::{Clock, ManualClock, Service, SystemClock};
use std::sync::Arc;
use testkit::pg;

#[test]
fn a_process_whose_clock_runs_fast_keeps_the_database_servers_time() {
    let Some(server) = pg::server() else {
        return;
    };
    let url = server.new_database();
    let now = SystemClock.now();
    let store = Store::open(&url).unwrap();
    // Three days a move, started so that White's move is due in half an hour.
    let game = store
        .create_game(&NewGame {
            guild: GuildId(1),
            channel: ChannelId(2),
            white: UserId(10),
            black: UserId(11),
            variant: Variant::Chess,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: now - 3 * 86_400 + 30 * 60,
        })
        .unwrap();
    assert!(game.deadline > now && game.deadline < now + 3600);

    let fast = Service::open(&url, Arc::new(ManualClock::new(now + 3600))).unwrap();
    let right = Service::open(&url, Arc::new(SystemClock)).unwrap();
    // Unaligned, the fast process would already see the game lost on time.
    assert!(fast.now() > game.deadline);

    let skew = fast
        .align_clock()
        .unwrap()
        .expect("an hour's disagreement is seen");
    assert!((-3602..=-3598).contains(&skew), "{skew}");
    assert_eq!(
        right.align_clock().unwrap(),
        None,
        "the same machine's clock agrees"
    );
    assert!((fast.now() - right.now()).abs() <= 2);

    // (The reminder that the move is due soon may go out; the loss may not.)
    let told = fast.tick(fast.now());
    assert!(
        told.iter().all(|r| !r.text().contains("on time")),
        "{told:?}"
    );
    assert_eq!(store.game(game.id).unwrap().status, GameStatus::Active);
}
