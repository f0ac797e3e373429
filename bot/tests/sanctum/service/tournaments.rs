//! Round robins through the service: created by a manager, entered with the
//! announcement's buttons (which it redraws), started when full, each board housed in a
//! place of its own exactly once, results and standings announced after every game, the
//! podium once at the end; a tournament game cannot be aborted, and a side that never
//! moves forfeits.

use bot_testkit::png_size;
use bot_testkit::table::{CHANNEL, Table, user};
use data::{ChannelId, DAY, GameId, TournamentId, TournamentStatus};
use service::{Action, Command, Response, Threads, TournamentAction, TournamentRequest};

fn tournament(action: TournamentAction) -> TournamentRequest {
    TournamentRequest {
        action,
        variant: None,
        format: None,
        days: None,
        players: None,
        rounds: None,
        round_days: None,
        round: None,
        starts_in: None,
        min_games: None,
        min_rating: None,
        max_rating: None,
        rated: None,
        timeouts: None,
        number: None,
    }
}

fn say(action: TournamentAction) -> Command {
    Command::Tournament(tournament(action))
}

fn name_of(id: data::UserId) -> &'static str {
    ["alice", "bob", "carol", "dave"]
        .into_iter()
        .find(|n| user(n) == id)
        .expect("a test player")
}

/// carol (a manager) creates a four-player Capture the Scepter round robin.
fn create(t: &Table) -> TournamentId {
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            variant: Some(rules::Variant::Scepter),
            players: Some(4),
            ..tournament(TournamentAction::Create)
        }),
    );
    assert!(!created.is_private(), "{}", created.text());
    assert!(
        created.text().contains("Players (0/4): nobody yet"),
        "{}",
        created.text()
    );
    join_button(&created)
}

/// The tournament whose **Join** button the first reply carries.
fn join_button(created: &Response) -> TournamentId {
    created.replies[0]
        .buttons
        .iter()
        .find_map(|b| match b.action {
            Action::JoinTournament(id) => Some(id),
            _ => None,
        })
        .expect("a Join button")
}

fn press(t: &Table, who: &str, action: Action) -> Response {
    t.say(who, Command::Press(action))
}

/// Everyone joins; the last entry starts it. Returns the boards to house.
fn fill(t: &Table, id: TournamentId) -> Vec<Threads> {
    let joined = press(t, "alice", Action::JoinTournament(id));
    assert!(joined.is_private(), "{}", joined.text());
    let card = joined.refresh.as_ref().expect("the announcement redrawn");
    assert!(card.reply.text.to_string().contains("Players (1/4): alice"));
    let again = press(t, "alice", Action::JoinTournament(id));
    assert!(again.text().contains("already joined"), "{}", again.text());
    press(t, "bob", Action::JoinTournament(id));
    let left = press(t, "bob", Action::LeaveTournament(id));
    assert!(left.text().contains("You have left"), "{}", left.text());
    let card = left.refresh.as_ref().expect("redrawn");
    assert!(card.reply.text.to_string().contains("Players (1/4): alice"));
    press(t, "bob", Action::JoinTournament(id));
    press(t, "dave", Action::JoinTournament(id));
    let full = press(t, "carol", Action::JoinTournament(id));
    assert!(full.text().contains("starts now"), "{}", full.text());
    let start = full
        .replies
        .iter()
        .find(|r| r.channel == Some(CHANNEL))
        .expect("the start announced in the tournament's channel");
    assert!(start.text.to_string().contains("has started"));
    assert_eq!(start.pings.len(), 4);
    assert_eq!(full.threads.len(), 6, "four players: six games");
    assert!(
        full.threads
            .iter()
            .all(|h| h.parents == [CHANNEL] && h.name.plain(service::Lang::En).starts_with('R'))
    );
    full.threads
}

/// The round a board's threads are for.
fn round_of(board: &Threads) -> u32 {
    assert_eq!(board.purpose.kind(), "tournament-board");
    u32::try_from(board.purpose.ids()[1]).expect("a round")
}

