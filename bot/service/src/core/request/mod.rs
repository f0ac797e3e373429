//! What the service is asked: who asks, where, and what.
//!
//! An adapter (Discord, the console) builds a [`Request`] from whatever its users
//! typed or pressed; every decision about what that means is taken by the service.

mod button;
pub(crate) mod matches;
pub(crate) mod tournament;

pub use button::{Action, ButtonOwner};

use data::{ChannelId, ColorWish, DaysPerMove, GuildId, InteractionId, RoleId, UserId};
use rules::{Role, Square, Variant};
use std::fmt;

/// Whose ratings a leaderboard lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scope {
    /// The server's own games.
    #[default]
    Server,
    /// Games between two servers (from the lobby).
    Global,
}

impl Scope {
    /// Every scope, in menu order.
    pub const ALL: [Scope; 2] = [Scope::Server, Scope::Global];

    /// `server` or `global`.
    pub const fn id(self) -> &'static str {
        match self {
            Scope::Server => "server",
            Scope::Global => "global",
        }
    }
}

/// The person giving a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// Their user id.
    pub user: UserId,
    /// Their name for every server to see (Discord's global name or user name).
    pub name: String,
    /// Their nickname in the server they act in, if it gave them one: shown only there.
    pub nickname: Option<String>,
    /// True if they may change the server's settings (Discord's Manage Server).
    pub manage_server: bool,
    /// Their roles in the server (a server may let a role do what managers do, such
    /// as create tournaments).
    pub roles: Vec<RoleId>,
    /// The language they use (Discord's `locale`): their moves may use its piece
    /// letters.
    pub lang: crate::core::i18n::Lang,
}

impl Actor {
    /// A player without special permissions.
    pub fn new(user: UserId, name: impl Into<String>) -> Actor {
        Actor {
            user,
            name: name.into(),
            nickname: None,
            manage_server: false,
            roles: Vec::new(),
            lang: crate::core::i18n::Lang::En,
        }
    }
}

/// Where a command was given: a server and a channel (or a game's thread), or a
/// conversation outside the servers Sanctum is in (a direct message, a group chat, a
/// server that only a user installed it for), where Sanctum may answer but not post.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// The server; [`GuildId::GLOBAL`] outside servers, whose games count in the
    /// global rating pool.
    pub guild: GuildId,
    /// The channel or thread.
    pub channel: ChannelId,
}

impl Place {
    /// A conversation outside Sanctum's servers.
    pub fn outside(channel: ChannelId) -> Place {
        Place {
            guild: GuildId::GLOBAL,
            channel,
        }
    }

    /// True in a server Sanctum is in, where it may post of its own accord.
    pub fn in_server(self) -> bool {
        self.guild != GuildId::GLOBAL
    }
}

/// Another user named in a command (`@bob`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    /// Their user id.
    pub user: UserId,
    /// Their display name.
    pub name: String,
    /// True for bot accounts, which cannot play.
    pub is_bot: bool,
    /// True if they are a member of the server the command was given in.
    pub member: bool,
}

/// One command, with who gave it and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// Who.
    pub actor: Actor,
    /// Where.
    pub place: Place,
    /// What.
    pub command: Command,
    /// The transport's id for this delivery (Discord's interaction id): a second
    /// delivery of the same id is answered with nothing and changes nothing.
    pub interaction: Option<InteractionId>,
}

