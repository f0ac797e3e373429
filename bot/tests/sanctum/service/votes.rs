//! Vote chess through the service's API, on SQLite and PostgreSQL: a manager starts a
//! team game of the server against Sanctum at level 1; three members join and vote;
//! a tie at the deadline goes to the move voted first; an early play once everyone has
//! voted; a vote changed too often is refused; a restart mid-tally loses no vote and
//! the deadline plays the move once; a majority resigns for the team. Sanctum answers
//! each of the team's moves.

#![allow(clippy::doc_markdown, reason = "product names in prose")]

use bot_testkit::table::{SANCTUM, Table, sanctum, user};
use data::{GameStatus, StoredGame};
use service::{Action, Command, DAY, Mention, Response, TeamWish, Wanted};
use testkit::pg;

fn team_challenge(opponent: Mention) -> Command {
    Command::Challenge(Wanted {
        opponent: Some(opponent),
        variant: rules::Variant::Chess,
        color: Some(data::ColorWish::White),
        days: Some(data::DaysPerMove::THREE),
        rated: None,
        level: Some(1),
        lobby: service::LobbyWish::default(),
        team: TeamWish {
            team: true,
            role: None,
            share: None,
        },
    })
}

/// A vote for `mv`.
pub(crate) fn vote(mv: &str) -> Command {
    Command::Vote {
        mv: Some(mv.into()),
        draw: false,
        resign: false,
    }
}

fn game(t: &Table) -> StoredGame {
    t.store()
        .last_game_in_channel(t.channel)
        .expect("db")
        .expect("a game")
}

/// Sanctum answers the move the team just played.
fn sanctum_answers(t: &Table, played: &Response) {
    let id = played.to_think().expect("Sanctum is to move");
    t.svc.think_about(id);
    let answers = t.svc.think_pending();
    assert_eq!(answers.len(), 1);
    assert!(
        answers[0].text().starts_with("Sanctum played "),
        "{}",
        answers[0].text()
    );
}

