//! Open challenges, rematches, seek roles and the archive, on both backends.

use data::{
    ChallengeStatus, ChannelId, ColorWish, Error, GameResult, GameStatus, GuildId, NewChallenge,
    RoleId, Store, Termination, UserId,
};
use rules::{Color, Variant};
use testkit::{Backend, DAY, T0, new_game};

fn open(store: &Store, channel: u64, from: u64) -> data::Result<data::Challenge> {
    store.create_challenge(&NewChallenge {
        guild: GuildId(1),
        channel: ChannelId(channel),
        challenger: UserId(from),
        challenged: None,
        variant: Variant::Sanctuary,
        color: ColorWish::White,
        days_per_move: 3,
        rated: true,
        created_at: T0,
        expires_at: T0 + 2 * DAY,
        rematch_of: None,
    })
}

fn open_challenges_go_to_the_first_taker(b: &Backend) {
    let store = b.open();
    let seek = open(&store, 10, 1).unwrap();
    assert!(seek.is_open() && seek.challenged.is_none());
    // One open challenge per challenger and channel; another channel is fine.
    assert!(matches!(
        open(&store, 10, 1),
        Err(Error::DuplicateChallenge(ChannelId(10)))
    ));
    let elsewhere = open(&store, 11, 1).unwrap();
    open(&store, 10, 2).unwrap();
    assert_eq!(store.open_challenges_in_guild(GuildId(1)).unwrap().len(), 3);
    assert!(
        store
            .open_challenges_in_guild(GuildId(2))
            .unwrap()
            .is_empty()
    );
    // The challenger cannot take their own.
    assert!(matches!(
        store.accept_challenge(seek.id, UserId(1), Color::White, T0 + 1),
        Err(Error::Invalid(_))
    ));
    let taken = store
        .accept_challenge(seek.id, UserId(3), Color::White, T0 + 2)
        .unwrap();
    assert_eq!(taken.challenge.challenged, Some(UserId(3)));
    assert_eq!((taken.game.white, taken.game.black), (UserId(1), UserId(3)));
    assert_eq!(
        store
            .challenge_of_game(taken.game.id)
            .unwrap()
            .map(|c| c.id),
        Some(seek.id)
    );
    // The second taker finds it accepted.
    assert!(matches!(
        store.accept_challenge(seek.id, UserId(4), Color::White, T0 + 3),
        Err(Error::ChallengeNotPending {
            status: ChallengeStatus::Accepted,
            ..
        })
    ));
    // A named challenge is only the named player's to accept.
    let named = store
        .create_challenge(&NewChallenge {
            challenged: Some(UserId(5)),
            channel: ChannelId(12),
            ..NewChallenge {
                guild: GuildId(1),
                channel: ChannelId(12),
                challenger: UserId(1),
                challenged: None,
                variant: Variant::Chess,
                color: ColorWish::Random,
                days_per_move: 1,
                rated: false,
                created_at: T0,
                expires_at: T0 + DAY,
                rematch_of: None,
            }
        })
        .unwrap();
    assert!(matches!(
        store.accept_challenge(named.id, UserId(4), Color::White, T0 + 3),
        Err(Error::Invalid(_))
    ));
    // Open challenges lapse like the others.
    let lapsed = store.expire_challenges(T0 + 2 * DAY).unwrap();
    assert!(lapsed.iter().any(|c| c.id == elsewhere.id));
    assert!(
        store
            .open_challenges_in_guild(GuildId(1))
            .unwrap()
            .is_empty()
    );
}

fn rematches_point_at_their_game(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 20, 1, 2, Variant::Scepter, true);
    store
        .finish_game(
            g.id,
            0,
            GameResult::win(Color::White, Termination::Resignation),
            T0 + 5,
        )
        .unwrap();
    assert!(store.pending_rematch(g.id).unwrap().is_none());
    let again = store
        .create_challenge(&NewChallenge {
            guild: GuildId(1),
            channel: ChannelId(20),
            challenger: UserId(2),
            challenged: Some(UserId(1)),
            variant: Variant::Scepter,
            color: ColorWish::White,
            days_per_move: 3,
            rated: true,
            created_at: T0 + 10,
            expires_at: T0 + 10 + 2 * DAY,
            rematch_of: Some(g.id),
        })
        .unwrap();
    assert_eq!(again.rematch_of, Some(g.id));
    assert_eq!(
        store.pending_rematch(g.id).unwrap().map(|c| c.id),
        Some(again.id)
    );
    store.decline_challenge(again.id, T0 + 11).unwrap();
    assert!(store.pending_rematch(g.id).unwrap().is_none());
    assert!(store.accepted_rematch(g.id).unwrap().is_none());
    let third = store
        .create_challenge(&NewChallenge {
            created_at: T0 + 20,
            expires_at: T0 + 20 + 2 * DAY,
            ..NewChallenge {
                guild: GuildId(1),
                channel: ChannelId(20),
                challenger: UserId(1),
                challenged: Some(UserId(2)),
                variant: Variant::Scepter,
                color: ColorWish::Black,
                days_per_move: 3,
                rated: true,
                created_at: 0,
                expires_at: 0,
                rematch_of: Some(g.id),
            }
        })
        .unwrap();
    let played = store
        .accept_challenge(third.id, UserId(2), Color::Black, T0 + 21)
        .unwrap();
    assert_eq!(
        store.accepted_rematch(g.id).unwrap().and_then(|c| c.game),
        Some(played.game.id)
    );
}

