//! Tournaments on both backends: entries up to the limit, a start claimed by exactly
//! one of several processes with its ranks and boards written together, each board
//! given exactly one game however many processes house it at once, and the finish
//! claimed once; a tournament's thread set once, the losses on time that count
//! towards a withdrawal (unstarted games among them), and a server's organiser role.

use data::{
    ChannelId, Format, GameResult, GuildId, Joined, NewBoard, NewTournament, Plan, Started,
    Termination, TournamentStatus, UserId,
};
use rules::Variant;
use std::sync::{Barrier, Mutex};
use testkit::{Backend, T0};

const GUILD: GuildId = GuildId(77);
const CHANNEL: ChannelId = ChannelId(500);

fn new_tournament(max_players: u32) -> NewTournament {
    NewTournament {
        guild: GUILD,
        channel: CHANNEL,
        creator: UserId(1),
        format: Format::RoundRobin,
        variant: Variant::Sanctuary,
        rated: true,
        days_per_move: 3,
        max_players,
        rounds: None,
        round_days: None,
        late_until: None,
        starts_at: None,
        min_games: None,
        min_rating: None,
        max_rating: None,
        timeouts: 2,
        created_at: T0,
    }
}

/// Every player meets every other once, in round 1, each on a board of its own.
fn plan(joined: &[UserId]) -> Option<Plan> {
    if joined.len() < 3 {
        return None;
    }
    let mut boards = Vec::new();
    for (i, w) in joined.iter().enumerate() {
        for b in &joined[i + 1..] {
            boards.push(NewBoard {
                round: 1,
                board: u32::try_from(boards.len() + 1).expect("few"),
                white: *w,
                black: *b,
            });
        }
    }
    Some(Plan {
        ranked: joined.to_vec(),
        boards,
        byes: Vec::new(),
    })
}

fn entries_are_kept_within_the_limit(b: &Backend) {
    let store = b.open();
    let t = store.create_tournament(&new_tournament(3)).expect("db");
    assert_eq!(t.status, TournamentStatus::Open);
    let join = |u: u64| store.join_tournament(t.id, UserId(u), T0).expect("db");
    assert_eq!(join(10), Joined::Joined { count: 1 });
    assert_eq!(join(10), Joined::AlreadyIn);
    assert_eq!(join(11), Joined::Joined { count: 2 });
    assert!(store.leave_tournament(t.id, UserId(11)).expect("db"));
    assert!(!store.leave_tournament(t.id, UserId(11)).expect("db"));
    assert_eq!(join(12), Joined::Joined { count: 2 });
    assert_eq!(
        store.start_tournament(t.id, T0, plan).expect("db"),
        Started::TooFew(2)
    );
    assert_eq!(join(13), Joined::Joined { count: 3 });
    assert_eq!(join(14), Joined::Full);
    assert_eq!(store.current_tournaments(GUILD).expect("db").len(), 1);
    assert!(store.cancel_tournament(t.id, T0).expect("db"));
    assert!(!store.cancel_tournament(t.id, T0).expect("db"), "once");
    assert_eq!(join(15), Joined::Closed(TournamentStatus::Cancelled));
    assert!(store.current_tournaments(GUILD).expect("db").is_empty());
}

