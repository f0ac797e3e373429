//! A match between two servers through the service's API, on SQLite and PostgreSQL:
//! a manager of A challenges B; a member of B may not answer, its manager accepts;
//! two players a side sign up (a start with too few refused, in words); the start pairs
//! the boards in sign-up order (equal ratings) and asks for each game's two threads,
//! housed once; board 1 is played out (each player winning with White's fool's mate
//! turned around); on board 2 a B player withdraws and forfeits both games; the
//! scheduler posts the final scoreboard once in both servers, each from its own side,
//! with its picture, even after a process claimed the games' news and stopped before
//! ending the match; the history says who won.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use super::lobby::{A, A_LOBBY, B, B_LOBBY, ask, at, join_lobby, mv, posted};
use bot_testkit::table::Table;
use data::{ChannelId, MatchStatus};
use service::matches::{MatchFlag, MatchRequest};
use service::{Action, Command, Kept, Response};
use testkit::pg;

fn request(f: impl FnOnce(&mut MatchRequest)) -> Command {
    let mut r = MatchRequest::default();
    f(&mut r);
    Command::Match(r)
}

fn button(r: &Response, channel: Option<ChannelId>, pick: fn(Action) -> bool) -> Action {
    posted(r, channel)
        .buttons
        .iter()
        .map(|b| b.action)
        .find(|a| pick(*a))
        .expect("the button")
}