/// Houses every board in a channel of its own; returns (channel, game) per board.
fn house(t: &Table, houses: &[Threads]) -> Vec<(ChannelId, GameId)> {
    let store = t.store();
    houses
        .iter()
        .enumerate()
        .map(|(i, h)| {
            let channel = ChannelId(600 + i as u64);
            let opened = t.svc.threads_opened(h, &[channel]);
            assert!(
                opened.text().contains(&format!("round {}", round_of(h))),
                "{}",
                opened.text()
            );
            assert!(opened.replies.iter().all(|r| r.channel == Some(channel)
                || matches!(r.visibility, service::Visibility::Direct(_))));
            // A second process housing the same board starts nothing.
            assert!(
                t.svc
                    .threads_opened(h, &[ChannelId(700 + i as u64)])
                    .replies
                    .is_empty()
            );
            let game = store
                .active_game_in_channel(channel)
                .expect("db")
                .expect("the board's game");
            (channel, game.id)
        })
        .collect()
}

#[test]
#[allow(
    clippy::too_many_lines,
    reason = "one tournament's whole life, step by step"
)]
fn a_round_robin_runs_from_its_entries_to_its_podium() {
    let mut t = Table::new();
    let refused = t.say("alice", say(TournamentAction::Create));
    assert!(refused.is_private(), "only a manager creates");
    let too_many = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            players: Some(20),
            ..tournament(TournamentAction::Create)
        }),
    );
    assert!(
        too_many.text().contains("`players` must be from 3 to 16"),
        "{}",
        too_many.text()
    );
    let id = create(&t);
    let houses = fill(&t, id);
    let games = house(&t, &houses);
    assert_eq!(
        t.store().tournament(id).expect("db").status,
        TournamentStatus::Running
    );

    // Board 1 is drawn; in every other game White resigns.
    let mut last = None;
    for (i, (channel, game)) in games.iter().enumerate() {
        t.channel = *channel;
        let g = t.store().game(*game).expect("db");
        let (white, black) = (name_of(g.white), name_of(g.black));
        let ended = if i == 0 {
            t.say(white, Command::Draw);
            t.say(black, Command::Draw)
        } else {
            t.say(white, Command::Resign);
            press(&t, white, Action::ConfirmResign(*game))
        };
        let result = ended
            .replies
            .iter()
            .find(|r| r.channel == Some(CHANNEL))
            .unwrap_or_else(|| panic!("a result in the tournament's channel: {}", ended.text()));
        let line = result.text.to_string();
        assert!(
            line.contains(&format!("{} of 6 games finished", i + 1)),
            "{line}"
        );
        assert!(line.contains(if i == 0 { "½–½" } else { "0–1" }), "{line}");
        last = Some(ended);
    }
    t.channel = CHANNEL;
    let last = last.expect("games");
    let podium = last
        .replies
        .iter()
        .find(|r| r.text.to_string().contains("is over!"))
        .expect("the podium after the last game");
    assert_eq!(podium.pings.len(), 4);
    let crosstable = podium.files.first().expect("the crosstable picture");
    let (w, h) = png_size(&crosstable.bytes);
    assert!(w > 200 && h > 100, "{w}x{h}");
    assert!(
        crosstable
            .alt
            .as_deref()
            .is_some_and(|a| a.starts_with("Crosstable of"))
    );
    assert_eq!(
        t.store().tournament(id).expect("db").status,
        TournamentStatus::Finished
    );

    // The standings add up: 6 games, 6 points shared out.
    let standings = t.say(
        "dave",
        Command::Tournament(TournamentRequest {
            number: Some(id.0),
            ..tournament(TournamentAction::Standings)
        }),
    );
    let text = standings.text();
    assert!(text.contains("6 of 6 games finished"), "{text}");
    let points: f64 = text
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .filter_map(|l| l.split(" — ").nth(1))
        .filter_map(|rest| rest.split(' ').next())
        .filter_map(|p| p.parse::<f64>().ok())
        .sum();
    assert!((points - 6.0).abs() < 1e-9, "{text}");
    assert!(text.contains("SB ") && text.contains("WIN "), "{text}");
    // Every row names the same tie-breaks, and a key says what they are.
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .collect();
    assert_eq!(rows.len(), 4, "{text}");
    for row in &rows {
        for tb in ["DE ", "SB ", "WIN "] {
            assert!(row.contains(tb), "{row} lacks {tb}: {text}");
        }
    }
    assert!(
        text.contains("Ties are broken by, in order: DE (direct encounter)"),
        "{text}"
    );
    assert!(text.contains("SB (Sonneborn-Berger)"), "{text}");
    assert!(
        !standings.replies[0].files.is_empty(),
        "with the crosstable"
    );

    // The TRF file reads back: four players, three rounds, six points.
    let trf = t.say(
        "alice",
        Command::Tournament(TournamentRequest {
            number: Some(id.0),
            ..tournament(TournamentAction::Trf)
        }),
    );
    let file = &trf.replies[0].files[0];
    assert_eq!(file.name, format!("tournament-{id}.trf"));
    let text = String::from_utf8(file.bytes.clone()).expect("UTF-8");
    assert!(text.starts_with("012 Tournament"), "{text}");
    let read = tournament::Tournament::parse(&text).expect("a TRF file");
    assert_eq!(read.players().len(), 4);
    assert_eq!(read.rounds(), Some(3));
    let total: i32 = read.players().iter().map(|p| p.points.0).sum();
    assert_eq!(total, 60, "six points in tenths: {text}");

    // A finished tournament takes no entries.
    let late = press(&t, "alice", Action::JoinTournament(id));
    assert!(
        late.text().contains("already started") || late.text().contains("over"),
        "{}",
        late.text()
    );
}

