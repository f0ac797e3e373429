//! Every command players can give, once: names, options, allowed values and the
//! one-line descriptions. Discord's registration, both faces' help and the refusal
//! hints are all derived from here, so they cannot drift apart.

use crate::command::Action;
use crate::command::UciMove;
use data::{ChallengeId, ColorWish, DaysPerMove, GameId, Orientation};
use rules::Variant;

/// Autocomplete menus show at most this many entries (Discord's limit).
pub const MAX_SUGGESTIONS: usize = 25;

/// The longest move a player can type (`Ng1xf3+` and friends fit comfortably).
pub const MAX_MOVE_LENGTH: u16 = 16;

/// The longest game number a player can type (`game 123456789` fits).
pub const MAX_GAME_LENGTH: u16 = 24;

/// The highest leaderboard page anyone can ask for.
pub const MAX_PAGE: u32 = 1000;

/// The engine's weakest level.
pub const MIN_LEVEL: u8 = 1;
/// The engine's full strength.
pub const MAX_LEVEL: u8 = 8;
/// The level of a challenge to Sanctum that names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The longest vacation, and the most vacation days in any 365.
pub const MAX_VACATION_DAYS: u16 = 14;

/// A server's time bank: how many times the days per move, 0 (none) up to this.
#[allow(clippy::cast_possible_truncation)] // a small constant
pub const MAX_BANK_FACTOR: u16 = data::MAX_BANK_FACTOR as u16;

/// The variants in menu order: Sanctum's own games first, chess last.
pub fn menu_variants() -> impl Iterator<Item = Variant> {
    Variant::ALL.into_iter().rev()
}

/// A command's name: each variant is the command of that name in [`COMMANDS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum CommandName {
    Challenge,
    Move,
    Board,
    Games,
    Resign,
    Draw,
    Abort,
    Takeback,
    MoreTime,
    Conditional,
    Pgn,
    History,
    Rules,
    Leaderboard,
    Stats,
    Help,
    Settings,
    Review,
    Preferences,
    Notify,
    Vacation,
}

impl CommandName {
    /// The name players type: `challenge`, `move`.
    pub fn id(self) -> &'static str {
        self.spec().id
    }

    /// Its entry in [`COMMANDS`].
    pub fn spec(self) -> &'static CommandSpec {
        COMMANDS
            .iter()
            .find(|c| c.name == self)
            .unwrap_or(&COMMANDS[0])
    }

    /// The command called `id`, if there is one.
    pub fn from_id(id: &str) -> Option<CommandName> {
        COMMANDS.iter().find(|c| c.id == id).map(|c| c.name)
    }
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
    /// A page number, 1 to [`MAX_PAGE`].
    Page,
    /// A game's number, with the server's games suggested.
    Game,
    /// A role of the server.
    Role,
    /// The engine's level, [`MIN_LEVEL`] to [`MAX_LEVEL`].
    Level,
    /// One of [`Orientation::ALL`]: which side a player's boards show at the bottom.
    Orientation,
    /// One of [`render::Theme::ALL`].
    Theme,
    /// A whole number from `min` to `max` (the service checks again: a raw value may
    /// be anything).
    Count {
        /// The smallest allowed.
        min: u16,
        /// The largest allowed.
        max: u16,
    },
    /// Yes when given: Discord's True, the console's option name alone (`vacation end`).
    Flag,
    /// Free text of up to [`MAX_LINE_LENGTH`](crate::conditional::MAX_LINE_LENGTH)
    /// characters: a conditional line.
    Line,
}

/// One allowed value of an option with fixed choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// What a menu shows: `sanctuary`, `3 days`.
    pub label: &'static str,
    /// What the console accepts: `sanctuary`, `3d`.
    pub typed: String,
}

