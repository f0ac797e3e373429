//! Games against Sanctum's engine and stored reviews, on both backends: the engine's
//! side and level, the games waiting for it, records per level, reviews kept once.

use data::{
    ChannelId, EngineSide, Error, GameResult, GuildId, NewGame, Store, Termination, UserId,
};
use rules::{Color, Variant};
use testkit::{Backend, T0, new_game, play};

const SANCTUM: u64 = 900;

fn engine_game(
    store: &Store,
    channel: u64,
    human: u64,
    engine: Color,
    level: u8,
) -> data::Result<data::StoredGame> {
    let (white, black) = match engine {
        Color::White => (SANCTUM, human),
        Color::Black => (human, SANCTUM),
    };
    store.create_engine_game(
        &NewGame {
            guild: GuildId(1),
            channel: ChannelId(channel),
            white: UserId(white),
            black: UserId(black),
            variant: Variant::Sanctuary,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        },
        EngineSide {
            color: engine,
            level,
        },
    )
}

fn engine_side_and_waiting_games(b: &Backend) {
    let store = b.open();
    let people = new_game(&store, 1, 10, 11, Variant::Chess, true);
    let white = engine_game(&store, 2, 10, Color::White, 3).expect("game");
    let black = engine_game(&store, 3, 11, Color::Black, 8).expect("game");
    assert_eq!(store.engine_side(people.id).expect("db"), None);
    assert_eq!(
        store.engine_side(white.id).expect("db"),
        Some(EngineSide {
            color: Color::White,
            level: 3
        })
    );
    let active = store.active_engine_games().expect("db");
    assert_eq!(active.len(), 2);
    let waiting: Vec<_> = active
        .iter()
        .filter(|(g, side)| g.turn() == side.color)
        .map(|(g, _)| g.id)
        .collect();
    assert_eq!(
        waiting,
        vec![white.id],
        "only Sanctum's White game waits for it"
    );
    // The same in one query, by when the last move was played.
    assert_eq!(store.engine_turns(T0).expect("db"), vec![white.id]);
    assert_eq!(store.engine_turns(T0 - 1).expect("db"), vec![]);
    // Levels outside 1–8 and busy channels store nothing.
    for level in [0, 9] {
        assert!(matches!(
            engine_game(&store, 4, 10, Color::White, level),
            Err(Error::Invalid(_))
        ));
    }
    assert!(matches!(
        engine_game(&store, 2, 12, Color::White, 1),
        Err(Error::ChannelBusy(_))
    ));
    assert_eq!(store.active_engine_games().expect("db").len(), 2);
    let _ = black;
}

fn records_per_level(b: &Backend) {
    let store = b.open();
    let won = engine_game(&store, 1, 10, Color::Black, 2).expect("game");
    store
        .finish_game(
            won.id,
            0,
            GameResult::win(Color::White, Termination::Resignation),
            T0 + 1,
        )
        .expect("alice wins");
    let lost = engine_game(&store, 2, 10, Color::White, 2).expect("game");
    store
        .finish_game(
            lost.id,
            0,
            GameResult::win(Color::White, Termination::Resignation),
            T0 + 2,
        )
        .expect("Sanctum wins");
    let drawn = engine_game(&store, 3, 10, Color::Black, 6).expect("game");
    store
        .finish_game(
            drawn.id,
            0,
            GameResult::draw(Termination::Agreement),
            T0 + 3,
        )
        .expect("drawn");
    engine_game(&store, 4, 10, Color::Black, 7).expect("a game still going");
    let records = store.engine_records(UserId(10), GuildId(1)).expect("db");
    let summary: Vec<_> = records
        .iter()
        .map(|r| (r.level, r.wins, r.draws, r.losses))
        .collect();
    assert_eq!(summary, vec![(2, 1, 0, 1), (6, 0, 1, 0)]);
    assert!(
        store
            .engine_records(UserId(10), GuildId(2))
            .expect("db")
            .is_empty()
    );
    // Unrated: nothing reached the ratings.
    assert!(store.player_stats(UserId(10), None).expect("db").is_empty());
}

fn reviews_are_stored_for_finished_games_only(b: &Backend) {
    let store = b.open();
    let game = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, game.id, "e4", T0 + 1).expect("move");
    assert!(matches!(
        store.save_review(game.id, "analysis", T0 + 2),
        Err(Error::Invalid(_))
    ));
    assert_eq!(store.review(game.id).expect("db"), None);
    store
        .finish_game(game.id, 1, GameResult::draw(Termination::Agreement), T0 + 3)
        .expect("drawn");
    store.save_review(game.id, "first", T0 + 4).expect("saved");
    store
        .save_review(game.id, "second", T0 + 5)
        .expect("replaced");
    assert_eq!(
        store.review(game.id).expect("db").as_deref(),
        Some("second")
    );
}

testkit::both_backends!(
    engine_side_and_waiting_games,
    records_per_level,
    reviews_are_stored_for_finished_games_only,
);