fn seek_roles_are_per_server_and_variant(b: &Backend) {
    let store = b.open();
    assert_eq!(
        store.seek_role(GuildId(1), Variant::Sanctuary).unwrap(),
        None
    );
    store
        .set_seek_role(GuildId(1), Variant::Sanctuary, Some(RoleId(u64::MAX - 3)))
        .unwrap();
    store
        .set_seek_role(GuildId(1), Variant::Chess, Some(RoleId(7)))
        .unwrap();
    store
        .set_seek_role(GuildId(1), Variant::Chess, Some(RoleId(8)))
        .unwrap();
    assert_eq!(
        store.seek_role(GuildId(1), Variant::Sanctuary).unwrap(),
        Some(RoleId(u64::MAX - 3))
    );
    assert_eq!(
        store.seek_role(GuildId(2), Variant::Sanctuary).unwrap(),
        None
    );
    assert_eq!(store.seek_roles(GuildId(1)).unwrap().len(), 2);
    store
        .set_seek_role(GuildId(1), Variant::Chess, None)
        .unwrap();
    assert_eq!(
        store.seek_roles(GuildId(1)).unwrap(),
        vec![(Variant::Sanctuary, RoleId(u64::MAX - 3))]
    );
}

fn the_archive_pages_newest_first_within_one_server(b: &Backend) {
    let store = b.open();
    for i in 0..25u64 {
        let (w, bl) = if i % 2 == 0 { (1, 2) } else { (2, 1) };
        let variant = if i % 5 == 0 {
            Variant::Chess
        } else {
            Variant::Sanctuary
        };
        let g = store
            .create_game(&data::NewGame {
                guild: GuildId(1),
                channel: ChannelId(100 + i),
                white: UserId(w),
                black: UserId(bl),
                variant,
                rated: false,
                days_per_move: 3,
                start_fen: None,
                created_at: T0,
            })
            .unwrap();
        store
            .finish_game(
                g.id,
                0,
                GameResult::draw(Termination::Agreement),
                T0 + i as i64,
            )
            .unwrap();
    }
    // Another server's game and an active game are not in the archive.
    let other = store
        .create_game(&data::NewGame {
            guild: GuildId(2),
            channel: ChannelId(999),
            white: UserId(1),
            black: UserId(2),
            variant: Variant::Sanctuary,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        })
        .unwrap();
    store
        .finish_game(other.id, 0, GameResult::aborted(), T0 + 100)
        .unwrap();
    new_game(&store, 500, 1, 2, Variant::Sanctuary, false);

    let g = GuildId(1);
    assert_eq!(store.finished_games_count(UserId(1), g, None).unwrap(), 25);
    assert_eq!(
        store
            .finished_games_count(UserId(1), g, Some(Variant::Chess))
            .unwrap(),
        5
    );
    let first = store.finished_games_of(UserId(1), g, None, 0, 10).unwrap();
    let last = store.finished_games_of(UserId(1), g, None, 20, 10).unwrap();
    assert_eq!(first.len(), 10);
    assert_eq!(last.len(), 5);
    assert!(
        first
            .windows(2)
            .all(|w| w[0].finished_at >= w[1].finished_at)
    );
    assert!(first[0].finished_at > last[0].finished_at);
    assert!(
        first
            .iter()
            .chain(&last)
            .all(|x| x.guild == g && x.status != GameStatus::Active)
    );
    assert_eq!(store.finished_games_count(UserId(3), g, None).unwrap(), 0);
    // The puzzle miner's walk: every server's finished games, oldest first.
    let all = store.finished_games(None).unwrap();
    assert!(all.windows(2).all(|w| w[0].id < w[1].id));
    assert!(all.iter().all(|x| x.status == GameStatus::Finished));
    assert!(all.len() >= 25 && all.iter().all(|x| x.id != other.id));
    let chess = store.finished_games(Some(Variant::Chess)).unwrap();
    assert!(chess.len() >= 5 && chess.iter().all(|x| x.variant == Variant::Chess));
    let recent = store.recent_games_in_guild(g, 5).unwrap();
    assert_eq!(recent.len(), 5);
    assert!(recent[0].status == GameStatus::Active && recent.iter().all(|x| x.guild == g));
    assert_eq!(
        store
            .recent_games_of_in(UserId(2), GuildId(2), 10)
            .unwrap()
            .len(),
        1
    );
}

/// A conversation outside servers is known by a game or a challenge made there with
/// no server; a server's channel never is.
fn places_outside_servers_are_known_by_what_was_played_there(b: &Backend) {
    let store = b.open();
    let (chat, server_channel, other_chat) = (ChannelId(501), ChannelId(502), ChannelId(503));
    assert!(!store.is_outside_servers(chat).unwrap());
    store
        .create_game(&data::NewGame {
            guild: GuildId::GLOBAL,
            channel: chat,
            white: UserId(1),
            black: UserId(2),
            variant: Variant::Chess,
            rated: true,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        })
        .unwrap();
    new_game(&store, server_channel.0, 3, 4, Variant::Chess, true);
    store
        .create_challenge(&NewChallenge {
            guild: GuildId::GLOBAL,
            channel: other_chat,
            challenger: UserId(5),
            challenged: Some(UserId(6)),
            variant: Variant::Scepter,
            color: ColorWish::Random,
            days_per_move: 3,
            rated: false,
            created_at: T0,
            expires_at: T0 + DAY,
            rematch_of: None,
        })
        .unwrap();
    assert!(store.is_outside_servers(chat).unwrap());
    assert!(store.is_outside_servers(other_chat).unwrap());
    assert!(!store.is_outside_servers(server_channel).unwrap());
    let game = store.last_game_in_channel(chat).unwrap().unwrap();
    assert!(game.outside_servers() && game.rating_pool() == GuildId::GLOBAL);
}

testkit::both_backends!(
    places_outside_servers_are_known_by_what_was_played_there,
    open_challenges_go_to_the_first_taker,
    rematches_point_at_their_game,
    seek_roles_are_per_server_and_variant,
    the_archive_pages_newest_first_within_one_server,
);
