//! End to end through Discord's protocol, a player's own choices: `/notify` (your turn
//! by direct message, closed direct messages, the daily digest, the reminders),
//! `/preferences` (board orientation and theme, checked in the decoded pictures) and
//! move confirmation with its Confirm and Cancel buttons.

use crate::discord::support::*;
use bot_testkit::fake::{APP, Call, FakeDiscord, FakeUser, Sent};
use rules::{Color, Square};
use serde_json::{Value, json};
use testkit::DAY;

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

/// True if the message pings `who`.
fn pings(payload: &Value, who: &FakeUser) -> bool {
    payload["allowed_mentions"]["users"]
        .as_array()
        .is_some_and(|u| u.contains(&json!(who.id.to_string())))
}

/// The follow-ups sent for an interaction (after its first answer).
fn followups(fake: &FakeDiscord, sent: &Sent) -> Vec<Call> {
    fake.calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.starts_with("/webhooks/") && sent.answered_by(c))
        .collect()
}

/// Posts into the general channel whose text contains `part`.
fn channel_posts(fake: &FakeDiscord, part: &str) -> Vec<Call> {
    let path = format!("/channels/{}/messages", fake.general);
    fake.calls()
        .into_iter()
        .filter(|c| {
            c.method == "POST"
                && c.path == path
                && Some(bot_testkit::fake::json::text(&c.json)).is_some_and(|t| t.contains(part))
        })
        .collect()
}

fn all_accepted_but_refused_dms(fake: &FakeDiscord) {
    let bad: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| c.status >= 400 && c.status != 403)
        .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
        .collect();
    assert!(bad.is_empty(), "Discord would have refused: {bad:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dm_on_brings_your_turn_and_reminders_by_direct_message_instead_of_pings() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    // Nothing chosen yet: the defaults, privately.
    let call = slash(&fake, &bob, fake.general, "notify", json!([])).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    let text = content(&call);
    assert!(
        text.contains("Your turn: the ping in the game's channel")
            && text.contains("80% of your time is gone: on")
            && text.contains("2 hours are left: off")
            && text.contains("digest of the games waiting for your move, by direct message: off"),
        "{text}"
    );
    let call = slash(
        &fake,
        &bob,
        fake.general,
        "notify",
        json!([
            option("dm", 5, json!(true)),
            option("remind2h", 5, json!(true))
        ]),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Saved."), "{}", call.json);
    assert!(
        content(&call).contains("Your turn: a direct message"),
        "{}",
        call.json
    );

    start_game(&fake, &alice, &bob, 2).await;
    let call = play(&fake, &alice, fake.general, "e4").await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        !pings(data(&call), &bob),
        "a DM instead of the ping: {}",
        call.json
    );
    let dm = fake.wait_for_dm(bob.id, "your move in game 1").await;
    assert_eq!(dm.status, 200, "{}", dm.json);
    let text = bot_testkit::fake::json::text(&dm.json);
    assert!(text.contains("alice played **e4**"), "{text}");
    assert!(text.contains(&format!("<#{}>", fake.general)), "{text}");
    // Alice never asked: her turn is a ping, as always.
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert!(pings(data(&call), &alice), "{}", call.json);
    assert!(fake.dm_channel(alice.id).is_none());

    // Bob's move now: the 80% reminder and the 2-hours-left one come by DM too.
    play(&fake, &alice, fake.general, "Nf3").await;
    clock.advance(3 * DAY * 4 / 5 + 60);
    fake.wait_for_dm(bob.id, "a reminder: it's your move").await;
    clock.advance(3 * DAY / 5 - 2 * 3600);
    let late = fake.wait_for_dm(bob.id, "less than 2 hours left").await;
    assert!(
        Some(bot_testkit::fake::json::text(&late.json)).is_some_and(|t| t.contains("game 1")),
        "{}",
        late.json
    );
    assert!(
        channel_posts(&fake, "reminder").is_empty(),
        "no reminder in the channel"
    );
    // Each notice once, however often the scheduler looks.
    bot.rounds_pass(2).await;
    let dms: Vec<String> = fake
        .dm_attempts(bob.id)
        .iter()
        .map(|c| bot_testkit::fake::json::text(&c.json))
        .collect();
    assert_eq!(dms.len(), 4, "turn ×2, 80%, 2 hours: {dms:#?}");
    all_accepted_but_refused_dms(&fake);
    bot.stop().await.expect("clean shutdown");
}

