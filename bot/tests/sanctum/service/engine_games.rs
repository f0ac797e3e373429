//! Playing Sanctum itself, through the service: whole games against the engine, its
//! moves after a restart, its answers to draws and takebacks, the review of finished
//! games, and the refusals around all of it.

use bot_testkit::png_size;
use bot_testkit::table::{GUILD, SANCTUM, Table, board_png, sanctum, user};
use data::{ColorWish, GameId, GameStatus, GuildId};
use rules::{Color, Variant};
use service::Wanted;
use service::{Action, Command, Place, Response, Thinker, Visibility};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn table() -> Table {
    let t = Table::new();
    t.svc.set_own_user(SANCTUM, "Sanctum");
    t
}

fn challenge_sanctum(
    t: &Table,
    variant: Variant,
    color: ColorWish,
    level: Option<i64>,
) -> Response {
    t.say(
        "alice",
        Command::Challenge(Wanted {
            opponent: Some(sanctum()),
            variant,
            color: Some(color),
            days: Some(data::DaysPerMove::THREE),
            rated: None,
            level,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        }),
    )
}

fn game_here(t: &Table) -> data::StoredGame {
    t.store()
        .last_game_in_channel(t.channel)
        .expect("db")
        .expect("a game")
}

/// Checks one of Sanctum's announcements: a legal move (the store replays it),
/// a board, the human pinged with their deadline, posted into the game's channel.
fn assert_engine_move(t: &Table, r: &Response) {
    assert_eq!(r.replies.len(), 1, "{}", r.text());
    let reply = &r.replies[0];
    assert_eq!(reply.visibility, Visibility::Public);
    assert_eq!(reply.channel, Some(t.channel), "{}", r.text());
    assert!(
        reply.text.to_string().starts_with("Sanctum played "),
        "{}",
        r.text()
    );
    board_png(r);
    let game = game_here(t);
    if game.status == GameStatus::Active {
        assert_eq!(reply.pings, vec![user("alice")], "{}", r.text());
        assert!(r.text().contains("your move — due"), "{}", r.text());
    } else {
        assert!(reply.pings.contains(&user("alice")), "{}", r.text());
        assert!(!reply.pings.contains(&SANCTUM), "{}", r.text());
    }
    assert!(r.to_think().is_none());
}

/// Alice's move: a short search, good enough to beat level 1.
fn alice_move(t: &Table) -> String {
    let loaded = t
        .store()
        .load_active_game_in_channel(t.channel)
        .expect("db")
        .expect("an active game");
    bot_testkit::engine_move(&loaded.game)
}

#[test]
fn a_whole_game_against_level_one_is_played_to_its_end_unrated() {
    let t = table();
    let r = challenge_sanctum(&t, Variant::Scepter, ColorWish::White, Some(1));
    assert!(!r.is_private(), "{}", r.text());
    assert!(
        r.text().contains("Sanctum accepts at once!"),
        "{}",
        r.text()
    );
    assert!(r.text().contains("level 1, casual"), "{}", r.text());
    assert_eq!(r.replies[0].pings, vec![user("alice")]);
    assert!(r.to_think().is_none(), "alice has White");
    let mut engine_moves = 0;
    for _ in 0..150 {
        let r = t.mv("alice", &alice_move(&t));
        assert!(!r.is_private(), "{}", r.text());
        if game_here(&t).status != GameStatus::Active {
            board_png(&r);
            break;
        }
        // One board per move of alice's: Sanctum's reply brings it.
        assert!(r.replies.iter().all(|reply| reply.board.is_none()));
        let game = r.to_think().expect("Sanctum is to move");
        assert!(r.text().contains("Sanctum is thinking…"), "{}", r.text());
        assert!(r.replies[0].pings.is_empty(), "Sanctum is not pinged");
        t.svc.think_about(game);
        let answers = t.svc.think_pending();
        assert_eq!(answers.len(), 1);
        assert_engine_move(&t, &answers[0]);
        engine_moves += 1;
        if game_here(&t).status != GameStatus::Active {
            break;
        }
    }
    let game = game_here(&t);
    assert_ne!(game.status, GameStatus::Active, "the game ended");
    assert!(engine_moves >= 2, "Sanctum played {engine_moves} moves");
    // Unrated: nothing on the leaderboard, no rating for anyone.
    let store = t.store();
    assert!(!game.rated);
    assert!(
        store
            .player_stats(user("alice"), None)
            .expect("db")
            .is_empty()
    );
    assert!(store.player_stats(SANCTUM, None).expect("db").is_empty());
    let records = store.engine_records(user("alice"), GUILD).expect("db");
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].level, 1);
    assert_eq!(records[0].wins + records[0].draws + records[0].losses, 1);
    let stats = t.say("alice", Command::Stats { user: None });
    assert!(
        stats.text().contains("Against Sanctum (casual):"),
        "{}",
        stats.text()
    );
    assert!(stats.text().contains("level 1: "), "{}", stats.text());
}

