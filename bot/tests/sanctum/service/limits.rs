//! Limits per person, per server: each refusal is private and says when to try again.

use bot_testkit::table::{GUILD, T0, Table};
use data::policy::DEFAULT_ROLE_PING_MINUTES;
use data::{ChannelId, ColorWish, RoleId};
use rules::Variant;
use service::policy::{
    CHALLENGE_LIFETIME, CHALLENGE_WINDOW, CHALLENGES_PER_WINDOW, MAX_ENGINE_GAMES,
    MAX_PENDING_CHALLENGES, RECHALLENGE_WAIT, REVIEWS_PER_WINDOW,
};
use service::{Command, Mention, Place, Request, Response, Wanted};

/// `who`'s command in channel `channel` of the table's server.
fn in_channel(t: &Table, who: &str, channel: u64, command: Command) -> Request {
    Request {
        place: Place {
            guild: GUILD,
            channel: ChannelId(channel),
        },
        ..t.request(who, command)
    }
}

fn challenge(opponent: Option<&str>, variant: Variant) -> Command {
    Command::Challenge(Wanted {
        opponent: opponent.map(Table::mention),
        variant,
        color: Some(ColorWish::White),
        days: None,
        rated: None,
        level: None,
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    })
}

fn refused(r: &Response, words: &str) {
    assert!(r.is_private(), "{}", r.text());
    assert!(r.text().contains(words), "{words:?} not in {}", r.text());
}

fn accepted(r: &Response) {
    assert!(!r.is_private(), "{}", r.text());
}

#[test]
fn challenges_are_limited_in_number_waiting_and_rate_with_the_time_to_wait() {
    let t = Table::new();
    let opponents = ["bob", "carol", "dave", "member1", "member2", "member3"];
    let mut channel = 600;
    let mut ask = |who: &str, to: &str| {
        channel += 1;
        t.svc.handle(&in_channel(
            &t,
            who,
            channel,
            challenge(Some(to), Variant::Chess),
        ))
    };
    for to in &opponents[..MAX_PENDING_CHALLENGES as usize] {
        accepted(&ask("alice", to));
    }
    // A sixth waiting challenge: refused, naming when the first lapses.
    let r = ask("alice", "member3");
    refused(
        &r,
        &format!("You already have {MAX_PENDING_CHALLENGES} challenges waiting"),
    );
    refused(
        &r,
        &format!("the first lapses @{}.", T0 + CHALLENGE_LIFETIME),
    );
    // Withdrawing one makes room, but five in ten minutes is the rate.
    accepted(&t.svc.handle(&in_channel(&t, "alice", 601, Command::Cancel)));
    let r = ask("alice", "member3");
    assert_eq!(CHALLENGES_PER_WINDOW, MAX_PENDING_CHALLENGES);
    let every = CHALLENGE_WINDOW / i64::from(CHALLENGES_PER_WINDOW);
    refused(
        &r,
        "You have made 5 challenges in this server in the last 10 minutes.",
    );
    refused(&r, &format!("You can challenge again @{}.", T0 + every));
    t.advance(every);
    accepted(&ask("alice", "member3"));
    // Others are not held up by alice's limits.
    accepted(&ask("bob", "carol"));
}

#[test]
fn whoever_said_no_is_not_challenged_again_at_once() {
    let t = Table::new();
    accepted(&t.challenge("alice", "bob", "chess", false));
    accepted(&t.say("bob", Command::Decline));
    let r = t.challenge("alice", "bob", "chess", false);
    refused(
        &r,
        "a moment ago and the challenge was turned down or withdrawn",
    );
    refused(
        &r,
        &format!("You can challenge them again @{}.", T0 + RECHALLENGE_WAIT),
    );
    // Someone else may, and alice may challenge someone else.
    accepted(&t.challenge("carol", "bob", "chess", false));
    accepted(&t.say("carol", Command::Cancel));
    accepted(&t.challenge("alice", "dave", "chess", false));
    accepted(&t.say("alice", Command::Cancel));
    // Withdrawing counts the same: no ping loops.
    refused(
        &t.challenge("alice", "dave", "chess", false),
        "turned down or withdrawn",
    );
    t.advance(RECHALLENGE_WAIT);
    accepted(&t.challenge("alice", "bob", "chess", false));
}

