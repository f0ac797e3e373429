//! Conditional moves on both backends: a queue is stored only while the opponent is
//! to move and the game is where its owner saw it; the owner's answer and the queue's
//! next state are written together; a queue cleared or replaced meanwhile plays nothing.

use data::{Error, GameResult, GuildId, Store, Termination, UserId};
use rules::Variant;
use testkit::{Backend, T0, new_game, play};

const ALICE: u64 = 10;
const BOB: u64 = 11;

fn line(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(str::to_owned).collect()
}

/// A chess game alice (White) opened with 1. e4: bob is to move.
fn after_e4(store: &Store, channel: u64) -> data::StoredGame {
    let game = new_game(store, channel, ALICE, BOB, Variant::Chess, false);
    play(store, game.id, "e4", T0 + 1).expect("e4").stored
}

fn a_queue_is_stored_only_while_the_opponent_is_to_move(b: &Backend) {
    let store = b.open();
    let game = after_e4(&store, 1);
    let branches = vec![line("g8f6 e4e5"), line("g8f6 e4e5 f6d5 c2c4")];
    let queue = store
        .set_conditional(game.id, UserId(ALICE), 1, &branches, T0 + 2)
        .expect("stored");
    assert_eq!((queue.ply, queue.branches.clone()), (1, branches.clone()));
    assert_eq!(queue.fen, game.fen);
    assert_eq!(
        store.conditional(game.id, UserId(ALICE)).expect("db"),
        Some(queue)
    );
    // bob is to move: his own queue is refused, as is a stranger's and a stale ply.
    assert!(matches!(
        store.set_conditional(game.id, UserId(BOB), 1, &[line("e4e5 g8f6")], T0),
        Err(Error::Invalid(_))
    ));
    assert!(matches!(
        store.set_conditional(game.id, UserId(99), 1, &branches, T0),
        Err(Error::NotAPlayer { .. })
    ));
    assert!(matches!(
        store.set_conditional(game.id, UserId(ALICE), 0, &branches, T0),
        Err(Error::Conflict { .. })
    ));
    // A branch without its answer is not a queue.
    assert!(matches!(
        store.set_conditional(game.id, UserId(ALICE), 1, &[line("g8f6")], T0),
        Err(Error::Invalid(_))
    ));
    assert!(matches!(
        store.set_conditional(game.id, UserId(ALICE), 1, &[], T0),
        Err(Error::Invalid(_))
    ));
    // Setting again replaces.
    let again = store
        .set_conditional(game.id, UserId(ALICE), 1, &[line("e7e5 g1f3")], T0 + 3)
        .expect("replaced");
    assert_eq!(again.branches, vec![line("e7e5 g1f3")]);
    assert!(store.clear_conditional(game.id, UserId(ALICE)).expect("db"));
    assert!(!store.clear_conditional(game.id, UserId(ALICE)).expect("db"));
    assert_eq!(store.conditional(game.id, UserId(ALICE)).expect("db"), None);
}

fn the_answer_and_the_rest_of_the_queue_are_written_together(b: &Backend) {
    let store = b.open();
    let game = after_e4(&store, 1);
    let branches = vec![line("g8f6 e4e5 f6d5 c2c4"), line("e7e5 g1f3")];
    let seen = store
        .set_conditional(game.id, UserId(ALICE), 1, &branches, T0 + 2)
        .expect("stored");
    play(&store, game.id, "Nf6", T0 + 3).expect("bob's Nf6");
    let loaded = store.load_game(game.id).expect("load");
    let e5 = loaded.game.parse_move("e5").expect("e5");
    let saved = store
        .play_conditional(&seen, 2, &e5, &[line("f6d5 c2c4")], T0 + 4)
        .expect("answered");
    assert_eq!(
        (saved.saved.san.as_str(), saved.saved.by),
        ("e5", UserId(ALICE))
    );
    let queue = store
        .conditional(game.id, UserId(ALICE))
        .expect("db")
        .expect("the rest");
    assert_eq!(
        (queue.ply, queue.branches.clone()),
        (3, vec![line("f6d5 c2c4")])
    );
    assert_eq!(queue.fen, saved.stored.fen);
    // The same answer again is a conflict: the queue and the game moved on.
    assert!(matches!(
        store.play_conditional(&seen, 2, &e5, &[], T0 + 5),
        Err(Error::Conflict { .. })
    ));
    play(&store, game.id, "Nd5", T0 + 6).expect("bob's Nd5");
    let loaded = store.load_game(game.id).expect("load");
    let c4 = loaded.game.parse_move("c4").expect("c4");
    store
        .play_conditional(&queue, 4, &c4, &[], T0 + 7)
        .expect("the last answer");
    assert_eq!(store.conditional(game.id, UserId(ALICE)).expect("db"), None);
    assert_eq!(store.load_game(game.id).expect("load").stored.ply, 5);
    store.check_integrity().expect("intact");
}