/// Everything a player can ask, with typed values: adapters parse what players typed
/// or picked (the choices come from the [`catalogue`](crate::core::catalogue)).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Challenge someone to a game, or anyone in the channel (an open challenge).
    Challenge(Wanted),
    /// Accept the challenge made to you in this channel.
    Accept,
    /// Decline the challenge made to you in this channel (or a draw or takeback offer).
    Decline,
    /// Withdraw your own challenge in this channel.
    Cancel,
    /// Play a move in this channel's game, in SAN (`Nf3`, `exd5`, `O-O`) or UCI (`g1f3`).
    Move {
        /// What was typed.
        text: String,
        /// The ply of the position the player was looking at, if the adapter knows it:
        /// a move against an older position is refused ("the game has moved on").
        expected_ply: Option<u32>,
    },
    /// List the legal moves of this channel's game, piece by piece.
    Moves,
    /// Show the current board of this channel's game, or of a game of the server by number.
    Board {
        /// The game's number as typed (`42`); `None` for this channel's game.
        game: Option<String>,
        /// The caller, a player of that game, wants a new link to play it on the web,
        /// and every earlier one to stop working.
        new_link: bool,
    },
    /// Your games in this server: those going on, open challenges, and your finished
    /// games a page at a time, newest first.
    Games {
        /// The page of finished games, 1 for the first.
        page: u32,
    },
    /// Someone's finished games in this server, newest first, with results.
    History(HistoryQuery),
    /// Resign this channel's game (you will be asked to confirm).
    Resign,
    /// Offer a draw, or accept the draw your opponent offered.
    Draw,
    /// Call the game off before both sides have moved: no result, no rating change.
    Abort,
    /// Ask to take back your last move (casual games only), or agree to your opponent's request.
    Takeback,
    /// Give the opponent one more day on the move they are thinking about.
    MoreTime,
    /// Queue answers to the opponent's next moves, show them, or clear them.
    Conditional(ConditionalWish),
    /// Get the game record of this channel's game (or its last game), or of a game of
    /// the server by number, as a PGN file.
    Pgn {
        /// The game's number as typed (`42`); `None` for this channel's game.
        game: Option<String>,
    },
    /// Explain a variant's rules, with a picture of its start position.
    Rules {
        /// The game.
        variant: Variant,
    },
    /// The server's rating list for a variant (default: Sanctuary Chess), 10 per page.
    Leaderboard {
        /// The game, if not the default.
        variant: Option<Variant>,
        /// The page, 1 for the first.
        page: u32,
        /// The puzzle ratings instead of the games'.
        puzzles: bool,
        /// This server's leaderboard, or the global one.
        scope: Scope,
    },
    /// A team member's vote in the team's game here: a move, a draw, resigning; with
    /// none, the tally so far.
    Vote {
        /// The move, as typed.
        mv: Option<String>,
        /// For offering (or taking) a draw.
        draw: bool,
        /// For resigning.
        resign: bool,
    },
    /// A match against another server.
    Match(matches::MatchRequest),
    /// A player's ratings and record per variant (default: yours).
    Stats {
        /// The player, if not yourself.
        user: Option<Mention>,
    },
    /// Keep a private note on a position of your game.
    Note {
        /// The note as typed.
        text: String,
        /// After how many half-moves; default: the current position. Checked by the
        /// service, since a raw value may be anything.
        ply: Option<i64>,
        /// The game's number as typed; default: this channel's game.
        game: Option<String>,
    },
    /// Your notes on a game, or a position's taken back.
    Notes {
        /// The game's number as typed; default: this channel's game.
        game: Option<String>,
        /// Take back the notes on the position after this many half-moves.
        delete: Option<i64>,
    },
    /// Block someone (their challenges kept away), unblock them, or list whom you block.
    Block {
        /// Whom; `None` lists the caller's blocks.
        user: Option<Mention>,
        /// Unblock instead.
        remove: bool,
    },
    /// List the commands.
    Help {
        /// The command to explain; all of them when `None`.
        command: Option<String>,
    },
    /// Show or change this server's settings (Manage Server only).
    Settings(SettingsChange),
    /// Go on vacation (all your clocks pause), end it early, or see where you stand.
    Vacation {
        /// How many days, from now; checked by the service, since a raw value may be anything.
        days: Option<i64>,
        /// End the vacation now.
        end: bool,
    },
    /// Review a finished game with the engine: the slips, the missed wins, each
    /// side's accuracy and an evaluation graph.
    Review {
        /// The game's number as typed (`42`); default: this channel's game, or the
        /// caller's last one here.
        game: Option<String>,
    },
    /// Show or change how boards look to you and whether your moves wait for a Confirm.
    Preferences(BoardChange),
    /// Show or change how Sanctum reaches you about your games.
    Notify(NotifyChange),
    /// A puzzle near your puzzle rating (or the one you are solving).
    Puzzle {
        /// The game (default: Sanctuary Chess).
        variant: Option<Variant>,
        /// Only puzzles of this theme.
        theme: Option<puzzles::Theme>,
        /// Begin a run: puzzles each harder than the last, until the first wrong move.
        run: bool,
    },
    /// The moves played from a position in finished games.
    Explorer {
        /// The game (default: this channel's game's, else Sanctuary Chess).
        variant: Option<Variant>,
        /// A line of moves from the start (default: this channel's game as it stands).
        moves: Option<String>,
        /// Every server's games rather than this server's.
        everyone: bool,
    },
    /// A move answering your open puzzle or lesson.
    Solve {
        /// The move as typed.
        text: String,
    },
    /// A lesson of a game's course: the next one you have not finished, or the one named.
    Learn {
        /// The course (default: Sanctuary Chess).
        variant: Option<Variant>,
        /// A lesson's number in its course, 1 for the first.
        lesson: Option<i64>,
    },
    /// A tournament: create, join, leave, start, standings, cancel, list.
    Tournament(tournament::TournamentRequest),
    /// A button press.
    Press(Action),
}

