//! Time banks and vacations in the store, on both backends: a new game's bank comes
//! from the server's setting, paying moves the deadline on, a vacation moves every
//! deadline of the player to move and a move made during it waits for its end, and
//! ending early takes the unused part back.

use data::{ChannelId, Error, GameId, GuildId, NewGame, TimeBanks, UserId};
use rules::Variant;
use testkit::{Backend, DAY, T0, new_game, play};

fn a_new_game_gets_the_servers_bank_and_paying_moves_the_deadline_on(b: &Backend) {
    let store = b.open();
    assert_eq!(store.bank_factor(GuildId(1)).unwrap(), 2);
    let g = new_game(&store, 10, 1, 2, Variant::Chess, true);
    assert_eq!(
        store.time_banks(g.id).unwrap(),
        Some(TimeBanks {
            white: 6 * DAY,
            black: 6 * DAY
        })
    );
    play(&store, g.id, "e4", T0 + 10).unwrap();
    let g = play(&store, g.id, "e5", T0 + 20).unwrap().stored;
    let (paid, banks) = store.pay_from_bank(g.id, g.ply, g.deadline, DAY).unwrap();
    assert_eq!(paid.deadline, g.deadline + DAY);
    assert_eq!(paid.reminder_at, None, "the reminder is not repeated");
    assert_eq!((banks.white, banks.black), (5 * DAY, 6 * DAY));
    // The same passed deadline again (a second scheduler), more than is left, or a
    // game that moved on: refused, nothing paid.
    assert!(matches!(
        store.pay_from_bank(g.id, g.ply, g.deadline, DAY),
        Err(Error::Conflict { .. })
    ));
    assert!(matches!(
        store.pay_from_bank(g.id, g.ply, paid.deadline, 6 * DAY),
        Err(Error::Invalid(_))
    ));
    assert!(matches!(
        store.pay_from_bank(g.id, g.ply - 1, paid.deadline, DAY),
        Err(Error::Conflict { .. })
    ));
    assert_eq!(store.time_banks(g.id).unwrap().unwrap().white, 5 * DAY);
    assert_eq!(store.game(g.id).unwrap().deadline, paid.deadline);

    // A server without banks: new games have none; a bank too large is refused.
    store.set_bank_factor(GuildId(1), 0).unwrap();
    assert!(matches!(
        store.set_bank_factor(GuildId(1), 6),
        Err(Error::Invalid(_))
    ));
    assert_eq!(store.bank_factor(GuildId(1)).unwrap(), 0);
    let none = new_game(&store, 11, 1, 2, Variant::Chess, true);
    assert_eq!(store.time_banks(none.id).unwrap(), None);
    assert!(matches!(
        store.pay_from_bank(none.id, 0, none.deadline, DAY),
        Err(Error::Invalid(_))
    ));
}

fn a_vacation_moves_the_deadlines_of_the_player_to_move_only(b: &Backend) {
    let store = b.open();
    let alice = UserId(1);
    // Game a: alice to move. Game b: her opponent to move.
    let a = new_game(&store, 10, 1, 2, Variant::Chess, true);
    play(&store, a.id, "e4", T0).unwrap();
    let a = play(&store, a.id, "e5", T0).unwrap().stored;
    let b_game = new_game(&store, 11, 1, 3, Variant::Chess, true);
    let b_game = play(&store, b_game.id, "e4", T0).unwrap().stored;
    let at = T0 + DAY;
    let ends = at + 5 * DAY;
    let games = store.start_vacation(alice, at, ends).unwrap();
    assert_eq!(games.len(), 2);
    let game = |id: GameId| store.game(id).unwrap();
    assert_eq!(game(a.id).deadline, a.deadline + 5 * DAY);
    assert_eq!(game(a.id).reminder_at, a.reminder_at.map(|r| r + 5 * DAY));
    assert_eq!(
        game(b_game.id).deadline,
        b_game.deadline,
        "the opponent's clock runs"
    );
    assert_eq!(
        store.vacation_of(alice, at + DAY).unwrap().unwrap().ends_at,
        ends
    );
    assert!(store.vacation_of(alice, ends).unwrap().is_none());
    // A second one meanwhile is refused.
    assert!(matches!(
        store.start_vacation(alice, at + DAY, at + 2 * DAY),
        Err(Error::Invalid(_))
    ));

    // The opponent moves during the vacation: alice's clock starts when it ends.
    let moved = play(&store, b_game.id, "e5", at + DAY).unwrap().stored;
    assert_eq!(moved.deadline, ends + 3 * DAY);
    // Alice moves during it too: allowed, and her opponent's clock runs at once.
    let answered = play(&store, a.id, "Nf3", at + DAY).unwrap().stored;
    assert_eq!(answered.deadline, at + DAY + 3 * DAY);
    let back = play(&store, a.id, "Nc6", at + 2 * DAY).unwrap().stored;
    assert_eq!(back.deadline, ends + 3 * DAY);
    // A new game with alice as White during it waits too.
    let new = store
        .create_game(&NewGame {
            guild: GuildId(2),
            channel: ChannelId(12),
            white: alice,
            black: UserId(4),
            variant: Variant::Chess,
            rated: true,
            days_per_move: 3,
            start_fen: None,
            created_at: at + DAY,
        })
        .unwrap();
    assert_eq!(new.deadline, ends + 3 * DAY);

    // Back after two days: the three unused days come off every clock of hers.
    let back_at = at + 2 * DAY;
    let (v, _) = store.end_vacation(alice, back_at).unwrap().unwrap();
    assert_eq!((v.started_at, v.ends_at), (at, ends));
    assert_eq!(game(b_game.id).deadline, back_at + 3 * DAY);
    assert_eq!(game(a.id).deadline, back_at + 3 * DAY);
    assert_eq!(game(new.id).deadline, back_at + 3 * DAY);
    assert!(store.vacation_of(alice, back_at).unwrap().is_none());
    assert_eq!(
        store
            .vacation_time(alice, back_at - 365 * DAY, back_at)
            .unwrap(),
        2 * DAY
    );
    assert!(store.end_vacation(alice, back_at + 1).unwrap().is_none());
}

fn a_game_started_during_a_vacation_waits_for_its_end(b: &Backend) {
    let store = b.open();
    store
        .start_vacation(UserId(1), T0 - DAY, T0 + 4 * DAY)
        .unwrap();
    let g = new_game(&store, 10, 1, 2, Variant::Chess, true);
    assert_eq!(g.deadline, T0 + 4 * DAY + 3 * DAY);
    // Ending the very second it started stores nothing.
    store.start_vacation(UserId(5), T0, T0 + DAY).unwrap();
    store.end_vacation(UserId(5), T0).unwrap().unwrap();
    assert_eq!(store.vacation_time(UserId(5), 0, T0 + DAY).unwrap(), 0);
}

testkit::both_backends!(
    a_new_game_gets_the_servers_bank_and_paying_moves_the_deadline_on,
    a_vacation_moves_the_deadlines_of_the_player_to_move_only,
    a_game_started_during_a_vacation_waits_for_its_end,
);
