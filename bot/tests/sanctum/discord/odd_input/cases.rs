//! The cases of the odd-input property test, drawn from what the running bot really
//! offers: every command and option as it registered them with the fake Discord (their
//! names, types, choices, ranges and lengths), and every button action as the service
//! writes its id ([`Action::custom_id`]), naming the challenges, games and tournaments
//! of the table the test set up. Each value comes from a plausible strategy or an odd
//! one: empty, huge, control characters, unusual Unicode, out of range, outside the
//! choices, of another type than registered, unknown options, required ones missing,
//! damaged ids, messages that do not exist.

use bot_testkit::fake::{APP, FakeDiscord, FakeUser, GUILD, Sent};
use bot_testkit::steps::{alice, bob, carol, dave, manager};
use data::{ChallengeId, GameId, MatchId, TournamentId};
use proptest::prelude::*;
use proptest::strategy::Union;
use serde_json::{Value, json};
use service::{Action, UciMove};
use std::sync::Arc;

/// One option of a registered command, as Discord was told it.
#[derive(Debug, Clone)]
pub struct Registered {
    /// Its name.
    pub name: String,
    /// Discord's option type: 3 string, 4 integer, 5 boolean, 6 user, 7 channel, 8 role.
    pub kind: u8,
    /// Whether Discord insists on it.
    pub required: bool,
    /// How many choices it offers (its values are their indexes); 0 for free values.
    pub choices: i64,
    /// Its range, for numbers.
    pub range: Option<(i64, i64)>,
    /// The most characters, for text.
    pub max_length: Option<usize>,
    /// Whether it suggests values as they are typed.
    pub autocomplete: bool,
}

/// A command as the bot registered it.
#[derive(Debug, Clone)]
pub struct Command {
    /// Its name.
    pub name: String,
    /// Its options, in the registered order.
    pub options: Vec<Registered>,
}

/// Reads the commands the bot registered (the fake's record of the last PUT). None has
/// subcommands; should one come, this fails rather than draw their options as values.
pub fn registered(fake: &FakeDiscord) -> Vec<Command> {
    let all = fake
        .registered_commands()
        .expect("the bot registered its commands");
    let number = |v: &Value| v.as_i64();
    all.as_array()
        .expect("a list of commands")
        .iter()
        .inspect(|c| {
            let nested = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|o| matches!(o["type"].as_u64(), Some(1 | 2)));
            assert!(!nested, "subcommands are not drawn yet: {c}");
        })
        .map(|c| Command {
            name: c["name"].as_str().expect("a command name").to_owned(),
            options: c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| Registered {
                    name: o["name"].as_str().expect("an option name").to_owned(),
                    kind: o["type"]
                        .as_u64()
                        .and_then(|k| u8::try_from(k).ok())
                        .expect("a type"),
                    required: o["required"].as_bool().unwrap_or(false),
                    choices: o["choices"]
                        .as_array()
                        .map_or(0, |c| i64::try_from(c.len()).unwrap_or(0)),
                    range: number(&o["min_value"]).zip(number(&o["max_value"])),
                    max_length: o["max_length"]
                        .as_u64()
                        .and_then(|n| usize::try_from(n).ok()),
                    autocomplete: o["autocomplete"].as_bool().unwrap_or(false),
                })
                .collect(),
        })
        .collect()
}

/// What the cases act on: the commands, the channels, Sanctum's messages with buttons
/// and the ids their buttons name.
#[derive(Debug)]
pub struct World {
    /// The registered commands.
    pub commands: Vec<Command>,
    /// The channel with no game in it (a challenge, a tournament's announcement).
    pub general: u64,
    /// The channel of alice and bob's game.
    pub board: u64,
    /// Sanctum's messages with buttons, public and private, as Discord hands them back.
    pub messages: Vec<Value>,
    /// Every button id on them.
    pub ids: Vec<String>,
    /// The challenges, games and tournaments those buttons name.
    pub challenges: Vec<i64>,
    /// See [`World::challenges`].
    pub games: Vec<i64>,
    /// See [`World::challenges`].
    pub tournaments: Vec<i64>,
    /// Today, in days since 1970 (the daily puzzle's button names its day).
    pub today: i64,
}

