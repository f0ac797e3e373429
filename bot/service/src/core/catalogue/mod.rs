//! The language of commands: what a command's specification says (its options, their
//! kinds, ranges and choices), and the parsed values a handler reads. Each command's
//! specification lives next to its handler, in the feature module that owns it;
//! [`commands`](crate::router) lists them, and both faces derive everything they
//! show or accept from there: Discord's registration and autocomplete, the console's
//! grammar and usage lines, `help`, and [`parse`](crate::parse).

mod parse;
mod unreadable;

pub use parse::{Args, Invocation, Value};
pub(crate) use parse::{read_options, unknown};
pub use unreadable::Unreadable;

use crate::core::i18n::Lang;
use crate::core::policy;
pub use crate::core::request::Scope;
use crate::core::request::{Action, Command, UciMove};
use crate::core::text::Msg;
use data::{ChallengeId, ColorWish, DaysPerMove, GameId, Orientation};
use rules::Variant;

/// The puzzle themes a player can ask for, in menu order: each game's goals, then
/// the motifs (all 25 of Discord's choices; a puzzle's length shows in its goal).
pub const PUZZLE_THEMES: [puzzles::Theme; 25] = [
    puzzles::Theme::Sanctuary,
    puzzles::Theme::Refugee,
    puzzles::Theme::Scepter,
    puzzles::Theme::Slide,
    puzzles::Theme::Mate,
    puzzles::Theme::Material,
    puzzles::Theme::Fork,
    puzzles::Theme::Pin,
    puzzles::Theme::Skewer,
    puzzles::Theme::DiscoveredAttack,
    puzzles::Theme::DoubleCheck,
    puzzles::Theme::Deflection,
    puzzles::Theme::Attraction,
    puzzles::Theme::CapturingDefender,
    puzzles::Theme::Clearance,
    puzzles::Theme::HangingPiece,
    puzzles::Theme::TrappedPiece,
    puzzles::Theme::Sacrifice,
    puzzles::Theme::QuietMove,
    puzzles::Theme::BackRankMate,
    puzzles::Theme::Promotion,
    puzzles::Theme::AdvancedPawn,
    puzzles::Theme::SanctuaryRace,
    puzzles::Theme::StopRefugee,
    puzzles::Theme::ScepterWalk,
];

/// What a menu shows for a puzzle theme.
pub(crate) const fn theme_label(theme: puzzles::Theme) -> &'static str {
    match theme {
        puzzles::Theme::Sanctuary => "sanctuary (two safe pieces)",
        puzzles::Theme::Refugee => "refugee",
        puzzles::Theme::Scepter => "scepter (king on e1/e8)",
        puzzles::Theme::Slide => "sliding pawn",
        puzzles::Theme::Mate | puzzles::Theme::MateIn(_) => "mate",
        puzzles::Theme::Material => "win material",
        puzzles::Theme::Fork => "fork",
        puzzles::Theme::Pin => "pin",
        puzzles::Theme::Skewer => "skewer",
        puzzles::Theme::DiscoveredAttack => "discovered attack",
        puzzles::Theme::DoubleCheck => "double check",
        puzzles::Theme::Deflection => "deflection",
        puzzles::Theme::Attraction => "attraction",
        puzzles::Theme::CapturingDefender => "capturing the defender",
        puzzles::Theme::Clearance => "clearance",
        puzzles::Theme::QuietMove => "quiet move",
        puzzles::Theme::AdvancedPawn => "advanced pawn",
        puzzles::Theme::HangingPiece => "hanging piece",
        puzzles::Theme::TrappedPiece => "trapped piece",
        puzzles::Theme::Sacrifice => "sacrifice",
        puzzles::Theme::BackRankMate => "back-rank mate",
        puzzles::Theme::Promotion => "promotion",
        puzzles::Theme::SanctuaryRace => "sanctuary race",
        puzzles::Theme::StopRefugee => "stopping a refugee",
        puzzles::Theme::ScepterWalk => "the king's walk to the scepter",
        puzzles::Theme::OneMove => "one move",
        puzzles::Theme::Short => "two moves",
        puzzles::Theme::Long | puzzles::Theme::VeryLong => "three moves or more",
    }
}

/// The variants in menu order: Sanctum's own games first, chess last.
pub fn menu_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().rev()
}

