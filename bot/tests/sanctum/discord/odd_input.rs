//! Input a normal Discord client rarely sends, through the loopback fake Discord and
//! the real serenity client: stale, damaged and foreign button ids, challenges to
//! people outside the server, a nickname full of markdown, and hundreds of random
//! interactions drawn from the commands the real binary registered and the buttons it
//! really makes. Every interaction is answered (privately when it is a refusal), the
//! bot stays up, refusals change nothing in the database, and a name shows as typed.

mod cases;

use crate::discord::support::*;
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::fake::{FakeDiscord, FakeUser, PATIENCE, Sent};
use bot_testkit::scrape::{Samples, free_address, get};
use cases::{Case, World};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The challenge message alice posts to bob in the general channel.
async fn a_challenge(fake: &FakeDiscord) -> Value {
    challenge(fake, &alice(), &bob(), 0).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stale_and_damaged_buttons_are_answered_privately() {
    let (fake, bot, _dir, _clock) = start().await;
    let offer = a_challenge(&fake).await;

    // Names a challenge that does not exist (an older backup restored).
    let call = answered(&fake, &fake.press(&bob(), &offer, "sanctum:accept:999999")).await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("That challenge no longer exists"),
        "{}",
        call.json
    );
    // Names a game that does not exist.
    let call = answered(&fake, &fake.press(&bob(), &offer, "sanctum:resign:424242")).await;
    assert!(
        content(&call).contains("That game no longer exists"),
        "{}",
        call.json
    );

    // Ids Sanctum cannot read at all: answered, never left to time out.
    for id in [
        "sanctum:accept:abc",
        "sanctum:accept:1:extra",
        "other-app:thing",
        "",
    ] {
        let call = answered(&fake, &fake.press(&carol(), &offer, id)).await;
        assert!(is_ephemeral(&call), "{id}: {}", call.json);
        assert!(
            content(&call).contains("This button no longer works"),
            "{id}: {}",
            call.json
        );
    }
    // Sanctum's own damaged buttons are redrawn disabled.
    let message_id = offer["id"].as_str().expect("id").to_owned();
    let edit = fake
        .wait_for("the dead buttons disabled", |c| {
            c.method == "PATCH" && c.path.ends_with(&format!("/messages/{message_id}"))
        })
        .await;
    let disabled = edit.json["components"][0]["components"]
        .as_array()
        .is_some_and(|b| !b.is_empty() && b.iter().all(|b| b["disabled"] == json!(true)));
    assert!(disabled, "{}", edit.json);
    assert!(fake.calls().iter().all(|c| c.status < 400));
    bot.stop().await.expect("clean shutdown");
}

