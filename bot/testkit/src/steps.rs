//! The steps of a game on the fake Discord as a player takes them, with the checks
//! every answer must pass, and the players and servers the Discord tests share.
//! Starting the bot itself is the test's part: in its own process, or its binary.

use crate::fake::{APP, Call, FakeDiscord, FakeUser, GUILD, PATIENCE, Sent};
use serde_json::{Value, json};

/// A fixed start time for the Discord tests, so games and deadlines are reproducible.
pub const T0: i64 = 1_780_000_000;

/// The first player of most games.
pub fn alice() -> FakeUser {
    FakeUser::new(100_000_000_000_000_001, "alice")
}
/// The second player of most games.
pub fn bob() -> FakeUser {
    FakeUser::new(100_000_000_000_000_002, "bob")
}
/// A third player.
pub fn carol() -> FakeUser {
    FakeUser::new(100_000_000_000_000_003, "carol")
}

/// Sanctum itself, as the user picker offers it.
pub fn sanctum() -> FakeUser {
    FakeUser::new(APP, "Sanctum")
}

/// carol with Manage Server: a server's manager.
pub fn manager() -> FakeUser {
    let mut carol = carol();
    carol.permissions |= 0x20;
    carol
}

/// A fourth player, who takes no part in the game at hand.
pub fn dave() -> FakeUser {
    FakeUser::new(100_000_000_000_000_004, "dave")
}

/// Where the bot registers its commands on the first server.
pub fn registration_path() -> String {
    format!("/applications/{APP}/guilds/{GUILD}/commands")
}

/// Has `guilds` play their games in the channel where they were accepted instead of
/// in threads (the default), as most tests want; the thread tests turn threads back on
/// with `/settings`.
pub fn games_in_channels(db: &std::path::Path, guilds: &[u64]) {
    let store = data::Store::open(db).expect("the test database");
    for guild in guilds {
        let settings = data::GuildSettings {
            game_threads: false,
            ..data::GuildSettings::default()
        };
        store
            .set_guild_settings(data::GuildId(*guild), &settings)
            .expect("server settings");
    }
}