/// What kind of value an option takes, and so which values are allowed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// A member of the server.
    User,
    /// One of [`Variant::ALL`], in [`menu_variants`] order.
    Variant,
    /// One of [`ColorWish::ALL`].
    Color,
    /// One of [`DaysPerMove::ALL`].
    Days,
    /// Yes or no; the console writes it as one of two words.
    Bool {
        /// The console's word for yes (`rated`, `yes`).
        yes: &'static str,
        /// The console's word for no (`casual`, `no`).
        no: &'static str,
    },
    /// A move as typed, with the legal ones suggested.
    Move,
    /// A page number, 1 to [`policy::MAX_PAGE`].
    Page,
    /// A game's number, with the server's games suggested.
    Game,
    /// One of Sanctum's commands by name, with the names suggested.
    Command,
    /// A role of the server.
    Role,
    /// A channel of the server.
    Channel,
    /// One of [`PUZZLE_THEMES`].
    PuzzleTheme,
    /// A move answering the caller's open puzzle or lesson, with its legal moves suggested.
    Answer,
    /// The engine's level, [`policy::MIN_LEVEL`] to [`policy::MAX_LEVEL`].
    Level,
    /// One of [`Orientation::ALL`]: which side a player's boards show at the bottom.
    Orientation,
    /// One of [`render::Theme::ALL`].
    Theme,
    /// A whole number from `min` to `max` (the handler checks again, in its own words).
    Count {
        /// The smallest allowed.
        min: u16,
        /// The largest allowed.
        max: u16,
    },
    /// Yes when given: Discord's True, the console's option name alone (`vacation end`).
    Flag,
    /// Free text of up to [`policy::MAX_LINE_LENGTH`] characters: a conditional line.
    Line,
    /// One of [`TournamentAction::ALL`](crate::core::request::tournament::TournamentAction::ALL).
    TournamentAction,
    /// One of [`data::Format::ALL`].
    TournamentFormat,
    /// One of [`Scope::ALL`](crate::core::request::Scope::ALL): a server's leaderboard, or the global one.
    Scope,
    /// The language Discord says a server uses, or one of [`Lang::ALL`].
    Language,
}

/// Where a value is suggested as the player types, by the kind of its option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggest {
    /// The caller's legal moves in this channel's game.
    Moves,
    /// The server's games, the caller's first.
    Games,
    /// The legal moves of the caller's open puzzle or lesson.
    Answers,
    /// Sanctum's commands.
    Commands,
}

/// One allowed value of an option with fixed choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// What a menu shows: `sanctuary`, `3 days`.
    pub label: &'static str,
    /// What the console accepts: `sanctuary`, `3d`.
    pub typed: String,
    /// The message a menu shows in each language: `choice-days-3`.
    pub id: String,
}