#[test]
fn a_tournament_game_is_not_aborted_and_a_side_that_never_moves_forfeits() {
    let mut t = Table::new();
    let id = create(&t);
    let houses = fill(&t, id);
    let games = house(&t, &houses);
    let (channel, game) = games[0];
    t.channel = channel;
    let g = t.store().game(game).expect("db");
    let refused = t.say(name_of(g.white), Command::Abort);
    assert!(
        refused.text().contains("cannot be aborted"),
        "{}",
        refused.text()
    );
    // Nobody moves anywhere: after the first deadline, every game is over, each a
    // forfeit by White; a player who was White twice has lost two games on time and
    // is withdrawn, forfeiting whatever game of theirs was still going.
    let ticks = t.advance(30 * DAY);
    let texts: Vec<String> = ticks.iter().map(Response::text).collect();
    let all = texts.join("\n");
    assert!(all.contains("never made their first move"), "{all}");
    assert!(all.contains("is over!"), "the podium: {all}");
    assert!(all.contains("is withdrawn"), "{all}");
    t.channel = CHANNEL;
    let standings = t.say("alice", say(TournamentAction::Standings)).text();
    assert!(standings.contains("6 of 6 games finished"), "{standings}");
    let boards = t.store().tournament_boards(id).expect("db");
    let status = |s: data::GameStatus| {
        boards
            .iter()
            .filter(|b| b.game.as_ref().is_some_and(|g| g.status == s))
            .count()
    };
    let (unstarted, withdrawn) = (
        status(data::GameStatus::Aborted),
        status(data::GameStatus::Finished),
    );
    assert_eq!(unstarted + withdrawn, 6);
    assert!(unstarted >= 4, "{unstarted} never started");
}

/// Ends every game of `games` with White resigning; returns the last ending.
fn white_resigns_everywhere(t: &mut Table, games: &[(ChannelId, GameId)]) -> Response {
    let mut last = None;
    for (channel, game) in games {
        t.channel = *channel;
        let g = t.store().game(*game).expect("db");
        let white = swiss_name(g.white);
        t.say(&white, Command::Resign);
        last = Some(press(t, &white, Action::ConfirmResign(*game)));
    }
    t.channel = CHANNEL;
    last.expect("games")
}

fn swiss_name(id: data::UserId) -> String {
    ["alice", "bob", "carol", "dave", "member5"]
        .into_iter()
        .find(|n| user(n) == id)
        .expect("a test player")
        .to_owned()
}

