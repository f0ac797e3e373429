//! SIGTERM while answers are being built: the real binary is stopped a few
//! milliseconds after a burst of moves in six games. Every move it stored was answered
//! in full ("played", with its board) before it exited, every move it answered as
//! played is stored, and it exits cleanly within the drain time. (Interactions still
//! unread when the gateway closes get no answer and change nothing: Discord tells
//! their senders the interaction failed.)

use crate::binary::{launch, play};
use crate::support::{alice, games_in_new_channels};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{FakeDiscord, Sent};
use std::time::Duration;

const GAMES: usize = 6;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_answer_finishes_the_answer_or_stores_nothing() {
    let mut stored_and_answered = 0;
    for delay_ms in [0u64, 10, 25, 40, 60, 100] {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("sanctum.db");
        let games = games_in_new_channels(&fake, &db, GAMES);
        let mut bot = launch(&fake, &db, &Launch::default()).await;
        let sent: Vec<Sent> = games
            .iter()
            .map(|&(channel, _)| play(&fake, &alice(), channel, "e4"))
            .collect();
        tokio::time::sleep(Duration::from_millis(delay_ms)).await;
        bot.terminate();
        let status = bot
            .exited_within(Duration::from_secs(15))
            .await
            .unwrap_or_else(|| panic!("no exit within 15 s of SIGTERM:\n{}", bot.stderr()));
        assert_eq!(status.code(), Some(0), "{status:?}\n{}", bot.stderr());

        let store = data::Store::open(&db).unwrap();
        for (sent, &(_, game)) in sent.iter().zip(&games) {
            let stored = store.moves(game).unwrap().len() == 1;
            let answer = fake.original(sent);
            let said_played = answer
                .as_ref()
                .and_then(|m| m["content"].as_str())
                .is_some_and(|t| t.contains("played **e4**"));
            assert_eq!(
                stored, said_played,
                "SIGTERM after {delay_ms} ms: stored {stored}, answered {answer:?}"
            );
            if stored {
                // The whole answer: the board picture went with it.
                let attachments = answer.as_ref().map(|m| m["attachments"].clone());
                assert!(
                    attachments.is_some_and(|a| a.as_array().is_some_and(|a| !a.is_empty())),
                    "{answer:?}"
                );
                stored_and_answered += 1;
            }
        }
    }
    // Some stops came after the moves were taken: the drain was really exercised.
    assert!(stored_and_answered > 0);
}