impl World {
    /// The world the fake shows now: every message of Sanctum's with buttons.
    pub fn seen(fake: &FakeDiscord, commands: Vec<Command>, board: u64) -> World {
        let messages: Vec<Value> = fake
            .messages()
            .into_iter()
            .filter(|m| !bot_testkit::steps::custom_ids(m).is_empty())
            .collect();
        let ids: Vec<String> = messages
            .iter()
            .flat_map(bot_testkit::steps::custom_ids)
            .collect();
        let (mut challenges, mut games, mut tournaments) = (Vec::new(), Vec::new(), Vec::new());
        for action in ids.iter().filter_map(|id| Action::parse(id)) {
            match action {
                Action::AcceptChallenge(c)
                | Action::DeclineChallenge(c)
                | Action::CancelChallenge(c) => challenges.push(c.0),
                Action::JoinTournament(t) | Action::LeaveTournament(t) => tournaments.push(t.0),
                other => games.extend(other.game().map(|g| g.0)),
            }
        }
        for list in [&mut challenges, &mut games, &mut tournaments] {
            list.sort_unstable();
            list.dedup();
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("after 1970")
            .as_secs();
        World {
            commands,
            general: fake.general,
            board,
            messages,
            ids,
            challenges,
            games,
            tournaments,
            today: i64::try_from(now / 86_400).expect("a day number"),
        }
    }
}

/// Who acts: the two players of the game going on, two members who are not in it, and
/// carol again with Manage Server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    Alice,
    Bob,
    Carol,
    Dave,
    Manager,
}

impl Who {
    /// Every actor.
    pub const ALL: [Who; 5] = [Who::Alice, Who::Bob, Who::Carol, Who::Dave, Who::Manager];

    /// The user behind it.
    pub fn user(self) -> FakeUser {
        match self {
            Who::Alice => alice(),
            Who::Bob => bob(),
            Who::Carol => carol(),
            Who::Dave => dave(),
            Who::Manager => manager(),
        }
    }
}

/// Someone a user option names, and what Discord resolved about them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// A member of the server.
    Member(Who),
    /// A Discord user who is not a member.
    Stranger,
    /// Another bot, a member.
    Robot,
    /// An id Discord resolved nothing for.
    Unresolved(u64),
}

const STRANGER: u64 = 100_000_000_000_000_077;
const ROBOT: u64 = 100_000_000_000_000_078;

impl Named {
    /// The name Discord shows for them.
    fn name(&self) -> String {
        match self {
            Named::Member(who) => who.user().name,
            Named::Stranger => "stranger".to_owned(),
            Named::Robot => "robot".to_owned(),
            Named::Unresolved(id) => id.to_string(),
        }
    }

    fn id(&self) -> u64 {
        match self {
            Named::Member(who) => who.user().id,
            Named::Stranger => STRANGER,
            Named::Robot => ROBOT,
            Named::Unresolved(id) => *id,
        }
    }
}

/// One option as sent: Discord's type and a value of that type (JSON that disagrees
/// with its own type is not sent: serenity reads an event whole or not at all, so no
/// handler could answer it, and Discord never sends one), and for a user, who it is.
#[derive(Debug, Clone)]
pub struct Given {
    /// The option's name.
    pub name: String,
    /// The type it is sent as, which may not be the registered one.
    pub kind: u8,
    /// The value.
    pub value: Value,
    /// For a user option, who it names.
    pub named: Option<Named>,
}

/// A message that does not exist: a copy of one of Sanctum's, with an id Discord never
/// gave, maybe in the other channel, maybe posted by another application.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Phantom {
    /// Whether it sits in the game's channel rather than the general one.
    pub in_board: bool,
    /// Whether another application posted it.
    pub foreign: bool,
}

/// Where the ids of messages that do not exist start (the fake's own ids are larger).
const PHANTOMS: u64 = 700_000_000_000_000_000;

/// Whether a REST path names a message that does not exist (one of the copies given
/// a made-up id).
pub fn names_a_phantom(path: &str) -> bool {
    path.rsplit('/')
        .next()
        .and_then(|id| id.parse::<u64>().ok())
        .is_some_and(|id| (PHANTOMS..PHANTOMS + 1_000_000).contains(&id))
}

/// One interaction a client might send, or should never send.
#[derive(Debug, Clone)]
pub enum Case {
    /// `/name` with these options, in a channel.
    Slash {
        /// Who runs it.
        who: Who,
        /// In the game's channel rather than the general one.
        in_board: bool,
        /// The command's name.
        name: String,
        /// Its options.
        options: Vec<Given>,
    },
    /// A press of the button `id` on one of Sanctum's messages, or on a copy of it that
    /// does not exist.
    Press {
        /// Who presses it.
        who: Who,
        /// Which of [`World::messages`].
        on: usize,
        /// A message that does not exist instead.
        phantom: Option<Phantom>,
        /// The button's custom id.
        id: String,
    },
    /// Typing into an option that suggests values.
    Typing {
        /// Who types.
        who: Who,
        /// In the game's channel rather than the general one.
        in_board: bool,
        /// The command.
        name: String,
        /// The option typed into.
        option: String,
        /// What was typed so far.
        typed: String,
    },
}

/// A string shown whole if short, else its start and its length.
fn short(s: &str) -> String {
    if s.chars().count() <= 60 {
        format!("{s:?}")
    } else {
        let start: String = s.chars().take(40).collect();
        format!("{start:?}… ({} chars)", s.chars().count())
    }
}