#[test]
fn a_swiss_is_paired_round_by_round_with_a_bye_each_round_to_its_podium() {
    let mut t = Table::new();
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            format: Some(data::Format::Swiss),
            players: Some(5),
            rounds: Some(3),
            ..tournament(TournamentAction::Create)
        }),
    );
    assert!(created.text().contains("3 rounds"), "{}", created.text());
    let id = join_button(&created);
    let mut houses = Vec::new();
    for who in ["alice", "bob", "carol", "dave", "member5"] {
        houses = press(&t, who, Action::JoinTournament(id)).threads;
    }
    let mut pairs = std::collections::HashSet::new();
    let mut round = 1;
    let last = loop {
        assert_eq!(
            houses.len(),
            2,
            "round {round}: five players, two games and a bye"
        );
        assert!(houses.iter().all(|h| round_of(h) == round));
        let games = house(&t, &houses);
        for (_, g) in &games {
            let g = t.store().game(*g).expect("db");
            let pair = (g.white.min(g.black), g.white.max(g.black));
            assert!(pairs.insert(pair), "no rematch: {pair:?}");
        }
        let ended = white_resigns_everywhere(&mut t, &games);
        if round == 3 {
            break ended;
        }
        round += 1;
        let paired = ended
            .replies
            .iter()
            .find(|r| r.text.to_string().contains(&format!("round {round} of 3")))
            .unwrap_or_else(|| panic!("round {round} announced: {}", ended.text()));
        assert!(paired.text.to_string().contains("has the bye"));
        houses = ended.threads;
    };
    assert!(
        last.replies
            .iter()
            .any(|r| r.text.to_string().contains("is over!")),
        "{}",
        last.text()
    );
    let byes = t.store().tournament_byes(id).expect("db");
    let mut had: Vec<_> = byes.iter().map(|b| b.user).collect();
    had.sort_unstable();
    had.dedup();
    assert_eq!(byes.len(), 3, "a bye each round");
    assert_eq!(had.len(), 3, "never twice to one player");
    let standings = t.say("alice", say(TournamentAction::Standings));
    let text = standings.text();
    assert!(
        text.contains("BH-C1 ") && text.contains("BH ") && text.contains("SB "),
        "{text}"
    );
    let points: f64 = text
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        })
        .filter_map(|l| l.split(" — ").nth(1))
        .filter_map(|rest| rest.split(' ').next())
        .filter_map(|p| p.parse::<f64>().ok())
        .sum();
    assert!(
        (points - 9.0).abs() < 1e-9,
        "six games and three byes: {text}"
    );
    let trf = t.say("alice", say(TournamentAction::Trf));
    let read = tournament::Tournament::parse(
        &String::from_utf8(trf.replies[0].files[0].bytes.clone()).expect("UTF-8"),
    )
    .expect("a TRF file");
    assert_eq!(read.rounds(), Some(3));
    assert_eq!(read.rounds_played(), 3);
}

#[test]
fn a_round_left_over_by_a_stopped_process_is_taken_care_of_by_the_scheduler() {
    let t = Table::new();
    let id = create(&t);
    let games = house(&t, &fill(&t, id));
    // Every result stored, but the process stopped before it said anything more.
    let store = t.store();
    for (_, game) in &games {
        let g = store.game(*game).expect("db");
        store
            .finish_game(
                g.id,
                g.ply,
                data::GameResult::draw(data::Termination::Agreement),
                t.clock_now(),
            )
            .expect("db");
    }
    let ticked = t.advance(60);
    let podiums = ticked
        .iter()
        .flat_map(|r| &r.replies)
        .filter(|r| r.text.to_string().contains("is over!"))
        .count();
    assert_eq!(podiums, 1, "the podium, from the scheduler");
    let again = t.advance(60);
    assert!(
        again
            .iter()
            .flat_map(|r| &r.replies)
            .all(|r| !r.text.to_string().contains("is over!")),
        "once"
    );
}

