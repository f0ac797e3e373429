//! Vote chess between two servers through the service's API, on SQLite and
//! PostgreSQL: a manager of server A posts a team challenge to the lobby; a member of B
//! who is no manager cannot take it, a manager of B does; each server's members join
//! their own team from their own thread and vote there. A team's tallies are posted
//! only in its own server, the moves it decides in both; a deadline plays a vote; a
//! majority resigns; the ending names both teams and rates nobody.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use crate::service::lobby::{A, A_LOBBY, B, B_LOBBY, at, join_lobby, posted};
use crate::service::votes::vote;
use bot_testkit::table::{Table, user};
use data::{ChannelId, UserId};
use service::{
    Action, Actor, Command, LobbyWish, Place, Request, Response, Span, TeamWish, Wanted,
};
use testkit::pg;

/// Where A's team challenge is posted, and the game first lives.
const A_CHANNEL: ChannelId = ChannelId(520);
/// The threads the face would open for the game, one in each server.
const A_THREAD: ChannelId = ChannelId(530);
const B_THREAD: ChannelId = ChannelId(630);

/// carol manages server A, dave server B; alice and bob are members.
fn ask(t: &Table, who: &str, place: Place, command: Command) -> Response {
    t.svc.handle(&Request {
        actor: Actor {
            user: user(who),
            name: who.to_owned(),
            nickname: None,
            manage_server: who == "carol" || who == "dave",
            roles: Vec::new(),
            lang: service::Lang::En,
        },
        place,
        command,
        interaction: None,
    })
}

fn team_lobby_challenge(rated: Option<bool>) -> Command {
    Command::Challenge(Wanted {
        opponent: None,
        variant: rules::Variant::Chess,
        color: Some(data::ColorWish::White),
        days: Some(data::DaysPerMove::THREE),
        rated,
        level: None,
        lobby: LobbyWish {
            anywhere: true,
            min_rating: None,
            max_rating: None,
        },
        team: TeamWish {
            team: true,
            role: None,
            share: None,
        },
    })
}