impl OptionKind {
    /// The allowed values, for kinds with fixed choices (empty for free ones).
    pub fn choices(self) -> Vec<Choice> {
        let same = |id: &'static str| Choice {
            label: id,
            typed: id.to_owned(),
        };
        match self {
            OptionKind::Variant => menu_variants().map(|v| same(v.id())).collect(),
            OptionKind::Color => ColorWish::ALL.iter().map(|c| same(c.id())).collect(),
            OptionKind::Days => DaysPerMove::ALL
                .iter()
                .map(|d| Choice {
                    label: d.label(),
                    typed: format!("{}d", d.get()),
                })
                .collect(),
            OptionKind::Orientation => Orientation::ALL.iter().map(|o| same(o.id())).collect(),
            OptionKind::Theme => render::Theme::ALL.iter().map(|t| same(t.id())).collect(),
            OptionKind::User
            | OptionKind::Bool { .. }
            | OptionKind::Move
            | OptionKind::Page
            | OptionKind::Game
            | OptionKind::Role
            | OptionKind::Level
            | OptionKind::Count { .. }
            | OptionKind::Flag
            | OptionKind::Line => Vec::new(),
        }
    }
}

/// One option of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name: `opponent`, `variant`.
    pub name: &'static str,
    /// What it means, in a few words.
    pub description: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// True if the command cannot do without it.
    pub required: bool,
    /// True if the console writes it as `name value` (`days 3`) rather than the value alone.
    pub keyword: bool,
}

/// One command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CommandSpec {
    /// Which command.
    pub name: CommandName,
    /// The name players type.
    pub id: &'static str,
    /// What it does, in one line (at most 100 characters: Discord's limit).
    pub description: &'static str,
    /// Its options, required ones first.
    pub options: &'static [OptionSpec],
    /// True if only members who may manage the server can change things with it.
    pub manage_server: bool,
}

impl CommandSpec {
    /// The option called `name`.
    pub fn option(&self, name: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.name == name)
    }
}

const fn opt(
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
    required: bool,
) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required,
        keyword: false,
    }
}

const fn keyword(name: &'static str, description: &'static str, kind: OptionKind) -> OptionSpec {
    OptionSpec {
        name,
        description,
        kind,
        required: false,
        keyword: true,
    }
}

const fn cmd(
    name: CommandName,
    id: &'static str,
    description: &'static str,
    options: &'static [OptionSpec],
) -> CommandSpec {
    CommandSpec {
        name,
        id,
        description,
        options,
        manage_server: false,
    }
}

const RATED: OptionKind = OptionKind::Bool {
    yes: "rated",
    no: "casual",
};
const YES_NO: OptionKind = OptionKind::Bool {
    yes: "yes",
    no: "no",
};
const ON_OFF: OptionKind = OptionKind::Bool {
    yes: "on",
    no: "off",
};

