//! Every refusal returns a specific private message and changes nothing in the
//! database; two simultaneous moves apply exactly once; a duplicate delivery is ignored.

use bot_testkit::table::{Table, assert_unchanged, user};
use data::{ColorWish, InteractionId};
use service::{Action, ButtonOwner, Command};
use service::{SettingsChange, Wanted};
use std::sync::{Arc, Barrier};

/// Runs a command that must be refused with `expected` in its text and no change in the database.
fn refused(t: &Table, who: &str, command: &Command, expected: &str) {
    // Any command keeps its sender's display name current: that is the sender's, not
    // the refusal's doing, so it is recorded first.
    t.say(who, Command::Help { command: None });
    let before = t.snapshot();
    let r = t.say(who, command.clone());
    assert!(
        r.is_private(),
        "{who} {command:?} was not refused: {}",
        r.text()
    );
    assert!(
        r.text().contains(expected),
        "{who} {command:?}: expected {expected:?} in {:?}",
        r.text()
    );
    assert_unchanged(&before, &t.snapshot(), &format!("{who} {command:?}"));
}

fn challenge(to: &str, variant: &str) -> Command {
    Command::Challenge(Wanted {
        opponent: Some(Table::mention(to)),
        variant: variant.parse().expect("a variant id"),
        color: Some(ColorWish::Random),
        days: None,
        rated: None,
        level: None,
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    })
}

fn mv(text: &str) -> Command {
    Command::Move {
        text: text.to_owned(),
        expected_ply: None,
    }
}

#[test]
fn challenge_refusals() {
    let t = Table::new();
    refused(
        &t,
        "alice",
        &challenge("alice", "sanctuary"),
        "You can't challenge yourself",
    );
    refused(
        &t,
        "alice",
        &challenge("robot", "sanctuary"),
        "Bots can't play",
    );
    t.say("alice", challenge("bob", "sanctuary"));
    refused(
        &t,
        "bob",
        &challenge("alice", "scepter"),
        "You two already have an open challenge",
    );
    refused(
        &t,
        "carol",
        &Command::Accept,
        "There is no open challenge for you",
    );
    refused(
        &t,
        "alice",
        &Command::Accept,
        "Only @2 can answer this challenge",
    );
    refused(
        &t,
        "bob",
        &Command::Cancel,
        "Only @1 can withdraw this challenge",
    );
    refused(
        &t,
        "carol",
        &Command::Press(Action::AcceptChallenge(data::ChallengeId(1))),
        "isn't yours to answer",
    );
    t.say("bob", Command::Accept);
    refused(
        &t,
        "carol",
        &challenge("alice", "chess"),
        "This channel already has a game going",
    );
    refused(
        &t,
        "bob",
        &Command::Press(Action::AcceptChallenge(data::ChallengeId(1))),
        "already accepted",
    );
}

#[test]
fn move_refusals() {
    let t = Table::new();
    refused(&t, "alice", &mv("e4"), "There is no game in this channel");
    t.start("chess", true);
    refused(&t, "carol", &mv("e4"), "You are not playing in this game");
    refused(&t, "bob", &mv("e5"), "It's not your turn: @1 is to move");
    refused(&t, "alice", &mv("e5"), "e5 is not legal here");
    refused(&t, "alice", &mv("e5"), "Legal moves include");
    refused(&t, "alice", &mv("hello"), "is not a move");
    t.play("d4 d5 Nf3 Nf6", false);
    refused(
        &t,
        "bob",
        &mv("e6"),
        "It's not your turn: your move **Nf6** is on the board, and it's @1's turn now.",
    );
    refused(
        &t,
        "alice",
        &mv("Nd2"),
        "Nd2 is ambiguous: write one of Nbd2, Nfd2",
    );
    refused(
        &t,
        "alice",
        &Command::Move {
            text: "e3".into(),
            expected_ply: Some(3),
        },
        "The game has moved on",
    );
    refused(&t, "alice", &Command::Abort, "It's too late to abort");
    refused(
        &t,
        "alice",
        &Command::Takeback,
        "only allowed in casual games",
    );
    refused(
        &t,
        "alice",
        &Command::Decline,
        "There is no draw or takeback offer",
    );
    t.say("alice", Command::Draw);
    refused(&t, "alice", &Command::Draw, "Your draw offer is still open");
    t.say("alice", Command::Resign);
    let game = t
        .store()
        .active_game_in_channel(t.channel)
        .expect("db")
        .expect("game")
        .id;
    t.say("alice", Command::Press(Action::ConfirmResign(game)));
    refused(&t, "bob", &mv("e5"), "That game is already over");
    refused(
        &t,
        "bob",
        &Command::Press(Action::AcceptDraw(game)),
        "That game is already over",
    );
}

