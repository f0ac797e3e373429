//! The store's behaviour on real files: challenges, moves, results, ratings, clocks.

use data::{
    ChallengeStatus, ChannelId, ColorWish, Error, GameResult, GameStatus, GuildId, GuildSettings,
    InteractionId, NewChallenge, Store, Termination, UserId,
};
use rules::{Color, EndReason, Variant};
use testkit::{Backend, DAY, T0, new_game, play};

fn challenge(store: &Store, channel: u64, from: u64, to: u64) -> data::Result<data::Challenge> {
    store.create_challenge(&NewChallenge {
        guild: GuildId(1),
        channel: ChannelId(channel),
        challenger: UserId(from),
        challenged: Some(UserId(to)),
        variant: Variant::Scepter,
        color: ColorWish::Random,
        days_per_move: 2,
        rated: true,
        created_at: T0,
        expires_at: T0 + 2 * DAY,
        rematch_of: None,
    })
}

fn settings_default_and_persist(b: &Backend) {
    let store = b.open();
    assert_eq!(
        store.guild_settings(GuildId(5)).unwrap(),
        GuildSettings::default()
    );
    assert!(
        !GuildSettings::default().web_pages,
        "pages are off until asked for"
    );
    let s = GuildSettings {
        default_days: 7,
        rated_by_default: false,
        game_threads: true,
        role_ping_minutes: 0,
        web_pages: true,
        shared_board: data::SharedBoard::White,
    };
    store.set_guild_settings(GuildId(5), &s).unwrap();
    assert!(matches!(
        store.set_guild_settings(
            GuildId(5),
            &GuildSettings {
                default_days: 0,
                ..s
            }
        ),
        Err(Error::Invalid(_))
    ));
    assert!(matches!(
        store.set_guild_settings(
            GuildId(5),
            &GuildSettings {
                role_ping_minutes: 1441,
                ..s
            }
        ),
        Err(Error::Invalid(_))
    ));
    drop(store);
    let store = b.open();
    assert_eq!(store.guild_settings(GuildId(5)).unwrap(), s);
    let off = GuildSettings {
        web_pages: false,
        ..s
    };
    store.set_guild_settings(GuildId(5), &off).unwrap();
    assert_eq!(store.guild_settings(GuildId(5)).unwrap(), off);
}

fn players_and_huge_snowflakes_round_trip(b: &Backend) {
    let store = b.open();
    let big = UserId(u64::MAX - 7);
    store.upsert_player(big, "Ada", T0).unwrap();
    store.upsert_player(big, "Ada L.", T0 + 1).unwrap();
    let p = store.player(big).unwrap().unwrap();
    assert_eq!(
        (p.id, p.display_name.as_str(), p.updated_at),
        (big, "Ada L.", T0 + 1)
    );
    assert!(store.player(UserId(3)).unwrap().is_none());
    let g = new_game(
        &store,
        u64::MAX,
        u64::MAX - 7,
        1 << 63,
        Variant::Chess,
        false,
    );
    let back = store.game(g.id).unwrap();
    assert_eq!(
        (back.white, back.black, back.channel),
        (big, UserId(1 << 63), ChannelId(u64::MAX))
    );
    assert_eq!(store.active_games_of(big, None).unwrap().len(), 1);
}

fn challenge_lifecycle_and_constraints(b: &Backend) {
    let store = b.open();
    let c = challenge(&store, 10, 1, 2).unwrap();
    assert_eq!(c.status, ChallengeStatus::Pending);
    // One pending challenge per pair and channel, whichever way round.
    assert!(matches!(
        challenge(&store, 10, 2, 1),
        Err(Error::DuplicateChallenge(ChannelId(10)))
    ));
    challenge(&store, 11, 1, 2).unwrap();
    assert!(matches!(
        challenge(&store, 10, 1, 1),
        Err(Error::Invalid(_))
    ));
    assert_eq!(store.pending_challenges_for(UserId(2)).unwrap().len(), 2);
    assert_eq!(
        store
            .pending_challenges_in_channel(ChannelId(10))
            .unwrap()
            .len(),
        1
    );

    let accepted = store
        .accept_challenge(c.id, UserId(2), Color::Black, T0 + 60)
        .unwrap();
    assert_eq!(accepted.challenge.status, ChallengeStatus::Accepted);
    assert_eq!(accepted.challenge.game, Some(accepted.game.id));
    assert_eq!(
        (accepted.game.white, accepted.game.black),
        (UserId(2), UserId(1))
    );
    assert_eq!(accepted.game.deadline, T0 + 60 + 2 * DAY);
    assert!(matches!(
        store.accept_challenge(c.id, UserId(2), Color::White, T0 + 61),
        Err(Error::ChallengeNotPending {
            status: ChallengeStatus::Accepted,
            ..
        })
    ));
    // The channel is busy now: no new challenge, no second game.
    assert!(matches!(
        challenge(&store, 10, 3, 4),
        Err(Error::ChannelBusy(_))
    ));
    assert_eq!(
        store
            .active_game_in_channel(ChannelId(10))
            .unwrap()
            .unwrap()
            .id,
        accepted.game.id
    );

    let d = challenge(&store, 12, 3, 4).unwrap();
    assert_eq!(
        store.decline_challenge(d.id, T0 + 5).unwrap().status,
        ChallengeStatus::Declined
    );
    let e = challenge(&store, 12, 3, 4).unwrap();
    assert_eq!(
        store.cancel_challenge(e.id, T0 + 5).unwrap().status,
        ChallengeStatus::Cancelled
    );
    assert!(matches!(
        store.decline_challenge(e.id, T0 + 6),
        Err(Error::ChallengeNotPending { .. })
    ));
}

