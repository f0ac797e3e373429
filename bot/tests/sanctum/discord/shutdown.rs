//! SIGTERM with an answer in flight: the real binary is stopped while the fake holds
//! one move's answer, so that answer is provably unfinished when the signal arrives;
//! another move was answered in full before it. The bot waits for the held answer — it
//! is still running until the test lets the answer through — then the answer arrives
//! whole ("played", with its board), its move stored, and the bot exits cleanly. Only
//! that answer was drained: the one finished before the signal is not counted. A move
//! sent once the gateway has closed reaches nobody, gets no answer and changes nothing
//! (Discord tells its sender the interaction failed).

use crate::discord::binary::{launch, play};
use crate::discord::support::{alice, answered, games_in_new_channels};
use bot_testkit::fake::process::Launch;
use bot_testkit::fake::{FakeDiscord, PATIENCE, Sent};
use std::time::{Duration, Instant};

/// How long the bot must still be running after SIGTERM while an answer is held: far
/// longer than a stop with nothing in flight takes.
const STILL_DRAINING: Duration = Duration::from_secs(1);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_waits_for_the_answer_in_flight_and_drains_it_alone() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let games = games_in_new_channels(&fake, &db, 3);
    let mut bot = launch(&fake, &db, &Launch::default()).await;

    let finished = play(&fake, &alice(), games[0].0, "e4");
    answered(&fake, &finished).await;
    let in_flight = play(&fake, &alice(), games[1].0, "e4");
    let answer = fake.hold_callback(&in_flight);
    answer.holding().await;
    let signalled = Instant::now();
    bot.terminate();

    // The gateway closes at once; what is sent now reaches nobody.
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while fake.shard_sessions().iter().any(|s| s.live) {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the gateway stayed open"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let too_late = play(&fake, &alice(), games[2].0, "e4");
    assert!(
        bot.exited_within(STILL_DRAINING).await.is_none(),
        "exited with an answer in flight:\n{}",
        bot.stderr()
    );
    answer.release();
    let status = bot
        .exited_within(Duration::from_secs(15))
        .await
        .unwrap_or_else(|| panic!("no exit within 15 s of the release:\n{}", bot.stderr()));
    assert_eq!(status.code(), Some(0), "{status:?}\n{}", bot.stderr());
    assert!(
        fake.delivered(&too_late).is_empty(),
        "delivered after the gateway closed"
    );

    // Drained: answered after the signal. Only the held answer.
    let drained: Vec<u64> = [&finished, &in_flight, &too_late]
        .into_iter()
        .filter(|sent| fake.answer(sent).is_some_and(|(_, at)| at > signalled))
        .map(|sent| sent.id)
        .collect();
    assert_eq!(drained, [in_flight.id], "the held answer alone was drained");
    let store = data::Store::open(&db).expect("the bot's database");
    let told: [(&Sent, bool); 3] = [(&finished, true), (&in_flight, true), (&too_late, false)];
    for ((sent, played), &(_, game)) in told.into_iter().zip(&games) {
        let stored = store.moves(game).expect("read").len() == 1;
        assert_eq!(stored, played, "interaction {}", sent.id);
        let answer = fake.original(sent);
        if !played {
            assert!(answer.is_none(), "{answer:?}");
            continue;
        }
        // The whole answer: "played", and the board picture went with it.
        let said_played = answer
            .as_ref()
            .map(bot_testkit::fake::json::text)
            .is_some_and(|t| t.contains("played **e4**"));
        assert!(said_played, "{answer:?}");
        let attachments = answer.as_ref().map(|m| m["attachments"].clone());
        assert!(
            attachments.is_some_and(|a| a.as_array().is_some_and(|a| !a.is_empty())),
            "{answer:?}"
        );
    }
}
