//! Conditional moves end to end through Discord's protocol: a queued line played out
//! by itself over several moves, a queue cleared by a move it did not expect (its
//! owner told privately, nobody else told anything), and bad lines refused privately
//! with nothing stored.

use crate::discord::support::*;
use bot_testkit::fake::{Call, FakeDiscord, FakeUser, Sent};
use serde_json::json;

/// `who` runs `/conditional` with these options in the general channel; returns the
/// interaction and its answer.
async fn conditional(
    fake: &FakeDiscord,
    who: &FakeUser,
    options: serde_json::Value,
) -> (Sent, Call) {
    let sent = fake.slash(who, fake.general, "conditional", options, &[]);
    let call = bot_testkit::steps::answered(fake, &sent).await;
    (sent, call)
}

/// `who` queues `line`; the answer must be private.
async fn queue(fake: &FakeDiscord, who: &FakeUser, line: &str) -> String {
    let (_, call) = conditional(fake, who, json!([option("line", 3, json!(line))])).await;
    assert!(is_ephemeral(&call), "{call:?}");
    content(&call)
}

/// `who` looks at their queues; the answer must be private.
async fn show(fake: &FakeDiscord, who: &FakeUser) -> String {
    let (_, call) = conditional(fake, who, json!([])).await;
    assert!(is_ephemeral(&call), "{call:?}");
    content(&call)
}

/// The follow-up that came after the answer to `sent` (the conditional move's message).
async fn follow_up(fake: &FakeDiscord, sent: &Sent) -> Call {
    let token = sent.token.clone();
    fake.wait_for("the follow-up", |c| {
        c.method == "POST" && c.path.starts_with("/webhooks/") && c.path.contains(&token)
    })
    .await
}