impl OptionKind {
    /// The kind's name in the ids of its choices' messages.
    const fn id(self) -> &'static str {
        match self {
            OptionKind::Variant => "variant",
            OptionKind::Color => "color",
            OptionKind::Days => "days",
            OptionKind::Orientation => "orientation",
            OptionKind::Theme => "theme",
            OptionKind::PuzzleTheme => "puzzle-theme",
            OptionKind::TournamentAction => "tournament-action",
            OptionKind::TournamentFormat => "tournament-format",
            OptionKind::Scope => "scope",
            OptionKind::Language => "language",
            _ => "value",
        }
    }

    /// The allowed values, for kinds with fixed choices (empty for free ones), in
    /// menu order: a menu's answer is an index into this list.
    pub fn choices(self) -> Vec<Choice> {
        let kind = self.id();
        let same = |id: &'static str| Choice {
            label: id,
            typed: id.to_owned(),
            id: format!("choice-{kind}-{id}"),
        };
        match self {
            OptionKind::Variant => menu_variants().map(|v| same(v.id())).collect(),
            OptionKind::Color => ColorWish::ALL.iter().map(|c| same(c.id())).collect(),
            OptionKind::Days => DaysPerMove::ALL
                .iter()
                .map(|d| Choice {
                    label: d.label(),
                    typed: format!("{}d", d.get()),
                    id: format!("choice-{kind}-{}", d.get()),
                })
                .collect(),
            OptionKind::Orientation => Orientation::ALL.iter().map(|o| same(o.id())).collect(),
            OptionKind::Theme => render::Theme::ALL.iter().map(|t| same(t.id())).collect(),
            OptionKind::PuzzleTheme => PUZZLE_THEMES
                .iter()
                .map(|t| Choice {
                    label: theme_label(*t),
                    typed: t.to_string().to_lowercase(),
                    id: format!("choice-{kind}-{}", t.to_string().to_lowercase()),
                })
                .collect(),
            OptionKind::TournamentAction => crate::core::request::tournament::TournamentAction::ALL
                .iter()
                .map(|a| same(a.id()))
                .collect(),
            OptionKind::TournamentFormat => data::Format::ALL
                .iter()
                .map(|f| same(crate::core::request::tournament::format_word(*f)))
                .collect(),
            OptionKind::Scope => Scope::ALL.iter().map(|s| same(s.id())).collect(),
            OptionKind::Language => std::iter::once("discord")
                .chain(Lang::ALL.iter().map(|l| l.id()))
                .map(|id| {
                    let typed = id.to_lowercase();
                    Choice {
                        label: id,
                        id: format!("choice-{kind}-{typed}"),
                        typed,
                    }
                })
                .collect(),
            OptionKind::User
            | OptionKind::Bool { .. }
            | OptionKind::Move
            | OptionKind::Page
            | OptionKind::Game
            | OptionKind::Command
            | OptionKind::Role
            | OptionKind::Channel
            | OptionKind::Answer
            | OptionKind::Level
            | OptionKind::Count { .. }
            | OptionKind::Flag
            | OptionKind::Line => Vec::new(),
        }
    }

    /// The index in [`OptionKind::choices`] of what a player typed (`Scepter`,
    /// `3days`, `colorblind`), in any case; `None` if it is none of them.
    pub fn choice_index(self, typed: &str) -> Option<usize> {
        let lower = typed.trim().to_lowercase();
        let by_value = match self {
            OptionKind::Variant => lower
                .parse::<Variant>()
                .ok()
                .and_then(|v| menu_variants().position(|m| m == v)),
            OptionKind::Days => {
                let digits = lower
                    .trim_end_matches("days")
                    .trim_end_matches("day")
                    .trim_end_matches('d')
                    .trim();
                digits
                    .parse::<u32>()
                    .ok()
                    .and_then(DaysPerMove::new)
                    .and_then(|d| DaysPerMove::ALL.iter().position(|a| *a == d))
            }
            _ => None,
        };
        by_value.or_else(|| {
            self.choices()
                .iter()
                .position(|c| c.typed == lower || c.label.eq_ignore_ascii_case(&lower))
        })
    }

    /// The whole-number range a value must fall in, for number kinds.
    pub fn range(self) -> Option<(i64, i64)> {
        match self {
            OptionKind::Page => Some((1, i64::from(policy::MAX_PAGE))),
            OptionKind::Level => Some((i64::from(policy::MIN_LEVEL), i64::from(policy::MAX_LEVEL))),
            OptionKind::Count { min, max } => Some((i64::from(min), i64::from(max))),
            _ => None,
        }
    }

    /// The most characters a text value may have, for text kinds.
    pub fn max_length(self) -> Option<u16> {
        match self {
            OptionKind::Move | OptionKind::Answer => Some(policy::MAX_MOVE_LENGTH),
            OptionKind::Game | OptionKind::Command => Some(policy::MAX_GAME_LENGTH),
            OptionKind::Line => Some(policy::MAX_LINE_LENGTH),
            _ => None,
        }
    }

    /// What is suggested while a player types a value of this kind.
    pub fn suggest(self) -> Option<Suggest> {
        match self {
            OptionKind::Move => Some(Suggest::Moves),
            OptionKind::Game => Some(Suggest::Games),
            OptionKind::Answer => Some(Suggest::Answers),
            OptionKind::Command => Some(Suggest::Commands),
            _ => None,
        }
    }
}

/// One option of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name: `opponent`, `variant`.
    pub name: &'static str,
    /// The message id of what it means, in a few words (at most 100 characters in
    /// every language: Discord's limit).
    pub description: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// True if the command cannot do without it.
    pub required: bool,
    /// True if the console writes it as `name value` (`days 3`) rather than the value alone.
    pub keyword: bool,
}

impl OptionSpec {
    /// What it means, in `lang`.
    pub fn description_in(&self, lang: Lang) -> String {
        Msg::new(self.description).plain(lang)
    }

    /// Its name in `lang`, as Discord shows it there (`None`: the same as in English).
    pub fn name_in(&self, lang: Lang) -> Option<String> {
        Msg::new(self.description).attribute(lang, "name")
    }
}

impl crate::core::names::CommandName {
    /// Its name in `lang`, as Discord shows it there (`None`: the same as in English).
    pub fn name_in(self, lang: Lang) -> Option<String> {
        Msg::new(self.spec().description).attribute(lang, "name")
    }
}

impl Choice {
    /// What a menu shows for it in `lang`.
    pub fn label_in(&self, lang: Lang) -> String {
        let msg = Msg::new(self.id.clone());
        if msg.exists(lang) || msg.exists(Lang::En) {
            msg.plain(lang)
        } else {
            self.label.to_owned()
        }
    }
}

/// Turns a command's parsed options into the typed [`Command`] its handler takes.
pub type Build = fn(&Args) -> Result<Command, Unreadable>;