fn challenges_expire_once(b: &Backend) {
    let store = b.open();
    let c = challenge(&store, 10, 1, 2).unwrap();
    challenge(&store, 11, 1, 2).unwrap();
    assert!(store.expire_challenges(T0 + DAY).unwrap().is_empty());
    assert_eq!(store.next_due().unwrap(), Some(T0 + 2 * DAY));
    let expired = store.expire_challenges(T0 + 2 * DAY).unwrap();
    assert_eq!(expired.len(), 2);
    assert!(expired.iter().all(|c| c.status == ChallengeStatus::Expired));
    assert!(store.expire_challenges(T0 + 3 * DAY).unwrap().is_empty());
    assert_eq!(
        store.challenge(c.id).unwrap().status,
        ChallengeStatus::Expired
    );
    // Accepting a lapsed challenge that nobody expired yet is refused and marks it.
    let late = challenge(&store, 12, 1, 2).unwrap();
    assert!(matches!(
        store.accept_challenge(late.id, UserId(2), Color::White, T0 + 2 * DAY),
        Err(Error::ChallengeNotPending {
            status: ChallengeStatus::Expired,
            ..
        })
    ));
    assert_eq!(
        store.challenge(late.id).unwrap().status,
        ChallengeStatus::Expired
    );
}

fn record_move_checks_ply_turn_and_legality(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Sanctuary, false);
    let loaded = store.load_game(g.id).unwrap();
    let e4 = loaded.game.parse_move("e4").unwrap();
    assert!(matches!(
        store.record_move(g.id, 0, &e4, UserId(11), T0 + 1),
        Err(Error::NotYourTurn {
            user: UserId(11),
            to_move: UserId(10),
            ..
        })
    ));
    // Someone outside the game is told so, not that it is not their turn.
    assert!(matches!(
        store.record_move(g.id, 0, &e4, UserId(99), T0 + 1),
        Err(Error::NotAPlayer {
            user: UserId(99),
            ..
        })
    ));
    let r = store
        .record_move(g.id, 0, &e4, UserId(10), T0 + 10)
        .unwrap();
    assert_eq!(
        (r.saved.ply, r.saved.san.as_str(), r.stored.ply),
        (1, "e4", 1)
    );
    assert_eq!(r.stored.deadline, T0 + 10 + 3 * DAY);
    assert_eq!(r.stored.turn(), Color::Black);
    assert_eq!(
        store
            .record_move(g.id, 0, &e4, UserId(10), T0 + 11)
            .unwrap_err()
            .to_string(),
        format!("the game has moved on: game {} is at ply 1, not 0", g.id)
    );
    // White's e4 again is not legal for Black.
    assert!(matches!(
        store.record_move(g.id, 1, &e4, UserId(11), T0 + 11),
        Err(Error::IllegalMove { .. })
    ));
    let moves = store.moves(g.id).unwrap();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].by, UserId(10));
    assert_eq!(store.load_game(g.id).unwrap().game.ply(), 1);
}

fn checkmate_finishes_and_rates_in_one_step(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, true);
    for (i, san) in ["f3", "e5", "g4"].iter().enumerate() {
        assert!(
            play(&store, g.id, san, T0 + i as i64)
                .unwrap()
                .ratings
                .is_none()
        );
    }
    let r = play(&store, g.id, "Qh4#", T0 + 9).unwrap();
    assert_eq!(r.stored.status, GameStatus::Finished);
    assert_eq!(
        r.stored.result,
        Some(GameResult::win(
            Color::Black,
            Termination::Board(EndReason::Checkmate)
        ))
    );
    assert_eq!(r.stored.finished_at, Some(T0 + 9));
    let up = r.ratings.unwrap();
    assert!(up.black.after.rating > 1500.0 && up.white.after.rating < 1500.0);
    assert_eq!(up.black.diff(), -up.white.diff());
    let black = store
        .rating(GuildId(1), Variant::Chess, UserId(11))
        .unwrap();
    assert_eq!(
        (black.games, black.wins, black.draws, black.losses),
        (1, 1, 0, 0)
    );
    assert!(black.rating.is_provisional());
    assert!(black.rating.display().ends_with('?'));
    assert_eq!(store.game_rating_changes(&r.stored).unwrap(), Some(up));
    let resign = GameResult::win(Color::White, Termination::Resignation);
    assert!(matches!(
        store.finish_game(g.id, 4, resign, T0 + 10),
        Err(Error::GameOver(_))
    ));
    assert!(
        store
            .active_game_in_channel(ChannelId(1))
            .unwrap()
            .is_none()
    );
    let pgn = store.score_sheet(g.id).unwrap().pgn();
    assert!(
        pgn.contains("[Result \"0-1\"]")
            && pgn.contains("Qh4#")
            && pgn.contains("[BlackRatingDiff \"+")
    );
}