#[test]
fn sanctum_with_white_moves_first_and_again_after_a_restart() {
    let mut t = table();
    let r = challenge_sanctum(&t, Variant::Sanctuary, ColorWish::Black, Some(2));
    assert!(!r.is_private(), "{}", r.text());
    assert!(
        r.text().contains("thinking about its first move"),
        "{}",
        r.text()
    );
    let game = r.to_think().expect("Sanctum has White");
    // The process stops before Sanctum moved; the next one picks the game up.
    t.restart();
    t.svc.set_own_user(SANCTUM, "Sanctum");
    assert_eq!(t.svc.resume_thinking(), 1);
    assert_eq!(t.svc.resume_thinking(), 0, "queued once");
    let answers = t.svc.think_pending();
    assert_eq!(answers.len(), 1);
    assert_engine_move(&t, &answers[0]);
    assert_eq!(t.store().game(game).expect("db").ply, 1);
    // The search threads do the same on their own.
    let r = t.mv("alice", &alice_move(&t));
    assert_eq!(r.to_think(), Some(game));
    t.restart();
    let svc = Arc::new(service::Service::open(&t.path, t.clock.clone()).expect("reopens"));
    let heard: Arc<Mutex<Vec<Response>>> = Arc::default();
    let sink = heard.clone();
    let thinker = Thinker::start(svc.clone(), 1, move |r: Response| {
        sink.lock().expect("lock").push(r);
    });
    let start = Instant::now();
    while heard.lock().expect("lock").is_empty() && start.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(20));
    }
    thinker.stop();
    let heard = heard.lock().expect("lock");
    assert_eq!(heard.len(), 1, "Sanctum's move after the restart");
    assert_engine_move(&t, &heard[0]);
    assert_eq!(t.store().game(game).expect("db").ply, 3);
}

#[test]
fn sanctums_lost_move_is_queued_again_by_the_first_tick_past_the_grace() {
    let t = table();
    challenge_sanctum(&t, Variant::Chess, ColorWish::White, Some(1));
    let r = t.mv("alice", "e4");
    let game = r.to_think().expect("Sanctum to move");
    // The queue never hears of it (the process lost it): nothing to think about.
    assert!(t.svc.think_pending().is_empty());
    // Just after the move, its announcement may still be going out: left alone.
    let retry_after = service::policy::ENGINE_RETRY_AFTER;
    assert!(t.advance(retry_after - 1).is_empty());
    assert_eq!(t.svc.thinking_now(), 0);
    // The first tick past the grace queues it, once however many ticks follow.
    assert!(t.advance(1).is_empty());
    assert_eq!(t.svc.thinking_now(), 1);
    t.advance(1);
    t.advance(1);
    let answers = t.svc.think_pending();
    assert_eq!(answers.len(), 1, "played once");
    assert_engine_move(&t, &answers[0]);
    assert_eq!(t.store().game(game).expect("db").ply, 2);
    // Alice to move now: ticks queue nothing.
    t.advance(service::HOUR);
    assert_eq!(t.svc.thinking_now(), 0);
}