/// `who` plays `mv`, and the queued answer `answer` by `owner` follows at once:
/// publicly, as a conditional move, with the board showing it, pinging `who` again.
async fn answered(fake: &FakeDiscord, who: &FakeUser, mv: &str, owner: &str, answer: &str) {
    let sent = fake.slash(
        who,
        fake.general,
        "move",
        json!([option("move", 3, json!(mv))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{call:?}");
    let said = content(&call);
    assert!(
        said.starts_with(&format!("{} played **{mv}**.", who.name)),
        "{said}"
    );
    assert!(!said.contains("conditional"), "{said}");
    let answer_call = follow_up(fake, &sent).await;
    let payload = &answer_call.json;
    let text = bot_testkit::fake::json::text(payload);
    assert!(
        text.starts_with(&format!("⚡ {owner}'s conditional move: **{answer}**.")),
        "{text}"
    );
    assert!(
        text.contains(&format!("<@{}>, your move", who.id)),
        "{text}"
    );
    assert_eq!(
        payload["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "public: {payload}"
    );
    assert_board_picture(&answer_call, payload);
}

fn the_game(dir: &tempfile::TempDir, channel: u64) -> data::LoadedGame {
    store(dir)
        .load_active_game_in_channel(data::ChannelId(channel))
        .expect("db")
        .expect("a game going on")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_queued_line_plays_itself_out_and_a_different_move_clears_it() {
    let (fake, _bot, dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;

    let queued = queue(
        &fake,
        &alice,
        "if Nf6 then e5; if Nf6 e5 Nd5 then c4; if 1... Nf6 2. e5 Nd5 3. c4 Nb6 then d4",
    )
    .await;
    assert!(queued.starts_with("Queued in game "), "{queued}");
    assert!(queued.contains("against bob"), "{queued}");
    assert!(
        queued.contains("if **Nf6** **e5** **Nd5** **c4** **Nb6** then **d4**"),
        "{queued}"
    );
    // The shorter clauses are part of the longest line.
    assert_eq!(queued.matches("• ").count(), 1, "{queued}");

    answered(&fake, &bob, "Nf6", "alice", "e5").await;
    answered(&fake, &bob, "Nd5", "alice", "c4").await;
    let shown = show(&fake, &alice).await;
    assert!(
        shown.contains("if **Nb6** then **d4**"),
        "what is left of the line: {shown}"
    );
    answered(&fake, &bob, "Nb6", "alice", "d4").await;
    let shown = show(&fake, &alice).await;
    assert!(
        shown.starts_with("You have no conditional moves"),
        "{shown}"
    );
    assert_eq!(
        the_game(&dir, fake.general)
            .moves
            .iter()
            .map(|m| m.san.as_str())
            .collect::<Vec<_>>(),
        ["e4", "Nf6", "e5", "Nd5", "c4", "Nb6", "d4"]
    );

    // A queue bob sidesteps: his move stands alone, alice is pinged as usual, and
    // nothing public mentions her queue.
    queue(&fake, &alice, "if d6 then f4").await;
    assert!(
        show(&fake, &bob)
            .await
            .starts_with("You have no conditional moves")
    );
    let sidestep = play(&fake, &bob, fake.general, "g6").await;
    let said = content(&sidestep);
    assert!(said.starts_with("bob played **g6**."), "{said}");
    assert!(
        said.contains(&format!("<@{}>, your move", alice.id)),
        "{said}"
    );
    assert!(
        !said.contains("conditional") && !said.contains("f4"),
        "{said}"
    );
    assert_board_picture(&sidestep, data(&sidestep));
    let told = show(&fake, &alice).await;
    assert!(
        told.contains("were cleared: bob played **g6**, which they did not expect"),
        "{told}"
    );
    // Told once.
    assert!(
        show(&fake, &alice)
            .await
            .starts_with("You have no conditional moves")
    );
    let game = the_game(&dir, fake.general);
    assert_eq!(game.stored.ply, 8);
    assert_eq!(
        store(&dir)
            .conditional(game.stored.id, data::UserId(alice.id))
            .expect("db"),
        None
    );
    // No public message ever showed a queue.
    let public = fake
        .messages()
        .into_iter()
        .filter(|m| m["flags"].as_u64().unwrap_or(0) & 64 == 0);
    for m in public {
        let text = bot_testkit::fake::json::text(&m);
        assert!(
            !text.contains("Queued") && !text.contains(" then "),
            "{text}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_lines_are_refused_privately_and_nothing_is_stored() {
    let (fake, _bot, dir, _clock) = start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;
    let refused = |call: &Call| {
        assert!(is_ephemeral(call), "{call:?}");
        content(call)
    };

    // bob is to move: he plays his move first.
    let (_, call) = conditional(
        &fake,
        &bob,
        json!([option("line", 3, json!("if Nf3 then Nc6"))]),
    )
    .await;
    let text = refused(&call);
    assert!(
        text.starts_with("It's your move: play it first with"),
        "{text}"
    );

    // An illegal move deep in the line is named, with the moves before it and why.
    let (_, call) = conditional(
        &fake,
        &alice,
        json!([option(
            "line",
            3,
            json!("if Nf6 then e5; if Nf6 e5 Nf5 then c4")
        )]),
    )
    .await;
    let text = refused(&call);
    assert!(
        text.starts_with("**Nf5** is not legal after 1... Nf6 2. e5: "),
        "{text}"
    );
    assert!(text.contains("knight"), "why: {text}");
    assert!(text.contains("`if Nf6 e5 Nf5 then c4`"), "{text}");
    assert!(text.ends_with("Nothing was queued."), "{text}");

    // The opponent's first move must be legal now.
    let (_, call) = conditional(
        &fake,
        &alice,
        json!([option("line", 3, json!("if Nf3 then d4"))]),
    )
    .await;
    let text = refused(&call);
    assert!(
        text.starts_with("**Nf3** is not legal in the current position: "),
        "{text}"
    );

    // Garbage, and two answers to the same move.
    for (line, says) in [
        ("hello world", "a clause starts with `if`"),
        ("if Nf6 e5", "needs `then` before your answer"),
        ("if Nf6 then e5 d4", "exactly one move after `then`"),
        (
            "if Nf6 then e5; if Nf6 then d4",
            "Two answers to 1... Nf6: **e5** and **d4**",
        ),
        (
            "if <@1> then @everyone",
            "**\\<@1>** can't be played in the current position: it is not a move",
        ),
    ] {
        let (_, call) = conditional(&fake, &alice, json!([option("line", 3, json!(line))])).await;
        let text = refused(&call);
        assert!(text.contains(says), "{line}: {text}");
        // Typed text comes back escaped or in a code span: never a mention.
        assert!(!text.contains("**<@1>"), "{line}: {text}");
    }

    // A line and clear at once; a spectator; a game that is not the caller's.
    let (_, call) = conditional(
        &fake,
        &alice,
        json!([
            option("line", 3, json!("if Nf6 then e5")),
            option("clear", 5, json!(true))
        ]),
    )
    .await;
    assert!(refused(&call).contains("not both"));
    let (_, call) = conditional(&fake, &carol, json!([])).await;
    assert_eq!(refused(&call), "You are not playing in this game.");
    let (_, call) = conditional(&fake, &alice, json!([option("game", 3, json!("9999"))])).await;
    assert!(refused(&call).contains("There is no game 9999 in this server."));

    let game = the_game(&dir, fake.general);
    assert_eq!(game.stored.ply, 1);
    let store = store(&dir);
    for who in [&alice, &bob, &carol] {
        assert_eq!(
            store
                .conditional(game.stored.id, data::UserId(who.id))
                .expect("db"),
            None
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_queue_its_owner_cleared_answers_nothing() {
    let (fake, _bot, dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4").await;
    let game = the_game(&dir, fake.general);
    let store = store(&dir);
    queue(&fake, &alice, "if Nf6 then e5").await;
    let (_, call) = conditional(&fake, &alice, json!([option("clear", 5, json!(true))])).await;
    assert!(is_ephemeral(&call), "{call:?}");
    assert!(content(&call).contains("are cleared"), "{call:?}");
    assert_eq!(
        store
            .conditional(game.stored.id, data::UserId(alice.id))
            .expect("db"),
        None
    );
    let nf6 = play(&fake, &bob, fake.general, "Nf6").await;
    assert!(content(&nf6).contains(&format!("<@{}>, your move", alice.id)));
    assert_eq!(the_game(&dir, fake.general).stored.ply, 2);
}