impl Case {
    /// The case in one line, long strings shortened, for failure messages.
    pub fn show(&self) -> String {
        match self {
            Case::Slash {
                who,
                in_board,
                name,
                options,
            } => {
                let options: Vec<String> = options
                    .iter()
                    .map(|o| {
                        let value = match &o.value {
                            Value::String(s) => short(s),
                            other => other.to_string(),
                        };
                        let named = o
                            .named
                            .as_ref()
                            .map(|n| format!(" {n:?}"))
                            .unwrap_or_default();
                        format!("{}(type {})={value}{named}", short(&o.name), o.kind)
                    })
                    .collect();
                format!(
                    "{who:?} /{} {} in {}",
                    short(name),
                    options.join(" "),
                    if *in_board {
                        "the game's channel"
                    } else {
                        "general"
                    }
                )
            }
            Case::Press {
                who,
                on,
                phantom,
                id,
            } => format!("{who:?} presses {} on message #{on} {phantom:?}", short(id)),
            Case::Typing {
                who,
                name,
                option,
                typed,
                ..
            } => format!("{who:?} types {} into /{name} {option}", short(typed)),
        }
    }

    /// Whether it may reach the service: a command Sanctum's own parser reads, a button
    /// id it reads, or typing (answered with suggestions). Anything else the adapter
    /// answers as unreadable before any handler could change a thing.
    pub fn may_act(&self) -> bool {
        match self {
            Case::Slash { name, options, .. } => service::parse(&invocation(name, options)).is_ok(),
            Case::Press { id, .. } => Action::parse(id).is_some(),
            Case::Typing { .. } => true,
        }
    }

    /// The `kind` label Sanctum counts it under in `sanctum_interactions_total`.
    pub fn kind(&self) -> String {
        match self {
            Case::Slash { name, .. } => service::metrics::command_kind(name).to_owned(),
            Case::Press { id, .. } => service::metrics::button_kind(Action::parse(id)).into_owned(),
            Case::Typing { .. } => "autocomplete".to_owned(),
        }
    }

    /// Sends it through the fake.
    pub fn send(&self, fake: &FakeDiscord, world: &World, serial: u64) -> Sent {
        let channel = |in_board: bool| if in_board { world.board } else { world.general };
        match self {
            Case::Slash {
                who,
                in_board,
                name,
                options,
            } => fake.slash_data(&who.user(), channel(*in_board), slash_data(name, options)),
            Case::Press {
                who,
                on,
                phantom,
                id,
            } => {
                let mut message = world.messages[*on].clone();
                if let Some(p) = phantom {
                    message["id"] = json!((PHANTOMS + serial).to_string());
                    message["channel_id"] = json!(channel(p.in_board).to_string());
                    if p.foreign {
                        let other = 800_000_000_000_000_555_u64;
                        message["author"] =
                            bot_testkit::fake::json::user(other, "another app", true);
                        message["application_id"] = json!(other.to_string());
                    }
                }
                fake.press(&who.user(), &message, id)
            }
            Case::Typing {
                who,
                in_board,
                name,
                option,
                typed,
            } => fake.autocomplete(&who.user(), channel(*in_board), name, option, typed),
        }
    }
}

/// The options as the bot's adapter reads them (`discord::commands::invocation`): a
/// user Discord resolved becomes a mention, one it did not the id as text, and a type
/// the catalogue never registers (mentionable, number) text starting with its name,
/// which every parser of numbers, choices and yes-or-no refuses alike.
fn invocation(name: &str, options: &[Given]) -> service::Invocation {
    let options = options
        .iter()
        .map(|o| {
            let text = |v: &Value| v.as_str().map_or_else(|| v.to_string(), str::to_owned);
            let id = |v: &Value| v.as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
            let value = match (o.kind, &o.value, &o.named) {
                (4, Value::Number(n), _) if n.is_i64() => {
                    service::Value::Integer(n.as_i64().unwrap_or(0))
                }
                (5, Value::Bool(b), _) => service::Value::Bool(*b),
                (6, _, Some(n)) if !matches!(n, Named::Unresolved(_)) => {
                    service::Value::User(service::Mention {
                        user: data::UserId(n.id()),
                        name: n.name(),
                        is_bot: *n == Named::Robot,
                        member: *n != Named::Stranger,
                    })
                }
                (7, v, _) => service::Value::Channel(data::ChannelId(id(v))),
                (8, v, _) => service::Value::Role(data::RoleId(id(v))),
                (3 | 6, v, _) => service::Value::Text(text(v)),
                (kind, v, _) => service::Value::Text(format!("Type{kind}({v})")),
            };
            (o.name.clone(), value)
        })
        .collect();
    service::Invocation {
        command: name.to_owned(),
        options,
    }
}

