//! The lobby across servers through the service's API, on SQLite and PostgreSQL: two
//! servers join it; a challenge posted in one is shown in both lobbies and taken in the
//! other; the game is shown in both servers, each copy naming (never mentioning or
//! pinging) the player who is not there; it ends in both, rated in the global pool and
//! not in either server's; two takers at once get one game and one refusal; a blocked
//! player neither sees nor takes the challenge; a rating range and a server outside the
//! lobby are refused in words.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use bot_testkit::table::{Table, user};
use data::{ChannelId, GameId, GuildId};
use service::{
    Action, Actor, Command, LobbyWish, Place, Reply, Request, Response, Scope, SettingsChange,
    Span, ThreadRequest, Visibility, Wanted,
};
use testkit::pg;

pub(crate) const A: GuildId = GuildId(77);
pub(crate) const B: GuildId = GuildId(88);
const C: GuildId = GuildId(99);
/// Where alice plays in server A.
const A_CHANNEL: ChannelId = ChannelId(500);
pub(crate) const A_LOBBY: ChannelId = ChannelId(501);
pub(crate) const B_LOBBY: ChannelId = ChannelId(601);
/// The threads the face would open for the game, one in each server.
const A_THREAD: ChannelId = ChannelId(510);
const B_THREAD: ChannelId = ChannelId(610);
/// B's role for Sanctuary Chess players.
const B_PLAYERS: data::RoleId = data::RoleId(700);

pub(crate) fn at(guild: GuildId, channel: ChannelId) -> Place {
    Place { guild, channel }
}

pub(crate) fn ask(t: &Table, who: &str, place: Place, command: Command) -> Response {
    t.svc.handle(&Request {
        actor: Actor {
            user: user(who),
            name: who.to_owned(),
            nickname: None,
            manage_server: who == "carol",
            roles: Vec::new(),
            lang: service::Lang::En,
        },
        place,
        command,
        interaction: None,
    })
}

pub(crate) fn join_lobby(t: &Table, place: Place) {
    let r = ask(
        t,
        "carol",
        place,
        Command::Settings(SettingsChange {
            lobby: Some(place.channel),
            ..SettingsChange::default()
        }),
    );
    assert!(
        r.text().contains("in the lobby across servers"),
        "{}",
        r.text()
    );
}

fn lobby_challenge(min_rating: Option<i64>) -> Command {
    Command::Challenge(Wanted {
        opponent: None,
        variant: rules::Variant::Sanctuary,
        color: Some(data::ColorWish::White),
        days: None,
        rated: Some(true),
        level: None,
        lobby: LobbyWish {
            anywhere: true,
            min_rating,
            max_rating: None,
        },
        team: service::TeamWish::default(),
    })
}

pub(crate) fn mv(text: &str) -> Command {
    Command::Move {
        text: text.into(),
        expected_ply: None,
    }
}

/// The public reply posted in `channel` (`None`: where the command was given).
pub(crate) fn posted(r: &Response, channel: Option<ChannelId>) -> &Reply {
    r.replies
        .iter()
        .find(|x| x.visibility == Visibility::Public && x.channel == channel)
        .unwrap_or_else(|| panic!("nothing posted in {channel:?}: {:#?}", r.replies))
}

/// True if `reply` mentions `who` (rather than naming them).
fn mentions(reply: &Reply, who: &str) -> bool {
    reply
        .text
        .localized(service::Lang::En)
        .spans()
        .iter()
        .any(|s| matches!(s, Span::User(u) if *u == user(who)))
}

/// The challenge a lobby post's Accept button takes.
fn accept_of(reply: &Reply) -> Action {
    reply
        .buttons
        .iter()
        .map(|b| b.action)
        .find(|a| matches!(a, Action::AcceptChallenge(_)))
        .expect("an Accept button")
}