/// Alice, as a member who may manage the server, turns game threads back on with
/// `/settings` (the tests' servers start without them); returns her with that right.
pub async fn threads_on(fake: &FakeDiscord) -> FakeUser {
    let mut admin = alice();
    admin.permissions |= 0x20; // Manage Server
    let sent = fake.slash(
        &admin,
        fake.general,
        "settings",
        json!([option("threads", 5, json!(true))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{}", call.json);
    assert!(
        crate::fake::json::text(data(&call)).contains("each game in its own thread"),
        "{}",
        call.json
    );
    admin
}

/// The callback's message payload (`data` of a type 4 or 7 callback).
pub fn data(call: &Call) -> &Value {
    &call.json["data"]
}

/// True if the answer is private to the one who asked (flag 64).
pub fn is_ephemeral(call: &Call) -> bool {
    data(call)["flags"].as_u64().is_some_and(|f| f & 64 != 0)
}

/// The custom ids of every button on `message`, row by row (inside a card's container too).
pub fn custom_ids(message: &Value) -> Vec<String> {
    crate::fake::json::buttons(message)
        .into_iter()
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

/// The custom id on `message` containing `part`, e.g. `:accept:`.
pub fn button(message: &Value, part: &str) -> String {
    custom_ids(message)
        .into_iter()
        .find(|i| i.contains(part))
        .unwrap_or_else(|| panic!("no `{part}` button on {message}"))
}

/// The position a board PNG shows, from its comment (`<variant> <FEN>`).
pub fn png_position(bytes: &[u8]) -> rules::Position {
    let comment = png_text(bytes, "Comment");
    let (variant, fen) = comment.split_once(' ').expect("variant and FEN");
    let variant: rules::Variant = variant.parse().expect("a variant id");
    rules::Position::from_fen(variant, fen).expect("the comment's FEN")
}

/// The text chunk `keyword` of a PNG.
fn png_text(bytes: &[u8], keyword: &str) -> String {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder.read_info().expect("a valid PNG");
    reader
        .info()
        .uncompressed_latin1_text
        .iter()
        .find(|t| t.keyword == keyword)
        .map_or_else(|| panic!("the picture's {keyword}"), |t| t.text.clone())
}

/// The side at the bottom of a board picture, from its `Orientation` text chunk.
pub fn png_orientation(bytes: &[u8]) -> rules::Color {
    match png_text(bytes, "Orientation").as_str() {
        "white" => rules::Color::White,
        "black" => rules::Color::Black,
        other => panic!("no side: {other}"),
    }
}

/// Asserts that a board's attachment carries alt text for screen readers: within
/// Discord's limit, naming every piece's square (and, while the game goes on, whose
/// move it is).
fn assert_alt_text(payload: &Value, bytes: &[u8]) {
    let alt = payload["attachments"][0]["description"]
        .as_str()
        .unwrap_or_else(|| panic!("no alt text on the board: {payload}"));
    assert!(alt.chars().count() <= service::MAX_ALT_TEXT, "{alt}");
    let pos = png_position(bytes);
    for (sq, _) in pos.pieces() {
        assert!(
            alt.contains(&sq.to_string()),
            "{sq} missing from the alt text: {alt}"
        );
    }
    let side = if pos.turn() == rules::Color::White {
        "White"
    } else {
        "Black"
    };
    if let Some(turn) = alt.split(". ").find(|s| s.contains(" to move")) {
        assert!(turn.starts_with(side), "{side} is to move: {alt}");
    }
}

/// Whether a message (or payload) is a card: laid out in components (Components V2).
pub fn is_card(message: &Value) -> bool {
    crate::fake::limits::is_v2(message)
}

/// The first picture of a card's media gallery, as its payload names it.
pub fn gallery_url(payload: &Value) -> String {
    fn walk(v: &Value) -> Option<String> {
        match v {
            Value::Array(items) => items.iter().find_map(walk),
            Value::Object(map) => {
                if map.get("type").and_then(Value::as_u64) == Some(12) {
                    return map["items"][0]["media"]["url"].as_str().map(str::to_owned);
                }
                map.get("components").and_then(walk)
            }
            _ => None,
        }
    }
    walk(&payload["components"]).unwrap_or_default()
}

/// Asserts that a message payload shows a board: an embed's image, or a card's
/// gallery picture, that is the uploaded PNG, a real picture and not a square (name bars above and below), with
/// alt text.
pub fn assert_board_picture(call: &Call, payload: &Value) {
    let image = if crate::fake::limits::is_v2(payload) {
        gallery_url(payload)
    } else {
        payload["embeds"][0]["image"]["url"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    };
    let (name, bytes) = call.files.first().expect("a file upload");
    assert_eq!(image, format!("attachment://{name}"), "{payload}");
    assert!(
        std::path::Path::new(name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("png")),
        "{name}"
    );
    let (w, h) = crate::png_size(bytes);
    assert!(
        w >= 256 && h > w,
        "board picture {w}x{h} should be taller than wide"
    );
    assert_alt_text(payload, bytes);
}

/// A slash command option as Discord sends it: `kind` is the option type (3 string,
/// 4 integer, 5 boolean, 6 user).
pub fn option(name: &str, kind: u8, value: Value) -> Value {
    let mut o = json!({"name": name, "type": kind});
    o["value"] = value;
    o
}

/// `who` challenges `opponent` to `variant` (0 sanctuary, 1 scepter, 2 chess) as
/// White; returns the challenge message (with its buttons).
pub async fn challenge(
    fake: &FakeDiscord,
    who: &FakeUser,
    opponent: &FakeUser,
    variant: u64,
) -> Value {
    challenge_in(fake, fake.general, who, opponent, variant).await
}

/// Like [`challenge`], in `channel`.
pub async fn challenge_in(
    fake: &FakeDiscord,
    channel: u64,
    who: &FakeUser,
    opponent: &FakeUser,
    variant: u64,
) -> Value {
    let sent = fake.slash(
        who,
        channel,
        "challenge",
        json!([
            option("opponent", 6, json!(opponent.id.to_string())),
            option("variant", 4, json!(variant)),
            option("color", 4, json!(0)),
        ]),
        &[opponent],
    );
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{call:?}");
    assert!(!is_ephemeral(&call), "{call:?}");
    fake.original(&sent).expect("the challenge message")
}

/// `who` plays `text` with `/move` in `channel`; returns the answer.
pub async fn play(fake: &FakeDiscord, who: &FakeUser, channel: u64, text: &str) -> Call {
    let sent = fake.slash(
        who,
        channel,
        "move",
        json!([option("move", 3, json!(text))]),
        &[],
    );
    let call = fake.callback(&sent).await;
    assert!(matches!(call.status, 200 | 204), "{call:?}");
    call
}

/// The values `/move` autocomplete offers `who` for `typed`.
pub async fn suggest(fake: &FakeDiscord, who: &FakeUser, channel: u64, typed: &str) -> Vec<String> {
    let typing = fake.autocomplete(who, channel, "move", "move", typed);
    let call = fake.callback(&typing).await;
    assert_eq!(call.json["type"], 8, "{call:?}");
    call.json["data"]["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|c| c["value"].as_str().map(str::to_owned))
        .collect()
}

/// Starts a game in the general channel: `white` challenges `black` to `variant`
/// as White and `black` accepts.
pub async fn start_game(fake: &FakeDiscord, white: &FakeUser, black: &FakeUser, variant: u64) {
    start_game_in(fake, fake.general, white, black, variant).await;
}

/// Like [`start_game`], in `channel`.
pub async fn start_game_in(
    fake: &FakeDiscord,
    channel: u64,
    white: &FakeUser,
    black: &FakeUser,
    variant: u64,
) {
    let offer = challenge_in(fake, channel, white, black, variant).await;
    let accept = custom_ids(&offer)
        .into_iter()
        .find(|i| i.contains(":accept:"))
        .expect("an Accept button");
    let accepted = fake.press(black, &offer, &accept);
    let call = fake.callback(&accepted).await;
    assert!(!is_ephemeral(&call), "{call:?}");
}

/// Plays `moves` (SAN, alternating from `white`) and returns the last answer.
pub async fn play_all(fake: &FakeDiscord, white: &FakeUser, black: &FakeUser, moves: &str) -> Call {
    let mut last = None;
    for (i, mv) in moves.split_whitespace().enumerate() {
        let who = if i % 2 == 0 { white } else { black };
        let call = play(fake, who, fake.general, mv).await;
        assert!(!is_ephemeral(&call), "{mv} refused: {call:?}");
        assert_board_picture(&call, data(&call));
        last = Some(call);
    }
    last.expect("at least one move")
}

/// The text of an interaction callback's message (a card's: its text displays).
pub fn content(call: &Call) -> String {
    crate::fake::json::text(data(call))
}

/// Waits for the bot's answer to `sent`, which must be accepted (200 or 204).
pub async fn answered(fake: &FakeDiscord, sent: &Sent) -> Call {
    let call = fake.callback(sent).await;
    assert!(matches!(call.status, 200 | 204), "{call:?}");
    call
}

/// `who` uses slash command `name` with `options` in `channel`; the answer, which must
/// be accepted (200 or 204).
pub async fn slash(
    fake: &FakeDiscord,
    who: &FakeUser,
    channel: u64,
    name: &str,
    options: Value,
) -> Call {
    answered(fake, &fake.slash(who, channel, name, options, &[])).await
}

/// Waits until `channel` holds `n` messages (posts and answers alike, as the fake
/// stores them, edits included) containing `words`; returns them, oldest first.
pub async fn posted_saying(fake: &FakeDiscord, channel: u64, words: &str, n: usize) -> Vec<Value> {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    let id = channel.to_string();
    loop {
        let found: Vec<Value> = fake
            .messages()
            .into_iter()
            .filter(|m| {
                m["channel_id"] == id.as_str() && crate::fake::json::text(m).contains(words)
            })
            .collect();
        if found.len() >= n {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{} of {n} posts saying {words:?} in {channel}: {found:#?}",
            found.len()
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

/// The newest message in `channel` saying `words`, waiting for one.
pub async fn message_saying(fake: &FakeDiscord, channel: u64, words: &str) -> Value {
    let mut found = posted_saying(fake, channel, words, 1).await;
    found.pop().unwrap_or_default()
}

/// `manager` has servers join the lobby across servers: for each, a channel of the
/// server to type in and the lobby channel it names.
pub async fn join_lobbies(fake: &FakeDiscord, manager: &FakeUser, servers: &[(u64, u64)]) {
    for (channel, lobby) in servers {
        let set = slash(
            fake,
            manager,
            *channel,
            "settings",
            json!([option("lobby", 7, json!(lobby.to_string()))]),
        )
        .await;
        assert!(
            content(&set).contains("in the lobby across servers"),
            "{set:?}"
        );
    }
}

/// Every message the bot posted in `channel` (not answers to interactions).
pub fn posts_in(fake: &FakeDiscord, channel: u64) -> Vec<Call> {
    let path = format!("/channels/{channel}/messages");
    fake.calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path == path)
        .collect()
}

/// The bot's database, `sanctum.db` in the test's directory (where the tests start
/// the bot), opened beside the bot to check what it stored.
pub fn store(dir: &tempfile::TempDir) -> data::Store {
    data::Store::open(dir.path().join("sanctum.db")).expect("the bot's database")
}

/// Stores `played` as alice's (White) and bob's game in `channel` of the first
/// server, straight into the database at `db`, and ends it with `result` if given
/// (a game that ended on the board ends by itself). Returns its id.
pub fn stored_game(
    db: &std::path::Path,
    channel: u64,
    played: &rules::Game,
    result: Option<data::GameResult>,
) -> data::GameId {
    let store = data::Store::open(db).expect("the test database");
    for who in [alice(), bob()] {
        store
            .upsert_player(data::UserId(who.id), &who.name, T0)
            .expect("player");
    }
    let game = store
        .create_game(&data::NewGame {
            guild: data::GuildId(GUILD),
            channel: data::ChannelId(channel),
            white: data::UserId(alice().id),
            black: data::UserId(bob().id),
            variant: played.variant(),
            rated: false,
            days_per_move: 3,
            start_fen: None,
            created_at: T0,
        })
        .expect("game");
    for (ply, mv) in played.moves().iter().enumerate() {
        let by = if ply % 2 == 0 { alice().id } else { bob().id };
        let at = T0 + i64::try_from(ply).expect("a short game");
        store
            .record_move(game.id, ply as u32, mv, data::UserId(by), at)
            .expect("move");
    }
    if let Some(result) = result {
        let ply = u32::try_from(played.ply()).expect("a short game");
        store
            .finish_game(game.id, ply, result, T0 + 1000)
            .expect("finished");
    }
    game.id
}

/// Asserts that the fake refused none of the bot's calls (Discord would have too).
pub fn assert_none_refused(fake: &FakeDiscord) {
    let refused: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.status >= 400)
        .collect();
    assert!(
        refused.is_empty(),
        "Discord would have refused: {refused:?}"
    );
}
