//! Copying a SQLite database with 1,000 games into PostgreSQL (what `sanctum migrate`
//! does): every table copied, every game replays to the same position, new ids go on.

use data::{
    ChannelId, ColorWish, Durability, Error, GameResult, GuildId, GuildSettings, InteractionId,
    NewChallenge, OpenOptions, Store, Termination, UserId,
};
use rules::Variant;
use testkit::{Backend, Rng, T0, new_game, quiet_move};

const GAMES: u64 = 1_000;

fn fill(store: &Store) {
    let mut rng = Rng::new(7);
    for i in 0..GAMES {
        let white = 1 + i % 20;
        let black = 1 + (i + 1 + i / 20 % 19) % 20;
        let g = new_game(
            store,
            1_000 + i,
            white,
            black,
            Variant::ALL[i as usize % 3],
            i % 3 != 0,
        );
        let plies = rng.below(9);
        for _ in 0..plies {
            let l = store.load_game(g.id).unwrap();
            if !l.stored.is_active() {
                break;
            }
            let Some(mv) = quiet_move(&l.game, &mut rng) else {
                break;
            };
            store
                .record_move(g.id, l.stored.ply, &mv, l.stored.player_to_move(), T0 + 60)
                .unwrap();
        }
        let g = store.game(g.id).unwrap();
        if g.is_active() && i % 2 == 0 {
            store
                .finish_game(
                    g.id,
                    g.ply,
                    GameResult::win(!g.turn(), Termination::Resignation),
                    T0 + 120,
                )
                .unwrap();
        }
    }
    for i in 0..50u64 {
        store
            .upsert_player(UserId(1 + i % 20), &format!("player {i}"), T0)
            .unwrap();
        store
            .create_challenge(&NewChallenge {
                guild: GuildId(1),
                channel: ChannelId(50_000 + i),
                challenger: UserId(1),
                challenged: Some(UserId(2 + i % 5)),
                variant: Variant::Scepter,
                color: ColorWish::White,
                days_per_move: 2,
                rated: false,
                created_at: T0,
                expires_at: T0 + 100,
                rematch_of: None,
            })
            .unwrap();
        store
            .claim_interaction(InteractionId(u64::MAX - i), T0)
            .unwrap();
        store
            .remember_button_message(
                &format!("challenge:{i}"),
                ChannelId(50_000 + i),
                u64::MAX - i,
                T0,
            )
            .unwrap();
    }
    store
        .set_guild_settings(
            GuildId(1),
            &GuildSettings {
                default_days: 7,
                rated_by_default: false,
                game_threads: false,
                role_ping_minutes: 45,
                web_pages: true,
                shared_board: data::SharedBoard::White,
            },
        )
        .unwrap();
}

#[test]
fn a_thousand_games_copy_from_sqlite_to_postgres() {
    let Some(pg) = Backend::postgres() else {
        return;
    };
    let sqlite = Backend::sqlite();
    let from = Store::open_with(
        sqlite.location(),
        &OpenOptions {
            durability: Durability::Normal,
            ..OpenOptions::default()
        },
    )
    .unwrap();
    fill(&from);
    let to = pg.open();
    let started = std::time::Instant::now();
    let report = data::copy_database(&from, &to).unwrap();
    eprintln!("copied in {:?}: {report:?}", started.elapsed());
    assert_eq!(report.rows("games"), GAMES);
    assert_eq!(report.games_verified, GAMES);
    assert!(report.rows("moves") > 2 * GAMES);
    assert!(report.rows("rating_changes") > 100);
    for table in [
        "ratings",
        "players",
        "challenges",
        "guild_settings",
        "interactions",
        "button_messages",
    ] {
        assert!(report.rows(table) > 0, "{table} copied");
    }
    // Everything reads the same.
    assert_eq!(
        to.leaderboard(GuildId(1), Variant::Chess, 0, 0, 50)
            .unwrap(),
        from.leaderboard(GuildId(1), Variant::Chess, 0, 0, 50)
            .unwrap()
    );
    assert_eq!(to.guild_settings(GuildId(1)).unwrap().default_days, 7);
    assert!(to.guild_settings(GuildId(1)).unwrap().web_pages);
    assert_eq!(
        to.guild_settings(GuildId(1)).unwrap().shared_board,
        data::SharedBoard::White
    );
    assert!(!to.claim_interaction(InteractionId(u64::MAX), T0).unwrap());
    assert_eq!(
        to.take_button_message("challenge:3").unwrap(),
        Some((ChannelId(50_003), u64::MAX - 3))
    );
    assert_eq!(
        to.pending_challenges_for(UserId(1)).unwrap(),
        from.pending_challenges_for(UserId(1)).unwrap()
    );
    // New games and challenges continue the numbering.
    let g = new_game(&to, 99_999, 1, 2, Variant::Chess, true);
    assert_eq!(g.id.0, GAMES as i64 + 1);
    to.check_integrity().unwrap();
    // A second migration into the same database is refused: it is not empty.
    let err = data::copy_database(&from, &to).unwrap_err();
    assert!(
        matches!(&err, Error::Invalid(m) if m.contains("not empty")),
        "{err}"
    );
}