fn short_unrated_and_aborted_games_leave_ratings_alone(b: &Backend) {
    let store = b.open();
    // Rated, but resigned after three plies.
    let g = new_game(&store, 1, 10, 11, Variant::Chess, true);
    for san in ["e4", "e5", "Nf3"] {
        play(&store, g.id, san, T0).unwrap();
    }
    let f = store
        .finish_game(
            g.id,
            3,
            GameResult::win(Color::White, Termination::Resignation),
            T0 + 5,
        )
        .unwrap();
    assert!(f.ratings.is_none());
    // Unrated and long enough.
    let g = new_game(&store, 2, 10, 11, Variant::Chess, false);
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        play(&store, g.id, san, T0).unwrap();
    }
    assert!(
        store
            .finish_game(g.id, 4, GameResult::draw(Termination::Agreement), T0)
            .unwrap()
            .ratings
            .is_none()
    );
    // Aborted.
    let g = new_game(&store, 3, 10, 11, Variant::Chess, true);
    let aborted = store.abort_game(g.id, 0, T0).unwrap();
    assert_eq!(
        (aborted.status, aborted.result.map(|r| r.pgn_result())),
        (GameStatus::Aborted, Some("*"))
    );
    assert!(store.player_stats(UserId(10), None).unwrap().is_empty());
    assert_eq!(
        store
            .rating(GuildId(1), Variant::Chess, UserId(10))
            .unwrap()
            .rating,
        data::Rating::START
    );
}

fn rated_resignation_counts_and_timeouts_are_idempotent(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Scepter, true);
    for san in ["e4", "e5", "d4", "d5"] {
        play(&store, g.id, san, T0).unwrap();
    }
    let due = store.due_deadlines(T0 + 3 * DAY, 10).unwrap();
    assert_eq!(due.len(), 1);
    let timeout = GameResult::win(Color::Black, Termination::Timeout);
    let f = store
        .finish_game(g.id, due[0].ply, timeout, T0 + 3 * DAY)
        .unwrap();
    assert_eq!(f.ratings.unwrap().black.diff(), 162);
    // A second run of the deadline work finds nothing and cannot finish it twice.
    assert!(store.due_deadlines(T0 + 4 * DAY, 10).unwrap().is_empty());
    assert!(matches!(
        store.finish_game(g.id, 4, timeout, T0 + 4 * DAY),
        Err(Error::GameOver(_))
    ));
    let stats = store.player_stats(UserId(11), Some(GuildId(1))).unwrap();
    assert_eq!((stats.len(), stats[0].games, stats[0].wins), (1, 1, 1));
}

fn reminders_fire_once_per_move(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    assert_eq!(g.reminder_at, Some(T0 + 3 * DAY * 4 / 5));
    assert!(store.due_reminders(T0 + DAY, 10).unwrap().is_empty());
    let due = store.due_reminders(T0 + 3 * DAY, 10).unwrap();
    assert_eq!(due.len(), 1);
    assert!(store.mark_reminded(g.id, 0).unwrap());
    assert!(!store.mark_reminded(g.id, 0).unwrap());
    assert!(store.due_reminders(T0 + 3 * DAY, 10).unwrap().is_empty());
    // The next move gets its own reminder.
    let r = play(&store, g.id, "e4", T0 + 3 * DAY).unwrap();
    assert_eq!(r.stored.reminder_at, Some(T0 + 3 * DAY + 3 * DAY * 4 / 5));
    assert!(!store.mark_reminded(g.id, 0).unwrap());
    assert_eq!(store.next_due().unwrap(), r.stored.reminder_at);
}

fn a_deadline_extended_moves_its_reminder_and_checks_the_ply(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    let later = store.extend_deadline(g.id, 0, DAY).unwrap();
    assert_eq!(later.deadline, g.deadline + DAY);
    assert_eq!(later.reminder_at, g.reminder_at.map(|r| r + DAY));
    // A reminder already sent stays sent.
    assert!(store.mark_reminded(g.id, 0).unwrap());
    let again = store.extend_deadline(g.id, 0, DAY).unwrap();
    assert_eq!(
        (again.deadline, again.reminder_at),
        (g.deadline + 2 * DAY, None)
    );
    assert!(matches!(
        store.extend_deadline(g.id, 1, DAY),
        Err(Error::Conflict { .. })
    ));
    assert!(matches!(
        store.extend_deadline(g.id, 0, 0),
        Err(Error::Invalid(_))
    ));
    store
        .finish_game(g.id, 0, GameResult::draw(Termination::Agreement), T0)
        .unwrap();
    assert!(matches!(
        store.extend_deadline(g.id, 0, DAY),
        Err(Error::GameOver(_))
    ));
}

fn draw_offers_lapse_when_the_opponent_moves(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    let g1 = store.set_draw_offer(g.id, 0, Some(Color::White)).unwrap();
    assert_eq!(g1.draw_offer, Some(Color::White));
    // White offers and moves: the offer stands for Black to answer.
    let r = play(&store, g.id, "e4", T0).unwrap();
    assert_eq!(r.stored.draw_offer, Some(Color::White));
    // Black moves instead of accepting: it lapses.
    let r = play(&store, g.id, "e5", T0).unwrap();
    assert_eq!(r.stored.draw_offer, None);
    assert!(matches!(
        store.set_draw_offer(g.id, 1, Some(Color::White)),
        Err(Error::Conflict { .. })
    ));
}