#[test]
fn sanctum_never_runs_out_of_time_but_the_human_does() {
    let t = table();
    let r = challenge_sanctum(&t, Variant::Chess, ColorWish::Black, Some(1));
    let game = r.to_think().expect("Sanctum has White");
    // Days pass before Sanctum thinks (the process was down): no loss, no reminder.
    let posts = t.advance(4 * service::DAY);
    assert!(
        posts.is_empty(),
        "{:?}",
        posts.iter().map(Response::text).collect::<Vec<_>>()
    );
    assert_eq!(
        t.svc.thinking_now(),
        1,
        "the deadline work queued Sanctum's move"
    );
    let answers = t.svc.think_pending();
    assert_engine_move(&t, &answers[0]);
    // Alice keeps her correspondence deadline; missing her first move aborts the game.
    let posts = t.advance(4 * service::DAY);
    assert!(
        posts
            .iter()
            .any(|r| r.text().contains("never made their first move")),
        "{:?}",
        posts.iter().map(Response::text).collect::<Vec<_>>()
    );
    assert_eq!(
        t.store().game(game).expect("db").status,
        GameStatus::Aborted
    );
}

#[test]
fn takebacks_are_granted_and_draws_answered_from_the_evaluation() {
    let t = table();
    challenge_sanctum(&t, Variant::Chess, ColorWish::White, Some(3));
    let r = t.mv("alice", "e4");
    t.svc.think_about(r.to_think().expect("Sanctum to move"));
    t.svc.think_pending();
    assert_eq!(game_here(&t).ply, 2);
    let r = t.say("alice", Command::Takeback);
    assert!(!r.is_private(), "{}", r.text());
    assert!(r.text().contains("Sanctum agreed"), "{}", r.text());
    assert_eq!(game_here(&t).ply, 0, "alice's move and Sanctum's reply");
    // An even position early on: Sanctum plays on.
    let r = t.say("alice", Command::Draw);
    assert!(!r.is_private(), "{}", r.text());
    assert!(r.text().contains("Sanctum declines"), "{}", r.text());
    assert_eq!(game_here(&t).status, GameStatus::Active);
    assert_eq!(game_here(&t).draw_offer, None);
}

/// Puts a game against Sanctum from `fen` straight into the database.
fn engine_game_from(t: &Table, fen: &str, sanctum_plays: Color, level: u8) -> GameId {
    t.store()
        .upsert_player(user("alice"), "alice", bot_testkit::table::T0)
        .expect("player");
    t.store()
        .upsert_player(SANCTUM, "Sanctum", bot_testkit::table::T0)
        .expect("player");
    let (white, black) = match sanctum_plays {
        Color::White => (SANCTUM, user("alice")),
        Color::Black => (user("alice"), SANCTUM),
    };
    t.store()
        .create_engine_game(
            &data::NewGame {
                guild: GUILD,
                channel: t.channel,
                white,
                black,
                variant: Variant::Chess,
                rated: false,
                days_per_move: 3,
                start_fen: Some(fen.into()),
                created_at: bot_testkit::table::T0,
            },
            data::EngineSide {
                color: sanctum_plays,
                level,
            },
        )
        .expect("game")
        .id
}

