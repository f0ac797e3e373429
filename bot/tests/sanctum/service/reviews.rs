//! The review queue through the service's API: everyone asking for one game shares
//! one analysis, a stored review answers at once, one review waits per person, and a
//! full queue says how long to wait.

use bot_testkit::table::Table;
use data::GameId;
use rules::Variant;
use service::policy::REVIEW_QUEUE_LIMIT;
use service::review::{ReviewNews, ReviewStart};
use service::{Command, Response, Visibility};
use std::sync::mpsc;

/// A finished chess game (a quick mate, so its analysis is short), put straight
/// into the database: these tests start more games than anyone may challenge to.
fn finished(t: &Table) -> GameId {
    let id = t.start_from(
        Variant::Chess,
        rules::Position::new(Variant::Chess).fen().as_str(),
        false,
    );
    t.play("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", false);
    id
}

fn review_of(game: GameId) -> Command {
    Command::Review {
        game: Some(game.0.to_string()),
    }
}

/// `who` asks for `game`'s review; what they hear later goes to `news` with `tag`.
fn ask(
    t: &Table,
    who: &str,
    game: GameId,
    news: &mpsc::Sender<(usize, ReviewNews)>,
    tag: usize,
) -> ReviewStart {
    let news = news.clone();
    t.svc.request_review(
        &t.request(who, review_of(game)),
        Box::new(move |n| {
            let _ = news.send((tag, n));
        }),
    )
}

fn answered(start: ReviewStart) -> Response {
    match start {
        ReviewStart::Answered(r) => *r,
        ReviewStart::Waiting(line) => panic!("queued: {line}"),
    }
}

#[test]
fn eight_asking_for_one_game_share_one_analysis_and_a_stored_review_answers_at_once() {
    let t = Table::new();
    let id = finished(&t);
    let (tx, rx) = mpsc::channel();
    for i in 0..8 {
        match ask(&t, &format!("member{i}"), id, &tx, i) {
            ReviewStart::Waiting(line) => {
                assert_eq!(line.to_string(), "Reviewing… next in the queue.");
            }
            ReviewStart::Answered(r) => panic!("answered at once: {}", r.text()),
        }
    }
    t.svc.review_pending();
    drop(tx);
    let mut done: Vec<(usize, Response)> = rx
        .into_iter()
        .filter_map(|(i, n)| match n {
            ReviewNews::Done(r) => Some((i, *r)),
            ReviewNews::Progress(_) => None,
        })
        .collect();
    done.sort_by_key(|(i, _)| *i);
    assert_eq!(done.len(), 8, "everyone is answered once");
    assert_eq!(t.svc.reviews_analysed(), 1, "the game is analysed once");
    let text = done[0].1.text();
    assert!(text.contains(&format!("Review of game {id} —")), "{text}");
    assert_eq!(done[0].1.replies[0].visibility, Visibility::Public);
    for (_, r) in &done[1..] {
        assert_eq!(r.text(), text);
        assert_eq!(r.replies[0].visibility, Visibility::Private);
        assert!(!r.replies[0].files.is_empty(), "the same pictures");
    }
    // Asked again, the stored review answers at once, with no analysis.
    let (tx, _rx) = mpsc::channel();
    let again = answered(ask(&t, "alice", id, &tx, 0));
    assert_eq!(again.text(), text);
    assert_eq!(t.svc.reviews_analysed(), 1);
}

#[test]
fn one_review_waits_per_person_and_a_full_queue_says_how_long() {
    let t = Table::new();
    let games: Vec<GameId> = (0..=REVIEW_QUEUE_LIMIT).map(|_| finished(&t)).collect();
    let (tx, _rx) = mpsc::channel();
    assert!(matches!(
        ask(&t, "carol", games[0], &tx, 0),
        ReviewStart::Waiting(_)
    ));
    let second = answered(ask(&t, "carol", games[1], &tx, 0));
    assert!(second.is_private());
    assert!(
        second.text().contains(&format!(
            "Your review of game #{} is still waiting its turn",
            games[0]
        )),
        "{}",
        second.text()
    );
    // Pressing Review again for the same game only waits for the same review.
    assert!(matches!(
        ask(&t, "carol", games[0], &tx, 0),
        ReviewStart::Waiting(_)
    ));
    for (i, game) in games.iter().enumerate().take(REVIEW_QUEUE_LIMIT).skip(1) {
        match ask(&t, &format!("member{i}"), *game, &tx, i) {
            ReviewStart::Waiting(line) => {
                assert_eq!(
                    line.to_string(),
                    format!("Reviewing… position {} in the queue.", i + 1)
                );
            }
            ReviewStart::Answered(r) => panic!("{}", r.text()),
        }
    }
    let full = answered(ask(&t, "dave", games[REVIEW_QUEUE_LIMIT], &tx, 9));
    assert!(full.is_private());
    assert!(
        full.text()
            .contains("Sanctum is busy reviewing other games. Try again in 3 minutes."),
        "{}",
        full.text()
    );
    assert_eq!(t.svc.reviews_analysed(), 0);
}