/// `who` asks for news by direct message (`/notify dm:true`).
async fn dm_on(fake: &FakeDiscord, who: &FakeUser) {
    slash(
        fake,
        who,
        fake.general,
        "notify",
        json!([option("dm", 5, json!(true))]),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_fall_back_to_one_channel_ping_and_one_private_note_without_retrying() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    fake.refuse_dms(bob.id);
    dm_on(&fake, &bob).await;
    start_game(&fake, &alice, &bob, 2).await;
    play(&fake, &alice, fake.general, "e4").await;

    // The DM is refused (50007): bob is pinged in the channel instead.
    let fallback = fake
        .wait_for("the channel ping instead of the DM", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{}/messages", fake.general)
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("your move in game 1"))
        })
        .await;
    assert_eq!(fallback.status, 200);
    assert!(pings(&fallback.json, &bob), "{}", fallback.json);
    let refused = fake.dm_attempts(bob.id);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].status, 403);

    // Bob's next command: its answer, then one private note on opening DMs.
    let sent = fake.slash(
        &bob,
        fake.general,
        "move",
        json!([option("move", 3, json!("e5"))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let note = fake
        .wait_for("the note on closed DMs", |c| {
            sent.answered_by(c)
                && c.path.starts_with("/webhooks/")
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("could not send you a direct message"))
        })
        .await;
    assert!(
        note.json["flags"].as_u64().is_some_and(|f| f & 64 != 0),
        "the note is private: {}",
        note.json
    );
    assert!(
        Some(bot_testkit::fake::json::text(&note.json))
            .is_some_and(|t| t.contains("Privacy Settings")),
        "{}",
        note.json
    );

    // From now on bob is pinged in the channel, no DM is tried, and no second note.
    let call = play(&fake, &alice, fake.general, "Nf3").await;
    assert!(pings(data(&call), &bob), "{}", call.json);
    let sent = fake.slash(
        &bob,
        fake.general,
        "move",
        json!([option("move", 3, json!("Nc6"))]),
        &[],
    );
    fake.callback(&sent).await;
    play(&fake, &alice, fake.general, "Bb5").await;
    clock.advance(3 * DAY * 4 / 5 + 60);
    fake.wait_for("the reminder in the channel", |c| {
        c.method == "POST"
            && Some(bot_testkit::fake::json::text(&c.json))
                .is_some_and(|t| t.contains("a reminder: it's your move"))
    })
    .await;
    bot.rounds_pass(2).await;
    assert_eq!(fake.dm_attempts(bob.id).len(), 1, "no retry");
    assert_eq!(channel_posts(&fake, "a reminder").len(), 1, "one reminder");
    assert!(followups(&fake, &sent).is_empty(), "one note only");
    let call = slash(&fake, &bob, fake.general, "notify", json!([])).await;
    assert!(
        content(&call).contains("could not send you a direct message"),
        "{}",
        call.json
    );

    // Changing /notify tries DMs again (still refused: one more fallback, no loop).
    dm_on(&fake, &bob).await;
    play(&fake, &bob, fake.general, "a6").await;
    play(&fake, &alice, fake.general, "Ba4").await;
    fake.wait_for("a second fallback", |_| {
        channel_posts(&fake, "your move in game 1").len() == 2
    })
    .await;
    assert_eq!(fake.dm_attempts(bob.id).len(), 2);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_digest_lists_exactly_the_games_waiting_for_your_move() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let (room2, room3) = (fake.add_channel("room2"), fake.add_channel("room3"));
    let call = slash(
        &fake,
        &alice,
        fake.general,
        "notify",
        json!([option("digest", 5, json!(true))]),
    )
    .await;
    assert!(
        content(&call).contains("by direct message: on"),
        "{}",
        call.json
    );
    // Game 1: alice (White) to move. Game 2: bob moved, alice to move. Game 3: alice
    // moved, carol to move. Game 4: bob and carol, nothing to do with alice.
    start_game_in(&fake, fake.general, &alice, &bob, 2).await;
    start_game_in(&fake, room2, &bob, &alice, 2).await;
    play(&fake, &bob, room2, "e4").await;
    start_game_in(&fake, room3, &alice, &carol, 2).await;
    play(&fake, &alice, room3, "d4").await;
    let room4 = fake.add_channel("room4");
    start_game_in(&fake, room4, &bob, &carol, 2).await;

    clock.advance(DAY - 60);
    bot.rounds_pass(2).await;
    assert!(
        fake.dm_channel(alice.id).is_none(),
        "not before a day has passed"
    );
    clock.advance(120);
    let digest = fake.wait_for_dm(alice.id, "Your daily digest").await;
    let text = bot_testkit::fake::json::text(&digest.json).clone();
    let listed: Vec<&str> = text.lines().filter(|l| l.starts_with("• game")).collect();
    assert_eq!(listed.len(), 2, "{text}");
    assert!(
        listed[0].starts_with("• game 1 ·") && listed[0].contains("vs bob"),
        "{text}"
    );
    assert!(
        listed[1].starts_with("• game 2 ·") && listed[1].contains(&format!("<#{room2}>")),
        "{text}"
    );
    assert!(text.contains("2 games wait for your move"), "{text}");
    // Bob and carol asked for nothing.
    assert!(fake.dm_channel(bob.id).is_none() && fake.dm_channel(carol.id).is_none());
    // One digest a day.
    bot.rounds_pass(2).await;
    assert_eq!(fake.dm_attempts(alice.id).len(), 1);
    all_accepted_but_refused_dms(&fake);
    bot.stop().await.expect("clean shutdown");
}

/// The decoded picture of a board upload: RGB rows.
struct Picture {
    width: usize,
    rgb: Vec<u8>,
}

impl Picture {
    fn decode(bytes: &[u8]) -> Picture {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let mut reader = decoder.read_info().expect("a valid PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut buf).expect("a frame");
        let channels = info.color_type.samples();
        let rgb = buf[..info.buffer_size()]
            .chunks(channels)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        Picture {
            width: info.width as usize,
            rgb,
        }
    }

    fn at(&self, x: u32, y: u32) -> [u8; 3] {
        let i = 3 * (y as usize * self.width + x as usize);
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// True if something is drawn on the square whose top-left pixel `layout` puts at
    /// `sq` (an empty square away from the edge is one flat colour).
    fn occupied(&self, layout: &render::Layout, sq: Square) -> bool {
        let (x0, y0) = layout.square_origin(sq);
        let base = self.at(x0 + 6, y0 + 6);
        let inner = 6..layout.square - 6;
        inner
            .clone()
            .flat_map(|dy| inner.clone().map(move |dx| (dx, dy)))
            .filter(|(dx, dy)| self.at(x0 + dx, y0 + dy) != base)
            .count()
            > 20
    }
}

/// The board picture `call` uploaded, decoded, after the usual checks (alt text too).
fn picture(call: &Call, payload: &Value) -> Picture {
    assert_board_picture(call, payload);
    Picture::decode(&call.files[0].1)
}

fn layout(orientation: Color) -> render::Layout {
    render::Layout::new(render::SquareSize::DEFAULT.px(), orientation, true)
}

/// Which side is at the bottom of a picture of 1.e4 e5 (the e4 pawn's square is the
/// only one of e4 / d5 with something on it).
fn bottom_side(p: &Picture) -> Color {
    let white_view = layout(Color::White);
    let black_view = layout(Color::Black);
    match (
        p.occupied(&white_view, sq("e4")),
        p.occupied(&black_view, sq("e4")),
    ) {
        (true, false) => Color::White,
        (false, true) => Color::Black,
        other => panic!("cannot tell the orientation: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn preferences_turn_and_colour_the_boards_each_player_sees() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play_all(&fake, &alice, &bob, "e4 e5").await;

    // White to move: everyone sees White at the bottom, in the classic colours.
    let call = slash(&fake, &bob, fake.general, "board", json!([])).await;
    let before = picture(&call, data(&call));
    assert_eq!(bottom_side(&before), Color::White);
    let (x, y) = layout(Color::White).square_origin(sq("d4"));
    let classic = before.at(x + 35, y + 35);
    let base = if sq("d4").is_light() {
        render::colors::LIGHT_SQUARE
    } else {
        render::colors::DARK_SQUARE
    };
    assert_eq!(classic, base, "the classic colours");

    let call = slash(
        &fake,
        &bob,
        fake.general,
        "preferences",
        json!([
            option("orientation", 4, json!(1)),
            option("theme", 4, json!(1))
        ]),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    let text = content(&call);
    assert!(
        text.contains("your own side at the bottom") && text.contains("contrast"),
        "{text}"
    );

    // Bob's board: his side (Black) at the bottom, in high contrast.
    let call = slash(&fake, &bob, fake.general, "board", json!([])).await;
    let mine = picture(&call, data(&call));
    assert_eq!(bottom_side(&mine), Color::Black);
    let (x, y) = layout(Color::Black).square_origin(sq("d4"));
    let contrast = mine.at(x + 35, y + 35);
    assert_ne!(contrast, classic, "the theme changes the squares");
    // Alice's is as before.
    let call = slash(&fake, &alice, fake.general, "board", json!([])).await;
    let hers = picture(&call, data(&call));
    assert_eq!(bottom_side(&hers), Color::White);
    assert_eq!(hers.at(classic_x(), classic_y()), classic);

    // Alice's move is posted for bob, who is to move: his theme.
    let call = play(&fake, &alice, fake.general, "Nf3").await;
    let for_bob = picture(&call, data(&call));
    let (x, y) = layout(Color::Black).square_origin(sq("d4"));
    assert_eq!(for_bob.at(x + 35, y + 35), contrast);
    // Bob's is posted for alice: hers.
    let call = play(&fake, &bob, fake.general, "Nc6").await;
    let for_alice = picture(&call, data(&call));
    assert_eq!(for_alice.at(classic_x(), classic_y()), classic);

    // Without options, the choices are shown privately.
    let call = slash(&fake, &bob, fake.general, "preferences", json!([])).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("Move confirmation: off"),
        "{}",
        call.json
    );
    bot.stop().await.expect("clean shutdown");
}

/// The centre of d4 with White at the bottom.
fn classic_x() -> u32 {
    layout(Color::White).square_origin(sq("d4")).0 + 35
}
fn classic_y() -> u32 {
    layout(Color::White).square_origin(sq("d4")).1 + 35
}

/// Posts anywhere whose text contains `part` (interaction answers and channel posts).
fn said(fake: &FakeDiscord, part: &str) -> usize {
    fake.calls()
        .iter()
        .filter(|c| {
            // A message's words, or an interaction answer's (a card's text displays).
            let text = bot_testkit::fake::json::text(&c.json)
                + &bot_testkit::fake::json::text(&c.json["data"]);
            text.contains(part)
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn confirmation_cancel_plays_nothing_and_confirm_plays_once() {
    let (fake, bot, _dir, _clock) = start().await;
    let (alice, bob) = (alice(), bob());
    let call = slash(
        &fake,
        &alice,
        fake.general,
        "preferences",
        json!([option("confirm", 5, json!(true))]),
    )
    .await;
    assert!(
        content(&call).contains("Move confirmation: on"),
        "{}",
        call.json
    );
    start_game(&fake, &alice, &bob, 2).await;

    // The move is shown privately, with the board after it and two buttons.
    let sent = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("e4"))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Play **e4**?"), "{}", call.json);
    assert_board_picture(&call, data(&call));
    let shown = png_position(&call.files[0].1);
    assert_eq!(shown.turn(), Color::Black, "the board after the move");
    let question = fake.original(&sent).expect("the question");
    let cancel = button(&question, ":move-no:");
    let confirm = button(&question, ":move-yes:");
    assert!(confirm.ends_with(":0:e2e4"), "{confirm}");

    // Cancel: nothing is played, and bob cannot move.
    let pressed = fake.press(&alice, &question, &cancel);
    let call = fake.callback(&pressed).await;
    assert!(
        is_ephemeral(&call) && content(&call).contains("nothing was played"),
        "{}",
        call.json
    );
    assert_eq!(said(&fake, "alice played"), 0);
    let call = play(&fake, &bob, fake.general, "e5").await;
    assert!(is_ephemeral(&call), "not bob's turn: {}", call.json);

    // Someone else's press of alice's Confirm is refused.
    let pressed = fake.press(&bob, &question, &confirm);
    let call = fake.callback(&pressed).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert_eq!(said(&fake, "alice played"), 0);

    // Confirm plays it, publicly, once; pressed again it says so.
    let pressed = fake.press(&alice, &question, &confirm);
    let call = fake.callback(&pressed).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).starts_with("alice played **e4**."),
        "{}",
        call.json
    );
    assert_board_picture(&call, data(&call));
    let pressed = fake.press(&alice, &question, &confirm);
    let call = fake.callback(&pressed).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Already played"), "{}", call.json);
    assert_eq!(said(&fake, "alice played **e4**"), 1);

    // A stale question: two moves asked, the second confirmed, then the first.
    play(&fake, &bob, fake.general, "e5").await;
    let first = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("Nf3"))]),
        &[],
    );
    fake.callback(&first).await;
    let first = fake.original(&first).expect("the first question");
    let second = fake.slash(
        &alice,
        fake.general,
        "move",
        json!([option("move", 3, json!("Nc3"))]),
        &[],
    );
    fake.callback(&second).await;
    let second = fake.original(&second).expect("the second question");
    let pressed = fake.press(&alice, &second, &button(&second, ":move-yes:"));
    assert!(content(&fake.callback(&pressed).await).starts_with("alice played **Nc3**."));
    let pressed = fake.press(&alice, &first, &button(&first, ":move-yes:"));
    let call = fake.callback(&pressed).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("moved on"), "{}", call.json);
    assert_eq!(said(&fake, "alice played **Nf3**"), 0);
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sanctums_move_reaches_a_dm_player_by_direct_message_and_its_board_by_their_theme() {
    let (fake, bot, _dir, _clock) = start().await;
    let alice = alice();
    dm_on(&fake, &alice).await;
    slash(
        &fake,
        &alice,
        fake.general,
        "preferences",
        json!([option("theme", 4, json!(1))]),
    )
    .await;
    let sent = fake.slash(
        &alice,
        fake.general,
        "challenge",
        json!([
            option("opponent", 6, json!(APP.to_string())),
            option("variant", 4, json!(2)),
            option("color", 4, json!(0)),
            option("level", 4, json!(1)),
        ]),
        &[&FakeUser::new(APP, "Sanctum")],
    );
    let call = fake.callback(&sent).await;
    assert!(
        content(&call).contains("Sanctum accepts at once!"),
        "{}",
        call.json
    );
    let call = play(&fake, &alice, fake.general, "e4").await;
    assert!(
        content(&call).contains("Sanctum is thinking…"),
        "{}",
        call.json
    );
    // No board until Sanctum's reply brings one.
    assert!(call.files.is_empty(), "{}", call.json);
    // Sanctum's move: posted in the channel without pinging alice, and a DM to her.
    let dm = fake.wait_for_dm(alice.id, "Sanctum played").await;
    assert_eq!(dm.status, 200, "{}", dm.json);
    let post = fake
        .wait_for("Sanctum's move in the channel", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{}/messages", fake.general)
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.starts_with("Sanctum played"))
        })
        .await;
    assert!(!pings(&post.json, &alice), "{}", post.json);
    // Drawn for alice, who is to move: her theme.
    let mine = picture(&post, &post.json);
    assert_ne!(
        mine.at(classic_x(), classic_y()),
        render::colors::DARK_SQUARE
    );
    assert!(
        channel_posts(&fake, "your move in game").is_empty(),
        "the DM is not posted in the channel"
    );
    bot.stop().await.expect("clean shutdown");
}