#[allow(clippy::too_many_lines, reason = "one game's story across two servers")]
fn lobby_game_in_two_servers(t: &Table) {
    join_lobby(t, at(A, A_LOBBY));
    join_lobby(t, at(B, B_LOBBY));
    let a = at(A, A_CHANNEL);
    let b = at(B, B_LOBBY);

    // A server outside the lobby cannot post to it, and a range needs the lobby.
    let outside = ask(t, "dave", at(C, ChannelId(900)), lobby_challenge(None));
    assert!(
        outside.text().contains("not in Sanctum's lobby"),
        "{}",
        outside.text()
    );

    // dave is blocked by alice: her challenge never lists for him, and he cannot take it.
    let blocked = ask(
        t,
        "alice",
        a,
        Command::Block {
            user: Some(Table::mention("dave")),
            remove: false,
        },
    );
    assert!(blocked.text().contains("You blocked"), "{}", blocked.text());

    // B's players of Sanctuary Chess have a role: the lobby calls it in B.
    ask(
        t,
        "carol",
        b,
        Command::Settings(SettingsChange {
            seek_variant: Some(rules::Variant::Sanctuary),
            seek_role: Some(B_PLAYERS),
            ..SettingsChange::default()
        }),
    );

    // alice posts in A: here, in A's lobby (mentioned), and in B's lobby (named).
    let posted_r = ask(t, "alice", a, lobby_challenge(None));
    let here = posted(&posted_r, None);
    assert!(
        here.text.to_string().contains("@1 challenges every server"),
        "{}",
        here.text
    );
    let in_a = posted(&posted_r, Some(A_LOBBY));
    assert!(mentions(in_a, "alice"), "{}", in_a.text);
    let in_b = posted(&posted_r, Some(B_LOBBY));
    let b_text = in_b.text.to_string();
    assert!(
        b_text.contains("alice (from another server) challenges every server"),
        "{b_text}"
    );
    assert!(
        !mentions(in_b, "alice"),
        "a mention across servers: {b_text}"
    );
    assert_eq!(in_b.buttons.len(), 1, "only Accept in another server");
    assert_eq!(in_b.role_pings, vec![B_PLAYERS], "B's players called");
    assert!(in_a.role_pings.is_empty() && here.role_pings.is_empty());
    let accept = accept_of(in_b);

    // bob in B sees it in /games; dave (blocked) does not, and cannot take it.
    let games = ask(t, "bob", b, Command::Games { page: 1 });
    assert!(
        games
            .text()
            .contains("Challenges in the lobby across servers"),
        "{}",
        games.text()
    );
    assert!(
        games.text().contains("alice: Sanctuary Chess, rated"),
        "{}",
        games.text()
    );
    let dave_games = ask(t, "dave", b, Command::Games { page: 1 });
    assert!(
        !dave_games.text().contains("alice:"),
        "{}",
        dave_games.text()
    );
    let dave_takes = ask(t, "dave", b, Command::Press(accept));
    assert!(
        dave_takes
            .text()
            .contains("has chosen not to play with you"),
        "{}",
        dave_takes.text()
    );

    // bob takes it in B: one game, shown in A's channel and B's lobby, threads asked
    // for in both; alice (White) is pinged in A only, named in B.
    let started = ask(t, "bob", b, Command::Press(accept));
    let game = t
        .store()
        .active_game_in_channel(A_CHANNEL)
        .unwrap()
        .expect("a game in A");
    let mirror = game.mirror.expect("shown in B too");
    assert_eq!(
        (mirror.guild, mirror.channel, mirror.player),
        (B, B_LOBBY, user("bob"))
    );
    assert_eq!((game.white, game.black), (user("alice"), user("bob")));
    let opening_b = posted(&started, None);
    let opening_a = posted(&started, Some(A_CHANNEL));
    assert!(opening_a.pings.contains(&user("alice")), "{opening_a:#?}");
    assert!(!opening_b.pings.contains(&user("alice")), "{opening_b:#?}");
    assert!(!mentions(opening_b, "alice") && mentions(opening_a, "alice"));
    assert!(
        opening_b
            .text
            .to_string()
            .contains("alice, you have the first move"),
        "{}",
        opening_b.text
    );
    assert!(
        opening_a
            .text
            .to_string()
            .contains("@1, you have the first move"),
        "{}",
        opening_a.text
    );
    let thread = |mirror: bool| {
        started
            .game_threads()
            .find(|th| th.mirror == mirror)
            .cloned()
    };
    let (home, away) = (
        thread(false).expect("a thread in A"),
        thread(true).expect("a thread in B"),
    );
    assert_eq!((home.parent, home.mirror), (A_CHANNEL, false));
    assert_eq!((away.parent, away.mirror), (B_LOBBY, true));
    move_to(t, &home, A_THREAD);
    move_to(t, &away, B_THREAD);

    // Each move, made from the mover's own thread, is shown in both.
    let (ta, tb) = (at(A, A_THREAD), at(B, B_THREAD));
    for (who, place, san, other) in [
        ("alice", ta, "e4", B_THREAD),
        ("bob", tb, "e5", A_THREAD),
        ("alice", ta, "d4", B_THREAD),
        ("bob", tb, "d5", A_THREAD),
    ] {
        let r = ask(t, who, place, mv(san));
        for shown in [posted(&r, None), posted(&r, Some(other))] {
            let words = shown.text.to_string();
            assert!(words.contains(&format!("played **{san}**")), "{words}");
        }
    }
    // The game is found from either thread: bob, out of turn in his, is refused.
    let wrong_turn = ask(t, "bob", tb, mv("c5"));
    assert!(wrong_turn.is_private(), "{}", wrong_turn.text());

    // Deadline work is shown in both too: alice's reminder pings her in A, names her in B.
    let due = t.advance(3 * service::DAY * 8 / 10 + 60);
    let reminder = due
        .iter()
        .find(|r| r.text().contains("a reminder"))
        .expect("alice's reminder");
    let (in_a, in_b) = (
        posted(reminder, Some(A_THREAD)),
        posted(reminder, Some(B_THREAD)),
    );
    assert!(in_a.pings.contains(&user("alice")) && mentions(in_a, "alice"));
    assert!(
        in_b.pings.is_empty() && !mentions(in_b, "alice"),
        "{in_b:#?}"
    );
    assert!(
        in_b.text.to_string().contains("alice, a reminder"),
        "{}",
        in_b.text
    );

    // bob resigns from B; the ending is shown in A too, and rates in the global pool.
    let asked = ask(t, "bob", tb, Command::Resign);
    let confirm = asked
        .replies
        .iter()
        .flat_map(|r| &r.buttons)
        .map(|b| b.action)
        .find(|a| matches!(a, Action::ConfirmResign(_)))
        .expect("a confirm button");
    let ended = ask(t, "bob", tb, Command::Press(confirm));
    assert!(
        posted(&ended, None).text.to_string().contains("alice wins"),
        "{}",
        ended.text()
    );
    assert!(
        posted(&ended, Some(A_THREAD))
            .text
            .to_string()
            .contains("alice wins"),
        "{}",
        ended.text()
    );
    let global = ask(
        t,
        "bob",
        tb,
        Command::Leaderboard {
            variant: None,
            page: 1,
            puzzles: false,
            scope: Scope::Global,
        },
    );
    assert!(
        global.text().contains("leaderboard across servers"),
        "{}",
        global.text()
    );
    assert!(global.text().contains("1. alice"), "{}", global.text());
    assert!(global.text().contains("2. bob"), "{}", global.text());
    let local = ask(
        t,
        "alice",
        a,
        Command::Leaderboard {
            variant: None,
            page: 1,
            puzzles: false,
            scope: Scope::Server,
        },
    );
    assert!(
        local
            .text()
            .contains("No rated Sanctuary Chess games have finished in this server"),
        "{}",
        local.text()
    );
    assert_eq!(
        t.store()
            .rating(GuildId::GLOBAL, rules::Variant::Sanctuary, user("alice"))
            .unwrap()
            .games,
        1
    );

    // alice's stats in A: no rated game of A's, her global rating across servers.
    let stats = ask(t, "alice", a, Command::Stats { user: None });
    assert!(
        stats.text().contains("No rated games in this server yet"),
        "{}",
        stats.text()
    );
    assert!(
        stats
            .text()
            .contains("Across servers (the lobby's global ratings):\n• Sanctuary Chess:"),
        "{}",
        stats.text()
    );

    // A range: bob (1500-ish after a loss) may not take a challenge asking 1600 and up.
    let ranged = ask(t, "alice", a, lobby_challenge(Some(1600)));
    let too_low = ask(
        t,
        "bob",
        b,
        Command::Press(accept_of(posted(&ranged, Some(B_LOBBY)))),
    );
    assert!(
        too_low
            .text()
            .contains("asks for a rating of at least 1600"),
        "{}",
        too_low.text()
    );
    let withdrawn = ask(t, "alice", a, Command::Cancel);
    assert!(!withdrawn.is_private(), "{}", withdrawn.text());

    // Two takers at once, in two servers: one game, one refusal.
    let again = ask(t, "alice", a, lobby_challenge(None));
    let take = accept_of(posted(&again, Some(B_LOBBY)));
    let barrier = std::sync::Barrier::new(2);
    let answers: Vec<Response> = std::thread::scope(|s| {
        let one = s.spawn(|| {
            barrier.wait();
            ask(t, "bob", b, Command::Press(take))
        });
        let two = s.spawn(|| {
            barrier.wait();
            ask(t, "carol", at(A, A_LOBBY), Command::Press(take))
        });
        vec![one.join().unwrap(), two.join().unwrap()]
    });
    let refused: Vec<_> = answers.iter().filter(|r| r.is_private()).collect();
    assert_eq!(
        refused.len(),
        1,
        "{:#?}",
        answers.iter().map(Response::text).collect::<Vec<_>>()
    );
    assert!(
        refused[0].text().contains("was quicker") || refused[0].text().contains("accepted"),
        "{}",
        refused[0].text()
    );
    let started: Vec<GameId> = t
        .store()
        .active_games_of(user("alice"), None)
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(started.len(), 1, "one game");

    // A server may leave; the game going on goes on.
    ask(
        t,
        "carol",
        b,
        Command::Settings(SettingsChange {
            lobby_off: true,
            ..SettingsChange::default()
        }),
    );
    assert_eq!(t.store().lobby_channels().unwrap(), vec![(A, A_LOBBY)]);
    assert!(t.store().game(started[0]).unwrap().is_active());
}