#[test]
fn a_lost_position_gets_a_draw_accepted_and_a_hopeless_one_resigned() {
    // Sanctum (Black) has a bare king against a queen and a rook.
    let t = table();
    let game = engine_game_from(&t, "7k/8/8/8/8/8/2Q5/R3K3 w - - 0 40", Color::Black, 3);
    let r = t.say("alice", Command::Draw);
    assert!(!r.is_private(), "{}", r.text());
    assert!(
        r.text()
            .contains("alice offers a draw, and Sanctum accepts."),
        "{}",
        r.text()
    );
    let result = t.store().game(game).expect("db").result.expect("over");
    assert_eq!(result.winner, None);
    // At level 7, Sanctum to move resigns rather than play on.
    let t = table();
    let game = engine_game_from(&t, "7k/8/8/8/8/8/2Q5/R3K3 b - - 0 40", Color::Black, 7);
    assert_eq!(t.svc.resume_thinking(), 1);
    let answers = t.svc.think_pending();
    assert_eq!(answers.len(), 1);
    assert!(
        answers[0].text().contains("Sanctum resigned"),
        "{}",
        answers[0].text()
    );
    assert_eq!(answers[0].replies[0].channel, Some(t.channel));
    assert!(
        answers[0].replies[0]
            .buttons
            .iter()
            .any(|b| b.action == Action::Review(game))
    );
    let result = t.store().game(game).expect("db").result.expect("over");
    assert_eq!(result.winner, Some(Color::White));
}

/// A finished chess game with a scripted blunder: 3...Nf6?? allows mate.
fn blundered_game(t: &Table) -> GameId {
    let id = t.start("chess", false);
    t.play("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", false);
    id
}

fn review(t: &Table, who: &str, game: Option<i64>) -> Response {
    t.svc.handle_with_progress(
        &t.request(
            who,
            Command::Review {
                game: game.map(|n| n.to_string()),
            },
        ),
        &|_| {},
    )
}

#[test]
fn a_review_names_the_blunder_with_the_better_move_and_is_stored() {
    let t = table();
    let id = blundered_game(&t);
    let heard: Mutex<Vec<String>> = Mutex::default();
    let r = t.svc.handle_with_progress(
        &t.request("carol", Command::Review { game: None }),
        &|text| heard.lock().expect("lock").push(text.to_string()),
    );
    assert!(!r.is_private(), "{}", r.text());
    let text = r.text();
    assert!(text.contains(&format!("Review of game {id} —")), "{text}");
    assert!(
        text.contains("3... **Nf6** (bob): blunder — better was **"),
        "{text}"
    );
    assert!(text.contains("Accuracy: alice "), "{text}");
    // The graph and the final board, both real pictures.
    board_png(&r);
    let graph = r.replies[0]
        .files
        .iter()
        .find(|f| f.name.ends_with("-review.png"))
        .expect("an evaluation graph");
    let (w, h) = png_size(&graph.bytes);
    assert!(w > h && h >= 100, "{w}x{h}");
    let heard = heard.lock().expect("lock");
    assert!(!heard.is_empty(), "the review's progress was heard");
    assert!(
        heard
            .iter()
            .all(|p| p.starts_with("Reviewing… move ") || p == "Reviewing… next in the queue."),
        "{heard:?}"
    );
    // Stored: a second review answers at once with the same words.
    assert!(t.store().review(id).expect("db").is_some());
    let analysed = t.svc.reviews_analysed();
    let again = review(&t, "alice", Some(id.0));
    assert_eq!(
        t.svc.reviews_analysed(),
        analysed,
        "a stored review is read, not analysed again"
    );
    assert_eq!(again.text(), text);
    // The Review button under the game-over message does the same.
    let pressed = t.svc.handle_with_progress(
        &t.request("bob", Command::Press(Action::Review(id))),
        &|_| {},
    );
    assert_eq!(pressed.text(), text);
}

#[test]
fn a_review_names_a_missed_sanctuary_win() {
    let t = table();
    // White's refugee is on b8: Rh8 puts a second, safe piece on Black's back rank
    // and wins at once. Alice plays Rh2 instead, Black takes it, and nobody can win.
    let id = t.start_from(Variant::Sanctuary, "1P6/8/8/8/8/8/r7/7R w - - 0 1", false);
    t.play("Rh2 Rxh2", false);
    assert_eq!(t.store().game(id).expect("db").status, GameStatus::Finished);
    let r = review(&t, "bob", Some(id.0));
    let text = r.text();
    assert!(
        text.contains("1. **Rh8** would have won: sanctuary in 1. alice played **Rh2**."),
        "{text}"
    );
}