#[test]
fn two_losses_on_time_withdraw_a_player_and_forfeit_their_other_games() {
    let mut t = Table::new();
    let id = create(&t);
    let games = house(&t, &fill(&t, id));
    let store = t.store();
    // dave's games are played to his turn; every other game ends at once.
    let mut daves = 0;
    for (channel, game) in &games {
        t.channel = *channel;
        let g = store.game(*game).expect("db");
        let (white, black) = (name_of(g.white), name_of(g.black));
        if g.white == user("dave") {
            assert!(!t.mv(white, "e4").is_private());
            assert!(!t.mv(black, "e5").is_private());
            daves += 1;
        } else if g.black == user("dave") {
            assert!(!t.mv(white, "e4").is_private());
            assert!(!t.mv(black, "e5").is_private());
            assert!(!t.mv(white, "Nf3").is_private());
            daves += 1;
        } else {
            t.say(white, Command::Resign);
            press(&t, white, Action::ConfirmResign(*game));
        }
    }
    assert_eq!(daves, 3);
    t.channel = CHANNEL;
    // dave never moves again: his time runs out (banks included) in all three.
    let said: Vec<String> = t.advance(60 * DAY).iter().map(Response::text).collect();
    let all = said.join("\n");
    assert!(all.contains("is withdrawn"), "{all}");
    assert!(all.contains("this game is forfeited"), "{all}");
    assert!(all.contains("is over!"), "{all}");
    let entrants = store.tournament_entrants(id).expect("db");
    let dave = entrants
        .iter()
        .find(|e| e.user == user("dave"))
        .expect("dave");
    assert!(dave.withdrawn_at.is_some());
    // Two games lost on time are played games; the third is a forfeit.
    let trf = t.say("alice", say(TournamentAction::Trf));
    let text = String::from_utf8(trf.replies[0].files[0].bytes.clone()).expect("UTF-8");
    let read = tournament::Tournament::parse(&text).expect("a TRF file");
    let dave = read
        .players()
        .iter()
        .find(|p| p.name.starts_with("dave"))
        .expect("dave's line");
    let mut results: Vec<char> = dave.rounds.iter().map(|r| r.result.code()).collect();
    results.sort_unstable();
    assert_eq!(results, vec!['-', '0', '0'], "{text}");
    let standings = t.say("alice", say(TournamentAction::Standings)).text();
    assert!(standings.contains("dave (withdrawn)"), "{standings}");
}

#[test]
fn a_swiss_round_past_its_time_limit_is_adjudicated_and_the_next_round_paired() {
    let mut t = Table::new();
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            variant: Some(rules::Variant::Chess),
            format: Some(data::Format::Swiss),
            players: Some(4),
            rounds: Some(2),
            round_days: Some(2),
            ..tournament(TournamentAction::Create)
        }),
    );
    assert!(
        created.text().contains("after 2 days"),
        "{}",
        created.text()
    );
    let id = join_button(&created);
    let mut houses = Vec::new();
    for who in ["alice", "bob", "carol", "dave"] {
        houses = press(&t, who, Action::JoinTournament(id)).threads;
    }
    let games = house(&t, &houses);
    // Board 1: Black loses the queen; board 2 stays at the start.
    let (channel, game) = games[0];
    t.channel = channel;
    let g = t.store().game(game).expect("db");
    let (white, black) = (name_of(g.white), name_of(g.black));
    for (who, mv) in [
        (white, "e4"),
        (black, "e5"),
        (white, "Nf3"),
        (black, "Qh4"),
        (white, "Nxh4"),
    ] {
        assert!(!t.mv(who, mv).is_private(), "{who} {mv}");
    }
    t.channel = CHANNEL;
    let ticked = t.advance(2 * DAY + 60);
    let all: Vec<String> = ticked.iter().map(Response::text).collect();
    let all = all.join("\n");
    assert!(all.contains("time limit (2 days) has passed"), "{all}");
    assert!(all.contains("Evaluation: +"), "{all}");
    assert!(all.contains("round 2 of 2"), "the next round paired: {all}");
    let store = t.store();
    let judged = store.game(game).expect("db");
    assert_eq!(
        judged.result.map(|r| (r.winner, r.termination)),
        Some((Some(rules::Color::White), data::Termination::Adjudication))
    );
    let other = store.game(games[1].1).expect("db");
    assert_eq!(
        other.result.map(|r| (r.winner, r.termination)),
        Some((None, data::Termination::Adjudication))
    );
    let next: Vec<_> = ticked.iter().flat_map(|r| r.threads.clone()).collect();
    assert_eq!(next.len(), 2);
    assert!(next.iter().all(|h| round_of(h) == 2));
}