/// One command: everything either face needs to offer it and read it (its name and
/// id are its [`CommandName`](crate::core::names::CommandName)).
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// Shorter names the console also accepts (`m` for `move`).
    pub aliases: &'static [&'static str],
    /// The message id of what it does, in one line (at most 100 characters in every
    /// language: Discord's limit).
    pub description: &'static str,
    /// Its options, required ones first.
    pub options: &'static [OptionSpec],
    /// True if only members who may manage the server can change things with it.
    pub manage_server: bool,
    /// True if it only makes sense in a server Sanctum is in (a server's settings,
    /// its tournaments, matches and teams); the rest work in direct messages and group
    /// chats too.
    pub servers_only: bool,
    /// Its options, read.
    pub build: Build,
}

impl CommandSpec {
    /// What it does, in `lang`.
    pub fn description_in(&self, lang: Lang) -> String {
        Msg::new(self.description).plain(lang)
    }

    /// The option called `name`.
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// An option a command cannot do without.
pub const fn required(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
) -> OptionSpec {
    OptionSpec {
        required: true,
        ..optional(name, description, kind)
    }
}

/// An optional option the console takes by its value alone (`white`, `3d`, `@bob`).
pub const fn optional(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        keyword: false,
    }
}

/// An optional option the console takes as `name value` (`days 3`, `theme contrast`).
pub const fn keyword(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
) -> OptionSpec {
    OptionSpec {
        keyword: true,
        ..optional(name, description, kind)
    }
}

/// The name among `names` that `typed` most likely misspells (one or two letters
/// wrong, missing, extra or swapped), if any: `hepl` is `help`, `colour` is `color`.
pub fn closest<'a>(typed: &str, names: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let typed = typed.to_lowercase();
    let most = if typed.chars().count() <= 4 { 1 } else { 2 };
    names
        .into_iter()
        .map(|name| (strsim::osa_distance(&typed, name), name))
        .filter(|(d, _)| *d <= most)
        .min_by_key(|(d, _)| *d)
        .map(|(_, name)| name)
}

/// The `game` option of a command about one of the caller's own games: one wording
/// wherever it appears.
pub const YOUR_GAME: OptionSpec = keyword("game", "your-game", OptionKind::Game);

/// A command for everyone, without console short forms.
pub const fn command(
    description: &'static str,
    options: &'static [OptionSpec],
    build: Build,
) -> CommandSpec {
    CommandSpec {
        aliases: &[],
        description,
        options,
        manage_server: false,
        servers_only: false,
        build,
    }
}

/// `rated` or `casual`.
pub const RATED: OptionKind = OptionKind::Bool {
    yes: "rated",
    no: "casual",
};
/// `yes` or `no`.
pub const YES_NO: OptionKind = OptionKind::Bool {
    yes: "yes",
    no: "no",
};
/// `on` or `off`.
pub const ON_OFF: OptionKind = OptionKind::Bool {
    yes: "on",
    no: "off",
};

impl OptionKind {
    /// The allowed values as the console writes them: `sanctuary, scepter or chess`.
    pub fn choices_text(self) -> String {
        let typed: Vec<String> = self.choices().into_iter().map(|c| c.typed).collect();
        match typed.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            Some((last, _)) => last.clone(),
            None => String::new(),
        }
    }
}

/// Buttons that answer a message, and when they are offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ButtonSpec {
    /// The buttons (their ids are placeholders; the labels are what players see).
    pub buttons: &'static [Action],
    /// The message id of when they appear and what they do.
    pub description: &'static str,
}

const C: ChallengeId = ChallengeId(0);
const G: GameId = GameId(0);

/// The answers that are buttons rather than commands.
pub const BUTTONS: &[ButtonSpec] = &[
    ButtonSpec {
        buttons: &[Action::AcceptChallenge(C), Action::DeclineChallenge(C)],
        description: "buttons-challenge",
    },
    ButtonSpec {
        buttons: &[Action::CancelChallenge(C)],
        description: "buttons-cancel",
    },
    ButtonSpec {
        buttons: &[Action::Rematch(G)],
        description: "buttons-rematch",
    },
    ButtonSpec {
        buttons: &[Action::ConfirmResign(G)],
        description: "buttons-resign",
    },
    ButtonSpec {
        buttons: &[Action::AcceptDraw(G), Action::DeclineDraw(G)],
        description: "buttons-draw",
    },
    ButtonSpec {
        buttons: &[Action::AcceptTakeback(G), Action::DeclineTakeback(G)],
        description: "buttons-takeback",
    },
    ButtonSpec {
        buttons: &[
            Action::ConfirmMove {
                game: G,
                ply: 0,
                mv: UciMove {
                    from: rules::Square::A1,
                    to: rules::Square::A1,
                    promotion: None,
                },
            },
            Action::CancelMove(G),
        ],
        description: "buttons-confirm",
    },
    ButtonSpec {
        buttons: &[Action::Review(G)],
        description: "buttons-review",
    },
];