/// A slash command's `data` as Discord sends it, users resolved as each option says.
fn slash_data(name: &str, options: &[Given]) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for named in options.iter().filter_map(|o| o.named.as_ref()) {
        let (user, member) = match named {
            Named::Member(who) => {
                let u = who.user();
                let mut m = bot_testkit::fake::json::member(&u);
                if let Some(m) = m.as_object_mut() {
                    m.remove("user");
                }
                (bot_testkit::fake::json::user(u.id, &u.name, false), Some(m))
            }
            Named::Stranger => (
                bot_testkit::fake::json::user(STRANGER, "stranger", false),
                None,
            ),
            Named::Robot => (
                bot_testkit::fake::json::user(ROBOT, "robot", true),
                Some(
                    json!({"roles": [], "joined_at": bot_testkit::fake::json::WHEN, "deaf": false, "mute": false, "flags": 0}),
                ),
            ),
            Named::Unresolved(_) => continue,
        };
        let id = named.id().to_string();
        users.insert(id.clone(), user);
        if let Some(m) = member {
            members.insert(id, m);
        }
    }
    let options: Vec<Value> = options
        .iter()
        .map(|o| json!({"name": o.name, "type": o.kind, "value": o.value}))
        .collect();
    json!({
        "id": "700000000000000009", "name": name, "type": 1, "options": options,
        "resolved": {"users": users, "members": members},
    })
}

fn who() -> impl Strategy<Value = Who> {
    prop::sample::select(Who::ALL.to_vec())
}

