//! A table for service tests: a real database file in a temp dir, a clock the test
//! moves, and players alice, bob and carol in one channel, so a test reads as the
//! commands the players give.

use data::{ChannelId, ColorWish, GameId, GuildId, NewGame, Store, UserId};
use service::Wanted;
use service::{Actor, Clock, Command, ManualClock, Mention, Place, Request, Response, Service};
use std::path::PathBuf;
use std::sync::Arc;

/// 2026-09-21, a fixed start so tests never depend on the wall clock.
pub const T0: i64 = 1_790_000_000;
/// The table's server.
pub const GUILD: GuildId = GuildId(77);
/// The table's channel.
pub const CHANNEL: ChannelId = ChannelId(500);

/// A service on its own database and clock, and the place the players sit.
pub struct Table {
    _dir: tempfile::TempDir,
    /// The database: a file in the table's directory, or a `postgres://` URL.
    pub path: PathBuf,
    /// The clock the service reads; the test moves it.
    pub clock: Arc<ManualClock>,
    /// The service under test.
    pub svc: Service,
    /// Where the players' commands come from.
    pub channel: ChannelId,
}

/// Sanctum's own user in service tests (set with `Service::set_own_user`).
pub const SANCTUM: UserId = UserId(4242);

/// A mention of Sanctum, to challenge it.
pub fn sanctum() -> Mention {
    Mention {
        user: SANCTUM,
        name: "Sanctum".into(),
        is_bot: true,
        member: true,
    }
}

/// The user id of a test player by name (`robot` is another bot; `member7` is one
/// of a crowd).
pub fn user(name: &str) -> UserId {
    match name {
        "alice" => UserId(1),
        "bob" => UserId(2),
        "carol" => UserId(3),
        "dave" => UserId(4),
        "robot" => UserId(99),
        other => match other.strip_prefix("member").map(str::parse::<u64>) {
            Some(Ok(n)) => UserId(1000 + n),
            _ => panic!("unknown test user {other}"),
        },
    }
}