#[test]
fn a_half_point_bye_asked_in_advance_keeps_a_player_out_of_that_round() {
    let mut t = Table::new();
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            format: Some(data::Format::Swiss),
            players: Some(4),
            rounds: Some(3),
            ..tournament(TournamentAction::Create)
        }),
    );
    let id = join_button(&created);
    for who in ["alice", "bob", "carol"] {
        press(&t, who, Action::JoinTournament(id));
    }
    let bye = |who: &str, round: i64| {
        t.say(
            who,
            Command::Tournament(TournamentRequest {
                round: Some(round),
                ..tournament(TournamentAction::Bye)
            }),
        )
    };
    assert!(bye("dave", 2).text().contains("not in that tournament"));
    let asked = bye("alice", 2);
    assert!(!asked.is_private(), "{}", asked.text());
    assert!(
        asked.text().contains("will sit out round 2"),
        "{}",
        asked.text()
    );
    assert!(bye("alice", 1).text().contains("already have"), "one each");
    assert!(
        bye("bob", 3).text().contains("nor the last"),
        "not the last round"
    );
    let houses = press(&t, "dave", Action::JoinTournament(id)).threads;
    assert_eq!(houses.len(), 2, "round 1: everyone plays");
    let games = house(&t, &houses);
    let ended = white_resigns_everywhere(&mut t, &games);
    let text = ended.text();
    assert!(text.contains("half-point bye they asked for"), "{text}");
    assert_eq!(
        ended.threads.len(),
        1,
        "three left: one game and a bye: {text}"
    );
    let trf = t.say("alice", say(TournamentAction::Trf));
    let read = tournament::Tournament::parse(
        &String::from_utf8(trf.replies[0].files[0].bytes.clone()).expect("UTF-8"),
    )
    .expect("a TRF file");
    let alice = read
        .players()
        .iter()
        .find(|p| p.name == "alice")
        .expect("alice");
    assert_eq!(alice.rounds[1].result.code(), 'H');
}

#[test]
fn entry_conditions_keep_out_players_without_the_games_or_the_rating() {
    let t = Table::new();
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            variant: Some(rules::Variant::Chess),
            min_games: Some(1),
            max_rating: Some(1600),
            ..tournament(TournamentAction::Create)
        }),
    );
    let text = created.text();
    assert!(
        text.contains(
            "Open to players with at least 1 rated game here and a rating of at most 1600"
        ),
        "{text}"
    );
    let id = join_button(&created);
    let refused = press(&t, "alice", Action::JoinTournament(id));
    assert!(refused.is_private());
    assert!(
        refused
            .text()
            .contains("you have 0 rated games and a rating of 1500 here"),
        "{}",
        refused.text()
    );
    // One rated chess game each: alice and bob may enter now.
    let game = t.start("chess", true);
    t.play("e4 e5 Nf3 Nc6", false);
    t.say("bob", Command::Resign);
    press(&t, "bob", Action::ConfirmResign(game));
    let joined = press(&t, "bob", Action::JoinTournament(id));
    assert!(joined.text().contains("You are in"), "{}", joined.text());
    // alice won: her rating rose above 1600.
    let alice = press(&t, "alice", Action::JoinTournament(id));
    assert!(alice.text().contains("at most 1600"), "{}", alice.text());
}

#[test]
fn a_late_entrant_joins_a_swiss_under_way_and_is_paired_from_the_next_round() {
    let mut t = Table::new();
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            format: Some(data::Format::Swiss),
            players: Some(6),
            rounds: Some(3),
            round: Some(2),
            ..tournament(TournamentAction::Create)
        }),
    );
    let id = join_button(&created);
    for who in ["alice", "bob", "carol", "dave"] {
        press(&t, who, Action::JoinTournament(id));
    }
    let started = t.say("carol", say(TournamentAction::Start));
    assert!(started.text().contains("has started"), "{}", started.text());
    let card = started.refresh.as_ref().expect("the announcement redrawn");
    assert!(
        card.reply
            .text
            .to_string()
            .contains("late entries until round 2")
    );
    let games = house(&t, &started.threads);
    assert_eq!(games.len(), 2, "four players: two games");
    let late = press(&t, "member5", Action::JoinTournament(id));
    assert!(
        late.text().contains("paired from round 2"),
        "{}",
        late.text()
    );
    let ended = white_resigns_everywhere(&mut t, &games);
    assert_eq!(
        ended.threads.len(),
        2,
        "round 2: five players, two games and a bye"
    );
    let text = ended.text();
    assert!(
        ended
            .threads
            .iter()
            .any(|h| h.name.plain(service::Lang::En).contains("member5"))
            || text.contains("member5 has the bye"),
        "the late entrant is in round 2: {text}"
    );
    // Entries close when round 2 begins.
    let closed = t.say("member6", say(TournamentAction::Join));
    assert!(closed.is_private(), "{}", closed.text());
    let byes = t.store().tournament_byes(id).expect("db");
    assert!(
        byes.iter()
            .any(|b| b.user == user("member5") && b.round == 1 && b.kind == data::ByeKind::Zero)
    );
}