/// Every public word `r` posts in `channel` (`None`: where the command was given).
fn words_in(r: &Response, channel: Option<ChannelId>) -> String {
    r.replies
        .iter()
        .filter(|x| x.visibility == service::Visibility::Public && x.channel == channel)
        .map(|x| x.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn button(r: &Response, f: impl Fn(&Action) -> bool) -> Action {
    r.replies
        .iter()
        .flat_map(|x| &x.buttons)
        .map(|b| b.action)
        .find(f)
        .expect("the button")
}

#[allow(
    clippy::too_many_lines,
    reason = "one team game's story across two servers"
)]
fn teams_of_two_servers(t: &Table) {
    join_lobby(t, at(A, A_LOBBY));
    join_lobby(t, at(B, B_LOBBY));
    let a = at(A, A_CHANNEL);

    // Only a manager posts for the server's team, and a team game is casual.
    let refused = ask(t, "alice", a, team_lobby_challenge(None));
    assert!(
        refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    let refused = ask(t, "carol", a, team_lobby_challenge(Some(true)));
    assert!(refused.text().contains("casual"), "{}", refused.text());
    // A refused team challenge leaves nothing behind, not even the team's name.
    assert!(
        t.store().player(data::UserId(A.0)).expect("db").is_none(),
        "the team was named though its challenge was refused"
    );

    // carol posts it: shown here and in B's lobby, where a manager may take it.
    let offered = ask(t, "carol", a, team_lobby_challenge(None));
    let in_b = posted(&offered, Some(B_LOBBY));
    let b_words = in_b.text.to_string();
    assert!(
        b_words.contains("carol's team (another server) challenges every server")
            && b_words.contains("vote chess"),
        "{b_words}"
    );
    let accept = button(&offered, |a| matches!(a, Action::AcceptChallenge(_)));
    let games = ask(t, "bob", at(B, B_LOBBY), Command::Games { page: 1 });
    assert!(
        games.text().contains("carol's team: Chess (vote chess"),
        "{}",
        games.text()
    );

    // bob is no manager; alice is in the challenging server; dave takes it for B.
    let refused = ask(t, "bob", at(B, B_LOBBY), Command::Press(accept));
    assert!(
        refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    let refused = ask(t, "alice", at(A, A_LOBBY), Command::Press(accept));
    assert!(refused.is_private(), "{}", refused.text());
    let started = ask(t, "dave", at(B, B_LOBBY), Command::Press(accept));
    let game = t
        .store()
        .active_game_in_channel(A_CHANNEL)
        .unwrap()
        .expect("a game in A");
    let (team_a, team_b) = (UserId(A.0), UserId(B.0));
    assert_eq!((game.white, game.black), (team_a, team_b));
    assert!(!game.rated, "teams play casual games");
    assert_eq!(game.mirror.expect("shown in B").player, team_b);
    let opening = posted(&started, None).text.to_string();
    assert!(
        opening.contains("carol's team (White) vs dave's team (Black)")
            && opening.contains("carol's team has the first move"),
        "{opening}"
    );
    for r in &started.replies {
        assert!(r.pings.is_empty(), "a team is never pinged: {r:#?}");
    }
    let join = button(&started, |a| *a == Action::JoinTeam(game.id));
    let thread = |mirror: bool| {
        started
            .game_threads()
            .find(|th| th.mirror == mirror)
            .cloned()
    };
    let home = thread(false).expect("a thread in A");
    let away = thread(true).expect("a thread in B");
    t.svc.move_game_to_thread(&home, A_THREAD).expect("moved");
    t.svc.move_game_to_thread(&away, B_THREAD).expect("moved");
    let (ta, tb) = (at(A, A_THREAD), at(B, B_THREAD));

    // Each joins their own server's team, from their own thread.
    assert!(
        ask(t, "alice", ta, Command::Press(join))
            .text()
            .contains("You joined the team: 2")
    );
    assert!(
        ask(t, "bob", tb, Command::Press(join))
            .text()
            .contains("You joined the team: 2")
    );
    // (Joined in the same second here, so compared as sets.)
    let roster = |team| {
        let mut r = t.store().team_roster(game.id, team).unwrap();
        r.sort_unstable();
        r
    };
    let sorted = |mut v: Vec<UserId>| {
        v.sort_unstable();
        v
    };
    assert_eq!(roster(team_a), sorted(vec![user("carol"), user("alice")]));
    assert_eq!(roster(team_b), sorted(vec![user("dave"), user("bob")]));

    // A votes: the tally stays in A; B may not vote on A's move.
    let first = ask(t, "alice", ta, vote("e4"));
    assert!(
        words_in(&first, None).contains("1 of the 2 on the team voted"),
        "{}",
        first.text()
    );
    assert!(
        first.replies.iter().all(|r| r.channel.is_none()),
        "{first:#?}"
    );
    let early = ask(t, "bob", tb, vote("e5"));
    assert!(early.is_private(), "{}", early.text());
    // carol's vote completes A's: the move is played, shown in both; who voted, in A only.
    let played = ask(t, "carol", ta, vote("e4"));
    let (here, there) = (words_in(&played, None), words_in(&played, Some(B_THREAD)));
    assert!(
        here.contains("Everyone on the team has voted") && here.contains("alice"),
        "{here}"
    );
    assert!(there.contains("carol's team played **e4**"), "{there}");
    assert!(
        there.contains("dave's team to move: its members vote with"),
        "{there}"
    );
    assert!(
        !there.contains("alice") && !there.contains("voted"),
        "a vote leaked: {there}"
    );

    // B: a tie between bob and dave goes to the move voted first, once both voted.
    ask(t, "bob", tb, vote("e5"));
    let played = ask(t, "dave", tb, vote("c5"));
    let there = words_in(&played, Some(A_THREAD));
    assert!(there.contains("dave's team played **e5**"), "{there}");
    assert!(!there.contains("bob"), "a vote leaked: {there}");

    // A: only alice votes; the deadline plays it, the tally told in A alone.
    ask(t, "alice", ta, vote("d4"));
    let due = t.advance(3 * service::DAY + 60);
    let deadline = due
        .iter()
        .find(|r| r.text().contains("Time is up for the team's vote"))
        .expect("the deadline plays A's vote");
    let (here, there) = (
        words_in(deadline, Some(A_THREAD)),
        words_in(deadline, Some(B_THREAD)),
    );
    assert!(
        here.contains("Time is up") && here.contains("played **d4**"),
        "{here}"
    );
    assert!(
        there.contains("played **d4**") && !there.contains("Time is up"),
        "{there}"
    );
    assert_eq!(t.store().game(game.id).unwrap().ply, 3);

    // B: a majority resigns (bob alone is half: not yet; dave makes it).
    let half = ask(
        t,
        "bob",
        tb,
        Command::Vote {
            mv: None,
            draw: false,
            resign: true,
        },
    );
    assert!(
        t.store().game(game.id).unwrap().is_active(),
        "{}",
        half.text()
    );
    let resigned = ask(
        t,
        "dave",
        tb,
        Command::Vote {
            mv: None,
            draw: false,
            resign: true,
        },
    );
    let ended = t.store().game(game.id).unwrap();
    assert!(!ended.is_active());
    let in_a = resigned
        .replies
        .iter()
        .find(|r| r.channel == Some(A_THREAD) && r.text.to_string().contains("Result"))
        .expect("the ending shown in A");
    let words = in_a.text.to_string();
    assert!(
        words.contains("carol's team (White) vs dave's team (Black)")
            && words.contains("Casual game"),
        "{words}"
    );
    for r in &resigned.replies {
        let teams_mentioned = r
            .text
            .localized(service::Lang::En)
            .spans()
            .iter()
            .any(|s| matches!(s, Span::User(u) if *u == team_a || *u == team_b));
        assert!(!teams_mentioned && r.pings.is_empty(), "{r:#?}");
    }

    // A second game whose first vote never comes is aborted at the deadline, naming
    // both teams in both servers and pinging neither.
    let again = ask(t, "carol", a, team_lobby_challenge(None));
    let accept = button(&again, |a| matches!(a, Action::AcceptChallenge(_)));
    let taken = ask(t, "dave", at(B, B_LOBBY), Command::Press(accept));
    assert!(!taken.is_private(), "{}", taken.text());
    let due = t.advance(3 * service::DAY + 60);
    let aborted = due
        .iter()
        .find(|r| r.text().contains("was aborted"))
        .expect("the game aborted");
    for channel in [A_CHANNEL, B_LOBBY] {
        let shown = posted(aborted, Some(channel));
        let words = shown.text.to_string();
        assert!(
            words.contains("carol's team never made their first move against dave's team"),
            "{words}"
        );
        assert!(shown.pings.is_empty(), "{shown:#?}");
    }

    // A team's challenge nobody takes expires, naming the team.
    let again = ask(t, "carol", a, team_lobby_challenge(None));
    assert!(!again.is_private(), "{}", again.text());
    let lapsed = t.advance(8 * service::DAY);
    let expired = lapsed
        .iter()
        .find(|r| r.text().contains("expired"))
        .expect("the challenge expired");
    assert!(
        expired
            .text()
            .contains("The open challenge from carol's team expired"),
        "{}",
        expired.text()
    );
}

#[test]
fn teams_of_two_servers_play_by_vote_on_sqlite() {
    teams_of_two_servers(&Table::new());
}

#[test]
fn teams_of_two_servers_play_by_vote_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    teams_of_two_servers(&Table::at(dir, server.new_database().into()));
}