#[allow(clippy::too_many_lines, reason = "one match's story")]
fn two_servers_play_a_match(t: &Table) {
    join_lobby(t, at(A, A_LOBBY));
    join_lobby(t, at(B, B_LOBBY));
    let (a, b) = (at(A, A_LOBBY), at(B, B_LOBBY));

    // A member may not challenge; a manager does, for two boards of chess.
    let refused = ask(t, "alice", a, request(|r| r.server = Some(B.0.to_string())));
    assert!(
        refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    let unknown = ask(
        t,
        "carol",
        a,
        request(|r| {
            r.server = Some("12345".into());
            r.variant = Some(rules::Variant::Chess);
        }),
    );
    assert!(
        unknown.text().contains("not a server in Sanctum's lobby"),
        "{}",
        unknown.text()
    );
    let proposed = ask(
        t,
        "carol",
        a,
        request(|r| {
            r.server = Some(B.0.to_string());
            r.variant = Some(rules::Variant::Chess);
            r.boards = Some(2);
        }),
    );
    assert!(!proposed.is_private(), "{}", proposed.text());
    let accept = button(&proposed, Some(B_LOBBY), |a| {
        matches!(a, Action::AcceptMatch(_))
    });
    let not_here = ask(t, "carol", a, Command::Press(accept));
    assert!(
        not_here.text().contains("for the other server"),
        "{}",
        not_here.text()
    );
    let member = ask(t, "bob", b, Command::Press(accept));
    assert!(member.text().contains("Manage Server"), "{}", member.text());
    let accepted = ask(t, "carol", b, Command::Press(accept));
    assert!(accepted.text().contains("Sign up"), "{}", accepted.text());
    assert!(
        posted(&accepted, Some(A_LOBBY))
            .text
            .to_string()
            .contains("Match 1 against the server that accepted")
    );
    let join = button(&accepted, None, |a| matches!(a, Action::JoinMatch(_)));

    // Sign-ups: alice then carol in A, bob then dave in B.
    for (who, place) in [("alice", a), ("bob", b)] {
        let r = ask(t, who, place, Command::Press(join));
        assert!(r.text().contains("You signed up"), "{}", r.text());
    }
    let too_few = ask(t, "carol", a, request(|r| r.flag = Some(MatchFlag::Start)));
    assert!(
        too_few
            .text()
            .contains("needs 2 players signed up to start: this server has 1, the other 1"),
        "{}",
        too_few.text()
    );
    ask(t, "carol", a, Command::Press(join));
    ask(t, "dave", b, Command::Press(join));
    let started = ask(t, "carol", a, request(|r| r.flag = Some(MatchFlag::Start)));
    assert!(
        started.text().contains("Board 1: alice vs bob"),
        "{}",
        started.text()
    );
    assert!(
        started.text().contains("Board 2: carol vs dave"),
        "{}",
        started.text()
    );
    let games: Vec<&service::Threads> = started
        .threads
        .iter()
        .filter(|w| w.purpose.kind() == "match-game")
        .collect();
    assert_eq!(games.len(), 4);
    assert_eq!(
        started.closed,
        vec![service::ButtonOwner::MatchSignup(data::MatchId(1))]
    );

    // The face opens the scoreboard's thread in each server: kept once, the scoreboard
    // posted there from each side.
    let wanted = started
        .threads
        .iter()
        .find(|w| w.purpose.kind() == "match-scoreboard")
        .cloned()
        .expect("scoreboard threads");
    let (score_a, score_b) = (ChannelId(4000), ChannelId(4001));
    let opened = t.svc.threads_opened(&wanted, &[score_a, score_b]);
    let first = posted(&opened, Some(score_a));
    let words = first.text.to_string();
    assert!(
        words.contains("Live scoreboard") && words.contains("this server 0 – 0 the other server"),
        "{words}"
    );
    assert_eq!(first.files.len(), 1, "the scoreboard's picture");
    posted(&opened, Some(score_b));
    assert!(
        t.svc
            .threads_opened(&wanted, &[ChannelId(4002), ChannelId(4003)])
            .replies
            .is_empty(),
        "kept once"
    );
    // The face reports where A's scoreboard was posted; B's report is lost.
    assert_eq!(first.keep, Some(Kept::Scoreboard(data::MatchId(1))));
    t.svc.kept(Kept::Scoreboard(data::MatchId(1)), score_a, 777);

    // The face opens two threads a game; each game is housed once.
    let mut threads = Vec::new();
    for (i, house) in games.iter().enumerate() {
        let (home, away) = (ChannelId(1000 + i as u64), ChannelId(2000 + i as u64));
        let opening = t.svc.threads_opened(house, &[home, away]);
        assert!(
            opening.text().contains("you have the first move"),
            "{}",
            opening.text()
        );
        posted(&opening, Some(home));
        posted(&opening, Some(away));
        assert!(
            t.svc
                .threads_opened(house, &[ChannelId(3000), ChannelId(3001)])
                .replies
                .is_empty(),
            "housed once"
        );
        threads.push((home, away));
    }
    assert!(t.svc.unopened_threads().is_empty());

    // Board 1: alice (A) White in game 1, bob (B) White in game 2; each loses with White.
    // Each result brings the scoreboard up to date in the match's threads at once: the
    // game's end is news the match hears.
    let ((h1, a1), (h2, a2)) = (threads[0], threads[1]);
    let mut news = Vec::new();
    for (who, place, san) in [
        ("alice", at(A, h1), "f3"),
        ("bob", at(B, a1), "e5"),
        ("alice", at(A, h1), "g4"),
        ("bob", at(B, a1), "Qh4#"),
        ("bob", at(B, a2), "f3"),
        ("alice", at(A, h2), "e5"),
        ("bob", at(B, a2), "g4"),
        ("alice", at(A, h2), "Qh4#"),
    ] {
        let r = ask(t, who, place, mv(san));
        assert!(!r.is_private(), "{san}: {}", r.text());
        news.push(r);
    }
    // The score so far, privately, from each side.
    let so_far = ask(t, "alice", a, request(|_| {}));
    assert!(
        so_far.text().contains("this server 1 – 1 the other server"),
        "{}",
        so_far.text()
    );

    // A's kept scoreboard is redrawn in place, with a line for each game as it ends;
    // B's, never reported, is posted anew.
    let update = news
        .iter()
        .rev()
        .find(|r| r.edits.iter().any(|e| e.channel == score_a))
        .expect("A's scoreboard redrawn");
    let edit = update
        .edits
        .iter()
        .find(|e| e.channel == score_a)
        .expect("A's edit");
    let redrawn = edit.reply.text.to_string();
    assert_eq!(edit.message, 777);
    assert!(
        redrawn.contains("this server 1 – 1 the other server"),
        "{redrawn}"
    );
    assert_eq!(edit.reply.files.len(), 1, "the picture redrawn too");
    let said: String = news
        .iter()
        .flat_map(|r| &r.replies)
        .filter(|x| x.channel == Some(score_a))
        .map(|x| x.text.to_string())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        said.contains("Board 1, game 1: bob beat alice.")
            && said.contains("Board 1, game 2: alice beat bob.")
            && said.contains("the scoreboard at the top of this thread is up to date"),
        "{said}"
    );
    assert!(
        news.iter()
            .all(|r| r.edits.iter().all(|e| e.channel != score_b)),
        "B's scoreboard was never reported, so never edited"
    );
    let in_b = posted(update, Some(score_b)).text.to_string();
    assert!(
        in_b.contains("this server 1 – 1 the other server"),
        "{in_b}"
    );
    assert!(
        news.iter()
            .all(|r| r.replies.iter().all(|x| x.channel != Some(A_LOBBY))),
        "the lobby hears only the final score"
    );
    assert!(
        t.advance(60).iter().all(|r| !r.text().contains("Match 1")),
        "told once, as the games ended"
    );

    // Board 2, game 1 ends in a process that stops before telling anyone: the next
    // tick finds it and tells it.
    let games = t.store().match_games(data::MatchId(1)).expect("db");
    let leg1 = games
        .iter()
        .find(|g| g.board == 2 && g.leg == 1)
        .and_then(|g| g.game)
        .expect("board 2's first game");
    let stored = t.store().game(leg1).expect("db");
    // Leg 1: the home side (carol, of A) has White.
    t.store()
        .finish_game(
            leg1,
            stored.ply,
            data::GameResult::win(rules::Color::White, data::Termination::Resignation),
            t.svc.now(),
        )
        .expect("ended behind the service's back");
    let recovered = t.advance(60);
    let told: String = recovered
        .iter()
        .flat_map(|r| &r.replies)
        .filter(|x| x.channel == Some(score_a))
        .map(|x| x.text.to_string())
        .collect();
    assert!(told.contains("Board 2, game 1: carol beat dave."), "{told}");

    // Board 2: dave withdraws: his last game is lost, and the match is over at once.
    let withdrew = ask(
        t,
        "dave",
        b,
        request(|r| r.flag = Some(MatchFlag::Withdraw)),
    );
    assert!(
        withdrew.text().contains("You withdrew from match 1"),
        "{}",
        withdrew.text()
    );
    assert!(withdrew.text().contains("resign"), "{}", withdrew.text());
    let in_a = posted(&withdrew, Some(A_LOBBY)).text.to_string();
    let in_b = posted(&withdrew, Some(B_LOBBY)).text.to_string();
    assert!(
        in_a.contains("Final score") && in_a.contains("this server 3 – 1 the other server"),
        "{in_a}"
    );
    assert!(
        in_b.contains("this server 1 – 3 the other server"),
        "{in_b}"
    );
    assert!(in_a.contains("Board 1: alice vs bob — 0–1, 1–0"), "{in_a}");
    assert!(in_a.contains("Board 2: carol vs dave — 1–0, 1–0"), "{in_a}");
    assert!(in_b.contains("Board 2: dave vs carol — 0–1, 0–1"), "{in_b}");
    // Kept in the match's thread, and told in the lobby.
    assert_eq!(posted(&withdrew, Some(score_a)).text.to_string(), in_a);
    posted(&withdrew, Some(score_b));
    let picture = &posted(&withdrew, Some(A_LOBBY)).files;
    assert_eq!(picture.len(), 1, "the scoreboard's picture");
    assert!(
        picture[0]
            .alt
            .as_deref()
            .is_some_and(|alt| alt.contains("this server 3"))
    );
    assert!(
        t.advance(60).iter().all(|r| !r.text().contains("Match 1")),
        "posted once"
    );
    assert!(t.store().matches_left_to_end().expect("db").is_empty());
    let store = t.store();
    let m = store
        .match_by_id(data::MatchId(1))
        .expect("db")
        .expect("the match");
    assert_eq!(m.status, MatchStatus::Finished);

    let history = ask(t, "bob", b, request(|r| r.flag = Some(MatchFlag::History)));
    assert!(
        history
            .text()
            .contains("Match 1 · Chess, 2 boards: lost 1–3"),
        "{}",
        history.text()
    );
}