/// `/challenge` data naming `opponent`, with or without their member object.
fn challenge_data(opponent: &FakeUser, bot: bool, member: bool) -> Value {
    let mut members = serde_json::Map::new();
    if member {
        members.insert(opponent.id.to_string(), json!({"roles": [], "joined_at": "2026-01-01T00:00:00Z", "deaf": false, "mute": false, "flags": 0}));
    }
    json!({
        "id": "700000000000000001", "name": "challenge", "type": 1,
        "options": [
            {"name": "opponent", "type": 6, "value": opponent.id.to_string()},
            {"name": "variant", "type": 4, "value": 0},
        ],
        "resolved": {
            "users": {opponent.id.to_string(): {
                "id": opponent.id.to_string(), "username": opponent.name, "discriminator": "0",
                "global_name": opponent.name, "avatar": null, "bot": bot,
            }},
            "members": members,
        },
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_to_strangers_and_other_bots_are_refused_privately() {
    let (fake, bot, _dir, _clock) = start().await;
    let stranger = FakeUser::new(100_000_000_000_000_077, "stranger");
    let call = answered(
        &fake,
        &fake.slash_data(
            &alice(),
            fake.general,
            challenge_data(&stranger, false, false),
        ),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(
        content(&call).contains("isn't a member of this server"),
        "{}",
        call.json
    );

    let robot = FakeUser::new(100_000_000_000_000_078, "robot");
    let call = answered(
        &fake,
        &fake.slash_data(&alice(), fake.general, challenge_data(&robot, true, true)),
    )
    .await;
    assert!(is_ephemeral(&call), "{}", call.json);
    assert!(content(&call).contains("Bots can't play"), "{}", call.json);

    // Nothing was posted in the channel: no challenge message with buttons.
    assert!(
        fake.messages()
            .iter()
            .all(|m| m["components"].as_array().is_none_or(Vec::is_empty)),
        "a refused challenge left a message"
    );
    bot.stop().await.expect("clean shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nickname_full_of_markdown_is_shown_as_typed_and_pings_nobody() {
    let (fake, bot, _dir, _clock) = start().await;
    let name = "[free nitro](https://example.com) @everyone <@&1> ||x||";
    let mallory = FakeUser::new(100_000_000_000_000_079, name);
    start_game(&fake, &alice(), &mallory, 0).await;

    let call = slash(&fake, &alice(), fake.general, "board", json!([])).await;
    assert!(!is_ephemeral(&call), "{}", call.json);
    let text = content(&call);
    assert!(
        text.contains(
            "alice (White) vs \\[free nitro\\](https\\://example.com) \\@everyone \\<@&1> \\|\\|x\\|\\| (Black)"
        ),
        "{text}"
    );
    let mentions = &data(&call)["allowed_mentions"];
    for kind in ["parse", "users", "roles"] {
        assert_eq!(mentions[kind], json!([]), "{}", call.json);
    }
    bot.stop().await.expect("clean shutdown");
}

/// Random cases drawn beyond one of each command and button.
const DRAWN: usize = 750;
/// Cases in flight at once: one that may act, with others Sanctum cannot read. Each is
/// of a different kind, so that Sanctum's own count of how each interaction ended
/// (`sanctum_interactions_total`, by kind and outcome) names every case's outcome.
const ROUND: usize = 8;
/// Discord's window for an interaction's first answer: after it the player reads
/// "This interaction failed".
const WINDOW: Duration = Duration::from_secs(3);

/// The real binary against the fake, sent hundreds of interactions drawn from what it
/// registered and the buttons it really makes (see [`cases`]), a round of them at a
/// time. Every one is answered within Discord's window and without Discord refusing the
/// answer; the process stays up and never panics; a refusal, or anything the bot could
/// not read, is answered privately in plain words and leaves every table as it was.
///
/// Some drawn cases are valid and change things (bob accepts the real challenge,
/// carol changes her board's theme, the manager a setting). The line is drawn by the
/// bot's own verdict: a case it counts `ok` may change the database; one it counts
/// `refused` or `unreadable` may not. So that every change is the doing of one known
/// case, a round holds one case that may act (Sanctum's own parsers read it) and
/// otherwise only cases they cannot read, sent at once; the database is compared after
/// each round. Only Sanctum is never named as an opponent (see [`cases`]), so no game
/// against it thinks in the background between two comparisons.
///
/// The cases are drawn with proptest's strategies and runner but not shrunk (each case
/// meets the state the earlier ones left); a failure names the seed to draw them again.
#[test]
fn interactions_drawn_from_the_registry_are_answered_and_refusals_change_nothing() {
    let started = Instant::now();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("sanctum.db");
        let http = free_address();
        // The scheduler's work (deadlines, old buttons forgotten) is no case's doing: its
        // regular round comes at the start only, and every deadline a case can set is
        // hours away.
        let how = Launch {
            metrics_http: Some(http),
            tick: Some(3600.0),
            ..Launch::default()
        };
        let mut bot = crate::discord::binary::launch(&fake, &db, &how).await;
        let (world, setup) = set_up(&fake, &db).await;
        let world = Arc::new(world);
        let (seed, drawn) = draw(&world);
        let mut run = Run::new(&fake, &world, http, db.clone(), seed, setup).await;
        let cases: VecDeque<Case> = cases::one_of_each(&world)
            .into_iter()
            .chain(drawn)
            .collect();
        run.all(&mut bot, cases).await;

        // Nothing changes afterwards either, and a real command still works.
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = state(&db).await;
        let (gone, added) = bot_testkit::table::changed_rows(&run.state, &now);
        assert!(
            gone.is_empty() && added.is_empty(),
            "the database changed after the last case:\ngone: {gone:#?}\nadded: {added:#?}"
        );
        let call = slash(&fake, &alice(), fake.general, "help", json!([])).await;
        assert!(
            call.json["data"]["embeds"][0]["description"]
                .as_str()
                .is_some_and(|help| help.contains("Sanctum")),
            "{}",
            call.json
        );
        // Discord turned nothing away but the greying out of buttons on messages that
        // do not exist (and the reading back of such a card to find its buttons) and
        // posts in channels that do not exist (a setting may name one: Sanctum learns
        // it is gone only by trying, and says so), and Sanctum met no error of its own.
        let refused: Vec<String> = fake
            .calls()
            .iter()
            .filter(|c| c.status >= 400)
            .filter(|c| {
                let expected = c.status == 404
                    && ((c.method == "PATCH" || c.method == "GET")
                        && cases::names_a_phantom(&c.path)
                        || c.method == "POST" && names_no_channel(&fake, &c.path));
                !expected
            })
            .map(|c| format!("{} {} -> {} {}", c.method, c.path, c.status, c.json))
            .collect();
        assert!(refused.is_empty(), "Discord refused: {refused:#?}");
        run.report(started.elapsed());
        crate::discord::binary::stop_cleanly(&mut bot).await;
        let stderr = bot.stderr();
        assert!(!stderr.contains("panicked"), "{stderr}");
        let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(" ERROR ")).collect();
        assert!(errors.is_empty(), "{errors:#?}");
    });
}

/// Whether a REST path posts into a channel the fake Discord does not have.
fn names_no_channel(fake: &FakeDiscord, path: &str) -> bool {
    match path.split('/').collect::<Vec<_>>()[..] {
        ["", "channels", c, "messages"] => c.parse().is_ok_and(|c| fake.channel(c).is_none()),
        _ => false,
    }
}

/// The table the cases act on, set up through the bot: everyone known by name; alice's
/// challenge to bob in the general channel; alice and bob's game in a channel of its
/// own, two moves in, with alice's draw offer and bob's resignation question (private)
/// waiting; a tournament announced; a puzzle and a lesson open. Returns the world and
/// how many interactions that took.
async fn set_up(fake: &FakeDiscord, db: &Path) -> (World, u64) {
    let general = fake.general;
    let mut asked = 0;
    for who in [alice(), bob(), carol(), dave()] {
        slash(fake, &who, general, "help", json!([])).await;
        asked += 1;
    }
    challenge(fake, &alice(), &bob(), 0).await;
    let (board, _) = games_in_new_channels(fake, db, 1)[0];
    play(fake, &alice(), board, "e4").await;
    play(fake, &bob(), board, "e5").await;
    slash(fake, &alice(), board, "draw", json!([])).await;
    slash(fake, &bob(), board, "resign", json!([])).await;
    let create = json!([option("action", 4, json!(0))]);
    slash(fake, &manager(), general, "tournament", create).await;
    slash(fake, &dave(), general, "puzzle", json!([])).await;
    slash(fake, &carol(), general, "learn", json!([])).await;
    asked += 8;
    let world = World::seen(fake, cases::registered(fake), board);
    assert!(
        !world.challenges.is_empty() && !world.games.is_empty(),
        "the table has a challenge and a game: {:?}",
        world.ids
    );
    (world, asked)
}

/// The seed (`PROPTEST_RNG_SEED` if set, else a new one) and the cases it draws.
fn draw(world: &Arc<World>) -> (u64, Vec<Case>) {
    let seed = std::env::var("PROPTEST_RNG_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default();
            now.as_secs() ^ u64::from(now.subsec_nanos()) ^ u64::from(std::process::id())
        });
    let config = ProptestConfig {
        rng_seed: proptest::test_runner::RngSeed::Fixed(seed),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    let mut runner = proptest::test_runner::TestRunner::new(config);
    let strategy = cases::case(world);
    let drawn = (0..DRAWN)
        .map(|_| strategy.new_tree(&mut runner).expect("a case").current())
        .collect();
    (seed, drawn)
}

/// What came back for one kind of interaction.
#[derive(Debug, Default)]
struct Tally {
    sent: usize,
    /// How many ended each way (`ok`, `refused`, `unreadable`).
    ended: BTreeMap<String, usize>,
    /// The different answers, numbers and quoted input left out.
    answers: BTreeSet<String>,
}

impl Tally {
    /// Whether a handler answered it at least once (it ran, and refused or acted).
    fn reached(&self) -> bool {
        self.ended.contains_key("ok") || self.ended.contains_key("refused")
    }
}

/// The run: what the bot has counted so far, the database as it must still be, and
/// what came back.
struct Run<'a> {
    fake: &'a FakeDiscord,
    world: &'a World,
    http: SocketAddr,
    db: PathBuf,
    seed: u64,
    /// `sanctum_interactions_total` by `kind,outcome`, as last read.
    counts: BTreeMap<String, u64>,
    total: u64,
    /// Every table but `interactions`, as it must be.
    state: String,
    tally: BTreeMap<String, Tally>,
    serial: u64,
    sent: usize,
}

impl<'a> Run<'a> {
    async fn new(
        fake: &'a FakeDiscord,
        world: &'a World,
        http: SocketAddr,
        db: PathBuf,
        seed: u64,
        setup: u64,
    ) -> Run<'a> {
        let mut run = Run {
            fake,
            world,
            http,
            db,
            seed,
            counts: BTreeMap::new(),
            total: setup,
            state: String::new(),
            tally: BTreeMap::new(),
            serial: 0,
            sent: 0,
        };
        run.counts = run.counts_after(setup).await;
        run.state = state(&run.db).await;
        run
    }

    /// How to draw these cases again.
    fn again(&self) -> String {
        format!(
            "(seed {0}: PROPTEST_RNG_SEED={0} draws the same cases)",
            self.seed
        )
    }

    /// Sanctum's counts once they add up to `total`.
    async fn counts_after(&self, total: u64) -> BTreeMap<String, u64> {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let (status, body) = get(self.http, "/metrics").await.expect("/metrics answers");
            assert_eq!(status, 200, "{body}");
            let counts =
                Samples::parse(&body).counts(service::metrics::INTERACTIONS, &["kind", "outcome"]);
            let sum: u64 = counts.values().sum();
            if sum >= total {
                assert_eq!(
                    sum, total,
                    "more interactions counted than sent: {counts:?}"
                );
                return counts;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "Sanctum counted {sum} interactions of {total}: {counts:?} {}",
                self.again()
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Sends every case, a round at a time.
    async fn all(&mut self, bot: &mut Sanctum, mut pending: VecDeque<Case>) {
        loop {
            let round = next_round(&mut pending);
            if round.is_empty() {
                return;
            }
            self.round(bot, &round).await;
        }
    }

    /// Sends `cases` at once and checks everything about them.
    async fn round(&mut self, bot: &mut Sanctum, cases: &[Case]) {
        let sent: Vec<Sent> = cases
            .iter()
            .map(|c| {
                self.serial += 1;
                c.send(self.fake, self.world, self.serial)
            })
            .collect();
        self.sent += cases.len();
        for (case, s) in cases.iter().zip(&sent) {
            let answer = self.fake.answered_within(s, PATIENCE).await;
            let Some((status, took)) = answer else {
                panic!("{} was never answered {}", case.show(), self.again());
            };
            assert!(
                took <= WINDOW,
                "{} was answered after {took:?} {}",
                case.show(),
                self.again()
            );
            assert!(
                status < 400,
                "Discord refused the answer to {} ({status}) {}",
                case.show(),
                self.again()
            );
        }
        self.total += cases.len() as u64;
        let counts = self.counts_after(self.total).await;
        let mut carried_out = false;
        for (case, s) in cases.iter().zip(&sent) {
            let outcome = self.outcome(&counts, case);
            assert!(
                case.may_act() || outcome == "unreadable",
                "{} was counted {outcome}, though Sanctum's parsers cannot read it: the test reads the payload differently from the bot {}",
                case.show(),
                self.again()
            );
            let (text, private) = answer_of(self.fake, s);
            let tally = self.tally.entry(case.kind()).or_default();
            tally.sent += 1;
            *tally.ended.entry(outcome.clone()).or_default() += 1;
            tally.answers.insert(shape(&text));
            match (case, outcome.as_str()) {
                (Case::Typing { .. }, "ok") => {}
                (Case::Slash { .. } | Case::Press { .. }, "ok") => carried_out = true,
                (Case::Slash { .. } | Case::Press { .. }, "refused" | "unreadable") => {
                    assert!(
                        private,
                        "{} was refused in public: {text:?} {}",
                        case.show(),
                        self.again()
                    );
                    if let Some(why) = unclear(&text) {
                        panic!(
                            "{} was refused unclearly ({why}): {text:?} {}",
                            case.show(),
                            self.again()
                        );
                    }
                }
                (_, other) => panic!("{} ended {other}: {text:?} {}", case.show(), self.again()),
            }
        }
        self.counts = counts;
        if let Some(status) = bot.exited_within(Duration::ZERO).await {
            panic!(
                "sanctum exited ({status:?}) after {}; stderr:\n{}",
                shown(cases),
                bot.stderr()
            );
        }
        let stderr = bot.stderr();
        assert!(
            !stderr.contains("panicked"),
            "sanctum panicked after {} {}; stderr:\n{stderr}",
            shown(cases),
            self.again()
        );
        let now = state(&self.db).await;
        if now == self.state {
            return;
        }
        {
            let (gone, added) = bot_testkit::table::changed_rows(&self.state, &now);
            assert!(
                carried_out,
                "nothing was carried out, yet the database changed: {} {}\ngone: {gone:#?}\nadded: {added:#?}",
                shown(cases),
                self.again()
            );
        }
        // What was carried out may leave chores (greying out a closed offer's buttons
        // forgets where they were posted): the next round is compared with the
        // database once they have run.
        self.state = settled_state(&self.db, now).await;
    }

    /// How the bot counted `case`: the one outcome its kind gained this round.
    fn outcome(&self, counts: &BTreeMap<String, u64>, case: &Case) -> String {
        let kind = case.kind();
        let gained: Vec<(&str, u64)> = counts
            .iter()
            .filter_map(|(key, n)| {
                let (k, outcome) = key.rsplit_once(',')?;
                let before = self.counts.get(key).copied().unwrap_or(0);
                (k == kind && *n > before).then_some((outcome, n - before))
            })
            .collect();
        match gained.as_slice() {
            [(outcome, 1)] => (*outcome).to_owned(),
            other => panic!(
                "{} ({kind}) was counted {other:?} {}",
                case.show(),
                self.again()
            ),
        }
    }

    /// Prints what the run reached and checks it reached every command and button.
    fn report(&self, took: Duration) {
        let commands: Vec<String> = self
            .world
            .commands
            .iter()
            .map(|c| service::metrics::command_kind(&c.name).to_owned())
            .collect();
        let buttons: Vec<String> = cases::one_of_each_action(self.world)
            .into_iter()
            .map(|a| service::metrics::button_kind(Some(a)).into_owned())
            .collect();
        println!(
            "{:<24} {:>5} {:>5} {:>8} {:>10} {:>8}",
            "kind", "sent", "ok", "refused", "unreadable", "answers"
        );
        for (kind, t) in &self.tally {
            let n = |o: &str| t.ended.get(o).copied().unwrap_or(0);
            println!(
                "{kind:<24} {:>5} {:>5} {:>8} {:>10} {:>8}",
                t.sent,
                n("ok"),
                n("refused"),
                n("unreadable"),
                t.answers.len()
            );
        }
        for (kind, t) in &self.tally {
            println!("{kind}:");
            for answer in &t.answers {
                println!("    {answer}");
            }
        }
        let reached = |kinds: &[String]| -> Vec<String> {
            kinds
                .iter()
                .filter(|k| !self.tally.get(*k).is_some_and(Tally::reached))
                .cloned()
                .collect()
        };
        let (missed_commands, missed_buttons) = (reached(&commands), reached(&buttons));
        let answers: usize = self.tally.values().map(|t| t.answers.len()).sum();
        println!(
            "{} cases in {took:.1?}: a handler answered {} of {} commands and {} of {} button actions; {answers} different answers {}",
            self.sent,
            commands.len() - missed_commands.len(),
            commands.len(),
            buttons.len() - missed_buttons.len(),
            buttons.len(),
            self.again()
        );
        assert!(
            missed_commands.is_empty() && missed_buttons.is_empty(),
            "no handler answered {missed_commands:?} {missed_buttons:?}"
        );
        assert!(self.sent >= 500, "only {} cases", self.sent);
    }
}

/// The next round: the first pending case, and after it up to [`ROUND`] in all, in
/// order, no two of the same kind and none but one that may act.
fn next_round(pending: &mut VecDeque<Case>) -> Vec<Case> {
    let mut kinds = BTreeSet::new();
    let mut acting = false;
    let mut round = Vec::new();
    let mut skipped = Vec::new();
    while round.len() < ROUND {
        let Some(case) = pending.pop_front() else {
            break;
        };
        let acts = case.may_act();
        if !(acting && acts) && kinds.insert(case.kind()) {
            acting |= acts;
            round.push(case);
        } else {
            skipped.push(case);
        }
    }
    for case in skipped.into_iter().rev() {
        pending.push_front(case);
    }
    round
}

fn shown(cases: &[Case]) -> String {
    let lines: Vec<String> = cases.iter().map(|c| format!("\n  {}", c.show())).collect();
    lines.concat()
}

/// The text of the interaction's answer (its first message, or the follow-up after an
/// acknowledgement) and whether only its user sees it.
fn answer_of(fake: &FakeDiscord, sent: &Sent) -> (String, bool) {
    let read = |m: &Value| {
        let text = [
            &m["content"],
            &m["embeds"][0]["description"],
            &m["embeds"][0]["title"],
        ]
        .into_iter()
        .find_map(|t| t.as_str().filter(|t| !t.is_empty()))
        .unwrap_or_default()
        .to_owned();
        (text, m["flags"].as_u64().is_some_and(|f| f & 64 != 0))
    };
    let thinking = |m: &Value| m["flags"].as_u64().is_some_and(|f| f & 128 != 0);
    if let Some(first) = fake.original(sent).filter(|m| !thinking(m)) {
        return read(&first);
    }
    fake.calls()
        .iter()
        .find(|c| {
            c.method == "POST" && c.path.starts_with("/webhooks/") && c.path.ends_with(&sent.token)
        })
        .map(|c| read(&c.json))
        .unwrap_or_default()
}

/// Why a refusal's text is not plain words for a player, if it is not.
fn unclear(text: &str) -> Option<&'static str> {
    if text.trim().is_empty() {
        return Some("no text");
    }
    [
        "Sorry, Sanctum could not finish",
        "Something went wrong",
        "panicked",
        "Refusal",
        "Unreadable",
        "ServiceError",
        "Some(",
    ]
    .into_iter()
    .find(|bad| text.contains(bad))
}

/// An answer with what varies from case to case left out (numbers, quoted input,
/// times), on one line, so that the different answers can be counted.
fn shape(text: &str) -> String {
    let mut out = String::new();
    let mut in_code = false;
    for c in text.chars() {
        match c {
            '`' => {
                in_code = !in_code;
                if in_code {
                    out.push('…');
                }
            }
            _ if in_code => {}
            '0'..='9' => {
                if !out.ends_with('#') {
                    out.push('#');
                }
            }
            _ if c.is_control() => out.push(' '),
            _ => out.push(c),
        }
    }
    out.chars().take(80).collect()
}

/// Every row of every table, for "nothing changed", less the one table every delivery
/// writes by design: `interactions`, where each interaction's id is claimed once.
/// The database once it stops changing: read again after a pause until two reads
/// agree (Sanctum runs its chores as soon as no interaction is being answered).
async fn settled_state(db: &std::path::Path, mut last: String) -> String {
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let now = state(db).await;
        if now == last {
            break;
        }
        last = now;
    }
    last
}

async fn state(db: &std::path::Path) -> String {
    let db = db.to_path_buf();
    tokio::task::spawn_blocking(move || {
        let dump = data::Store::open(&db)
            .expect("store")
            .dump()
            .expect("the database dumps");
        let mut out = String::new();
        let mut skipping = false;
        for line in dump.lines() {
            if !line.starts_with(' ') {
                skipping = line == "interactions";
            }
            if !skipping {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    })
    .await
    .expect("read the state")
}