/// Text a player might well type: moves in every notation Sanctum reads, game numbers
/// (the real ones too), conditional lines, a server's name.
fn plausible_text(world: &World) -> BoxedStrategy<String> {
    let mut pool: Vec<String> = [
        "e4",
        "e5",
        "d4",
        "Nf3",
        "Nc6",
        "e2e4",
        "e7e5",
        "g1f3",
        "O-O",
        "0-0-0",
        "exd5",
        "Qh5",
        "Bc4",
        "Qxf7#",
        "a8=Q",
        "e8q",
        "Ke1",
        "resign",
        "1",
        "#1",
        "2",
        "#2",
        "999",
        "0",
        "e5 Nf3",
        "e4 e5 Nf3 Nc6",
        "Nc6 Bb5 a6",
        "Sanctum test server",
        "another server",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    pool.extend(
        world
            .games
            .iter()
            .flat_map(|g| [g.to_string(), format!("#{g}")]),
    );
    pool.push(GUILD.to_string());
    prop_oneof![4 => prop::sample::select(pool), 1 => "[a-hNBRQKx1-8=+#]{1,8}"].boxed()
}

/// Text no client should send: empty, blank, huge, control characters, unusual
/// Unicode, markup and mentions, injection attempts, anything at all.
fn odd_text(max_length: Option<usize>) -> BoxedStrategy<String> {
    let over = max_length.unwrap_or(100) + 1;
    prop_oneof![
        prop::sample::select(vec![
            String::new(),
            " ".to_owned(),
            "   \t ".to_owned(),
            "\u{0}".to_owned(),
            "e4\u{0}".to_owned(),
            "\r\n".to_owned(),
            "\u{202e}4e".to_owned(),
            "e\u{200b}4".to_owned(),
            "ｅ４".to_owned(),
            "é4".to_owned(),
            "♔♕♖♗♘♙🂡".to_owned(),
            "@everyone".to_owned(),
            "<@&1> <#2> <@3>".to_owned(),
            "**e4** `x` ||y||".to_owned(),
            "'; DROP TABLE games; --".to_owned(),
            "%s%n{0}{}".to_owned(),
            "e4 ".repeat(400),
        ]),
        "a{1,3}".prop_map(move |s| s.repeat(over)),
        "[\\x00-\\x1f\\x7f]{1,20}",
        "\\PC{0,40}",
        ".{0,300}",
        "\\PC{1000,3000}",
    ]
    .boxed()
}

/// A snowflake Discord could send (never 0: serenity refuses the whole event then).
fn snowflake() -> impl Strategy<Value = u64> {
    prop_oneof![1u64..1000, 1u64..=u64::MAX]
}

/// A value of Discord option type `kind`, anything that type can hold.
fn any_of_type(kind: u8, world: &Arc<World>) -> BoxedStrategy<Given> {
    let given = move |value: Value, named: Option<Named>| Given {
        name: String::new(),
        kind,
        value,
        named,
    };
    match kind {
        4 => any::<i64>()
            .prop_map(move |n| given(json!(n), None))
            .boxed(),
        5 => any::<bool>()
            .prop_map(move |b| given(json!(b), None))
            .boxed(),
        6 => named(world, false)
            .prop_map(move |n| given(json!(n.id().to_string()), Some(n)))
            .boxed(),
        7..=9 => snowflake()
            .prop_map(move |id| given(json!(id.to_string()), None))
            .boxed(),
        10 => (-1e12f64..1e12)
            .prop_map(move |x| given(json!(x), None))
            .boxed(),
        _ => prop_oneof![plausible_text(world), odd_text(None)]
            .prop_map(move |s| given(json!(s), None))
            .boxed(),
    }
}

/// Someone a user option names: mostly members, sometimes a stranger, another bot or
/// an id nobody resolved. Never Sanctum itself: a game against Sanctum is answered at
/// once but thinks in the background, and its moves would land in a later case's
/// comparison (games against Sanctum have their own tests).
fn named(world: &Arc<World>, plausible: bool) -> BoxedStrategy<Named> {
    let _ = world;
    let member = prop::sample::select(Who::ALL.to_vec()).prop_map(Named::Member);
    if plausible {
        prop_oneof![6 => member, 1 => Just(Named::Stranger), 1 => Just(Named::Robot)].boxed()
    } else {
        prop_oneof![
            Just(Named::Stranger),
            Just(Named::Robot),
            snowflake()
                .prop_filter("not a known user", |id| !Who::ALL
                    .iter()
                    .any(|w| w.user().id == *id)
                    && *id != APP)
                .prop_map(Named::Unresolved),
        ]
        .boxed()
    }
}

/// A value for `option` as Discord would send it: within its choices, range and length.
fn plausible(option: &Registered, world: &Arc<World>) -> BoxedStrategy<Given> {
    let (name, kind) = (option.name.clone(), option.kind);
    let given = move |value: Value, named: Option<Named>| Given {
        name: name.clone(),
        kind,
        value,
        named,
    };
    match kind {
        4 if option.choices > 0 => (0..option.choices)
            .prop_map(move |i| given(json!(i), None))
            .boxed(),
        4 => {
            let (lo, hi) = option.range.unwrap_or((0, 100));
            (lo..=hi).prop_map(move |n| given(json!(n), None)).boxed()
        }
        5 => any::<bool>()
            .prop_map(move |b| given(json!(b), None))
            .boxed(),
        6 => named(world, true)
            .prop_map(move |n| given(json!(n.id().to_string()), Some(n)))
            .boxed(),
        7 => prop::sample::select(vec![world.general, world.board])
            .prop_map(move |c| given(json!(c.to_string()), None))
            .boxed(),
        8 => prop_oneof![Just(GUILD), snowflake()]
            .prop_map(move |r| given(json!(r.to_string()), None))
            .boxed(),
        10 => (-100f64..100.0)
            .prop_map(move |x| given(json!(x), None))
            .boxed(),
        _ => {
            let max = option.max_length.unwrap_or(usize::MAX);
            plausible_text(world)
                .prop_filter("within the registered length", move |s| {
                    s.chars().count() <= max
                })
                .prop_map(move |s| given(json!(s), None))
                .boxed()
        }
    }
}

/// A value for `option` Discord would never send: of another type, outside its
/// choices or range, over its length, empty, or naming nobody it resolved.
fn odd(option: &Registered, world: &Arc<World>) -> BoxedStrategy<Given> {
    let (name, kind) = (option.name.clone(), option.kind);
    let renamed = {
        let name = name.clone();
        move |mut g: Given| {
            g.name.clone_from(&name);
            g
        }
    };
    let other_types: Vec<u8> = [3u8, 4, 5, 6, 7, 8, 9, 10]
        .into_iter()
        .filter(|k| *k != kind)
        .collect();
    let world2 = world.clone();
    let wrong_type = prop::sample::select(other_types)
        .prop_flat_map(move |k| any_of_type(k, &world2))
        .prop_map(renamed.clone());
    let given = move |value: Value, named: Option<Named>| Given {
        name: name.clone(),
        kind,
        value,
        named,
    };
    if kind == 5 {
        return wrong_type.boxed();
    }
    let same_type: BoxedStrategy<Given> = match kind {
        4 => {
            let (lo, hi) = option.range.unwrap_or((0, (option.choices - 1).max(0)));
            let edges = vec![
                lo.saturating_sub(1),
                hi.saturating_add(1),
                option.choices,
                -1,
                i64::MIN,
                i64::MAX,
            ];
            prop_oneof![prop::sample::select(edges), any::<i64>()]
                .prop_map(move |n| given(json!(n), None))
                .boxed()
        }
        6 => named(world, false)
            .prop_map(move |n| given(json!(n.id().to_string()), Some(n)))
            .boxed(),
        3 => odd_text(option.max_length)
            .prop_map(move |s| given(json!(s), None))
            .boxed(),
        _ => any_of_type(kind, world).prop_map(renamed).boxed(),
    };
    prop_oneof![1 => wrong_type, 2 => same_type].boxed()
}

/// An option name no command has: made up, or a near miss of a real one.
fn unknown_option_name(command: &Command) -> BoxedStrategy<String> {
    let near: Vec<String> = command
        .options
        .iter()
        .flat_map(|o| {
            [
                o.name.to_uppercase(),
                format!("{} ", o.name),
                format!("{}2", o.name),
            ]
        })
        .chain(["option".to_owned(), "game_id".to_owned()])
        .collect();
    let known: Vec<String> = command.options.iter().map(|o| o.name.clone()).collect();
    prop_oneof![prop::sample::select(near), "[a-z_]{1,32}", "\\PC{0,40}"]
        .prop_filter("not a registered option", move |n| !known.contains(n))
        .boxed()
}

/// The options of one registered command: each there or not (a required one mostly
/// there), each value plausible or odd, and now and then an unknown or repeated one.
fn options_of(command: &Command, world: &Arc<World>) -> BoxedStrategy<Vec<Given>> {
    let each: Vec<BoxedStrategy<Option<Given>>> = command
        .options
        .iter()
        .map(|o| {
            let value = prop_oneof![3 => plausible(o, world), 1 => odd(o, world)];
            prop::option::weighted(if o.required { 0.9 } else { 0.35 }, value).boxed()
        })
        .collect();
    let world2 = world.clone();
    let extra = (unknown_option_name(command), 3u8..=10)
        .prop_flat_map(move |(name, kind)| {
            any_of_type(kind, &world2).prop_map(move |mut g| {
                g.name.clone_from(&name);
                g
            })
        })
        .boxed();
    let repeated: BoxedStrategy<Given> = if command.options.is_empty() {
        extra.clone()
    } else {
        let world3 = world.clone();
        prop::sample::select(command.options.clone())
            .prop_flat_map(move |o| plausible(&o, &world3))
            .boxed()
    };
    let extras = prop::collection::vec(prop_oneof![3 => extra, 1 => repeated], 0..=1);
    (each, prop::option::weighted(0.15, extras))
        .prop_map(|(each, extras)| {
            let mut all: Vec<Given> = each.into_iter().flatten().collect();
            all.extend(extras.into_iter().flatten());
            all
        })
        .boxed()
}

/// A command name nobody registered: made up, or a near miss of a real one.
fn unknown_command_name(world: &World) -> BoxedStrategy<String> {
    let real: Vec<String> = world.commands.iter().map(|c| c.name.clone()).collect();
    let near: Vec<String> = real
        .iter()
        .flat_map(|n| [format!("{n}s"), format!("sanctum-{n}"), format!(" {n}")])
        .chain(["nosuchcommand".to_owned(), String::new()])
        .collect();
    prop_oneof![prop::sample::select(near), "[a-z_-]{1,32}", "\\PC{0,40}"]
        .prop_filter("not a registered command", move |n| !real.contains(n))
        .boxed()
}

fn slash(world: &Arc<World>) -> BoxedStrategy<Case> {
    let registered: Vec<BoxedStrategy<(String, Vec<Given>)>> = world
        .commands
        .iter()
        .map(|c| {
            let name = c.name.clone();
            options_of(c, world)
                .prop_map(move |o| (name.clone(), o))
                .boxed()
        })
        .collect();
    let world2 = world.clone();
    let unknown = (unknown_command_name(world), 3u8..=10)
        .prop_flat_map(move |(name, kind)| {
            let name2 = name.clone();
            prop::collection::vec(
                any_of_type(kind, &world2).prop_map(move |mut g| {
                    g.name.clone_from(&name2);
                    g
                }),
                0..2,
            )
            .prop_map(move |o| (name.clone(), o))
        })
        .boxed();
    let command = prop_oneof![12 => Union::new(registered), 1 => unknown];
    (who(), any::<bool>(), command)
        .prop_map(|(who, in_board, (name, options))| Case::Slash {
            who,
            in_board,
            name,
            options,
        })
        .boxed()
}

/// An id of a challenge, game, tournament or match: one of the table's, or one that
/// names nothing.
fn id_from(real: &[i64]) -> BoxedStrategy<i64> {
    let odd = prop_oneof![
        prop::sample::select(vec![0, -1, 999_999, i64::MAX, i64::MIN]),
        any::<i64>(),
        1i64..50
    ];
    if real.is_empty() {
        odd.boxed()
    } else {
        let near: Vec<i64> = real.iter().flat_map(|r| [*r, r + 1, r - 1]).collect();
        prop_oneof![3 => prop::sample::select(real.to_vec()), 1 => prop::sample::select(near), 1 => odd]
            .boxed()
    }
}

/// The strategies for every button action, indexed by [`action_index`].
fn actions(world: &World) -> Vec<BoxedStrategy<Action>> {
    let challenge = id_from(&world.challenges).prop_map(ChallengeId);
    let game = id_from(&world.games).prop_map(GameId);
    let tournament = id_from(&world.tournaments).prop_map(TournamentId);
    let matches = id_from(&[]).prop_map(MatchId);
    let variant = prop::sample::select(rules::Variant::ALL.to_vec());
    let today = world.today;
    let day = prop_oneof![
        3 => (-2i64..=2).prop_map(move |d| today + d),
        1 => any::<i64>()
    ];
    let uci = prop::sample::select(vec!["e2e4", "d7d5", "g1f3", "e7e8q", "a1a1", "h2h1n"])
        .prop_map(|m| UciMove::parse(m).expect("a move"));
    let g = || game.clone();
    let c = || challenge.clone();
    let t = || tournament.clone();
    let m = || matches.clone();
    let all: Vec<BoxedStrategy<Action>> = vec![
        c().prop_map(Action::AcceptChallenge).boxed(),
        c().prop_map(Action::DeclineChallenge).boxed(),
        c().prop_map(Action::CancelChallenge).boxed(),
        g().prop_map(Action::ConfirmResign).boxed(),
        g().prop_map(Action::AcceptDraw).boxed(),
        g().prop_map(Action::DeclineDraw).boxed(),
        variant.clone().prop_map(Action::NextPuzzle).boxed(),
        Just(Action::GiveUpPuzzle).boxed(),
        day.prop_map(Action::DailyPuzzle).boxed(),
        variant.clone().prop_map(Action::NextLesson).boxed(),
        t().prop_map(Action::JoinTournament).boxed(),
        t().prop_map(Action::LeaveTournament).boxed(),
        g().prop_map(Action::AcceptTakeback).boxed(),
        g().prop_map(Action::DeclineTakeback).boxed(),
        g().prop_map(Action::Rematch).boxed(),
        g().prop_map(Action::Review).boxed(),
        (g(), 0u32..6, uci)
            .prop_map(|(game, ply, mv)| Action::ConfirmMove { game, ply, mv })
            .boxed(),
        g().prop_map(Action::CancelMove).boxed(),
        g().prop_map(Action::JoinTeam).boxed(),
        m().prop_map(Action::AcceptMatch).boxed(),
        m().prop_map(Action::DeclineMatch).boxed(),
        m().prop_map(Action::JoinMatch).boxed(),
        m().prop_map(Action::LeaveMatch).boxed(),
        m().prop_map(Action::RefuseMatches).boxed(),
        variant.clone().prop_map(Action::NextRunPuzzle).boxed(),
    ];
    assert_eq!(all.len(), ACTIONS, "one strategy for every action");
    all
}

/// How many kinds of button there are.
pub const ACTIONS: usize = 25;

/// Where `action` stands in [`actions`]. A match with no catch-all: a new kind of
/// button does not compile until the test draws it too.
pub const fn action_index(action: Action) -> usize {
    match action {
        Action::AcceptChallenge(_) => 0,
        Action::DeclineChallenge(_) => 1,
        Action::CancelChallenge(_) => 2,
        Action::ConfirmResign(_) => 3,
        Action::AcceptDraw(_) => 4,
        Action::DeclineDraw(_) => 5,
        Action::NextPuzzle(_) => 6,
        Action::GiveUpPuzzle => 7,
        Action::DailyPuzzle(_) => 8,
        Action::NextLesson(_) => 9,
        Action::JoinTournament(_) => 10,
        Action::LeaveTournament(_) => 11,
        Action::AcceptTakeback(_) => 12,
        Action::DeclineTakeback(_) => 13,
        Action::Rematch(_) => 14,
        Action::Review(_) => 15,
        Action::ConfirmMove { .. } => 16,
        Action::CancelMove(_) => 17,
        Action::JoinTeam(_) => 18,
        Action::AcceptMatch(_) => 19,
        Action::DeclineMatch(_) => 20,
        Action::JoinMatch(_) => 21,
        Action::LeaveMatch(_) => 22,
        Action::RefuseMatches(_) => 23,
        Action::NextRunPuzzle(_) => 24,
    }
}

/// One of each button action, naming the table's first challenge, game and tournament
/// (or a number when there is none): the verbs every run must reach.
pub fn one_of_each_action(world: &World) -> Vec<Action> {
    let first = |ids: &[i64]| ids.first().copied().unwrap_or(1);
    let challenge = ChallengeId(first(&world.challenges));
    let game = GameId(first(&world.games));
    let tournament = TournamentId(first(&world.tournaments));
    let matched = MatchId(1);
    let mv = UciMove::parse("e2e4").expect("a move");
    let variant = rules::Variant::Chess;
    let all = vec![
        Action::AcceptChallenge(challenge),
        Action::DeclineChallenge(challenge),
        Action::CancelChallenge(challenge),
        Action::ConfirmResign(game),
        Action::AcceptDraw(game),
        Action::DeclineDraw(game),
        Action::NextPuzzle(variant),
        Action::GiveUpPuzzle,
        Action::DailyPuzzle(world.today),
        Action::NextLesson(variant),
        Action::JoinTournament(tournament),
        Action::LeaveTournament(tournament),
        Action::AcceptTakeback(game),
        Action::DeclineTakeback(game),
        Action::Rematch(game),
        Action::Review(game),
        Action::ConfirmMove { game, ply: 2, mv },
        Action::CancelMove(game),
        Action::JoinTeam(game),
        Action::AcceptMatch(matched),
        Action::DeclineMatch(matched),
        Action::JoinMatch(matched),
        Action::LeaveMatch(matched),
        Action::RefuseMatches(matched),
        Action::NextRunPuzzle(variant),
    ];
    assert!(
        all.iter().enumerate().all(|(i, a)| action_index(*a) == i) && all.len() == ACTIONS,
        "one of each action, in order"
    );
    all
}

/// A button id Sanctum's own ids were damaged into: cut, extended, renumbered,
/// re-cased, or not Sanctum's at all.
fn damaged(real: String) -> BoxedStrategy<String> {
    let cuts = prop::sample::select(vec![
        "cut", "extra", "letters", "huge", "upper", "space", "double", "sign", "empty-id", "float",
    ]);
    cuts.prop_map(move |how| {
        let (head, tail) = real.rsplit_once(':').unwrap_or((&real, ""));
        match how {
            "cut" => real[..real.len().saturating_sub(1)].to_owned(),
            "extra" => format!("{real}:1"),
            "letters" => format!("{head}:abc"),
            "huge" => format!("{head}:18446744073709551616"),
            "upper" => real.to_uppercase(),
            "space" => format!("{head}: {tail}"),
            "double" => format!("sanctum:{real}"),
            "sign" => format!("{head}:+{tail}"),
            "empty-id" => format!("{head}:"),
            _ => format!("{head}:{tail}.0"),
        }
    })
    .boxed()
}

fn button_id(world: &World) -> BoxedStrategy<String> {
    let real = prop::sample::select(world.ids.clone());
    prop_oneof![
        3 => real.clone(),
        6 => Union::new(actions(world)).prop_map(Action::custom_id),
        2 => real.prop_flat_map(damaged),
        1 => prop::sample::select(vec![
            String::new(),
            "other-app:thing".to_owned(),
            "sanctum:".to_owned(),
            "sanctum:accept".to_owned(),
            "sanctum:move-yes:1:0".to_owned(),
            "sanctum:puzzle-give-up:1".to_owned(),
            "sanctum:lesson-next:checkers".to_owned(),
            "x".repeat(100),
        ]),
        1 => "sanctum:[a-z-]{0,16}:[0-9a-z:-]{0,24}",
        1 => ".{0,120}",
    ]
    .boxed()
}

fn press(world: &Arc<World>) -> BoxedStrategy<Case> {
    let phantom = prop::option::weighted(
        0.3,
        (any::<bool>(), any::<bool>())
            .prop_map(|(in_board, foreign)| Phantom { in_board, foreign }),
    );
    (who(), 0..world.messages.len(), phantom, button_id(world))
        .prop_map(|(who, on, phantom, id)| Case::Press {
            who,
            on,
            phantom,
            id,
        })
        .boxed()
}

fn typing(world: &Arc<World>) -> BoxedStrategy<Case> {
    let suggesting: Vec<(String, String)> = world
        .commands
        .iter()
        .flat_map(|c| {
            c.options
                .iter()
                .filter(|o| o.autocomplete)
                .map(|o| (c.name.clone(), o.name.clone()))
        })
        .collect();
    let typed = prop_oneof![3 => plausible_text(world), 1 => odd_text(Some(16))];
    (
        who(),
        any::<bool>(),
        prop::sample::select(suggesting),
        typed,
    )
        .prop_map(|(who, in_board, (name, option), typed)| Case::Typing {
            who,
            in_board,
            name,
            option,
            typed,
        })
        .boxed()
}

/// Any case: mostly commands and buttons, some typing.
pub fn case(world: &Arc<World>) -> BoxedStrategy<Case> {
    prop_oneof![10 => slash(world), 8 => press(world), 1 => typing(world)].boxed()
}

/// One case per registered command, every required option given a value Discord could
/// send (the first choice, the lowest number, a member, a move), by carol in the game's
/// channel; and one press per button action, by carol on Sanctum's first message.
/// Each reaches its handler, whatever the random cases happen to draw.
pub fn one_of_each(world: &World) -> Vec<Case> {
    let commands = world.commands.iter().map(|c| {
        let options = c
            .options
            .iter()
            .filter(|o| o.required)
            .map(|o| {
                let (value, named) = match o.kind {
                    4 => (json!(o.range.map_or(0, |r| r.0)), None),
                    5 => (json!(true), None),
                    6 => (json!(dave().id.to_string()), Some(Named::Member(Who::Dave))),
                    7 => (json!(world.general.to_string()), None),
                    8 => (json!(GUILD.to_string()), None),
                    _ => (json!("e4"), None),
                };
                Given {
                    name: o.name.clone(),
                    kind: o.kind,
                    value,
                    named,
                }
            })
            .collect();
        Case::Slash {
            who: Who::Carol,
            in_board: true,
            name: c.name.clone(),
            options,
        }
    });
    let presses = one_of_each_action(world).into_iter().map(|a| Case::Press {
        who: Who::Carol,
        on: 0,
        phantom: None,
        id: a.custom_id(),
    });
    commands.chain(presses).collect()
}