#[allow(clippy::too_many_lines, reason = "one team game's story, move by move")]
fn team_plays_sanctum(t: &mut Table) {
    t.svc.set_own_user(SANCTUM, "Sanctum");
    // Only a manager starts one, and only against Sanctum.
    let refused = t.say("alice", team_challenge(sanctum()));
    assert!(
        refused.text().contains("Manage Server"),
        "{}",
        refused.text()
    );
    let refused = t.say("carol", team_challenge(Table::mention("bob")));
    assert!(
        refused.text().contains("A team plays Sanctum"),
        "{}",
        refused.text()
    );

    let opened = t.say("carol", team_challenge(sanctum()));
    assert!(!opened.is_private(), "{}", opened.text());
    assert!(
        opened.text().contains("The team has the first move"),
        "{}",
        opened.text()
    );
    let g = game(t);
    let join = opened.replies[0]
        .buttons
        .iter()
        .map(|b| b.action)
        .find(|a| *a == Action::JoinTeam(g.id))
        .expect("a Join button for this game");
    for who in ["alice", "bob"] {
        let joined = t.say(who, Command::Press(join));
        assert!(
            joined.text().contains("You joined the team"),
            "{}",
            joined.text()
        );
    }
    assert!(
        t.say("carol", Command::Press(join))
            .text()
            .contains("already")
    );
    let team = data::UserId(bot_testkit::table::GUILD.0);
    assert_eq!(t.store().team_roster(g.id, team).expect("db").len(), 3);
    // A member is offered the team's moves as they type their vote.
    let offered = t.svc.suggest_moves(user("alice"), t.place(), "e");
    assert!(
        offered.iter().any(|s| s.value == "e4"),
        "the team's moves offered to a member: {offered:?}"
    );

    // Move 1: alice e4, then bob d4; carol does not vote. A tie: at the deadline the
    // move voted first (e4) is played.
    let first = t.say("alice", vote("e4"));
    assert!(!first.is_private(), "{}", first.text());
    assert!(
        first.text().contains("1 of the 3 on the team voted"),
        "{}",
        first.text()
    );
    let second = t.say("bob", vote("d4"));
    assert!(
        second
            .text()
            .contains("**e4** — 1 (alice) · **d4** — 1 (bob)"),
        "{}",
        second.text()
    );
    assert_eq!(game(t).ply, 0, "not everyone voted");
    let by_hand = t.mv("bob", "e4");
    assert!(
        by_hand.text().contains("The team plays this game by vote"),
        "{}",
        by_hand.text()
    );
    let illegal = t.say("bob", vote("e5"));
    assert!(illegal.is_private(), "{}", illegal.text());
    let due = t.advance(3 * DAY + 60);
    let played = due
        .iter()
        .find(|r| r.text().contains("Time is up for the team's vote"))
        .expect("the deadline plays the vote");
    assert!(
        played.text().contains("Team played **e4**"),
        "{}",
        played.text()
    );
    sanctum_answers(t, played);
    assert_eq!(game(t).ply, 2);

    // Move 2: all three vote; the last vote plays the move at once.
    t.say("alice", vote("Nf3"));
    t.say("bob", vote("d4"));
    let all = t.say("carol", vote("Nf3"));
    assert!(
        all.text().contains("Everyone on the team has voted"),
        "{}",
        all.text()
    );
    assert!(all.text().contains("Team played **Nf3**"), "{}", all.text());
    // Sanctum's turn is no time to vote.
    let refused = t.say("alice", vote("d4"));
    assert!(
        refused.text().contains("The other side is to move"),
        "{}",
        refused.text()
    );
    sanctum_answers(t, &all);

    // Move 3: alice changes her vote as often as she may, and no more.
    for mv in ["a3", "h3", "a3", "h3"] {
        let r = t.say("alice", vote(mv));
        assert!(!r.is_private(), "{}", r.text());
    }
    let too_often = t.say("alice", vote("a3"));
    assert!(
        too_often.text().contains("It stands"),
        "{}",
        too_often.text()
    );
    // The process stops mid-tally: the vote survives, and the deadline plays it once.
    t.restart();
    t.svc.set_own_user(SANCTUM, "Sanctum");
    let ply = game(t).ply;
    let due = t.advance(3 * DAY + 60);
    let played = due
        .iter()
        .find(|r| r.text().contains("Team played **h3**"))
        .expect("the deadline plays alice's vote");
    assert!(
        t.advance(60)
            .iter()
            .all(|r| !r.text().contains("Team played"))
    );
    assert_eq!(game(t).ply, ply + 1, "played once");
    sanctum_answers(t, played);

    // Move 4: bob and carol vote to resign: a majority of three.
    let one = t.say(
        "bob",
        Command::Vote {
            mv: None,
            draw: false,
            resign: true,
        },
    );
    assert!(one.text().contains("1 for resigning"), "{}", one.text());
    assert_eq!(game(t).status, GameStatus::Active);
    let resigned = t.say(
        "carol",
        Command::Vote {
            mv: None,
            draw: false,
            resign: true,
        },
    );
    assert!(
        resigned
            .text()
            .contains("A majority of the team votes to resign"),
        "{}",
        resigned.text()
    );
    assert!(
        resigned.text().contains("Sanctum wins"),
        "{}",
        resigned.text()
    );
    assert_eq!(game(t).status, GameStatus::Finished);
    let over = t.say("alice", vote("e4"));
    assert!(over.is_private(), "{}", over.text());
    let stats = t
        .store()
        .engine_records(user("alice"), bot_testkit::table::GUILD)
        .expect("db");
    assert!(stats.is_empty(), "the team's game is no member's record");
}

#[test]
fn a_team_plays_sanctum_by_vote_on_sqlite() {
    team_plays_sanctum(&mut Table::new());
}

#[test]
fn a_team_plays_sanctum_by_vote_on_postgres() {
    let Some(server) = pg::server() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    team_plays_sanctum(&mut Table::at(dir, server.new_database().into()));
}