/// Every command, in the order a newcomer needs them (and `help` lists them).
pub const COMMANDS: &[CommandSpec] = &[
    cmd(
        CommandName::Challenge,
        "challenge",
        "Challenge someone, anyone here, or Sanctum itself to Sanctuary Chess, Capture the Scepter or chess.",
        &[
            opt("variant", "Which game", OptionKind::Variant, true),
            opt(
                "opponent",
                "Who to play (leave out for an open challenge anyone here may accept)",
                OptionKind::User,
                false,
            ),
            opt(
                "color",
                "Your colour (default: random)",
                OptionKind::Color,
                false,
            ),
            opt(
                "days",
                "Days per move (default: the server's setting)",
                OptionKind::Days,
                false,
            ),
            opt(
                "rated",
                "Rated or casual (default: the server's setting)",
                RATED,
                false,
            ),
            keyword(
                "level",
                "Sanctum's strength 1-8 when you challenge Sanctum (default: 3)",
                OptionKind::Level,
            ),
        ],
    ),
    cmd(
        CommandName::Move,
        "move",
        "Play a move in this channel's game, in SAN (Nf3, exd5, O-O) or UCI (g1f3).",
        &[opt(
            "move",
            "Your move; start typing to see the legal ones",
            OptionKind::Move,
            true,
        )],
    ),
    cmd(
        CommandName::Board,
        "board",
        "Show the board of this channel's game, or of any game of the server by number.",
        &[opt(
            "game",
            "A game's number (default: this channel's game)",
            OptionKind::Game,
            false,
        )],
    ),
    cmd(
        CommandName::Games,
        "games",
        "Your games here: going on, open challenges (also everyone's), and finished ones, newest first.",
        &[opt(
            "page",
            "Page of finished games (default: 1)",
            OptionKind::Page,
            false,
        )],
    ),
    cmd(
        CommandName::Resign,
        "resign",
        "Resign this channel's game (you will be asked to confirm).",
        &[],
    ),
    cmd(
        CommandName::Draw,
        "draw",
        "Offer a draw, or accept the draw your opponent offered.",
        &[],
    ),
    cmd(
        CommandName::Abort,
        "abort",
        "Call the game off before both sides have moved: no result, no rating change.",
        &[],
    ),
    cmd(
        CommandName::Takeback,
        "takeback",
        "Ask to take back your last move (unrated games only), or agree to your opponent's request.",
        &[],
    ),
    cmd(
        CommandName::MoreTime,
        "moretime",
        "Give your opponent one more day on the move they are thinking about.",
        &[],
    ),
    cmd(
        CommandName::Conditional,
        "conditional",
        "Queue answers to your opponent's next moves, played the moment they play what you expect.",
        &[
            opt(
                "line",
                "if <their move> then <yours>; … e.g. if Nf6 then e5; if Nf6 e5 Nd5 then c4",
                OptionKind::Line,
                false,
            ),
            keyword("clear", "Clear your queued conditional moves", YES_NO),
            keyword(
                "game",
                "One of your games by number (default: this channel's game)",
                OptionKind::Game,
            ),
        ],
    ),
    cmd(
        CommandName::Pgn,
        "pgn",
        "A game record as a PGN file, with an animated replay: this channel's game, or any by number.",
        &[opt(
            "game",
            "A game's number (default: this channel's game or its last one)",
            OptionKind::Game,
            false,
        )],
    ),
    cmd(
        CommandName::History,
        "history",
        "A player's finished games in this server, newest first, with results and opponents.",
        &[
            opt("player", "Whose (default: yours)", OptionKind::User, false),
            opt(
                "variant",
                "Only this game (default: all)",
                OptionKind::Variant,
                false,
            ),
            opt("page", "Page (default: 1)", OptionKind::Page, false),
        ],
    ),
    cmd(
        CommandName::Rules,
        "rules",
        "Explain a variant's rules, with a picture of its start position.",
        &[opt("variant", "Which game", OptionKind::Variant, true)],
    ),
    cmd(
        CommandName::Leaderboard,
        "leaderboard",
        "The server's rating list for a variant, 10 players per page.",
        &[
            opt(
                "variant",
                "Which game (default: Sanctuary Chess)",
                OptionKind::Variant,
                false,
            ),
            opt("page", "Page (default: 1)", OptionKind::Page, false),
        ],
    ),
    cmd(
        CommandName::Stats,
        "stats",
        "A player's ratings and record per variant (default: yours).",
        &[opt(
            "player",
            "Whose (default: yours)",
            OptionKind::User,
            false,
        )],
    ),
    cmd(
        CommandName::Review,
        "review",
        "Have Sanctum review a finished game: slips, missed wins, accuracy and a graph.",
        &[opt(
            "game",
            "The game's number (default: this channel's last game)",
            OptionKind::Game,
            false,
        )],
    ),
    cmd(
        CommandName::Preferences,
        "preferences",
        "Show or change how boards look to you, and whether your moves wait for a Confirm.",
        &[
            keyword(
                "orientation",
                "Your side at the bottom (mine) or the side to move (to-move, the default)",
                OptionKind::Orientation,
            ),
            keyword(
                "theme",
                "Board colours: classic, contrast (high contrast) or colorblind (red-green safe)",
                OptionKind::Theme,
            ),
            keyword(
                "confirm",
                "Show the board after your move with Confirm / Cancel before it is played",
                ON_OFF,
            ),
        ],
    ),
    cmd(
        CommandName::Notify,
        "notify",
        "Show or change how Sanctum tells you about your games: direct messages, reminders, a digest.",
        &[
            keyword(
                "dm",
                "A direct message when it is your turn (default: off)",
                ON_OFF,
            ),
            keyword(
                "remind80",
                "A reminder when 80% of your time for a move is gone (default: on)",
                ON_OFF,
            ),
            keyword(
                "remind2h",
                "A reminder when 2 hours of your time for a move are left (default: off)",
                ON_OFF,
            ),
            keyword(
                "digest",
                "A daily direct message listing the games waiting for your move (default: off)",
                ON_OFF,
            ),
        ],
    ),
    cmd(CommandName::Help, "help", "List Sanctum's commands.", &[]),
    CommandSpec {
        manage_server: true,
        ..cmd(
            CommandName::Settings,
            "settings",
            "Show or change this server's Sanctum settings (Manage Server only).",
            &[
                keyword(
                    "days",
                    "Default days per move for new challenges",
                    OptionKind::Days,
                ),
                keyword("rated", "Whether new games are rated by default", YES_NO),
                keyword("threads", "Whether each game gets its own thread", YES_NO),
                keyword(
                    "seek_variant",
                    "The game whose open challenges ping seek_role (alone: stop pinging)",
                    OptionKind::Variant,
                ),
                keyword(
                    "seek_role",
                    "The role to ping when someone posts an open challenge for seek_variant",
                    OptionKind::Role,
                ),
                keyword(
                    "bank",
                    "Spare time per player in new games, in days per move (0: none; default: 2)",
                    OptionKind::Count {
                        min: 0,
                        max: MAX_BANK_FACTOR,
                    },
                ),
            ],
        )
    },
    cmd(
        CommandName::Vacation,
        "vacation",
        "Pause your clocks in all your games, up to 14 days in any 365, or end your vacation early.",
        &[
            opt(
                "days",
                "How many days, starting now (at most 14 in any 365)",
                OptionKind::Count {
                    min: 1,
                    max: MAX_VACATION_DAYS,
                },
                false,
            ),
            opt(
                "end",
                "End your vacation now; the days left are not counted",
                OptionKind::Flag,
                false,
            ),
        ],
    ),
];