fn takebacks_only_unrated_and_restore_the_position(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Sanctuary, false);
    for san in ["e4", "e5", "d4"] {
        play(&store, g.id, san, T0).unwrap();
    }
    store
        .set_takeback_offer(g.id, 3, Some(Color::White))
        .unwrap();
    let back = store.take_back(g.id, 3, 2, T0 + 100).unwrap();
    assert_eq!(
        (back.ply, back.takeback_offer, back.deadline),
        (1, None, T0 + 100 + 3 * DAY)
    );
    let loaded = store.load_game(g.id).unwrap();
    assert_eq!(loaded.game.position().fen(), back.fen);
    assert_eq!(loaded.moves.len(), 1);
    play(&store, g.id, "d5", T0 + 200).unwrap();
    // One or two plies, and no more than were played: anything else changes nothing.
    let one = new_game(&store, 3, 10, 11, Variant::Sanctuary, false);
    play(&store, one.id, "e4", T0).unwrap();
    for (ply, plies) in [(1, 2), (1, 0)] {
        assert!(
            matches!(
                store.take_back(one.id, ply, plies, T0),
                Err(Error::Invalid(_))
            ),
            "{plies} of {ply}"
        );
    }
    for san in ["e5", "d4"] {
        play(&store, one.id, san, T0).unwrap();
    }
    assert!(matches!(
        store.take_back(one.id, 3, 3, T0),
        Err(Error::Invalid(_))
    ));
    assert_eq!(store.load_game(one.id).unwrap().moves.len(), 3);
    let rated = new_game(&store, 2, 10, 11, Variant::Sanctuary, true);
    play(&store, rated.id, "e4", T0).unwrap();
    assert!(matches!(
        store.take_back(rated.id, 1, 1, T0),
        Err(Error::Invalid(_))
    ));
}

fn moving_a_game_into_its_thread_frees_the_channel(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    let moved = store.set_game_channel(g.id, ChannelId(900)).unwrap();
    assert_eq!(moved.channel, ChannelId(900));
    assert!(
        store
            .active_game_in_channel(ChannelId(1))
            .unwrap()
            .is_none()
    );
    new_game(&store, 1, 12, 13, Variant::Chess, false);
    assert!(matches!(
        store.set_game_channel(g.id, ChannelId(1)),
        Err(Error::ChannelBusy(_))
    ));
    assert!(
        store
            .load_active_game_in_channel(ChannelId(900))
            .unwrap()
            .is_some()
    );
}

fn interactions_are_processed_once(b: &Backend) {
    let store = b.open();
    let id = InteractionId(1_234_567_890_123_456_789);
    assert!(store.claim_interaction(id, T0).unwrap());
    assert!(!store.claim_interaction(id, T0 + 1).unwrap());
    assert_eq!(store.forget_interactions_before(T0 + 3600).unwrap(), 1);
    assert!(store.claim_interaction(id, T0 + 3601).unwrap());
}

fn an_arrival_is_claimed_once_and_keeps_its_names(b: &Backend) {
    let store = b.open();
    let (user, a, other) = (UserId(7), GuildId(1), GuildId(2));
    let arrival = |id: u64, name: &'static str, nickname: Option<&'static str>| data::Arrival {
        interaction: Some(InteractionId(id)),
        user,
        name,
        guild: a,
        nickname,
        at: T0,
    };
    let renamed = |renamed| data::Admission::Admitted { renamed };
    assert_eq!(
        store.admit(&arrival(1, "Ann", Some("Annie"))).unwrap(),
        renamed(true)
    );
    assert_eq!(store.player(user).unwrap().unwrap().display_name, "Ann");
    assert_eq!(store.nickname(user, a).unwrap().as_deref(), Some("Annie"));
    assert_eq!(store.nickname(user, other).unwrap(), None);
    // A second delivery writes nothing, not even a new name.
    assert_eq!(
        store.admit(&arrival(1, "Changed", None)).unwrap(),
        data::Admission::Duplicate
    );
    assert_eq!(store.player(user).unwrap().unwrap().display_name, "Ann");
    // The same names again: nothing to write.
    assert_eq!(
        store.admit(&arrival(2, "Ann", Some("Annie"))).unwrap(),
        renamed(false)
    );
    // A new name, the nickname dropped; a blank name keeps the one known.
    assert_eq!(
        store.admit(&arrival(3, "Anna", Some(""))).unwrap(),
        renamed(true)
    );
    assert_eq!(store.nickname(user, a).unwrap(), None);
    assert_eq!(store.admit(&arrival(4, "", None)).unwrap(), renamed(false));
    assert_eq!(store.player(user).unwrap().unwrap().display_name, "Anna");
    // No interaction (the web, the console): admitted each time.
    let web = data::Arrival {
        interaction: None,
        ..arrival(0, "Anna", None)
    };
    assert_eq!(store.admit(&web).unwrap(), renamed(false));
    assert_eq!(store.admit(&web).unwrap(), renamed(false));
}