/// What a challenge asks for, as the player gave it (defaults not yet applied).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wanted {
    /// Who is challenged; `None` for an open challenge the first taker plays.
    pub opponent: Option<Mention>,
    /// The game.
    pub variant: Variant,
    /// The colour the challenger wants (default: random).
    pub color: Option<ColorWish>,
    /// Days per move (default: the server's setting).
    pub days: Option<DaysPerMove>,
    /// Whether the game is rated (default: the server's setting).
    pub rated: Option<bool>,
    /// The engine's level (policy's range and default), when the opponent is Sanctum itself;
    /// checked by the service, since a raw value may be anything.
    pub level: Option<i64>,
    /// Whether it goes to every server in the lobby, and whom it admits there.
    pub lobby: LobbyWish,
    /// Whether the server (or a role) plays it as a team, by vote.
    pub team: TeamWish,
}

/// A game against Sanctum played by a team voting on each move, as asked (the
/// default: played by the one who challenged).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TeamWish {
    /// The server plays it as a team.
    pub team: bool,
    /// Only this role's members vote.
    pub role: Option<RoleId>,
    /// The share of the team, in percent, whose votes play a move before its deadline;
    /// checked by the service.
    pub share: Option<i64>,
}

/// A challenge to every server in the lobby, as asked (the default: this server only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LobbyWish {
    /// Post it to every server in the lobby.
    pub anywhere: bool,
    /// The least global rating of whoever takes it; checked by the service.
    pub min_rating: Option<i64>,
    /// The greatest.
    pub max_rating: Option<i64>,
}

/// Whose finished games `history` shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HistoryQuery {
    /// Whose (default: yours).
    pub user: Option<Mention>,
    /// Only this game's results.
    pub variant: Option<Variant>,
    /// The page, 1 for the first.
    pub page: u32,
}

/// What `conditional` asks: queue a line, clear, or show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalWish {
    /// The line to queue (`if Nf6 then e5; if Nf6 e5 Nd5 then c4`); with neither
    /// this nor `clear`, the caller's queues are shown.
    pub line: Option<String>,
    /// Clear the queue.
    pub clear: bool,
    /// The game's number as typed; default: this channel's game.
    pub game: Option<String>,
}

