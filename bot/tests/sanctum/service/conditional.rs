//! Conditional moves in the service, past what the Discord test shows: an answer that
//! ends the game, an answer that lets a draw offer lapse like any move, a queue a
//! takeback left behind (it never fires on a position it was not written for), two
//! simultaneous answers to the same move (exactly one lands), and the queues of all
//! of a player's games listed at once.

use bot_testkit::table::{Table, user};
use service::ConditionalWish;
use service::{Command, Response};
use std::sync::{Arc, Barrier};

fn conditional(t: &Table, who: &str, line: Option<&str>, clear: bool) -> Response {
    t.say(
        who,
        Command::Conditional(ConditionalWish {
            line: line.map(str::to_owned),
            clear,
            game: None,
        }),
    )
}

fn queued(t: &Table, who: &str, line: &str) {
    let r = conditional(t, who, Some(line), false);
    assert!(r.is_private(), "{}", r.text());
    assert!(r.text().starts_with("Queued in game"), "{}", r.text());
}

#[test]
fn an_answer_that_mates_ends_the_game() {
    let t = Table::new();
    let game = t.start("chess", true);
    t.play("e4 e5 Bc4 Nc6 Qh5", false);
    queued(&t, "alice", "if Nf6 then Qxf7#; if a6 then Qxf7#");
    let r = t.mv("bob", "Nf6");
    assert_eq!(r.replies.len(), 2, "{}", r.text());
    assert_eq!(r.replies[0].text.to_string(), "bob played **Nf6**.");
    assert!(r.replies[0].board.is_none() && r.replies[0].pings.is_empty());
    let last = r.replies[1].text.to_string();
    assert!(
        last.starts_with("⚡ alice's conditional move: **Qxf7#**."),
        "{last}"
    );
    assert!(last.contains("Checkmate — **alice wins**"), "{last}");
    assert_eq!(r.closed, vec![service::ButtonOwner::Offer(game)]);
    let store = t.store();
    assert!(!store.game(game).expect("db").is_active());
    // Nothing is left queued in a finished game.
    assert_eq!(store.conditional(game, user("alice")).expect("db"), None);
}

#[test]
fn an_answer_lets_the_draw_offer_lapse_like_any_move() {
    let t = Table::new();
    let game = t.start("chess", false);
    t.play("e4", false);
    queued(&t, "alice", "if e5 then Nf3");
    let offer = t.say("bob", Command::Draw);
    assert!(!offer.is_private(), "{}", offer.text());
    let r = t.mv("bob", "e5");
    let answer = r.replies[1].text.to_string();
    assert!(
        answer.starts_with(
            "⚡ alice's conditional move: **Nf3**. The draw offer lapses: alice played on."
        ),
        "{answer}"
    );
    assert_eq!(r.closed, vec![service::ButtonOwner::Offer(game)]);
    assert_eq!(t.store().game(game).expect("db").draw_offer, None);
}

#[test]
fn a_queue_a_takeback_left_behind_never_fires() {
    let t = Table::new();
    let game = t.start("chess", false);
    t.play("e4", false);
    queued(&t, "alice", "if e5 then Nf3");
    // alice takes e4 back and opens with d4 instead: the same ply, another position.
    assert!(!t.say("alice", Command::Takeback).is_private());
    assert!(!t.say("bob", Command::Takeback).is_private());
    t.play("d4", false);
    let r = t.mv("bob", "e5");
    assert_eq!(r.replies.len(), 1, "{}", r.text());
    assert!(!r.text().contains("conditional"), "{}", r.text());
    assert_eq!(t.store().game(game).expect("db").ply, 2);
    let told = conditional(&t, "alice", None, false);
    assert!(
        told.text().contains("were cleared: bob played **e5**"),
        "{}",
        told.text()
    );
}