fn leaderboard_orders_filters_and_pages(b: &Backend) {
    let store = b.open();
    // Player 1 beats 2, 3 and 4 (and 2 beats 3), each in its own channel.
    let mut channel = 0;
    for (w, b) in [(1, 2), (1, 3), (1, 4), (2, 3)] {
        channel += 1;
        store
            .upsert_player(UserId(w), &format!("p{w}"), T0)
            .unwrap();
        let g = new_game(&store, channel, w, b, Variant::Chess, true);
        for san in ["e4", "e5", "Nf3", "Nc6"] {
            play(&store, g.id, san, T0).unwrap();
        }
        store
            .finish_game(
                g.id,
                4,
                GameResult::win(Color::White, Termination::Resignation),
                T0,
            )
            .unwrap();
    }
    let board = store
        .leaderboard(GuildId(1), Variant::Chess, 1, 0, 10)
        .unwrap();
    assert_eq!(
        board.iter().map(|e| e.rating.player.0).collect::<Vec<_>>(),
        vec![1, 2, 4, 3]
    );
    assert_eq!(
        (
            board[0].rank,
            board[0].display_name.as_str(),
            board[0].rating.wins
        ),
        (1, "p1", 3)
    );
    assert_eq!(
        store
            .leaderboard(GuildId(1), Variant::Chess, 2, 0, 10)
            .unwrap()
            .len(),
        3
    );
    let page2 = store
        .leaderboard(GuildId(1), Variant::Chess, 1, 2, 2)
        .unwrap();
    assert_eq!(page2.iter().map(|e| e.rank).collect::<Vec<_>>(), vec![3, 4]);
    assert_eq!(
        store
            .leaderboard_len(GuildId(1), Variant::Chess, 1)
            .unwrap(),
        4
    );
    assert!(
        store
            .leaderboard(GuildId(2), Variant::Chess, 0, 0, 10)
            .unwrap()
            .is_empty()
    );
    // Player 1's rating after each of their three wins, oldest first, rising; the
    // last point is the rating the leaderboard shows.
    let history = store
        .rating_history(GuildId(1), Variant::Chess, UserId(1), 10)
        .unwrap();
    assert_eq!(history.len(), 3);
    assert!(
        history
            .windows(2)
            .all(|w| w[0].game.0 < w[1].game.0 && w[0].rating < w[1].rating)
    );
    assert!((history[2].rating - board[0].rating.rating.rating).abs() < 1e-9);
    let last_two = store
        .rating_history(GuildId(1), Variant::Chess, UserId(1), 2)
        .unwrap();
    assert_eq!(last_two, history[1..]);
    for (guild, variant) in [(2, Variant::Chess), (1, Variant::Scepter)] {
        assert!(
            store
                .rating_history(GuildId(guild), variant, UserId(1), 10)
                .unwrap()
                .is_empty()
        );
    }
}

fn two_games_finishing_at_once_for_one_player_both_count(b: &Backend) {
    let path = b.location();
    let store = b.open();
    let mut ids = Vec::new();
    for round in 0..20u64 {
        for (k, opp) in [(0, 2), (1, 3)] {
            let g = new_game(&store, 100 + round * 2 + k, 1, opp, Variant::Chess, true);
            for san in ["e4", "e5", "Nf3", "Nc6"] {
                play(&store, g.id, san, T0).unwrap();
            }
            ids.push((k, g.id));
        }
    }
    std::thread::scope(|s| {
        for k in 0..2 {
            let (path, ids) = (&path, &ids);
            s.spawn(move || {
                let store = Store::open(path).unwrap();
                for &(_, id) in ids.iter().filter(|(kk, _)| *kk == k) {
                    store
                        .finish_game(
                            id,
                            4,
                            GameResult::win(Color::White, Termination::Resignation),
                            T0,
                        )
                        .unwrap();
                }
            });
        }
    });
    let r = store.rating(GuildId(1), Variant::Chess, UserId(1)).unwrap();
    assert_eq!((r.games, r.wins), (40, 40));
    let sum: u32 = [2, 3]
        .iter()
        .map(|&p| {
            store
                .rating(GuildId(1), Variant::Chess, UserId(p))
                .unwrap()
                .losses
        })
        .sum();
    assert_eq!(sum, 40);
}

fn tampered_games_are_reported_not_used(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    for san in ["e4", "e5"] {
        play(&store, g.id, san, T0).unwrap();
    }
    drop(store);
    b.raw_sql(&format!(
        "UPDATE games SET fen = '{}' WHERE game_id = {}",
        rules::Variant::Chess.start_fen(),
        g.id.0
    ));
    let store = b.open();
    assert!(matches!(
        store.load_game(g.id),
        Err(Error::CorruptGame { ply: 2, .. })
    ));
    assert!(matches!(
        play_uci(&store, g.id, 2, "g1f3"),
        Err(Error::CorruptGame { .. })
    ));
    drop(store);
    b.raw_sql(&format!(
        "UPDATE moves SET uci = 'e2e5' WHERE game_id = {} AND ply = 1",
        g.id.0
    ));
    let store = b.open();
    let err = store.load_game(g.id).unwrap_err();
    assert!(matches!(err, Error::CorruptGame { ply: 1, .. }), "{err}");
}

fn play_uci(store: &Store, id: data::GameId, ply: u32, uci: &str) -> data::Result<data::MoveSaved> {
    let game = store.game(id)?;
    let pos = rules::Position::from_fen(game.variant, &game.fen).unwrap();
    let mv = pos.parse_uci(uci).unwrap();
    store.record_move(id, ply, &mv, game.player_to_move(), T0)
}

