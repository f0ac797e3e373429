//! Finding a game and coming back to it, end to end through the fake Discord: open
//! challenges (and the role they ping), rematches, the archive by game number, and
//! games aborted when a side never made its first move.

use crate::discord::support::*;
use bot_testkit::fake::{FakeDiscord, GUILD};
use data::{
    ChannelId, GameId, GameResult, GameStatus, GuildId, NewGame, Store, Termination, UserId,
};
use rules::{Color, Variant};
use serde_json::{Value, json};

const ROLE: u64 = 600_000_000_000_000_007;

fn role_object() -> Value {
    json!({
        "id": ROLE.to_string(), "name": "sanctuary-players", "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false, "managed": false, "mentionable": true, "permissions": "0",
        "position": 1, "icon": null, "unicode_emoji": null,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_goes_to_the_first_taker_and_pings_the_servers_role() {
    let (fake, bot, dir, _clock) = start().await;
    let (bob, carol, dave) = (bob(), carol(), dave());
    let mut alice = alice();

    // Only a member who may manage the server names the role.
    let settings = json!({
        "id": "700000000000000001", "name": "settings", "type": 1,
        "options": [option("seek_variant", 4, json!(0)), option("seek_role", 8, json!(ROLE.to_string()))],
        "resolved": {"roles": {ROLE.to_string(): role_object()}},
    });
    let sent = fake.slash_data(&bob, fake.general, settings.clone());
    let refused = fake.callback(&sent).await;
    assert!(is_ephemeral(&refused), "{}", refused.json);
    alice.permissions |= 0x20;
    let sent = fake.slash_data(&alice, fake.general, settings);
    let changed = fake.callback(&sent).await;
    let text = content(&changed);
    assert!(
        text.contains(&format!("open Sanctuary Chess challenges ping <@&{ROLE}>")),
        "{text}"
    );
    assert_eq!(
        data(&changed)["allowed_mentions"]["roles"],
        json!([]),
        "naming the role does not ping it: {}",
        changed.json
    );

    // alice posts an open challenge: no opponent.
    let sent = fake.slash(
        &alice,
        fake.general,
        "challenge",
        json!([option("variant", 4, json!(0)), option("color", 4, json!(0))]),
        &[],
    );
    let posted = fake.callback(&sent).await;
    assert!(!is_ephemeral(&posted), "{}", posted.json);
    let text = content(&posted);
    assert!(
        text.starts_with(&format!("<@&{ROLE}>")) && text.contains("open challenge"),
        "{text}"
    );
    assert_eq!(
        data(&posted)["allowed_mentions"]["roles"],
        json!([ROLE.to_string()]),
        "{}",
        posted.json
    );
    let seek = fake.original(&sent).expect("the open challenge");
    let accept = button(&seek, ":accept:");
    assert!(
        !custom_ids(&seek).iter().any(|i| i.contains(":decline:")),
        "nobody to decline an open challenge: {seek}"
    );

    // Anyone sees it in /games.
    let games = slash(&fake, &dave, fake.general, "games", json!([])).await;
    assert!(is_ephemeral(&games));
    assert!(
        content(&games).contains("Open challenges anyone here can accept")
            && content(&games).contains("alice: Sanctuary Chess"),
        "{}",
        content(&games)
    );

    // alice cannot take her own.
    let own = fake.press(&alice, &seek, &accept);
    let call = fake.callback(&own).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("your own open challenge"),
        "{}",
        call.json
    );

    // carol is first: the game starts, alice White as she asked.
    let taken = fake.press(&carol, &seek, &accept);
    let call = fake.callback(&taken).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("carol accepted!"), "{}", call.json);
    assert_board_picture(&call, data(&call));
    let game = store(&dir)
        .active_game_in_channel(ChannelId(fake.general))
        .expect("db")
        .expect("a game");
    assert_eq!(
        (game.white, game.black),
        (UserId(alice.id), UserId(carol.id))
    );

    // dave is too late, privately; nothing changes.
    let late = fake.press(&dave, &seek, &accept);
    let call = fake.callback(&late).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains(&format!("Too late: <@{}> already accepted", carol.id)),
        "{}",
        call.json
    );
    let after = store(&dir)
        .active_game_in_channel(ChannelId(fake.general))
        .expect("db");
    assert_eq!(after.map(|g| g.id), Some(game.id));
    let bad: Vec<_> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_loser_asks_for_a_rematch_and_the_winner_accepts_colours_swapped_in_a_new_thread() {
    let (fake, bot, dir, _clock) = start().await;
    let admin = threads_on(&fake).await;
    let bob = bob();
    start_game(&fake, &admin, &bob, 1).await;
    let first = *fake.threads().first().expect("the first game's thread");

    // bob (Black) resigns: alice wins, and the announcement offers a rematch.
    let sent = fake.slash(&bob, first, "resign", json!([]), &[]);
    fake.callback(&sent).await;
    let question = fake.original(&sent).expect("the confirmation");
    let pressed = fake.press(&bob, &question, &button(&question, ":resign:"));
    let ended = fake.callback(&pressed).await;
    assert!(content(&ended).contains("**alice wins**"), "{}", ended.json);
    let over = fake.original(&pressed).expect("the game-over message");
    let rematch = button(&over, ":rematch:");

    // A bystander cannot ask for it.
    let stranger = fake.press(&carol(), &over, &rematch);
    assert!(is_ephemeral(&fake.callback(&stranger).await));

    // bob, the loser, asks; alice is pinged with Accept and Decline.
    let asked = fake.press(&bob, &over, &rematch);
    let call = fake.callback(&asked).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("asks you for a rematch"),
        "{}",
        call.json
    );
    assert_eq!(
        data(&call)["allowed_mentions"]["users"],
        json!([admin.id.to_string()])
    );
    let offer = fake.original(&asked).expect("the rematch offer");
    assert!(custom_ids(&offer).iter().any(|i| i.contains(":decline:")));

    // alice accepts: a second game, bob White now, in a new thread off the channel.
    let accepted = fake.press(&admin, &offer, &button(&offer, ":accept:"));
    let call = fake.callback(&accepted).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let general = fake.general;
    let threads = fake.threads();
    assert_eq!(threads.len(), 2, "a new thread: {threads:?}");
    let second = threads[1];
    assert_eq!(
        fake.channel(second).expect("the thread")["parent_id"],
        json!(general.to_string()),
        "the new thread hangs off the channel, not the old thread"
    );
    assert!(
        content(&call).contains(&format!("<#{second}>")),
        "{}",
        call.json
    );
    let opening = fake
        .wait_for("the rematch's opening in its thread", |c| {
            c.method == "POST" && c.path == format!("/channels/{second}/messages")
        })
        .await;
    assert_eq!(
        opening.json["allowed_mentions"]["users"],
        json!([bob.id.to_string()]),
        "bob has the first move: {}",
        opening.json
    );
    // The Rematch button under the first game has done its work.
    let again = fake.press(&bob, &over, &rematch);
    let call = fake.callback(&again).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("already had its rematch: game 2"),
        "{}",
        call.json
    );
    let db = store(&dir);
    let (old, new) = (
        db.game(GameId(1)).expect("game 1"),
        db.game(GameId(2)).expect("game 2"),
    );
    assert_eq!((old.white, old.black), (new.black, new.white));
    assert_eq!(
        (old.variant, old.rated, old.days_per_move),
        (new.variant, new.rated, new.days_per_move)
    );
    assert_eq!(new.channel, ChannelId(second));
    bot.stop().await.expect("clean shutdown");
}