#[test]
fn settings_need_manage_server() {
    let t = Table::new();
    let change = Command::Settings(SettingsChange {
        days: data::DaysPerMove::new(7),
        rated: Some(false),
        threads: Some(true),
        ..SettingsChange::default()
    });
    refused(
        &t,
        "alice",
        &change,
        "Only members with the Manage Server permission",
    );
    let r = t.say("carol", change);
    assert!(
        r.text()
            .contains("7 days per move, casual by default, each game in its own thread"),
        "{}",
        r.text()
    );
    // New challenges take the defaults, and an accepted game asks for a thread.
    let c = t.say(
        "alice",
        Command::Challenge(Wanted {
            opponent: Some(Table::mention("bob")),
            variant: rules::Variant::Sanctuary,
            color: Some(ColorWish::White),
            days: None,
            rated: None,
            level: None,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        }),
    );
    assert!(c.text().contains("casual, 7 days per move"), "{}", c.text());
    let a = t.say("bob", Command::Accept);
    assert_eq!(
        a.game_threads()
            .next()
            .map(|th| th.name.plain(service::Lang::En))
            .as_deref(),
        Some("Sanctuary · alice vs bob")
    );
    // The adapter opens the thread and reports it: the game and its deadlines live there now.
    let thread = data::ChannelId(900);
    let request = a.game_threads().next().cloned().expect("thread request");
    let notice = t.svc.move_game_to_thread(&request, thread).expect("moved");
    assert_eq!(notice.visibility, service::Visibility::Public);
    assert!(
        notice
            .text
            .to_string()
            .starts_with("bob accepted! **Sanctuary Chess**")
            && notice.text.to_string().contains("#900"),
        "{}",
        notice.text
    );
    // A move typed in the channel is pointed to the thread.
    refused(
        &t,
        "alice",
        &mv("e4"),
        "There is no game in this channel. Yours is in #900.",
    );
    let mut in_thread = t.request("alice", mv("e4"));
    in_thread.place.channel = thread;
    assert!(
        t.svc
            .handle(&in_thread)
            .text()
            .contains("alice played **e4**")
    );
    let due = t.advance(7 * 86_400);
    let channels: Vec<_> = due
        .iter()
        .flat_map(|r| r.replies.iter().map(|m| m.channel))
        .collect();
    assert!(
        !channels.is_empty() && channels.iter().all(|c| *c == Some(thread)),
        "{channels:?}"
    );
}

#[test]
fn two_moves_at_the_same_moment_apply_exactly_once() {
    let t = Arc::new(Table::new());
    let game = t.start("sanctuary", true);
    for (round, (a, b)) in [("e4", "d4"), ("e5", "d5")].into_iter().enumerate() {
        let who = if round == 0 { "alice" } else { "bob" };
        let ply = round as u32;
        let barrier = Arc::new(Barrier::new(2));
        let threads: Vec<_> = [a, b]
            .into_iter()
            .map(|san| {
                let (t, barrier) = (Arc::clone(&t), Arc::clone(&barrier));
                std::thread::spawn(move || {
                    let request = t.request(
                        who,
                        Command::Move {
                            text: san.into(),
                            expected_ply: Some(ply),
                        },
                    );
                    barrier.wait();
                    t.svc.handle(&request)
                })
            })
            .collect();
        let handles: Vec<Option<String>> = threads
            .into_iter()
            .map(|h| Some(h.join().expect("thread").text()))
            .collect();
        let played = handles
            .iter()
            .flatten()
            .filter(|t| t.contains(" played **"))
            .count();
        let moved_on = handles
            .iter()
            .flatten()
            .filter(|t| t.contains("The game has moved on"))
            .count();
        assert_eq!((played, moved_on), (1, 1), "{handles:?}");
        assert_eq!(t.store().game(game).expect("db").ply, ply + 1);
    }
}