fn online_backup_is_a_complete_copy(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Scepter, false);
    play(&store, g.id, "e4", T0).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let dest = dir.path().join("backup.db");
    if b.is_postgres() {
        // PostgreSQL is backed up with pg_dump: both entry points say so.
        for err in [
            data::backup(std::path::Path::new(&b.location()), &dest).unwrap_err(),
            store.backup_to(&dest).unwrap_err(),
        ] {
            assert!(
                matches!(&err, Error::Invalid(m) if m.contains("pg_dump")),
                "{err}"
            );
            assert!(!err.to_string().contains(testkit::pg::PASSWORD));
        }
        assert!(!dest.exists());
        return;
    }
    let report = data::backup(store.location(), &dest).unwrap();
    assert!(report.bytes > 0);
    play(&store, g.id, "e5", T0).unwrap();
    let copy = Store::open(&dest).unwrap();
    copy.check_integrity().unwrap();
    assert_eq!(copy.load_game(g.id).unwrap().stored.ply, 1);
    let again = store.backup_to(&dest).unwrap();
    assert_eq!(again.path, dest);
    drop(copy);
    assert_eq!(
        Store::open(&dest)
            .unwrap()
            .load_game(g.id)
            .unwrap()
            .stored
            .ply,
        2
    );
}

fn many_connections_can_create_the_same_new_file_at_once(b: &Backend) {
    for _ in 0..5 {
        let fresh = b.another();
        let path = fresh.location();
        let barrier = std::sync::Barrier::new(8);
        std::thread::scope(|s| {
            for _ in 0..8 {
                let (path, barrier) = (&path, &barrier);
                s.spawn(move || {
                    barrier.wait();
                    let store = Store::open(path).unwrap();
                    assert_eq!(store.schema_version().unwrap(), data::SCHEMA_VERSION);
                });
            }
        });
    }
}

fn last_game_in_channel_prefers_the_active_one(b: &Backend) {
    let store = b.open();
    assert!(store.last_game_in_channel(ChannelId(1)).unwrap().is_none());
    let first = new_game(&store, 1, 10, 11, Variant::Chess, false);
    store.abort_game(first.id, 0, T0).unwrap();
    let second = new_game(&store, 1, 12, 13, Variant::Chess, false);
    assert_eq!(
        store
            .last_game_in_channel(ChannelId(1))
            .unwrap()
            .unwrap()
            .id,
        second.id
    );
    let resign = GameResult::win(Color::Black, Termination::Resignation);
    store.finish_game(second.id, 0, resign, T0 + 1).unwrap();
    let last = store.last_game_in_channel(ChannelId(1)).unwrap().unwrap();
    assert_eq!((last.id, last.status), (second.id, GameStatus::Finished));
    // A game moved into its thread is found there, not in its old channel.
    let third = new_game(&store, 1, 14, 15, Variant::Chess, false);
    store.set_game_channel(third.id, ChannelId(77)).unwrap();
    assert_eq!(
        store
            .last_game_in_channel(ChannelId(1))
            .unwrap()
            .unwrap()
            .id,
        second.id
    );
    assert_eq!(
        store
            .last_game_in_channel(ChannelId(77))
            .unwrap()
            .unwrap()
            .id,
        third.id
    );
    // Only a game shown in two servers is found by the mirrors' lookup, in both places.
    for channel in [1, 77] {
        assert!(
            store
                .last_game_in_channel_if_mirrored(ChannelId(channel))
                .unwrap()
                .is_none()
        );
    }
    let c = challenge(&store, 5, 20, 21).unwrap();
    let shown = store
        .accept_challenge_from(
            c.id,
            UserId(21),
            Color::White,
            T0 + 2,
            Some((GuildId(2), ChannelId(55))),
        )
        .unwrap()
        .game;
    for channel in [5, 55] {
        let found = store
            .last_game_in_channel_if_mirrored(ChannelId(channel))
            .unwrap()
            .unwrap();
        assert_eq!((found.id, found.mirror), (shown.id, shown.mirror));
        assert!(found.mirror.is_some());
    }
}

fn record_move_in_uses_the_callers_replay_and_detects_changes(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    let loaded = store.load_game(g.id).unwrap();
    let e4 = loaded.game.parse_move("e4").unwrap();
    let r = store
        .record_move_in(&loaded, &e4, UserId(10), T0 + 5)
        .unwrap();
    assert_eq!((r.saved.ply, r.saved.san.as_str()), (1, "e4"));
    // The same loaded view again is stale.
    assert!(matches!(
        store.record_move_in(&loaded, &e4, UserId(10), T0 + 6),
        Err(Error::Conflict {
            expected: 0,
            actual: 1,
            ..
        })
    ));
    let loaded = store.load_game(g.id).unwrap();
    let e5 = loaded.game.parse_move("e5").unwrap();
    assert!(matches!(
        store.record_move_in(&loaded, &e5, UserId(10), T0),
        Err(Error::NotYourTurn { .. })
    ));
    // A takeback and a different move back to the same ply: still a conflict.
    store.take_back(g.id, 1, 1, T0 + 7).unwrap();
    play(&store, g.id, "d4", T0 + 8).unwrap();
    assert!(matches!(
        store.record_move_in(&loaded, &e5, UserId(11), T0 + 9),
        Err(Error::Conflict { .. })
    ));
    let loaded = store.load_game(g.id).unwrap();
    let d5 = loaded.game.parse_move("d5").unwrap();
    let r = store
        .record_move_in(&loaded, &d5, UserId(11), T0 + 10)
        .unwrap();
    assert_eq!(r.stored.ply, 2);
    assert_eq!(
        store.load_game(g.id).unwrap().game.position().fen(),
        r.stored.fen
    );
}