impl Table {
    /// A table on a new database file.
    #[allow(
        clippy::new_without_default,
        reason = "each table is a new database, not a neutral value"
    )]
    pub fn new() -> Table {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sanctum.db");
        Table::at(dir, path)
    }

    /// A table on `path`: a file in `dir`, or a `postgres://` URL.
    pub fn at(dir: tempfile::TempDir, path: PathBuf) -> Table {
        let clock = Arc::new(ManualClock::new(T0));
        let svc = Service::open(&path, clock.clone()).expect("service opens");
        Table {
            _dir: dir,
            path,
            clock,
            svc,
            channel: CHANNEL,
        }
    }

    /// Drops the service and opens a new one on the same file (a restart).
    pub fn restart(&mut self) {
        let svc = Service::open(&self.path, self.clock.clone()).expect("service reopens");
        self.svc = svc;
    }

    /// Where the players' commands come from.
    pub fn place(&self) -> Place {
        Place {
            guild: GUILD,
            channel: self.channel,
        }
    }

    /// `who`'s `command` as a request (carol may manage the server).
    pub fn request(&self, who: &str, command: Command) -> Request {
        Request {
            actor: Actor {
                user: user(who),
                name: who.to_owned(),
                nickname: None,
                manage_server: who == "carol",
                roles: Vec::new(),
                lang: service::Lang::En,
            },
            place: self.place(),
            command,
            interaction: None,
        }
    }

    /// `who` gives `command`; the service's answer.
    pub fn say(&self, who: &str, command: Command) -> Response {
        self.svc.handle(&self.request(who, command))
    }

    /// A mention of player `name` (`robot` is a bot, `stranger` no member of the server).
    pub fn mention(name: &str) -> Mention {
        Mention {
            user: user(name),
            name: name.to_owned(),
            is_bot: name == "robot",
            member: name != "stranger",
        }
    }

    /// `from` challenges `to` to `variant` (its id) as White, three days per move.
    pub fn challenge(&self, from: &str, to: &str, variant: &str, rated: bool) -> Response {
        self.say(
            from,
            Command::Challenge(Wanted {
                opponent: Some(Table::mention(to)),
                variant: variant.parse().expect("a variant id"),
                color: Some(ColorWish::White),
                days: Some(data::DaysPerMove::THREE),
                rated: Some(rated),
                level: None,
                lobby: service::LobbyWish::default(),
                team: service::TeamWish::default(),
            }),
        )
    }

    /// alice (White) and bob (Black) start a game; returns its id.
    pub fn start(&self, variant: &str, rated: bool) -> GameId {
        let r = self.challenge("alice", "bob", variant, rated);
        assert!(!r.is_private(), "challenge refused: {}", r.text());
        let r = self.say("bob", Command::Accept);
        assert!(!r.is_private(), "accept refused: {}", r.text());
        self.store()
            .active_game_in_channel(self.channel)
            .expect("db")
            .expect("a game")
            .id
    }

    /// A game from a position, put straight into the database (alice White, bob Black).
    pub fn start_from(&self, variant: rules::Variant, fen: &str, rated: bool) -> GameId {
        for (who, id) in [("alice", user("alice")), ("bob", user("bob"))] {
            self.store().upsert_player(id, who, T0).expect("player");
        }
        self.store()
            .create_game(&NewGame {
                guild: GUILD,
                channel: self.channel,
                white: user("alice"),
                black: user("bob"),
                variant,
                rated,
                days_per_move: 3,
                start_fen: Some(fen.to_owned()),
                created_at: self.clock.now(),
            })
            .expect("game created")
            .id
    }

    /// `who` plays `text`.
    pub fn mv(&self, who: &str, text: &str) -> Response {
        self.say(
            who,
            Command::Move {
                text: text.to_owned(),
                expected_ply: None,
            },
        )
    }

    /// Plays `sans` alternately, White (alice) first unless `black_first`; each must be accepted.
    pub fn play(&self, sans: &str, black_first: bool) -> Vec<Response> {
        let mut out = Vec::new();
        for (i, san) in sans.split_whitespace().enumerate() {
            let who = if (i % 2 == 0) == black_first {
                "bob"
            } else {
                "alice"
            };
            let r = self.mv(who, san);
            assert!(!r.is_private(), "{who} {san} refused: {}", r.text());
            out.push(r);
        }
        out
    }

    /// The table's time now.
    pub fn clock_now(&self) -> i64 {
        self.clock.now()
    }

    /// Moves the clock on by `seconds` and lets the service's deadlines run; what they said.
    pub fn advance(&self, seconds: i64) -> Vec<Response> {
        let now = self.clock.advance(seconds);
        self.svc.tick(now)
    }

    /// A connection of its own to the table's database.
    pub fn store(&self) -> Store {
        Store::open(&self.path).expect("store opens")
    }

    /// Every row of every table, for "nothing changed" checks (compare two with
    /// [`assert_unchanged`]).
    pub fn snapshot(&self) -> String {
        self.store().dump().expect("the database dumps")
    }
}

/// The rows of `before` that `after` lacks, and the rows `after` adds: two
/// [`Table::snapshot`]s compared line by line.
pub fn changed_rows<'a>(before: &'a str, after: &'a str) -> (Vec<&'a str>, Vec<&'a str>) {
    let (old, new): (Vec<&str>, Vec<&str>) = (before.lines().collect(), after.lines().collect());
    let gone = old.iter().filter(|l| !new.contains(l)).copied().collect();
    let added = new.iter().filter(|l| !old.contains(l)).copied().collect();
    (gone, added)
}

/// Fails, naming only the rows that differ, unless two [`Table::snapshot`]s are equal.
pub fn assert_unchanged(before: &str, after: &str, what: &str) {
    if before == after {
        return;
    }
    let (gone, added) = changed_rows(before, after);
    panic!("{what} changed the database:\ngone: {gone:#?}\nadded: {added:#?}");
}

/// The last reply's board PNG, decoded size checked.
pub fn board_png(r: &Response) -> Vec<u8> {
    let png = r
        .replies
        .iter()
        .rev()
        .find_map(|m| m.board.as_ref().and_then(|b| b.png.clone()))
        .unwrap_or_else(|| panic!("no board picture in: {}", r.text()));
    let (w, h) = crate::png_size(&png);
    assert!(
        w >= 320 && h > w,
        "a board with name bars is taller than wide: {w}x{h}"
    );
    png
}