/// Any command keeps its sender's (and a challenged player's) display name current: the
/// names are recorded first, so a "nothing changed" check sees only what a request did.
fn names_known(t: &Table) {
    for who in ["alice", "bob", "carol"] {
        t.say(who, Command::Help { command: None });
    }
}

#[test]
#[allow(
    clippy::too_many_lines,
    reason = "one scenario: each bad request in turn"
)]
fn bad_requests_are_refused_privately_and_change_nothing() {
    let t = table();
    names_known(&t);
    let before = t.snapshot();
    for level in [0, 9, -3, 1_000] {
        let r = challenge_sanctum(&t, Variant::Sanctuary, ColorWish::White, Some(level));
        assert!(r.is_private(), "{}", r.text());
        assert!(
            r.text().contains(&format!(
                "There is no level {level}: Sanctum plays at levels 1"
            )),
            "{}",
            r.text()
        );
    }
    let r = t.challenge("alice", "bob", "sanctuary", false);
    assert!(!r.is_private());
    let mut with_level = t.request("alice", Command::Help { command: None });
    with_level.command = Command::Challenge(Wanted {
        opponent: Some(Table::mention("carol")),
        variant: Variant::Chess,
        color: None,
        days: None,
        rated: None,
        level: Some(3),
        lobby: service::LobbyWish::default(),
        team: service::TeamWish::default(),
    });
    let r = t.svc.handle(&with_level);
    assert!(
        r.is_private() && r.text().contains("only for games against Sanctum"),
        "{}",
        r.text()
    );
    assert!(
        review(&t, "alice", None)
            .text()
            .contains("no finished game of yours here"),
        "nothing to review yet"
    );
    assert_eq!(
        t.snapshot().lines().count(),
        before.lines().count() + 1,
        "only bob's challenge"
    );
    // A game against Sanctum in a channel that has one already.
    let t = table();
    challenge_sanctum(&t, Variant::Sanctuary, ColorWish::White, None);
    let before = t.snapshot();
    let r = challenge_sanctum(&t, Variant::Scepter, ColorWish::White, Some(4));
    assert!(r.is_private(), "{}", r.text());
    assert!(
        r.text().contains("already has a game going"),
        "{}",
        r.text()
    );
    let r = t.say(
        "alice",
        Command::Challenge(Wanted {
            opponent: Some(sanctum()),
            variant: Variant::Chess,
            color: None,
            days: None,
            rated: Some(true),
            level: None,
            lobby: service::LobbyWish::default(),
            team: service::TeamWish::default(),
        }),
    );
    assert!(
        r.is_private() && r.text().contains("never rated"),
        "{}",
        r.text()
    );
    // Reviewing the game being played, by number and from its channel.
    let id = game_here(&t).id;
    for game in [Some(id.0), None] {
        let r = review(&t, "alice", game);
        assert!(r.is_private(), "{}", r.text());
        assert!(r.text().contains("still being played"), "{}", r.text());
    }
    // Another server's game is not named here.
    let mut elsewhere = t.request(
        "alice",
        Command::Review {
            game: Some(id.0.to_string()),
        },
    );
    elsewhere.place = Place {
        guild: GuildId(GUILD.0 + 1),
        channel: data::ChannelId(9),
    };
    let r = t.svc.handle_with_progress(&elsewhere, &|_| {});
    assert!(r.is_private(), "{}", r.text());
    assert!(
        r.text()
            .contains(&format!("There is no game {} in this server", id.0)),
        "{}",
        r.text()
    );
    let mut pressed = elsewhere.clone();
    pressed.command = Command::Press(Action::Review(id));
    assert!(t.svc.handle_with_progress(&pressed, &|_| {}).is_private());
    assert_eq!(t.snapshot(), before);
    assert!(t.store().review(id).expect("db").is_none());
}