fn record_move_in_refuses_a_view_the_game_has_left_for_the_same_board(b: &Backend) {
    let store = b.open();
    let g = new_game(&store, 1, 10, 11, Variant::Chess, false);
    play(&store, g.id, "e4", T0 + 1).unwrap();
    let seen = store.load_game(g.id).unwrap();
    // Since it was loaded, e4 was taken back and played again an hour later: the same
    // board, ply and last move, but not the game the caller saw (its clock moved on).
    store.take_back(g.id, 1, 1, T0 + 2).unwrap();
    play(&store, g.id, "e4", T0 + 3600).unwrap();
    let now = store.load_game(g.id).unwrap();
    assert_eq!(
        (
            now.stored.fen.as_str(),
            now.stored.ply,
            now.moves.last().map(|m| m.uci.as_str())
        ),
        (seen.stored.fen.as_str(), seen.stored.ply, Some("e2e4"))
    );
    let e5 = seen.game.parse_move("e5").unwrap();
    assert!(matches!(
        store.record_move_in(&seen, &e5, UserId(11), T0 + 3601),
        Err(Error::Conflict {
            expected: 1,
            actual: 1,
            ..
        })
    ));
    assert_eq!(store.moves(g.id).unwrap().len(), 1, "nothing stored");
    // The fresh view plays.
    let r = store
        .record_move_in(&now, &e5, UserId(11), T0 + 3602)
        .unwrap();
    assert_eq!((r.saved.ply, r.saved.san.as_str()), (2, "e5"));
}

fn due_work_comes_earliest_first_and_skips_finished_games(b: &Backend) {
    let store = b.open();
    let mut ids = Vec::new();
    for (ch, days) in [(1, 5), (2, 1), (3, 3)] {
        let g = store
            .create_game(&data::NewGame {
                guild: GuildId(1),
                channel: ChannelId(ch),
                white: UserId(10 + ch),
                black: UserId(20 + ch),
                variant: Variant::Chess,
                rated: false,
                days_per_move: days,
                start_fen: None,
                created_at: T0,
            })
            .unwrap();
        ids.push(g.id);
    }
    let due = store.due_deadlines(T0 + 10 * DAY, 10).unwrap();
    assert_eq!(
        due.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![ids[1], ids[2], ids[0]]
    );
    assert_eq!(store.due_deadlines(T0 + 10 * DAY, 2).unwrap().len(), 2);
    assert_eq!(store.due_deadlines(T0 + 3 * DAY, 10).unwrap().len(), 2);
    store.abort_game(ids[1], 0, T0).unwrap();
    let due = store.due_reminders(T0 + 10 * DAY, 10).unwrap();
    assert_eq!(
        due.iter().map(|g| g.id).collect::<Vec<_>>(),
        vec![ids[2], ids[0]]
    );
    assert_eq!(store.next_due().unwrap(), Some(T0 + 3 * DAY * 4 / 5));
}

fn histories_and_stats_across_servers(b: &Backend) {
    let store = b.open();
    for guild in [1, 2] {
        let g = store
            .create_game(&data::NewGame {
                guild: GuildId(guild),
                channel: ChannelId(guild),
                white: UserId(10),
                black: UserId(11),
                variant: Variant::Scepter,
                rated: true,
                days_per_move: 3,
                start_fen: None,
                created_at: T0,
            })
            .unwrap();
        for san in ["e4", "e5", "d4", "d5"] {
            play(&store, g.id, san, T0).unwrap();
        }
        let draw = GameResult::draw(Termination::Agreement);
        store.finish_game(g.id, 4, draw, T0 + guild as i64).unwrap();
    }
    assert_eq!(store.player_stats(UserId(10), None).unwrap().len(), 2);
    let one = store.player_stats(UserId(10), Some(GuildId(2))).unwrap();
    assert_eq!((one.len(), one[0].draws, one[0].guild), (1, 1, GuildId(2)));
    let recent = store.recent_games_of(UserId(11), None, 10).unwrap();
    assert_eq!(
        recent.iter().map(|g| g.guild.0).collect::<Vec<_>>(),
        vec![2, 1]
    );
    assert_eq!(
        store
            .recent_games_of(UserId(11), Some(GuildId(1)), 10)
            .unwrap()
            .len(),
        1
    );
    assert!(store.active_games_of(UserId(11), None).unwrap().is_empty());
}

