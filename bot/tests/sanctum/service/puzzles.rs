//! Puzzles, the daily puzzle and lessons through the service: a puzzle solved and one
//! failed move the ratings the right way, a puzzle is rated once, the daily puzzle is
//! posted once however many services tick, and a course finished gives the server's role.

use bot_testkit::puzzles::{solver_moves, starter, wrong_move};
use bot_testkit::table::{GUILD, Table, user};
use data::{ChannelId, DAY, RoleId};
use rules::Variant;
use service::policy::EXERCISES_PER_WINDOW;
use service::{Action, Command, Response, SettingsChange};

fn puzzle(variant: Variant) -> Command {
    Command::Puzzle {
        variant: Some(variant),
        theme: None,
        run: false,
    }
}

fn solve(text: &str) -> Command {
    Command::Solve {
        text: text.to_owned(),
    }
}

/// The id of the puzzle a reply shows.
fn shown_id(r: &Response) -> String {
    bot_testkit::puzzles::shown_id(&r.text())
}

/// The solver's moves of starter puzzle `id`.
fn answers_of(id: &str) -> Vec<String> {
    solver_moves(&starter(id))
}

fn settings(change: impl FnOnce(&mut SettingsChange)) -> Command {
    let mut c = SettingsChange::default();
    change(&mut c);
    Command::Settings(c)
}

#[test]
fn a_puzzle_solved_raises_the_rating_and_a_wrong_move_lowers_it() {
    let t = Table::new();
    let shown = t.say("alice", puzzle(Variant::Sanctuary));
    assert!(shown.is_private(), "{}", shown.text());
    assert!(shown.text().contains("White to play") || shown.text().contains("Black to play"));
    let board = shown.replies[0].board.as_ref().expect("a board");
    assert!(board.png.is_some() && !board.alt.is_empty());
    let id = shown_id(&shown);
    let answers = answers_of(&id);
    // A new solver is rated 1500: the puzzle nearest is one the levels found hard,
    // of more than one move.
    assert!(answers.len() >= 2, "{id}: {answers:?}");
    let mut last = None;
    for (i, m) in answers.iter().enumerate() {
        let r = t.say("alice", solve(m));
        assert!(r.is_private(), "{}", r.text());
        if i + 1 < answers.len() {
            let text = r.text();
            assert!(
                text.starts_with("Right: ")
                    && text.contains(". They answer ")
                    && text.contains(". Your move."),
                "{text}"
            );
        }
        last = Some(r);
    }
    let solved = last.expect("an answer");
    assert!(solved.text().starts_with("Solved!"), "{}", solved.text());
    assert!(solved.text().contains("1500? → 1") && solved.text().contains("(+"));
    assert!(solved.replies[0].files.iter().any(|f| {
        std::path::Path::new(&f.name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("gif"))
    }));
    let score = data::Store::open(&t.path)
        .expect("the store")
        .puzzle_score(GUILD, Variant::Sanctuary, user("alice"))
        .expect("a score");
    assert!(score.rating.rating > 1500.0 && score.streak == 1 && score.solved == 1);

    let shown = t.say("bob", puzzle(Variant::Sanctuary));
    let id = shown_id(&shown);
    let failed = t.say("bob", solve(&wrong_move(&starter(&id))));
    assert!(
        failed.text().starts_with("Not the move"),
        "{}",
        failed.text()
    );
    assert!(failed.text().contains("(-"), "{}", failed.text());
    let board = &failed.replies[0].board.as_ref().expect("the solution");
    assert!(board.png.is_some());

    let top = t.say(
        "carol",
        Command::Leaderboard {
            variant: Some(Variant::Sanctuary),
            page: 1,
            puzzles: true,
            scope: service::Scope::default(),
        },
    );
    let text = top.text();
    let (a, b) = (
        text.find("alice").expect("alice"),
        text.find("bob").expect("bob"),
    );
    assert!(a < b, "{text}");
}

#[test]
fn a_puzzle_asked_for_by_its_motif_names_the_motif_once_solved() {
    let t = Table::new();
    let shown = t.say(
        "alice",
        Command::Puzzle {
            variant: Some(Variant::Chess),
            theme: Some(puzzles::Theme::BackRankMate),
            run: false,
        },
    );
    let id = shown_id(&shown);
    assert!(
        starter(&id).themes.contains(&puzzles::Theme::BackRankMate),
        "{id}"
    );
    let mut last = None;
    for m in answers_of(&id) {
        last = Some(t.say("alice", solve(&m)));
    }
    let solved = last.expect("an answer").text();
    assert!(solved.starts_with("Solved!"), "{solved}");
    let about = solved
        .lines()
        .find(|l| l.starts_with("It was about: "))
        .unwrap_or_default();
    assert!(about.contains("back-rank mate"), "{solved}");
}

