//! Sanctum in the reader's language, through the real serenity client and the
//! loopback fake Discord: commands registered with every language's names,
//! descriptions and choices; a private answer in its asker's `locale`; what the
//! channel reads in the server's `guild_locale`.

use crate::discord::binary::stop_cleanly;
use crate::discord::support::start;
use bot_testkit::fake::FakeDiscord;
use bot_testkit::scrape::{fetch, fetch_in};
use bot_testkit::steps::{alice, bob, content, data, is_ephemeral, play, slash, start_game};
use serde_json::{Value, json};
use service::{Lang, Msg};

/// The Discord locales Sanctum registers besides English.
const LOCALES: [&str; 7] = ["de", "fr", "es-ES", "es-419", "pt-BR", "ru", "zh-CN"];

fn localized_everywhere(what: &Value, field: &str) -> bool {
    LOCALES.iter().all(|l| {
        what[field][l]
            .as_str()
            .is_some_and(|s| !s.trim().is_empty())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_option_and_choice_is_registered_in_every_language() {
    let (fake, bot, _dir, _clock) = start().await;
    let registered = fake.registered_commands().expect("commands registered");
    let commands = registered.as_array().expect("a list");
    assert_eq!(commands.len(), service::CommandName::ALL.len());
    let mut choices = 0;
    for command in commands {
        let name = &command["name"];
        assert!(
            localized_everywhere(command, "name_localizations"),
            "{name}"
        );
        assert!(
            localized_everywhere(command, "description_localizations"),
            "{name}"
        );
        for option in command["options"].as_array().into_iter().flatten() {
            let what = format!("{name} {}", option["name"]);
            assert!(localized_everywhere(option, "name_localizations"), "{what}");
            assert!(
                localized_everywhere(option, "description_localizations"),
                "{what}"
            );
            for choice in option["choices"].as_array().into_iter().flatten() {
                assert!(
                    localized_everywhere(choice, "name_localizations"),
                    "{what} {choice}"
                );
                choices += 1;
            }
        }
    }
    assert!(choices > 50, "{choices} choices");
    // German names read German: the challenge command is not called `challenge` there.
    let challenge = &commands[0];
    assert_eq!(challenge["name"], "challenge");
    assert_eq!(
        challenge["name_localizations"]["de"].as_str(),
        service::CommandName::Challenge.name_in(Lang::De).as_deref()
    );
    assert_ne!(challenge["name_localizations"]["de"], "challenge");
    bot.stop().await.expect("clean shutdown");
}

/// The words of `msg` in `lang` before its first text argument, which stands in
/// the reply as Discord markup.
fn opening(msg: &Msg, lang: Lang) -> String {
    let words = msg.plain(lang);
    words.split("@@").next().unwrap_or_default().to_owned()
}

/// The embeds' descriptions of an answer, joined.
fn embedded(call: &bot_testkit::fake::Call) -> String {
    data(call)["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["description"].as_str())
        .collect()
}

fn german_player_on_a_french_server(fake: &FakeDiscord) {
    fake.set_guild_locale(bot_testkit::fake::GUILD, "fr");
    fake.set_locale(alice().id, "de");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_reads_german_while_the_french_channel_reads_french() {
    let (fake, bot, _dir, _clock) = start().await;
    german_player_on_a_french_server(&fake);
    let (alice, bob) = (alice(), bob());

    // Her own help, in German: the same structure, German words.
    let help = slash(&fake, &alice, fake.general, "help", json!([])).await;
    assert!(is_ephemeral(&help), "{help:?}");
    let shown = embedded(&help);
    let german = Msg::new("help-buttons").plain(Lang::De);
    assert!(shown.contains(&german), "{german:?} not in {shown}");
    assert!(
        !shown.contains(&Msg::new("help-buttons").plain(Lang::En)),
        "{shown}"
    );
    assert!(
        shown.contains(&Msg::new("challenge-description").plain(Lang::De)),
        "{shown}"
    );

    // Her refusal, in German and private.
    let refused = slash(
        &fake,
        &alice,
        fake.general,
        "move",
        json!([{"name": "move", "type": 3, "value": "e4"}]),
    )
    .await;
    assert!(is_ephemeral(&refused), "{refused:?}");
    let words = content(&refused);
    let german = opening(&Msg::new("refusal-no-game").text("start", "@@"), Lang::De);
    assert!(
        words.starts_with(&german),
        "{german:?} does not open {words:?}"
    );

    // The channel reads her move in the server's French.
    start_game(&fake, &alice, &bob, 2).await;
    let moved = play(&fake, &alice, fake.general, "e4").await;
    assert!(!is_ephemeral(&moved), "{moved:?}");
    let words = content(&moved);
    let french = opening(
        &Msg::new("move-played")
            .str("name", "alice")
            .text("move", "@@"),
        Lang::Fr,
    );
    assert!(
        words.starts_with(&french),
        "{french:?} does not open {words:?}"
    );
    let english = opening(
        &Msg::new("move-played")
            .str("name", "alice")
            .text("move", "@@"),
        Lang::En,
    );
    assert_ne!(french, english);
    // The board's words are the channel's French too: its alt text, and the bars'
    // words drawn in the picture (told apart from English by its alt text, which is
    // drawn with them).
    let board = data(&moved)["attachments"]
        .as_array()
        .and_then(|files| {
            files.iter().find(|f| {
                f["filename"]
                    .as_str()
                    .is_some_and(|n| n.starts_with("game-"))
            })
        })
        .cloned()
        .unwrap_or_else(|| panic!("no board picture: {moved:?}"));
    let alt = board["description"].as_str().expect("an alt text");
    let white = Msg::new("color-white").plain(Lang::Fr);
    assert!(alt.contains(&white), "{white:?} not in {alt:?}");
    assert!(
        !alt.contains(&Msg::new("color-white").plain(Lang::En)),
        "{alt}"
    );

    // She may type her moves with German piece letters: `Sf3` is her knight.
    play(&fake, &bob, fake.general, "e5").await;
    let knight = play(&fake, &alice, fake.general, "Sf3").await;
    let words = content(&knight);
    assert!(words.contains("**Nf3**"), "{words}");
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_follows_the_browsers_language_and_offers_every_other() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("sanctum.db");
    let (mut bot, addr, _public) = crate::discord::web::launch_web(&fake, &db).await;
    let (alice, bob) = (alice(), bob());
    start_game(&fake, &alice, &bob, 2).await;
    play(&fake, &alice, fake.general, "e4").await;
    let key = sanctum::http::web::WebKey::new(crate::discord::web::KEY).expect("a key");
    let path = format!("/game/{}", key.game_token(data::GameId(1)));

    let english = fetch(addr, &path).await.expect("an answer").text();
    let russian = fetch_in(addr, &path, "ru-RU,ru;q=0.9,en;q=0.5")
        .await
        .expect("an answer");
    assert_eq!(russian.status, 200);
    assert!(
        russian.header("vary").contains("accept-language"),
        "{:?}",
        russian.headers
    );
    let html = russian.text();
    assert!(html.contains("<html lang=\"ru\""), "{html}");
    assert!(english.contains("<html lang=\"en\""), "{english}");
    // The page's own words in Russian, the game's name too; the players' names as typed.
    let moves_heading = Msg::new("page-game-moves").plain(Lang::Ru);
    assert_ne!(moves_heading, Msg::new("page-game-moves").plain(Lang::En));
    assert!(html.contains(&moves_heading), "{moves_heading:?} in {html}");
    assert!(html.contains("alice") && html.contains("bob"), "{html}");
    // A link to the same page in each other language, with no script needed.
    for lang in Lang::ALL {
        assert!(
            html.contains(&format!("?lang={}\"", lang.id())),
            "no link to {lang}: {html}"
        );
    }
    // Chosen by the address, a language holds whatever the browser says.
    let chinese = fetch_in(addr, &format!("{path}?lang=zh-CN"), "ru")
        .await
        .expect("an answer")
        .text();
    assert!(chinese.contains("<html lang=\"zh-CN\""), "{chinese}");
    assert!(chinese.contains(&Msg::new("page-game-moves").plain(Lang::ZhCn)));
    stop_cleanly(&mut bot).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_that_chose_russian_gets_its_reminders_in_russian() {
    let (fake, bot, _dir, clock) = start().await;
    let (alice, bob) = (alice(), bob());
    let mut manager = bot_testkit::steps::carol();
    manager.permissions |= 0x20;
    // The menu lists Discord's own choice first, then every language.
    let russian = 1 + Lang::ALL.iter().position(|l| *l == Lang::Ru).expect("ru");
    let set = slash(
        &fake,
        &manager,
        fake.general,
        "settings",
        json!([{"name": "language", "type": 4, "value": russian}]),
    )
    .await;
    let words = content(&set);
    assert!(words.contains("Русский"), "{words}");
    assert!(!is_ephemeral(&set), "{set:?}");

    // The game's news reads Russian to everyone, though the players' Discord is English.
    start_game(&fake, &alice, &bob, 2).await;
    let moved = play(&fake, &alice, fake.general, "e4").await;
    let russian_move = opening(
        &Msg::new("move-played")
            .str("name", "alice")
            .text("move", "@@"),
        Lang::Ru,
    );
    assert!(
        content(&moved).starts_with(&russian_move),
        "{}",
        content(&moved)
    );
    play(&fake, &bob, fake.general, "e5").await;

    // The scheduler's reminder, posted with nobody asking, reads Russian too.
    clock.advance(2 * testkit::DAY + 12 * testkit::HOUR);
    let path = format!("/channels/{}/messages", fake.general);
    let chess = Msg::new("variant-chess").plain(Lang::Ru);
    let reminder = fake
        .wait_for("a reminder in Russian", |c| {
            c.method == "POST"
                && c.path == path
                && Some(bot_testkit::fake::json::text(&c.json))
                    .is_some_and(|t| t.contains(&format!("<@{}>", alice.id)) && t.contains(&chess))
        })
        .await;
    let text = bot_testkit::fake::json::text(&reminder.json);
    assert!(!text.contains("a reminder"), "{text}");
    bot.stop().await.expect("clean shutdown");
}