#[test]
fn an_answer_and_its_owners_own_move_at_the_same_moment_land_once() {
    for _ in 0..8 {
        let t = Table::new();
        let game = t.start("chess", false);
        t.play("e4", false);
        queued(&t, "alice", "if e5 then Nf3");
        // A second process on the same database, where alice plays by hand.
        let other = service::Service::open(&t.path, t.clock.clone()).expect("a second service");
        let barrier = Arc::new(Barrier::new(2));
        let table = &t;
        std::thread::scope(|s| {
            let b = barrier.clone();
            s.spawn(move || {
                b.wait();
                table.mv("bob", "e5");
            });
            barrier.wait();
            // alice tries until bob's move is in; then hers races the queued answer.
            loop {
                let r = other.handle(&t.request(
                    "alice",
                    Command::Move {
                        text: "Nc3".into(),
                        expected_ply: None,
                    },
                ));
                if !r.text().contains("bob is to move") {
                    break;
                }
                std::thread::yield_now();
            }
        });
        let store = t.store();
        let moves = store.moves(game).expect("db");
        assert_eq!(moves.len(), 3, "{moves:?}");
        assert!(["Nf3", "Nc3"].contains(&moves[2].san.as_str()), "{moves:?}");
        assert_eq!(store.game(game).expect("db").ply, 3);
        store.check_integrity().expect("intact");
    }
}

#[test]
fn all_queues_of_a_player_in_the_server_are_listed_together() {
    let mut t = Table::new();
    t.start("chess", false);
    t.play("e4", false);
    queued(&t, "alice", "if e5 then Nf3");
    t.channel = data::ChannelId(501);
    t.start("scepter", false);
    t.play("d4", false);
    queued(&t, "alice", "if d5 then c4");
    // From a channel without a game: both.
    t.channel = data::ChannelId(999);
    let listed = conditional(&t, "alice", None, false).text();
    assert!(listed.contains("game 1 against bob"), "{listed}");
    assert!(listed.contains("if **e5** then **Nf3**"), "{listed}");
    assert!(listed.contains("game 2 against bob"), "{listed}");
    assert!(listed.contains("if **d5** then **c4**"), "{listed}");
    // bob sees none of it.
    let his = conditional(&t, "bob", None, false).text();
    assert!(his.starts_with("You have no conditional moves"), "{his}");
    // Clearing needs a game: here there is none.
    let r = conditional(&t, "alice", None, true);
    assert!(
        r.text().contains("There is no game in this channel"),
        "{}",
        r.text()
    );
    let r = t.say(
        "alice",
        Command::Conditional(ConditionalWish {
            line: None,
            clear: true,
            game: Some("2".into()),
        }),
    );
    assert_eq!(r.text(), "Your conditional moves in game 2 are cleared.");
    let listed = conditional(&t, "alice", None, false).text();
    assert!(!listed.contains("game 2"), "{listed}");
}

#[test]
fn an_answer_to_sanctum_is_played_and_sanctum_thinks_again() {
    use bot_testkit::table::SANCTUM;
    let t = Table::new();
    t.svc.set_own_user(SANCTUM, "Sanctum");
    let store = t.store();
    store
        .upsert_player(user("alice"), "alice", bot_testkit::table::T0)
        .expect("player");
    // Sanctum (Black) has one legal move: Kh7.
    let game = store
        .create_engine_game(
            &data::NewGame {
                guild: bot_testkit::table::GUILD,
                channel: t.channel,
                white: user("alice"),
                black: SANCTUM,
                variant: rules::Variant::Chess,
                rated: false,
                days_per_move: 3,
                start_fen: Some("7k/8/8/8/8/8/8/K5R1 b - - 0 1".into()),
                created_at: bot_testkit::table::T0,
            },
            data::EngineSide {
                color: rules::Color::Black,
                level: 1,
            },
        )
        .expect("game")
        .id;
    queued(&t, "alice", "if Kh7 then Kb2");
    t.svc.think_about(game);
    let answers = t.svc.think_pending();
    let [r] = answers.as_slice() else {
        panic!("one response: {answers:?}");
    };
    assert_eq!(r.replies[0].text.to_string(), "Sanctum played **Kh7**.");
    let answer = r.replies[1].text.to_string();
    assert!(
        answer.starts_with("⚡ alice's conditional move: **Kb2**.\nSanctum is thinking…"),
        "{answer}"
    );
    assert!(r.replies.iter().all(|m| m.channel == Some(t.channel)));
    assert_eq!(r.to_think(), Some(game));
    assert_eq!(store.game(game).expect("db").ply, 2);
}