/// Buttons that answer a message, and when they are offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ButtonSpec {
    /// The buttons (their ids are placeholders; the labels are what players see).
    pub buttons: &'static [Action],
    /// When they appear and what they do.
    pub description: &'static str,
}

const C: ChallengeId = ChallengeId(0);
const G: GameId = GameId(0);

/// The answers that are buttons rather than commands.
pub const BUTTONS: &[ButtonSpec] = &[
    ButtonSpec {
        buttons: &[Action::AcceptChallenge(C), Action::DeclineChallenge(C)],
        description: "answer a challenge made to you (anyone may accept an open one)",
    },
    ButtonSpec {
        buttons: &[Action::CancelChallenge(C)],
        description: "withdraw your own challenge",
    },
    ButtonSpec {
        buttons: &[Action::Rematch(G)],
        description: "ask your opponent for a rematch, colours swapped, under a finished game",
    },
    ButtonSpec {
        buttons: &[Action::ConfirmResign(G)],
        description: "confirm that you resign, after the resign command",
    },
    ButtonSpec {
        buttons: &[Action::AcceptDraw(G), Action::DeclineDraw(G)],
        description: "answer your opponent's draw offer",
    },
    ButtonSpec {
        buttons: &[Action::AcceptTakeback(G), Action::DeclineTakeback(G)],
        description: "answer your opponent's takeback request",
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
        description: "play or drop the move you chose, when your preferences ask to confirm moves",
    },
    ButtonSpec {
        buttons: &[Action::Review(G)],
        description: "review a finished game, under its game-over message",
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_has_one_entry_within_discords_limits() {
        let names = [
            CommandName::Challenge,
            CommandName::Move,
            CommandName::Board,
            CommandName::Games,
            CommandName::Resign,
            CommandName::Draw,
            CommandName::Abort,
            CommandName::Takeback,
            CommandName::MoreTime,
            CommandName::Conditional,
            CommandName::Pgn,
            CommandName::History,
            CommandName::Rules,
            CommandName::Leaderboard,
            CommandName::Stats,
            CommandName::Help,
            CommandName::Settings,
            CommandName::Review,
            CommandName::Preferences,
            CommandName::Notify,
            CommandName::Vacation,
        ];
        assert_eq!(names.len(), COMMANDS.len());
        for name in names {
            let spec = name.spec();
            assert_eq!(spec.name, name);
            assert_eq!(CommandName::from_id(spec.id), Some(name));
            assert!(spec.description.len() <= 100, "{}", spec.id);
            for o in spec.options {
                assert!(o.description.len() <= 100 && o.name.len() <= 32);
            }
            let required: Vec<bool> = spec.options.iter().map(|o| o.required).collect();
            assert!(
                required.is_sorted_by(|a, b| a >= b),
                "{}: required first",
                spec.id
            );
        }
        assert_eq!(OptionKind::Days.choices().len(), DaysPerMove::ALL.len());
        assert_eq!(OptionKind::Variant.choices()[0].label, "sanctuary");
    }
}