#[allow(
    clippy::too_many_lines,
    reason = "one tournament's claims, in the order they happen"
)]
fn the_start_and_each_board_are_claimed_once(b: &Backend) {
    let store = b.open();
    let t = store.create_tournament(&new_tournament(4)).expect("db");
    for u in [10, 11, 12, 13] {
        store.join_tournament(t.id, UserId(u), T0).expect("db");
    }
    let starts = Mutex::new(Vec::new());
    let gate = Barrier::new(4);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                let store = b.open();
                gate.wait();
                let out = store.start_tournament(t.id, T0 + 1, plan).expect("db");
                starts.lock().expect("lock").push(out);
            });
        }
    });
    let starts = starts.into_inner().expect("lock");
    let started: Vec<_> = starts
        .iter()
        .filter(|s| matches!(s, Started::Started(_)))
        .collect();
    assert_eq!(started.len(), 1, "{starts:?}");
    assert!(starts.iter().all(|s| matches!(
        s,
        Started::Started(_) | Started::NotOpen(TournamentStatus::Running)
    )));
    let entrants = store.tournament_entrants(t.id).expect("db");
    assert_eq!(
        entrants.iter().map(|e| e.rank).collect::<Vec<_>>(),
        vec![Some(1), Some(2), Some(3), Some(4)]
    );
    let boards = store.tournament_boards(t.id).expect("db");
    assert_eq!(boards.len(), 6);
    assert_eq!(store.unhoused_boards().expect("db").len(), 6);
    // Four processes house every board at once, each in a channel of its own.
    let housed = Mutex::new(Vec::new());
    let gate = Barrier::new(4);
    std::thread::scope(|s| {
        for p in 0..4u64 {
            let (housed, gate) = (&housed, &gate);
            s.spawn(move || {
                let store = b.open();
                gate.wait();
                for board in 1..=6u32 {
                    let channel = ChannelId(10_000 + p * 100 + u64::from(board));
                    if let Some(game) = store
                        .house_board(t.id, 1, board, channel, T0 + 2)
                        .expect("db")
                    {
                        housed.lock().expect("lock").push((board, game.id));
                    }
                }
            });
        }
    });
    let mut housed = housed.into_inner().expect("lock");
    housed.sort_unstable();
    assert_eq!(
        housed.iter().map(|(b, _)| *b).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5, 6],
        "one game per board"
    );
    assert!(store.unhoused_boards().expect("db").is_empty());
    for (board, game) in housed.iter().take(6) {
        assert_eq!(
            store.tournament_of_game(*game).expect("db"),
            Some((t.id, 1, *board))
        );
    }
    // The next round is claimed by exactly one of four processes, with its boards.
    let next = [NewBoard {
        round: 2,
        board: 1,
        white: UserId(13),
        black: UserId(10),
    }];
    let claims = Mutex::new(0);
    let gate = Barrier::new(4);
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                let store = b.open();
                gate.wait();
                if store
                    .advance_round(t.id, 1, T0 + 2, &next, &[])
                    .expect("db")
                {
                    *claims.lock().expect("lock") += 1;
                }
            });
        }
    });
    assert_eq!(claims.into_inner().expect("lock"), 1);
    let t2 = store.tournament(t.id).expect("db");
    assert_eq!(t2.current_round, 2);
    assert_eq!(store.tournament_boards(t.id).expect("db").len(), 7);
    assert_eq!(store.unhoused_boards().expect("db").len(), 1);
    let extra = store
        .house_board(t.id, 2, 1, ChannelId(20_000), T0 + 2)
        .expect("db")
        .expect("housed");
    housed.push((1, extra.id));
    // Every game ends; the finish is claimed once.
    for (_, game) in &housed {
        let g = store.game(*game).expect("db");
        store
            .finish_game(
                g.id,
                g.ply,
                GameResult::draw(Termination::Agreement),
                T0 + 3,
            )
            .expect("db");
    }
    assert!(
        store
            .tournament_boards(t.id)
            .expect("db")
            .iter()
            .all(|b| b.game.as_ref().is_some_and(|g| !g.is_active()))
    );
    assert!(store.finish_tournament(t.id, T0 + 4).expect("db"));
    assert!(!store.finish_tournament(t.id, T0 + 4).expect("db"));
    assert_eq!(
        store.tournament(t.id).expect("db").status,
        TournamentStatus::Finished
    );
}

