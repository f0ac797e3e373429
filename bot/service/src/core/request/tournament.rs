//! What `tournament` is asked: its action and options as typed. The tournament feature
//! decides what they mean.

use data::{DaysPerMove, Format};
use rules::Variant;

/// What `tournament` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TournamentAction {
    /// Create one (Manage Server).
    Create,
    /// Enter one.
    Join,
    /// Withdraw from one before it starts.
    Leave,
    /// Start one before it is full (its creator, or Manage Server).
    Start,
    /// Show one's standings and crosstable.
    Standings,
    /// Attach it as a FIDE TRF file.
    Trf,
    /// Ask in advance for a half-point bye in a later Swiss round.
    Bye,
    /// Call one off before it starts (its creator, or Manage Server).
    Cancel,
    /// List the server's open and running tournaments.
    List,
}

impl TournamentAction {
    /// Every action, in menu order.
    pub const ALL: [TournamentAction; 9] = [
        TournamentAction::Create,
        TournamentAction::Join,
        TournamentAction::Leave,
        TournamentAction::Start,
        TournamentAction::Standings,
        TournamentAction::Trf,
        TournamentAction::Bye,
        TournamentAction::Cancel,
        TournamentAction::List,
    ];

    /// Its word, in menus and on the console.
    pub fn id(self) -> &'static str {
        match self {
            TournamentAction::Create => "create",
            TournamentAction::Join => "join",
            TournamentAction::Leave => "leave",
            TournamentAction::Start => "start",
            TournamentAction::Standings => "standings",
            TournamentAction::Trf => "trf",
            TournamentAction::Bye => "bye",
            TournamentAction::Cancel => "cancel",
            TournamentAction::List => "list",
        }
    }
}

/// What menus and the console call a format.
pub fn format_word(format: Format) -> &'static str {
    match format {
        Format::RoundRobin => "round-robin",
        Format::DoubleRoundRobin => "double-round-robin",
        Format::Swiss => "swiss",
    }
}

/// A `tournament` command as typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TournamentRequest {
    /// What to do.
    pub action: TournamentAction,
    /// `create`: the game (default: Sanctuary Chess).
    pub variant: Option<Variant>,
    /// `create`: how it pairs (default: a single round robin).
    pub format: Option<Format>,
    /// `create`: days per move (default: the server's).
    pub days: Option<DaysPerMove>,
    /// `create`: the most entrants (default: [`DEFAULT_PLAYERS`](crate::community::tournament::DEFAULT_PLAYERS)).
    pub players: Option<i64>,
    /// `create`: a Swiss tournament's rounds (default: 5).
    pub rounds: Option<i64>,
    /// `create`: a Swiss round's time limit in days (default: 30).
    pub round_days: Option<i64>,
    /// `bye`: the Swiss round to sit out with half a point; `create`: the Swiss round
    /// until whose start late entries are taken.
    pub round: Option<i64>,
    /// `create`: start after this many hours, full or not.
    pub starts_in: Option<i64>,
    /// `create`: entry needs this many rated games of the game in the server.
    pub min_games: Option<i64>,
    /// `create`: entry needs a rating in the server of at least this.
    pub min_rating: Option<i64>,
    /// `create`: entry needs a rating in the server of at most this.
    pub max_rating: Option<i64>,
    /// `create`: rated or casual (default: the server's).
    pub rated: Option<bool>,
    /// `create`: the losses on time that withdraw a player (default: two).
    pub timeouts: Option<i64>,
    /// The tournament's number (default: the newest one here that fits the action).
    pub number: Option<i64>,
}