#[test]
fn a_puzzle_is_rated_once_and_an_illegal_answer_costs_nothing() {
    let t = Table::new();
    let shown = t.say("alice", puzzle(Variant::Chess));
    let id = shown_id(&shown);
    let illegal = t.say("alice", solve("Ke9"));
    assert!(illegal.is_private());
    assert!(
        !illegal.text().contains("Not the move"),
        "{}",
        illegal.text()
    );
    let given_up = t.say("alice", Command::Press(Action::GiveUpPuzzle));
    assert!(
        given_up.text().starts_with("You gave up."),
        "{}",
        given_up.text()
    );
    // The next puzzle is another one: a puzzle tried is not offered again here.
    let next = t.say("alice", Command::Press(Action::NextPuzzle(Variant::Chess)));
    assert_ne!(shown_id(&next), id);
    // Someone with nothing open is told how to start.
    let nothing = t.say("bob", solve("e4"));
    assert!(
        nothing.text().contains("no puzzle or lesson open"),
        "{}",
        nothing.text()
    );
}

#[test]
fn opening_puzzles_is_limited_per_person() {
    let t = Table::new();
    for _ in 0..EXERCISES_PER_WINDOW {
        let r = t.say("alice", puzzle(Variant::Scepter));
        assert!(!r.text().contains("You have opened"), "{}", r.text());
    }
    let refused = t.say("alice", puzzle(Variant::Scepter));
    assert!(
        refused.text().contains("You have opened"),
        "{}",
        refused.text()
    );
    assert!(
        t.say("bob", puzzle(Variant::Scepter))
            .text()
            .contains("Puzzle ")
    );
}

#[test]
fn the_daily_puzzle_is_posted_once_however_many_services_tick() {
    let t = Table::new();
    let set = t.say("carol", settings(|c| c.daily_puzzle = Some(ChannelId(900))));
    assert!(
        set.text().contains("daily puzzle is posted in"),
        "{}",
        set.text()
    );
    let other = service::Service::open(&t.path, t.clock.clone()).expect("a second service");
    let tomorrow = t.clock.advance(DAY);
    let mut posts: Vec<Response> = t.svc.tick(tomorrow);
    posts.extend(other.tick(tomorrow));
    posts.extend(t.svc.tick(tomorrow));
    let daily: Vec<&Response> = posts
        .iter()
        .filter(|r| r.text().contains("Daily puzzle"))
        .collect();
    assert_eq!(
        daily.len(),
        1,
        "{:?}",
        posts.iter().map(Response::text).collect::<Vec<_>>()
    );
    let post = &daily[0].replies[0];
    assert_eq!(post.channel, Some(ChannelId(900)));
    let day = tomorrow.div_euclid(DAY);
    assert!(
        post.buttons
            .iter()
            .any(|b| b.action == Action::DailyPuzzle(day))
    );
    let shown = t.say("bob", Command::Press(Action::DailyPuzzle(day)));
    assert!(shown.text().contains("today's puzzle"), "{}", shown.text());
    let id = shown_id(&shown);
    let mut last = None;
    for m in answers_of(&id) {
        last = Some(t.say("bob", solve(&m)));
    }
    let solved = last.expect("an answer").text();
    assert!(
        solved.contains("You are 1st to solve today's puzzle"),
        "{solved}"
    );
    // The next day's post says how many solved yesterday's.
    let later = t.clock.advance(DAY);
    let next: Vec<String> = other.tick(later).iter().map(Response::text).collect();
    assert!(
        next.iter().any(|p| p.contains("solved by 1 person")),
        "{next:?}"
    );
    // Yesterday's button is over.
    let late = t.say("carol", Command::Press(Action::DailyPuzzle(day)));
    assert!(late.text().contains("day is over"), "{}", late.text());
}

#[test]
fn a_course_finished_gives_the_servers_role() {
    let t = Table::new();
    t.say(
        "carol",
        settings(|c| {
            c.course_variant = Some(Variant::Scepter);
            c.course_role = Some(RoleId(4242));
        }),
    );
    let course = lessons::course(Variant::Scepter);
    let mut granted = None;
    for (i, lesson) in course.lessons.iter().enumerate() {
        let opened = t.say(
            "alice",
            Command::Learn {
                variant: Some(Variant::Scepter),
                lesson: None,
            },
        );
        assert!(
            opened.text().contains(&format!("lesson {} of", i + 1)),
            "{}",
            opened.text()
        );
        for m in lesson.solution {
            let r = t.say("alice", solve(m));
            assert!(r.is_private(), "{}", r.text());
            granted = granted.or(r.effects.iter().find_map(|e| match e {
                service::Effect::GrantRole(user, role) => Some((*user, *role)),
                _ => None,
            }));
        }
    }
    assert_eq!(granted, Some((user("alice"), RoleId(4242))));
    let stars = data::Store::open(&t.path)
        .expect("the store")
        .lesson_stars(user("alice"))
        .expect("stars");
    assert_eq!(stars.len(), course.lessons.len());
    assert!(stars.iter().all(|(_, s)| *s == 3));
}