fn button_messages_are_taken_once(b: &Backend) {
    let store = b.open();
    store
        .remember_button_message("challenge:1", ChannelId(5), u64::MAX - 1, T0)
        .unwrap();
    store
        .remember_button_message("offer:9", ChannelId(6), 42, T0)
        .unwrap();
    store
        .remember_button_message("offer:9", ChannelId(6), 43, T0 + 10)
        .unwrap();
    assert!(matches!(
        store.remember_button_message("", ChannelId(6), 1, T0),
        Err(Error::Invalid(_))
    ));
    drop(store);
    // Survives a restart.
    let store = b.open();
    assert_eq!(
        store.take_button_message("challenge:1").unwrap(),
        Some((ChannelId(5), u64::MAX - 1))
    );
    assert_eq!(store.take_button_message("challenge:1").unwrap(), None);
    assert_eq!(store.forget_button_messages_before(T0 + 5).unwrap(), 0);
    assert_eq!(store.forget_button_messages_before(T0 + 11).unwrap(), 1);
    assert_eq!(store.take_button_message("offer:9").unwrap(), None);
    // The same buttons in several channels, remembered once per channel: all handed
    // out together, once; the latest one read back for a redraw.
    for (channel, message) in [(7, 70), (8, 80)] {
        store
            .remember_button_message(
                &format!("challenge:2@{channel}"),
                ChannelId(channel),
                message,
                T0 + channel as i64,
            )
            .unwrap();
    }
    store
        .remember_button_message("challenge:20@9", ChannelId(9), 90, T0)
        .unwrap();
    assert_eq!(
        store.button_message("challenge:2").unwrap(),
        Some((ChannelId(8), 80))
    );
    let mut taken = store.take_button_messages("challenge:2").unwrap();
    taken.sort_unstable();
    assert_eq!(taken, vec![(ChannelId(7), 70), (ChannelId(8), 80)]);
    assert!(
        store
            .take_button_messages("challenge:2")
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store.take_button_messages("challenge:20").unwrap(),
        vec![(ChannelId(9), 90)]
    );
    // Besides a message the caller knows: alone, it is left kept; with others, they
    // are handed out, once, and it is forgotten with them.
    let known = (ChannelId(3), 30);
    store
        .remember_button_message("challenge:4@3", known.0, known.1, T0)
        .unwrap();
    let besides = |store: &data::Store| store.take_button_messages_besides("challenge:4", known);
    assert!(besides(&store).unwrap().is_empty());
    assert_eq!(store.button_message("challenge:4").unwrap(), Some(known));
    store
        .remember_button_message("challenge:4@6", ChannelId(6), 60, T0 + 1)
        .unwrap();
    assert_eq!(besides(&store).unwrap(), vec![(ChannelId(6), 60)]);
    assert!(besides(&store).unwrap().is_empty());
    assert_eq!(store.button_message("challenge:4").unwrap(), None);
}

fn limits_read_from_challenges_and_role_pings_claimed_once(b: &Backend) {
    let store = b.open();
    let (guild, role) = (GuildId(1), data::RoleId(77));
    // The first ping is claimed; within the wait, no one else's, and the answer says when.
    assert_eq!(store.claim_role_ping(guild, role, T0, 600).unwrap(), None);
    assert_eq!(
        store.claim_role_ping(guild, role, T0 + 599, 600).unwrap(),
        Some(T0 + 600)
    );
    assert_eq!(
        store.claim_role_ping(guild, role, T0 + 600, 600).unwrap(),
        None
    );
    assert_eq!(
        store
            .claim_role_ping(guild, data::RoleId(78), T0 + 600, 600)
            .unwrap(),
        None
    );
    // Waiting challenges, and when the challenged said no.
    let c = challenge(&store, 1, 10, 11).unwrap();
    challenge(&store, 2, 10, 12).unwrap();
    assert_eq!(
        store.pending_challenges_by(UserId(10), GuildId(1)).unwrap(),
        (2, Some(T0 + 2 * DAY))
    );
    assert_eq!(
        store
            .last_turned_down(UserId(10), UserId(11), GuildId(1))
            .unwrap(),
        None
    );
    store.decline_challenge(c.id, T0 + 5).unwrap();
    assert_eq!(
        store
            .last_turned_down(UserId(10), UserId(11), GuildId(1))
            .unwrap(),
        Some(T0 + 5)
    );
    assert_eq!(
        store
            .pending_challenges_by(UserId(10), GuildId(1))
            .unwrap()
            .0,
        1
    );
}

testkit::both_backends!(
    limits_read_from_challenges_and_role_pings_claimed_once,
    settings_default_and_persist,
    players_and_huge_snowflakes_round_trip,
    challenge_lifecycle_and_constraints,
    challenges_expire_once,
    record_move_checks_ply_turn_and_legality,
    checkmate_finishes_and_rates_in_one_step,
    short_unrated_and_aborted_games_leave_ratings_alone,
    rated_resignation_counts_and_timeouts_are_idempotent,
    reminders_fire_once_per_move,
    a_deadline_extended_moves_its_reminder_and_checks_the_ply,
    draw_offers_lapse_when_the_opponent_moves,
    takebacks_only_unrated_and_restore_the_position,
    moving_a_game_into_its_thread_frees_the_channel,
    interactions_are_processed_once,
    an_arrival_is_claimed_once_and_keeps_its_names,
    leaderboard_orders_filters_and_pages,
    two_games_finishing_at_once_for_one_player_both_count,
    tampered_games_are_reported_not_used,
    online_backup_is_a_complete_copy,
    many_connections_can_create_the_same_new_file_at_once,
    last_game_in_channel_prefers_the_active_one,
    record_move_in_uses_the_callers_replay_and_detects_changes,
    record_move_in_refuses_a_view_the_game_has_left_for_the_same_board,
    due_work_comes_earliest_first_and_skips_finished_games,
    histories_and_stats_across_servers,
    button_messages_are_taken_once,
);