/// Proposes a one-board chess match from `from` to the server `to`.
fn propose(t: &Table, from: service::Place, to: data::GuildId) -> Response {
    ask(
        t,
        "carol",
        from,
        request(|r| {
            r.server = Some(to.0.to_string());
            r.variant = Some(rules::Variant::Chess);
            r.boards = Some(1);
        }),
    )
}

/// One proposal at a time between two servers, either way; a proposal lapses
/// unanswered after its week, told in both servers; a server may refuse every
/// proposal from another, and take them again.
fn proposals_are_one_at_a_time_lapse_and_can_be_refused(t: &Table) {
    join_lobby(t, at(A, A_LOBBY));
    join_lobby(t, at(B, B_LOBBY));
    let (a, b) = (at(A, A_LOBBY), at(B, B_LOBBY));
    let first = propose(t, a, B);
    let there = posted(&first, Some(B_LOBBY)).text.to_string();
    assert!(there.contains("within 7 days"), "{there}");
    for again in [propose(t, a, B), propose(t, b, A)] {
        assert!(
            again
                .text()
                .contains("Match 1 between these two servers is waiting"),
            "{}",
            again.text()
        );
    }
    let accept = button(&first, Some(B_LOBBY), |a| {
        matches!(a, Action::AcceptMatch(_))
    });

    // A week on, unanswered: lapsed, in both lobbies, once.
    let ticked = t.advance(7 * 24 * 3600);
    let told: Vec<_> = ticked
        .iter()
        .flat_map(|r| r.replies.iter())
        .filter(|r| r.text.to_string().contains("Match 1 lapsed"))
        .map(|r| r.channel)
        .collect();
    assert_eq!(told, [Some(A_LOBBY), Some(B_LOBBY)]);
    assert!(t.advance(60).iter().all(|r| !r.text().contains("lapsed")));
    let late = ask(t, "carol", b, Command::Press(accept));
    assert!(
        late.text().contains("no longer takes that"),
        "{}",
        late.text()
    );

    // B refuses every proposal from A; A is told it was declined, then refused.
    let second = propose(t, a, B);
    let refuse = button(&second, Some(B_LOBBY), |a| {
        matches!(a, Action::RefuseMatches(_))
    });
    let refused = ask(t, "carol", b, Command::Press(refuse));
    assert!(
        refused
            .text()
            .contains("refused match 2 and every later proposal"),
        "{}",
        refused.text()
    );
    assert!(
        posted(&refused, Some(A_LOBBY))
            .text
            .to_string()
            .contains("declined match 2")
    );
    let blocked = propose(t, a, B);
    assert!(
        blocked
            .text()
            .contains("takes no match proposals from this one"),
        "{}",
        blocked.text()
    );
    // Only a manager of B may take them again.
    let member = ask(t, "bob", b, request(|r| r.flag = Some(MatchFlag::AllowAll)));
    assert!(member.text().contains("Manage Server"), "{}", member.text());
    let allowed = ask(
        t,
        "carol",
        b,
        request(|r| r.flag = Some(MatchFlag::AllowAll)),
    );
    assert!(
        allowed.text().contains("(1 refused before)"),
        "{}",
        allowed.text()
    );
    let third = propose(t, a, B);
    assert!(!third.is_private(), "{}", third.text());
    assert_eq!(
        t.store()
            .match_by_id(data::MatchId(3))
            .expect("db")
            .map(|m| m.status),
        Some(MatchStatus::Proposed)
    );
}

#[test]
fn proposals_on_sqlite() {
    proposals_are_one_at_a_time_lapse_and_can_be_refused(&Table::new());
}

#[test]
fn proposals_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    proposals_are_one_at_a_time_lapse_and_can_be_refused(&Table::at(
        dir,
        server.new_database().into(),
    ));
}

#[test]
fn two_servers_play_a_match_on_sqlite() {
    two_servers_play_a_match(&Table::new());
}

#[test]
fn two_servers_play_a_match_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    two_servers_play_a_match(&Table::at(dir, server.new_database().into()));
}