/// carol (who may manage the server) changes only how often roles may be pinged.
fn ping_every(minutes: i64) -> Command {
    Command::Settings(service::SettingsChange {
        ping_every: Some(minutes),
        ..service::SettingsChange::default()
    })
}

#[test]
fn a_role_is_pinged_at_most_once_in_the_while_the_server_chose() {
    let t = Table::new();
    let role = RoleId(4444);
    let set = Command::Settings(service::SettingsChange {
        seek_variant: Some(Variant::Sanctuary),
        seek_role: Some(role),
        ..service::SettingsChange::default()
    });
    let shown = t.say("carol", set);
    accepted(&shown);
    assert!(
        shown.text().contains("at most once every 30m"),
        "{}",
        shown.text()
    );
    let open = |who: &str, channel: u64| {
        t.svc.handle(&in_channel(
            &t,
            who,
            channel,
            challenge(None, Variant::Sanctuary),
        ))
    };
    let first = open("alice", 701);
    accepted(&first);
    assert_eq!(first.replies[0].role_pings, [role]);
    let default_wait = i64::from(DEFAULT_ROLE_PING_MINUTES) * 60;
    let second = open("bob", 702);
    accepted(&second);
    assert!(second.replies[0].role_pings.is_empty());
    assert!(
        second.text().contains(&format!(
            "The Sanctuary Chess players' role was called a moment ago, so it is not pinged again before @{}.",
            T0 + default_wait
        )),
        "{}",
        second.text()
    );
    t.advance(default_wait);
    let third = open("dave", 703);
    assert_eq!(third.replies[0].role_pings, [role]);
    // The server asks for an hour between pings; out of range is refused, unchanged.
    refused(
        &t.say("carol", ping_every(1441)),
        "A wait of 1441 minutes between role pings isn't possible",
    );
    refused(&t.say("alice", ping_every(60)), "Manage Server");
    accepted(&t.say("carol", ping_every(60)));
    t.advance(default_wait);
    let fourth = open("member1", 704);
    assert!(fourth.replies[0].role_pings.is_empty());
    assert!(
        fourth
            .text()
            .contains(&format!("@{}.", T0 + default_wait + 3600)),
        "{}",
        fourth.text()
    );
    // Every time, if the server wants it so.
    accepted(&t.say("carol", ping_every(0)));
    assert_eq!(open("member2", 705).replies[0].role_pings, [role]);
    assert_eq!(open("member3", 706).replies[0].role_pings, [role]);
}

#[test]
fn games_against_sanctum_are_limited_per_person() {
    let t = Table::new();
    let sanctum = data::UserId(4242);
    t.svc.set_own_user(sanctum, "Sanctum");
    let against_sanctum = || {
        Command::Challenge(Wanted {
            opponent: Some(Mention {
                user: sanctum,
                name: "Sanctum".into(),
                is_bot: true,
                member: true,
            }),
            variant: Variant::Scepter,
            color: Some(ColorWish::White),
            days: None,
            rated: None,
            level: None,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        })
    };
    for channel in 0..u64::from(MAX_ENGINE_GAMES) {
        accepted(
            &t.svc
                .handle(&in_channel(&t, "alice", 800 + channel, against_sanctum())),
        );
    }
    let r = t
        .svc
        .handle(&in_channel(&t, "alice", 899, against_sanctum()));
    refused(&r, "You already play 3 games against Sanctum");
    accepted(&t.svc.handle(&in_channel(&t, "bob", 898, against_sanctum())));
}

#[test]
fn reviews_are_limited_per_person() {
    let t = Table::new();
    let id = t.start("chess", false);
    t.play("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", false);
    let review = Command::Review {
        game: Some(id.0.to_string()),
    };
    for _ in 0..REVIEWS_PER_WINDOW {
        accepted(
            &t.svc
                .handle_with_progress(&t.request("alice", review.clone()), &|_| {}),
        );
    }
    let r = t
        .svc
        .handle_with_progress(&t.request("alice", review.clone()), &|_| {});
    refused(
        &r,
        "You have asked for 10 reviews in this server in the last hour.",
    );
    refused(&r, "You can ask again @");
    accepted(
        &t.svc
            .handle_with_progress(&t.request("bob", review), &|_| {}),
    );
    assert_eq!(t.svc.reviews_analysed(), 1);
}