fn a_queue_cleared_meanwhile_plays_nothing(b: &Backend) {
    let store = b.open();
    let game = after_e4(&store, 1);
    let seen = store
        .set_conditional(game.id, UserId(ALICE), 1, &[line("g8f6 e4e5")], T0 + 2)
        .expect("stored");
    play(&store, game.id, "Nf6", T0 + 3).expect("bob's Nf6");
    let e5 = store
        .load_game(game.id)
        .expect("load")
        .game
        .parse_move("e5")
        .expect("e5");
    assert!(store.clear_conditional(game.id, UserId(ALICE)).expect("db"));
    assert!(matches!(
        store.play_conditional(&seen, 2, &e5, &[], T0 + 4),
        Err(Error::Conflict { .. })
    ));
    assert_eq!(store.load_game(game.id).expect("load").stored.ply, 2);
}

fn a_queue_the_opponent_sidestepped_keeps_a_note(b: &Backend) {
    let store = b.open();
    let game = after_e4(&store, 1);
    let seen = store
        .set_conditional(game.id, UserId(ALICE), 1, &[line("g8f6 e4e5")], T0 + 2)
        .expect("stored");
    play(&store, game.id, "c5", T0 + 3).expect("bob's c5");
    assert!(
        store
            .mark_conditional_cleared(&seen, "c5", T0 + 3)
            .expect("db")
    );
    // Once only.
    assert!(
        !store
            .mark_conditional_cleared(&seen, "c5", T0 + 3)
            .expect("db")
    );
    let note = store
        .conditional(game.id, UserId(ALICE))
        .expect("db")
        .expect("the note");
    assert!(note.branches.is_empty());
    assert_eq!(note.cleared_by.as_deref(), Some("c5"));
    // A note is nothing to answer from.
    let nc3 = store
        .load_game(game.id)
        .expect("load")
        .game
        .parse_move("Nc3")
        .expect("Nc3");
    assert!(matches!(
        store.play_conditional(&seen, 2, &nc3, &[], T0 + 4),
        Err(Error::Conflict { .. })
    ));
}

fn queues_are_listed_for_active_games_of_the_server(b: &Backend) {
    let store = b.open();
    let one = after_e4(&store, 1);
    let two = after_e4(&store, 2);
    for g in [&one, &two] {
        store
            .set_conditional(g.id, UserId(ALICE), 1, &[line("g8f6 e4e5")], T0 + 2)
            .expect("stored");
    }
    let listed = store
        .conditionals_of(UserId(ALICE), GuildId(1))
        .expect("db");
    assert_eq!(
        listed.iter().map(|q| q.game).collect::<Vec<_>>(),
        vec![one.id, two.id]
    );
    assert!(
        store
            .conditionals_of(UserId(BOB), GuildId(1))
            .expect("db")
            .is_empty()
    );
    assert!(
        store
            .conditionals_of(UserId(ALICE), GuildId(2))
            .expect("db")
            .is_empty()
    );
    store
        .finish_game(two.id, 1, GameResult::draw(Termination::Agreement), T0 + 3)
        .expect("drawn");
    let listed = store
        .conditionals_of(UserId(ALICE), GuildId(1))
        .expect("db");
    assert_eq!(listed.len(), 1);
}

testkit::both_backends!(
    a_queue_is_stored_only_while_the_opponent_is_to_move,
    the_answer_and_the_rest_of_the_queue_are_written_together,
    a_queue_cleared_meanwhile_plays_nothing,
    a_queue_the_opponent_sidestepped_keeps_a_note,
    queues_are_listed_for_active_games_of_the_server,
);