fn threads_timeouts_and_organisers(b: &Backend) {
    let store = b.open();
    let mut new = new_tournament(3);
    new.timeouts = 0;
    assert!(store.create_tournament(&new).is_err(), "no zero timeouts");
    new.timeouts = 3;
    let t = store.create_tournament(&new).expect("db");
    assert_eq!((t.setup.timeouts, t.thread), (3, None));
    assert_eq!(t.news_channel(), CHANNEL);
    // Two processes open a thread at once: the first to report it keeps it.
    assert!(
        store
            .set_tournament_thread(t.id, ChannelId(900))
            .expect("db")
    );
    assert!(
        !store
            .set_tournament_thread(t.id, ChannelId(901))
            .expect("db")
    );
    let t = store.tournament(t.id).expect("db");
    assert_eq!(
        (t.thread, t.news_channel()),
        (Some(ChannelId(900)), ChannelId(900))
    );
    // Losses on time: out of time after moving, and never having moved.
    for u in [10, 11, 12] {
        store.join_tournament(t.id, UserId(u), T0).expect("db");
    }
    assert!(matches!(
        store.start_tournament(t.id, T0 + 1, plan).expect("db"),
        Started::Started(_)
    ));
    let games: Vec<_> = (1..=3u32)
        .map(|board| {
            store
                .house_board(t.id, 1, board, ChannelId(1000 + u64::from(board)), T0 + 2)
                .expect("db")
                .expect("housed")
        })
        .collect();
    // Board 1 is 10 (White) vs 11; board 2 is 10 vs 12: 10 never moves in either.
    assert_eq!((games[0].white, games[1].white), (UserId(10), UserId(10)));
    assert_eq!(store.time_losses(t.id, UserId(10)).expect("db"), 0);
    store.abort_game(games[0].id, 0, T0 + 3).expect("db");
    assert_eq!(store.time_losses(t.id, UserId(10)).expect("db"), 1);
    assert_eq!(
        store.time_losses(t.id, UserId(11)).expect("db"),
        0,
        "the side that moved"
    );
    store
        .finish_game(
            games[1].id,
            games[1].ply,
            GameResult::win(rules::Color::Black, Termination::Timeout),
            T0 + 4,
        )
        .expect("db");
    assert_eq!(store.time_losses(t.id, UserId(10)).expect("db"), 2);
    store
        .finish_game(
            games[2].id,
            games[2].ply,
            GameResult::win(rules::Color::White, Termination::Resignation),
            T0 + 4,
        )
        .expect("db");
    assert_eq!(
        store.time_losses(t.id, UserId(12)).expect("db"),
        0,
        "resigned"
    );
    // The organiser role: named, changed, forgotten; per server.
    assert_eq!(store.organiser_role(GUILD).expect("db"), None);
    store
        .set_organiser_role(GUILD, Some(data::RoleId(5)))
        .expect("db");
    store
        .set_organiser_role(GUILD, Some(data::RoleId(6)))
        .expect("db");
    assert_eq!(
        store.organiser_role(GUILD).expect("db"),
        Some(data::RoleId(6))
    );
    assert_eq!(store.organiser_role(GuildId(78)).expect("db"), None);
    store.set_organiser_role(GUILD, None).expect("db");
    assert_eq!(store.organiser_role(GUILD).expect("db"), None);
}

/// Entrants in the same second are listed in the order they joined, not by id; one
/// who left and came back joins at the end.
fn entrants_are_listed_in_the_order_they_joined(b: &Backend) {
    let store = b.open();
    let t = store.create_tournament(&new_tournament(8)).expect("db");
    for u in [30, 10, 20, 40] {
        store.join_tournament(t.id, UserId(u), T0).expect("db");
    }
    assert!(store.leave_tournament(t.id, UserId(10)).expect("db"));
    store.join_tournament(t.id, UserId(10), T0).expect("db");
    let order: Vec<u64> = store
        .tournament_entrants(t.id)
        .expect("db")
        .iter()
        .map(|e| e.user.0)
        .collect();
    assert_eq!(order, [30, 20, 40, 10]);
}

testkit::both_backends!(
    entrants_are_listed_in_the_order_they_joined,
    entries_are_kept_within_the_limit,
    the_start_and_each_board_are_claimed_once,
    threads_timeouts_and_organisers,
);