#[test]
fn simultaneous_moves_without_a_ply_still_apply_once() {
    let t = Arc::new(Table::new());
    let game = t.start("chess", false);
    for round in 0..6u32 {
        let who = if round % 2 == 0 { "alice" } else { "bob" };
        let sans = if round % 2 == 0 {
            ["Nf3", "Nc3"]
        } else {
            ["Nf6", "Nc6"]
        };
        let sans = if round >= 2 {
            if round % 2 == 0 {
                ["a3", "h3"]
            } else {
                ["a6", "h6"]
            }
        } else {
            sans
        };
        let sans = if round >= 4 {
            if round % 2 == 0 {
                ["b3", "g3"]
            } else {
                ["b6", "g6"]
            }
        } else {
            sans
        };
        let barrier = Arc::new(Barrier::new(2));
        let texts: Vec<String> = sans
            .into_iter()
            .map(|san| {
                let (t, barrier) = (Arc::clone(&t), Arc::clone(&barrier));
                std::thread::spawn(move || {
                    let request = t.request(who, mv(san));
                    barrier.wait();
                    t.svc.handle(&request).text()
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().expect("thread"))
            .collect();
        let played = texts.iter().filter(|t| t.contains(" played **")).count();
        assert_eq!(played, 1, "{texts:?}");
        let other = texts
            .iter()
            .find(|t| !t.contains(" played **"))
            .expect("one refused");
        // Lost the race in the database, or found its own move already there.
        assert!(
            other.contains("The game has moved on") || other.contains("is on the board"),
            "{other}"
        );
        assert_eq!(t.store().game(game).expect("db").ply, round + 1);
    }
}

#[test]
fn a_duplicate_delivery_is_processed_once() {
    let t = Table::new();
    t.start("chess", true);
    let mut request = t.request("alice", mv("e4"));
    request.interaction = Some(InteractionId(4242));
    let first = t.svc.handle(&request);
    assert!(
        first.text().contains("alice played **e4**"),
        "{}",
        first.text()
    );
    let before = t.snapshot();
    let second = t.svc.handle(&request);
    assert!(second.duplicate && second.replies.is_empty());
    assert_eq!(before, t.snapshot());
}

#[test]
fn a_move_has_its_console_short_forms() {
    use service::CommandName;
    for typed in ["move", "m", "play", "M", "Play"] {
        assert_eq!(
            CommandName::from_id(typed),
            Some(CommandName::Move),
            "{typed}"
        );
    }
    assert_eq!(CommandName::from_id("mv"), None);
}

#[test]
fn autocomplete_lists_at_most_25_legal_moves_with_winning_moves_first() {
    let t = Table::new();
    t.start("chess", true);
    let all = t.svc.suggest_moves(user("alice"), t.place(), "");
    assert_eq!(all.len(), 20);
    assert!(
        all.iter().all(|s| s.label == s.value),
        "no move wins at the start: {all:?}"
    );
    let knights = t.svc.suggest_moves(user("alice"), t.place(), "N");
    let values: Vec<&str> = knights.iter().map(|s| s.value.as_str()).collect();
    assert_eq!(values, ["Na3", "Nc3", "Nf3", "Nh3"]);
    // A move begun in UCI finds its SAN.
    let from_g1 = t.svc.suggest_moves(user("alice"), t.place(), "g1");
    let values: Vec<&str> = from_g1.iter().map(|s| s.value.as_str()).collect();
    assert_eq!(values, ["Nf3", "Nh3"]);
    assert!(
        t.svc.suggest_moves(user("bob"), t.place(), "").is_empty(),
        "not bob's turn"
    );
    t.play("f3 e5 g4", false);
    let mate = t.svc.suggest_moves(user("bob"), t.place(), "q");
    assert_eq!(mate[0].label, "Qh4# — wins", "{mate:?}");
}

#[test]
fn button_messages_survive_a_restart_and_are_handed_out_once() {
    let mut t = Table::new();
    let offer = t.challenge("alice", "bob", "sanctuary", true);
    let owner = offer.replies[0].buttons[0]
        .action
        .owner()
        .expect("a challenge button");
    assert_eq!(owner, ButtonOwner::Challenge(data::ChallengeId(1)));
    t.svc
        .remember_button_message(owner, t.channel, 4711)
        .expect("remembered");
    t.restart();
    let accepted = t.say("bob", Command::Accept);
    assert_eq!(accepted.closed, vec![owner]);
    assert_eq!(t.svc.take_button_messages(owner), vec![(t.channel, 4711)]);
    assert!(t.svc.take_button_messages(owner).is_empty());
}

#[test]
fn a_new_server_gives_each_game_its_own_thread() {
    let t = Table::new();
    t.say(
        "alice",
        Command::Challenge(Wanted {
            opponent: Some(Table::mention("bob")),
            variant: rules::Variant::Scepter,
            color: Some(ColorWish::Black),
            days: None,
            rated: None,
            level: None,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        }),
    );
    let a = t.say("bob", Command::Accept);
    assert_eq!(
        a.game_threads()
            .next()
            .map(|th| th.name.plain(service::Lang::En))
            .as_deref(),
        Some("Scepter · bob vs alice"),
        "{}",
        a.text()
    );
}

#[test]
fn more_time_is_a_gift_to_the_opponent_within_the_longest_wait() {
    let t = Table::new();
    refused(
        &t,
        "alice",
        &Command::MoreTime,
        "There is no game in this channel",
    );
    t.start("chess", false);
    refused(
        &t,
        "alice",
        &Command::MoreTime,
        "It's your move: `/moretime` gives",
    );
    refused(
        &t,
        "carol",
        &Command::MoreTime,
        "You are not playing in this game",
    );
    let before = t.store().game(data::GameId(1)).expect("the game").deadline;
    let given = t.say("bob", Command::MoreTime);
    assert!(!given.is_private(), "{}", given.text());
    assert!(
        given.text().contains("bob gave @1 one more day"),
        "{}",
        given.text()
    );
    assert_eq!(
        given.replies[0].pings,
        vec![bot_testkit::table::user("alice")]
    );
    let after = t.store().game(data::GameId(1)).expect("the game").deadline;
    assert_eq!(after, before + service::DAY);
    // Three days per move: eleven more days reach the fourteen-day limit, the twelfth not.
    for _ in 0..10 {
        assert!(!t.say("bob", Command::MoreTime).is_private());
    }
    refused(&t, "bob", &Command::MoreTime, "the most a move may wait");
}