/// Thirty finished games between alice and bob in the first server (alice wins the
/// even ones, bob the odd ones; every fifth is chess) and one in another server.
fn seed_archive(db: &Store, other: GuildId) -> GameId {
    let (alice, bob) = (UserId(alice().id), UserId(bob().id));
    db.upsert_player(alice, "alice", T0).expect("player");
    db.upsert_player(bob, "bob", T0).expect("player");
    for i in 0..30i64 {
        let variant = if i % 5 == 0 {
            Variant::Chess
        } else {
            Variant::Sanctuary
        };
        let g = db
            .create_game(&NewGame {
                guild: GuildId(GUILD),
                channel: ChannelId(5_000 + i as u64),
                white: alice,
                black: bob,
                variant,
                rated: false,
                days_per_move: 3,
                start_fen: None,
                created_at: T0 - 100_000 + i,
            })
            .expect("game");
        let winner = if i % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        db.finish_game(
            g.id,
            0,
            GameResult::win(winner, Termination::Resignation),
            T0 - 50_000 + i * 60,
        )
        .expect("finished");
    }
    let elsewhere = db
        .create_game(&NewGame {
            guild: other,
            channel: ChannelId(9_000),
            white: alice,
            black: bob,
            variant: Variant::Scepter,
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: T0 - 10,
        })
        .expect("game");
    db.finish_game(
        elsewhere.id,
        0,
        GameResult::draw(Termination::Agreement),
        T0 - 5,
    )
    .expect("finished");
    elsewhere.id
}