#[test]
fn a_tournament_with_a_start_time_starts_then_with_whoever_joined_or_is_called_off() {
    let t = Table::new();
    let create = || {
        let created = t.say(
            "carol",
            Command::Tournament(TournamentRequest {
                players: Some(8),
                starts_in: Some(24),
                ..tournament(TournamentAction::Create)
            }),
        );
        assert!(created.text().contains("It starts "), "{}", created.text());
        join_button(&created)
    };
    let (full_enough, too_few) = (create(), create());
    for who in ["alice", "bob", "dave"] {
        press(&t, who, Action::JoinTournament(full_enough));
    }
    press(&t, "alice", Action::JoinTournament(too_few));
    assert!(
        t.advance(23 * 3600).iter().all(|r| r.threads.is_empty()),
        "not yet"
    );
    let ticked = t.advance(3600 + 60);
    let houses: usize = ticked.iter().map(|r| r.threads.len()).sum();
    assert_eq!(houses, 3, "three players: three games");
    let all: Vec<String> = ticked.iter().map(Response::text).collect();
    let all = all.join("\n");
    assert!(all.contains("has started"), "{all}");
    assert!(
        all.contains("was called off: 1 joined by its start time, and it needs 3"),
        "{all}"
    );
    let store = t.store();
    assert_eq!(
        store.tournament(full_enough).expect("db").status,
        TournamentStatus::Running
    );
    assert_eq!(
        store.tournament(too_few).expect("db").status,
        TournamentStatus::Cancelled
    );
    assert!(t.advance(60).iter().all(|r| r.threads.is_empty()), "once");
}

#[test]
fn a_server_may_let_a_role_create_tournaments_and_tells_others_who_may() {
    let t = Table::new();
    let create = || {
        Command::Tournament(TournamentRequest {
            players: Some(3),
            ..tournament(TournamentAction::Create)
        })
    };
    let refused = t.say("alice", create());
    assert!(refused.is_private(), "{}", refused.text());
    assert!(
        refused
            .text()
            .contains("Manage Server permission can create"),
        "{}",
        refused.text()
    );
    let organisers = data::RoleId(4242);
    let set = t.say(
        "carol",
        Command::Settings(service::SettingsChange {
            organiser_role: Some(organisers),
            ..service::SettingsChange::default()
        }),
    );
    assert!(
        set.text().contains("may create tournaments"),
        "{}",
        set.text()
    );
    // Without the role: told which role may.
    let refused = t.say("alice", create());
    assert!(
        refused.text().contains("Manage Server permission or the")
            && refused.text().contains("4242"),
        "{}",
        refused.text()
    );
    // With it: created.
    let mut asked = t.request("alice", create());
    asked.actor.roles = vec![data::RoleId(1), organisers];
    let created = t.svc.handle(&asked);
    assert!(!created.is_private(), "{}", created.text());
    join_button(&created);
    // The role forgotten: managers only again.
    t.say(
        "carol",
        Command::Settings(service::SettingsChange {
            organiser_role_off: true,
            ..service::SettingsChange::default()
        }),
    );
    let mut asked = t.request("alice", create());
    asked.actor.roles = vec![organisers];
    assert!(t.svc.handle(&asked).is_private());
}