/// 28 servers in the lobby: a challenge is posted at once in its own lobby and in
/// `MAX_LOBBY_POSTS` others, and in the rest at the next tick, once each; a server
/// that left meanwhile gets nothing, and a taken challenge is posted no more.
fn crowded_lobby(t: &Table) {
    let many = service::policy::MAX_LOBBY_POSTS as u64 + 3;
    let servers: Vec<Place> = (0..many)
        .map(|i| at(GuildId(1000 + i), ChannelId(5000 + i)))
        .collect();
    for place in &servers {
        join_lobby(t, *place);
    }
    let home = at(servers[0].guild, ChannelId(4999));
    let posted_r = ask(t, "alice", home, lobby_challenge(None));
    let lobby_posts = |r: &Response| {
        r.replies
            .iter()
            .filter(|x| {
                x.channel
                    .is_some_and(|c| (5000..5000 + many).contains(&c.0))
            })
            .count()
    };
    let at_once = lobby_posts(&posted_r);
    assert_eq!(
        at_once,
        1 + service::policy::MAX_LOBBY_POSTS,
        "its own and the first others"
    );
    // One server that was still waiting leaves the lobby: it is skipped.
    let shown: Vec<ChannelId> = posted_r.replies.iter().filter_map(|x| x.channel).collect();
    let waiting: Vec<&Place> = servers
        .iter()
        .filter(|p| !shown.contains(&p.channel))
        .collect();
    assert_eq!(waiting.len(), 2);
    ask(
        t,
        "carol",
        *waiting[0],
        Command::Settings(SettingsChange {
            lobby_off: true,
            ..SettingsChange::default()
        }),
    );
    let next: usize = t.advance(60).iter().map(lobby_posts).sum();
    assert_eq!(next, 1, "the one still in the lobby, at the next tick");
    assert_eq!(
        t.advance(60).iter().map(lobby_posts).sum::<usize>(),
        0,
        "once"
    );

    // A challenge taken before its later posts are made is posted no more.
    let second = ask(
        t,
        "bob",
        at(servers[1].guild, ChannelId(4998)),
        lobby_challenge(None),
    );
    let taken = ask(
        t,
        "dave",
        servers[2],
        Command::Press(accept_of(posted(&second, None))),
    );
    assert!(!taken.is_private(), "{}", taken.text());
    assert_eq!(t.advance(60).iter().map(lobby_posts).sum::<usize>(), 0);
}

#[test]
fn a_crowded_lobby_gets_each_challenge_over_ticks_on_sqlite() {
    crowded_lobby(&Table::new());
}

#[test]
fn a_crowded_lobby_gets_each_challenge_over_ticks_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    crowded_lobby(&Table::at(dir, server.new_database().into()));
}

fn move_to(t: &Table, request: &ThreadRequest, thread: ChannelId) {
    let pointer = t.svc.move_game_to_thread(request, thread).expect("moved");
    assert!(
        pointer.text.to_string().contains("its own thread"),
        "{}",
        pointer.text
    );
}

#[test]
fn lobby_game_in_two_servers_on_sqlite() {
    lobby_game_in_two_servers(&Table::new());
}

#[test]
fn lobby_game_in_two_servers_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    lobby_game_in_two_servers(&Table::at(dir, server.new_database().into()));
}