fn game_lines(text: &str) -> Vec<u64> {
    text.lines()
        .filter_map(|l| l.strip_prefix("• game "))
        .filter_map(|l| l.split_whitespace().next()?.parse().ok())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_history_pgn_and_board_page_the_archive_and_keep_to_their_server() {
    let (fake, bot, dir, _clock) = start().await;
    let other = fake.add_guild();
    let elsewhere = seed_archive(&store(&dir), GuildId(other.id));
    let (alice, bob, carol) = (alice(), bob(), carol());

    // /games: alice's finished games ten a page, newest first.
    let page1 = content(&slash(&fake, &alice, fake.general, "games", json!([])).await);
    assert!(
        page1.contains("**Your finished games** (30, page 1 of 3)"),
        "{page1}"
    );
    assert_eq!(
        game_lines(&page1),
        (21..=30).rev().collect::<Vec<_>>(),
        "{page1}"
    );
    assert!(page1.contains("page:2"), "{page1}");
    assert!(
        page1.contains("• game 30 · Sanctuary Chess vs bob (White): **lost** by resignation, 0-1"),
        "{page1}"
    );
    let page3 = content(
        &slash(
            &fake,
            &alice,
            fake.general,
            "games",
            json!([option("page", 4, json!(3))]),
        )
        .await,
    );
    assert_eq!(
        game_lines(&page3),
        (1..=10).rev().collect::<Vec<_>>(),
        "{page3}"
    );
    assert!(!page3.contains("More:"), "{page3}");
    let beyond = content(
        &slash(
            &fake,
            &alice,
            fake.general,
            "games",
            json!([option("page", 4, json!(99))]),
        )
        .await,
    );
    assert!(beyond.contains("page 3 of 3"), "{beyond}");

    // /history: anyone's results, by variant too; the other server's game is never listed.
    let sent = fake.slash(
        &carol,
        fake.general,
        "history",
        json!([option("player", 6, json!(bob.id.to_string()))]),
        &[&bob],
    );
    let call = fake.callback(&sent).await;
    assert!(is_ephemeral(&call));
    let history = content(&call);
    assert!(
        history.contains("**bob's games** (30, page 1 of 3)"),
        "{history}"
    );
    assert!(
        history.contains("• game 29 · Sanctuary Chess vs alice (Black): **lost**"),
        "{history}"
    );
    assert!(!game_lines(&history).contains(&(elsewhere.0 as u64)));
    let sent = fake.slash(
        &carol,
        fake.general,
        "history",
        json!([
            option("player", 6, json!(bob.id.to_string())),
            option("variant", 4, json!(2))
        ]),
        &[&bob],
    );
    let chess = content(&fake.callback(&sent).await);
    assert!(
        chess.contains("**bob's Chess games** (6, page 1 of 1)"),
        "{chess}"
    );
    assert_eq!(game_lines(&chess), vec![26, 21, 16, 11, 6, 1], "{chess}");
    let there = content(&slash(&fake, &alice, other.general, "history", json!([])).await);
    assert_eq!(game_lines(&there), vec![elsewhere.0 as u64], "{there}");

    pgn_board_and_suggestions(&fake, elsewhere).await;
    let bad: Vec<_> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(bad.is_empty(), "{bad:?}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_game_numbers_are_refused_privately() {
    let (fake, bot, _dir, _clock) = start().await;
    let carol = carol();
    for (typed, says) in [
        ("0", "`0` is not a game number"),
        ("-1", "`-1` is not a game number"),
        (
            "99999999999999999999",
            "`99999999999999999999` is not a game number",
        ),
        ("abc", "`abc` is not a game number"),
        ("12345", "There is no game 12345 in this server"),
    ] {
        for command in ["pgn", "board"] {
            let call = slash(
                &fake,
                &carol,
                fake.general,
                command,
                json!([option("game", 3, json!(typed))]),
            )
            .await;
            assert!(is_ephemeral(&call), "{command} {typed}: {}", call.json);
            assert!(
                content(&call).contains(says),
                "{command} {typed}: {}",
                call.json
            );
        }
    }
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_nobody_opened_is_aborted_unrated_at_its_first_deadline() {
    let (fake, bot, dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 0).await;
    // The game is rated, and alice (White) never moves.
    clock.advance(4 * 86_400);
    let general = fake.general;
    let post = fake
        .wait_for("the abort", |c| {
            c.method == "POST"
                && c.path == format!("/channels/{general}/messages")
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains("was aborted"))
        })
        .await;
    let text = bot_testkit::fake::json::text(&post.json);
    assert!(
        text.contains(&format!("<@{}> never made their first move", alice.id))
            && text.contains("No result, ratings unchanged"),
        "{text}"
    );
    assert!(!text.contains("ran out of time"), "{text}");
    let db = store(&dir);
    let game = db.game(GameId(1)).expect("the game");
    assert_eq!(game.status, GameStatus::Aborted);
    assert_eq!(
        game.result.map(|r| r.termination),
        Some(Termination::Aborted)
    );
    for who in [&alice, &bob] {
        assert!(
            db.player_stats(UserId(who.id), None)
                .expect("stats")
                .is_empty()
        );
    }
    // The channel is free again.
    let offer = challenge(&fake, &alice, &bob, 0).await;
    assert!(custom_ids(&offer).iter().any(|i| i.contains(":accept:")));
    bot.stop().await.expect("clean shutdown");
}

/// `/pgn game:N` and `/board game:N` for anyone, another server's game refused, and the
/// game-number suggestions.
async fn pgn_board_and_suggestions(fake: &FakeDiscord, elsewhere: GameId) {
    let (alice, carol) = (alice(), carol());
    // /pgn game:N and /board game:N for anyone, finished games included.
    let call = slash(
        fake,
        &carol,
        fake.general,
        "pgn",
        json!([option("game", 3, json!("7"))]),
    )
    .await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("The game record of alice vs bob (0 moves, 1-0), game 7."),
        "{}",
        call.json
    );
    let (name, bytes) = call.files.first().expect("the PGN");
    assert!(
        std::path::Path::new(name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn")),
        "{name}"
    );
    assert!(String::from_utf8_lossy(bytes).contains("[Result \"1-0\"]"));
    let call = slash(
        fake,
        &carol,
        fake.general,
        "board",
        json!([option("game", 3, json!("30"))]),
    )
    .await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("Game 30 ·") && content(&call).contains("bob won by resignation"),
        "{}",
        call.json
    );
    assert_board_picture(&call, data(&call));

    // Another server's game, asked for here: a clear refusal, and nothing of it shown.
    let number = elsewhere.0.to_string();
    for command in ["pgn", "board"] {
        let call = slash(
            fake,
            &alice,
            fake.general,
            command,
            json!([option("game", 3, json!(number))]),
        )
        .await;
        assert!(is_ephemeral(&call), "{}", call.json);
        assert!(
            content(&call).contains(&format!("There is no game {number} in this server")),
            "{}",
            call.json
        );
        assert!(call.files.is_empty());
    }

    // Autocomplete offers numbers with both players' names, this server's only.
    let typing = fake.autocomplete(&alice, fake.general, "pgn", "game", "2");
    let call = fake.callback(&typing).await;
    let choices = call.json["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(!choices.is_empty(), "{}", call.json);
    for c in &choices {
        let value = c["value"].as_str().unwrap_or_default();
        assert!(value.starts_with('2') && value != number, "{c}");
        assert!(
            c["name"]
                .as_str()
                .is_some_and(|n| n.contains("alice vs bob")),
            "{c}"
        );
    }
}