#[test]
fn a_tournament_posts_its_news_in_its_own_thread_and_withdraws_after_its_own_timeouts() {
    let mut t = Table::new();
    let out_of_range = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            timeouts: Some(11),
            ..tournament(TournamentAction::Create)
        }),
    );
    assert!(
        out_of_range
            .text()
            .contains("`timeouts` must be from 1 to 10"),
        "{}",
        out_of_range.text()
    );
    let created = t.say(
        "carol",
        Command::Tournament(TournamentRequest {
            variant: Some(rules::Variant::Scepter),
            players: Some(4),
            timeouts: Some(1),
            ..tournament(TournamentAction::Create)
        }),
    );
    let id = join_button(&created);
    let wanted = created.threads.first().cloned().expect("a thread wanted");
    let purpose = wanted.purpose;
    assert_eq!((purpose.kind(), purpose.ids()[0]), ("tournament", id.0));
    assert_eq!(wanted.parents, [CHANNEL]);
    let name = wanted.name.plain(service::Lang::En);
    assert!(name.starts_with("🏆 Tournament"), "{name}");
    let thread = ChannelId(800);
    let opened = t.svc.threads_opened(&wanted, &[thread]);
    assert!(
        opened.text().contains("are posted here"),
        "{}",
        opened.text()
    );
    assert!(opened.replies.iter().all(|r| r.channel == Some(thread)));
    // A second process's thread is not needed.
    assert!(
        t.svc
            .threads_opened(&wanted, &[ChannelId(801)])
            .replies
            .is_empty()
    );
    for who in ["alice", "bob", "dave"] {
        press(&t, who, Action::JoinTournament(id));
    }
    let full = press(&t, "carol", Action::JoinTournament(id));
    let start = full
        .replies
        .iter()
        .find(|r| r.text.to_string().contains("has started"))
        .expect("the start announced");
    assert_eq!(
        start.channel,
        Some(thread),
        "news in the tournament's thread"
    );
    assert!(
        full.threads.iter().all(|h| h.parents == [CHANNEL]),
        "games beside it"
    );
    let games = house(&t, &full.threads);
    let store = t.store();
    // dave never moves; his opponents as White make their first move, and every other
    // game ends at once.
    for (channel, game) in &games {
        t.channel = *channel;
        let g = store.game(*game).expect("db");
        let white = name_of(g.white);
        if g.black == user("dave") {
            assert!(!t.mv(white, "e4").is_private());
        } else if g.white != user("dave") {
            t.say(white, Command::Resign);
            press(&t, white, Action::ConfirmResign(*game));
        }
    }
    t.channel = CHANNEL;
    let said = t.advance(30 * DAY);
    let withdrawn: Vec<&service::Reply> = said
        .iter()
        .flat_map(|r| &r.replies)
        .filter(|r| r.text.to_string().contains("is withdrawn"))
        .collect();
    assert_eq!(withdrawn.len(), 1, "{said:?}");
    assert_eq!(withdrawn[0].channel, Some(thread));
    assert!(
        withdrawn[0].text.to_string().contains("has lost 1 game of"),
        "{}",
        withdrawn[0].text
    );
    let dave = store
        .tournament_entrants(id)
        .expect("db")
        .into_iter()
        .find(|e| e.user == user("dave"))
        .expect("dave");
    assert!(dave.withdrawn_at.is_some());
}

/// A tournament is read in its own server, so what it posts names an entrant by the
/// nickname that server gives them; its web page, which anyone may read, by their
/// global name.
#[test]
fn a_tournament_names_entrants_as_its_server_does_and_its_page_by_global_names() {
    let mut t = Table::new();
    let id = create(&t);
    let games = house(&t, &fill(&t, id));
    let mut ask = t.request(
        "alice",
        Command::Tournament(TournamentRequest {
            number: Some(id.0),
            ..tournament(TournamentAction::Standings)
        }),
    );
    ask.actor.nickname = Some("Ally".to_owned());
    let standings = t.svc.handle(&ask).text();
    assert!(
        standings.contains("Ally") && !standings.contains("alice"),
        "{standings}"
    );

    // A game of alice's as Black ends: the news in the tournament's channel.
    let store = t.store();
    let (channel, game) = *games
        .iter()
        .find(|(_, g)| store.game(*g).expect("db").black == user("alice"))
        .expect("alice has Black somewhere");
    t.channel = channel;
    let white = name_of(store.game(game).expect("db").white);
    t.say(white, Command::Resign);
    let ended = press(&t, white, Action::ConfirmResign(game));
    let news = ended
        .replies
        .iter()
        .find(|r| r.channel == Some(CHANNEL))
        .expect("the result in the tournament's channel")
        .text
        .to_string();
    assert!(news.contains("Ally") && !news.contains("alice"), "{news}");

    let page = t
        .svc
        .tournament_page(id, service::Lang::En)
        .expect("the page");
    let names: Vec<&str> = page.standings.iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&"alice"), "{names:?}");
    let boards = page.rounds.iter().flat_map(|r| &r.boards);
    assert!(
        boards
            .flat_map(|b| [&b.white, &b.black])
            .all(|n| !n.contains("Ally")),
        "{page:?}"
    );
    assert!(names.iter().all(|n| !n.contains("Ally")), "{names:?}");
}
