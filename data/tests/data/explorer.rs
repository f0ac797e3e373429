//! The opening explorer on both backends: every finished game's opening counted once,
//! per server and for everyone, and the figures for each position equal a count made
//! from the games themselves.

use data::{ExplorerScope, GameResult, GuildId, Store, Termination, UserId, explorer_key};
use rules::{Color, Variant};
use std::collections::HashMap;
use testkit::{Backend, Rng, T0, new_game, quiet_move};

/// (position, move) → (White wins, draws, Black wins).
type Count = HashMap<(String, String), (u32, u32, u32)>;

/// Games between a few players, a few random plies each; two in three finished
/// (a win for either side or a draw), the rest left going.
fn fill(store: &Store) {
    let mut rng = Rng::new(11);
    for p in 1..=6 {
        store
            .upsert_player(UserId(p), &format!("p{p}"), T0)
            .expect("db");
    }
    for i in 0..40u64 {
        let g = new_game(
            store,
            100 + i,
            1 + i % 6,
            1 + (i + 1) % 6,
            Variant::Chess,
            i % 2 == 0,
        );
        for _ in 0..rng.below(7) {
            let l = store.load_game(g.id).expect("db");
            let Some(mv) = quiet_move(&l.game, &mut rng) else {
                break;
            };
            if store
                .record_move(g.id, l.stored.ply, &mv, l.stored.player_to_move(), T0 + 60)
                .expect("db")
                .stored
                .status
                != data::GameStatus::Active
            {
                break;
            }
        }
        let g = store.game(g.id).expect("db");
        let result = match i % 3 {
            0 => GameResult::win(Color::White, Termination::Resignation),
            1 => GameResult::draw(Termination::Agreement),
            _ => continue,
        };
        let result = if i % 4 == 0 {
            GameResult::win(Color::Black, Termination::Resignation)
        } else {
            result
        };
        store
            .finish_game(g.id, g.ply, result, T0 + 120)
            .expect("db");
    }
}

/// The same figures, counted from the finished games' own moves.
fn counted(store: &Store) -> Count {
    let mut count = Count::new();
    for g in store.finished_games(Some(Variant::Chess)).expect("db") {
        let Some(result) = g.result else { continue };
        let loaded = store.load_game(g.id).expect("db");
        let mut before = explorer_key(&g.start_fen);
        for m in loaded.moves.iter().take(data::EXPLORER_PLIES) {
            let e = count.entry((before.clone(), m.uci.clone())).or_default();
            match result.winner {
                Some(Color::White) => e.0 += 1,
                None => e.1 += 1,
                Some(Color::Black) => e.2 += 1,
            }
            before = explorer_key(&m.fen_after);
        }
    }
    count
}

fn the_explorer_agrees_with_a_count_from_the_games(b: &Backend) {
    let store = b.open();
    fill(&store);
    let mut taken = 0;
    while let Some(id) = store.unexplored_game().expect("db") {
        assert!(store.explore_game(id).expect("db"));
        assert!(!store.explore_game(id).expect("db"), "a game counts once");
        taken += 1;
    }
    assert!(taken > 20, "{taken} games taken in");
    let expected = counted(&store);
    assert!(!expected.is_empty());
    let mut positions: Vec<&String> = expected.keys().map(|(p, _)| p).collect();
    positions.sort();
    positions.dedup();
    for position in positions {
        for scope in [ExplorerScope::Server(GuildId(1)), ExplorerScope::Everyone] {
            let moves = store
                .explorer_moves(scope, Variant::Chess, position, 100)
                .expect("db");
            let want = expected.iter().filter(|((p, _), _)| p == position).count();
            assert_eq!(moves.len(), want, "{position}");
            for m in &moves {
                let (w, d, bl) = expected[&(position.clone(), m.uci.clone())];
                assert_eq!(
                    (m.white, m.draws, m.black),
                    (w, d, bl),
                    "{position} {}",
                    m.uci
                );
                assert!(m.rated <= m.games());
                if let Some(r) = m.average_rating() {
                    assert!(r > 0.0);
                }
            }
            assert!(
                moves.windows(2).all(|w| w[0].games() >= w[1].games()),
                "the most played first"
            );
        }
    }
    // Another server's games are not this one's.
    let start = Variant::Chess.start_fen();
    assert!(
        store
            .explorer_moves(ExplorerScope::Server(GuildId(2)), Variant::Chess, start, 10)
            .expect("db")
            .is_empty()
    );
    // The start position's key ignores the move counters.
    let played = store
        .explorer_moves(ExplorerScope::Everyone, Variant::Chess, start, 100)
        .expect("db");
    let again = store
        .explorer_moves(
            ExplorerScope::Everyone,
            Variant::Chess,
            &start.replace(" 0 1", " 7 30"),
            100,
        )
        .expect("db");
    assert_eq!(played, again);
}

testkit::both_backends!(the_explorer_agrees_with_a_count_from_the_games);