#[test]
fn a_finished_game_is_mined_once_and_its_puzzles_are_the_servers() {
    let t = Table::new();
    let game = t.start("chess", false);
    // The mate is found among three other captures and checks: a puzzle (a lone
    // mate in one with nothing else to try, as in the fool's mate, is not).
    t.play("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#", false);
    let (mined, found) = t
        .svc
        .mine_next_game()
        .expect("mining works")
        .expect("a game to mine");
    assert_eq!(mined, game);
    assert!(found >= 1, "the mate in one after Nf6 is a puzzle");
    assert_eq!(t.svc.mine_next_game().expect("mining works"), None, "once");
    // Its puzzle is this server's, credited to the game.
    let store = data::Store::open(&t.path).expect("the store");
    let mut played = rules::Game::new(Variant::Chess);
    for san in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
        played.play_san(san).expect("legal");
    }
    let (same, _) = puzzles::Miner::default().mine(&played, "again");
    let own: Vec<data::StoredPuzzle> = same
        .iter()
        .filter_map(|p| store.puzzle(&p.id).expect("db"))
        .collect();
    assert_eq!(own.len(), found, "{own:?}");
    assert_eq!(own[0].guild, Some(GUILD));
    assert!(
        own[0].source.starts_with("alice vs bob, game"),
        "{}",
        own[0].source
    );
}

/// The rating a puzzle's heading shows (`· rated 650`).
fn shown_rating(r: &Response) -> f64 {
    let text = r.text();
    let at = text.find("· rated ").expect("a rating") + "· rated ".len();
    text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

/// Solves the open puzzle `r` shows; the last answer's reply.
fn solve_shown(t: &Table, who: &str, r: &Response) -> Response {
    let mut last = None;
    for m in answers_of(&shown_id(r)) {
        last = Some(t.say(who, solve(&m)));
    }
    last.expect("a move to find")
}

#[test]
fn a_run_climbs_until_the_first_wrong_move_and_keeps_the_best_unrated() {
    let t = Table::new();
    let begin = |who: &str| {
        t.say(
            who,
            Command::Puzzle {
                variant: Some(Variant::Chess),
                theme: None,
                run: true,
            },
        )
    };
    let first = begin("alice");
    let text = first.text();
    assert!(
        text.starts_with("A Chess run begins") && text.contains("Good luck!"),
        "{text}"
    );
    assert!(text.contains("Run, puzzle 1."), "{text}");
    // The first is an easy one, whatever the player's rating.
    let easy = shown_rating(&first);
    assert!(easy < 1000.0, "{text}");

    let solved = solve_shown(&t, "alice", &first);
    let text = solved.text();
    assert!(text.starts_with("Solved!"), "{text}");
    assert!(text.contains("Run: 1 solved (best: 1)."), "{text}");
    assert!(
        !text.contains("Puzzle rating"),
        "a run is not rated: {text}"
    );
    let next = solved.replies[0].buttons[0].action;
    assert_eq!(next, Action::NextRunPuzzle(Variant::Chess));

    let second = t.say("alice", Command::Press(next));
    assert!(
        second.text().contains("Run, puzzle 2."),
        "{}",
        second.text()
    );
    assert!(shown_rating(&second) >= easy, "{}", second.text());
    let over = t.say("alice", solve(&wrong_move(&starter(&shown_id(&second)))));
    let text = over.text();
    assert!(text.starts_with("Not the move"), "{text}");
    assert!(
        text.contains("Run over: 1 solved, your best run here!"),
        "{text}"
    );
    assert_eq!(
        over.replies[0].buttons[0].action,
        Action::NextPuzzle(Variant::Chess),
        "a run over offers an ordinary puzzle"
    );
    // The run is over: its button says how to begin another.
    let stale = t.say("alice", Command::Press(next));
    assert!(
        stale.text().contains("No run is going on"),
        "{}",
        stale.text()
    );
    // Neither puzzle rated the player.
    let score = data::Store::open(&t.path)
        .expect("the store")
        .puzzle_score(GUILD, Variant::Chess, user("alice"))
        .expect("a score");
    assert_eq!((score.solved, score.failed), (0, 0));
    assert!((score.rating.rating - 1500.0).abs() < 1e-9);
    // A new run names the best so far.
    let again = begin("alice");
    assert!(
        again.text().contains("Your best run here: 1."),
        "{}",
        again.text()
    );
}