/// What `settings` asks to change (all `None`, the default: just show them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    /// New default days per move.
    pub days: Option<DaysPerMove>,
    /// New default for rated games.
    pub rated: Option<bool>,
    /// Whether each game gets its own thread.
    pub threads: Option<bool>,
    /// The game whose open challenges ping [`SettingsChange::seek_role`]; alone,
    /// it stops that game's pings.
    pub seek_variant: Option<Variant>,
    /// The role to ping when someone posts an open challenge to play `seek_variant`.
    pub seek_role: Option<RoleId>,
    /// The time bank of new games, in days per move (0: none); checked by the
    /// service, since a raw value may be anything.
    pub bank: Option<i64>,
    /// The least time, in minutes, between two pings of a game's role (0: every open
    /// challenge pings); checked by the service.
    pub ping_every: Option<i64>,
    /// The channel where the daily puzzle is posted.
    pub daily_puzzle: Option<ChannelId>,
    /// Stop posting the daily puzzle.
    pub daily_puzzle_off: bool,
    /// The game whose course [`SettingsChange::course_role`] rewards; alone, it stops
    /// giving that course's role.
    pub course_variant: Option<Variant>,
    /// The role given to whoever finishes the course of `course_variant`.
    pub course_role: Option<RoleId>,
    /// A role whose members may create tournaments, as managers may.
    pub organiser_role: Option<RoleId>,
    /// Let only managers create tournaments again.
    pub organiser_role_off: bool,
    /// Whether the web face shows the server's leaderboards and players' pages.
    pub web: Option<bool>,
    /// Whether the board a game's channel shares turns to the side to move.
    pub boards_turn: Option<bool>,
    /// Join the lobby across servers, shown in this channel.
    pub lobby: Option<ChannelId>,
    /// Leave the lobby (games going on go on).
    pub lobby_off: bool,
    /// The language the server's channels read: `Some(None)` to follow Discord's.
    pub language: Option<Option<crate::core::i18n::Lang>>,
}

impl SettingsChange {
    /// True when nothing is to change: `settings` then only shows them.
    pub fn is_empty(&self) -> bool {
        self.days.is_none()
            && self.rated.is_none()
            && self.threads.is_none()
            && self.seek_variant.is_none()
            && self.seek_role.is_none()
            && self.bank.is_none()
            && self.ping_every.is_none()
            && self.daily_puzzle.is_none()
            && !self.daily_puzzle_off
            && self.organiser_role.is_none()
            && !self.organiser_role_off
            && self.course_variant.is_none()
            && self.course_role.is_none()
            && self.web.is_none()
            && self.boards_turn.is_none()
            && self.language.is_none()
            && self.lobby.is_none()
            && !self.lobby_off
    }
}

/// What `preferences` asks to change (all `None`: just show them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardChange {
    /// Which side your boards show at the bottom.
    pub orientation: Option<data::Orientation>,
    /// Your board theme.
    pub theme: Option<render::Theme>,
    /// Whether `move` first shows the board after the move, to confirm.
    pub confirm: Option<bool>,
}

/// What `notify` asks to change (all `None`: just show them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotifyChange {
    /// A direct message when it is your turn.
    pub dm: Option<bool>,
    /// The reminder once most of your time is gone (the `remind80` option).
    pub reminder: Option<bool>,
    /// The reminder two hours before the deadline (the `remind2h` option).
    pub late_reminder: Option<bool>,
    /// A daily direct message listing the games waiting for your move.
    pub digest: Option<bool>,
}

/// A move as a button carries it: its squares and promotion, the UCI form. It means
/// something only in the position it was chosen in, which the button names by ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct UciMove {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it goes to.
    pub to: Square,
    /// What a pawn becomes, if it promotes.
    pub promotion: Option<Role>,
}

impl From<&rules::Move> for UciMove {
    fn from(mv: &rules::Move) -> UciMove {
        UciMove {
            from: mv.from,
            to: mv.to,
            promotion: mv.promotion,
        }
    }
}

impl fmt::Display for UciMove {
    /// `e2e4`, `e7e8q`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "{}", p.char())?;
        }
        Ok(())
    }
}

impl UciMove {
    /// Parses `e2e4` or `e7e8q`; `None` for anything else.
    pub fn parse(text: &str) -> Option<UciMove> {
        if !(4..=5).contains(&text.len()) || !text.is_ascii() {
            return None;
        }
        let promotion = match text[4..].chars().next() {
            None => None,
            Some(c) => Some(Role::from_char(c)?),
        };
        Some(UciMove {
            from: text[0..2].parse().ok()?,
            to: text[2..4].parse().ok()?,
            promotion,
        })
    }
}
