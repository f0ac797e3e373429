//! The language of commands: what a command's specification says (its options, their
//! kinds, ranges and choices), and the parsed values a handler reads. Each command's
//! specification lives next to its handler, in the feature module that owns it;
//! [`commands`](crate::commands) lists them, and both faces derive everything they
//! show or accept from there: Discord's registration and autocomplete, the console's
//! grammar and usage lines, `help`, and [`parse`](crate::parse).

use crate::command::{Action, Command, Mention, UciMove};
use crate::policy;
use crate::text::{CommandRef, Text};
use data::{ChallengeId, ColorWish, DaysPerMove, GameId, Orientation, RoleId};
use rules::Variant;

/// Declares [`CommandName`] and [`CommandName::ALL`] from one list.
macro_rules! command_names {
    ($($name:ident,)*) => {
        /// A command's name: one variant per command. [`CommandName::spec`] (in
        /// [`commands`](crate::commands)) maps each to its specification, exhaustively.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum CommandName {
            $($name,)*
        }

        impl CommandName {
            /// Every command, in the order a newcomer needs them (and `help` lists them).
            pub const ALL: [CommandName; [$(CommandName::$name),*].len()] =
                [$(CommandName::$name),*];
        }
    };
}

command_names! {
    Challenge,
    Move,
    Moves,
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
    Review,
    Preferences,
    Notify,
    Help,
    Settings,
    Vacation,
}

impl CommandName {
    /// The name players type: `challenge`, `move`.
    pub fn id(self) -> &'static str {
        self.spec().id
    }

    /// The command called `id` (or, on the console, one of its short forms).
    pub fn from_id(id: &str) -> Option<CommandName> {
        let id = id.to_lowercase();
        CommandName::ALL
            .into_iter()
            .find(|n| n.spec().id == id || n.spec().aliases.contains(&id.as_str()))
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
    /// A role of the server.
    Role,
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
}

/// Where a value is suggested as the player types, by the kind of its option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Suggest {
    /// The caller's legal moves in this channel's game.
    Moves,
    /// The server's games, the caller's first.
    Games,
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
    /// The allowed values, for kinds with fixed choices (empty for free ones), in
    /// menu order: a menu's answer is an index into this list.
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
            OptionKind::Move => Some(policy::MAX_MOVE_LENGTH),
            OptionKind::Game => Some(policy::MAX_GAME_LENGTH),
            OptionKind::Line => Some(policy::MAX_LINE_LENGTH),
            _ => None,
        }
    }

    /// What is suggested while a player types a value of this kind.
    pub fn suggest(self) -> Option<Suggest> {
        match self {
            OptionKind::Move => Some(Suggest::Moves),
            OptionKind::Game => Some(Suggest::Games),
            _ => None,
        }
    }
}

/// One option of a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name: `opponent`, `variant`.
    pub name: &'static str,
    /// What it means, in a few words (at most 100 characters: Discord's limit).
    pub description: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// True if the command cannot do without it.
    pub required: bool,
    /// True if the console writes it as `name value` (`days 3`) rather than the value alone.
    pub keyword: bool,
}

/// Turns a command's parsed options into the typed [`Command`] its handler takes.
pub type Build = fn(&Args) -> Result<Command, Unreadable>;

/// One command: everything either face needs to offer it and read it.
#[derive(Debug, Clone, Copy)]
pub struct CommandSpec {
    /// The name players type.
    pub id: &'static str,
    /// Shorter names the console also accepts (`m` for `move`).
    pub aliases: &'static [&'static str],
    /// What it does, in one line (at most 100 characters: Discord's limit).
    pub description: &'static str,
    /// Its options, required ones first.
    pub options: &'static [OptionSpec],
    /// True if only members who may manage the server can change things with it.
    pub manage_server: bool,
    /// Its options, read.
    pub build: Build,
}

impl CommandSpec {
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
        name,
        description,
        kind,
        required: true,
        keyword: false,
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
        name,
        description,
        kind,
        required: false,
        keyword: true,
    }
}

/// A command for everyone, without console short forms.
pub const fn command(
    id: &'static str,
    description: &'static str,
    options: &'static [OptionSpec],
    build: Build,
) -> CommandSpec {
    CommandSpec {
        id,
        aliases: &[],
        description,
        options,
        manage_server: false,
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

/// A value as a face received it: Discord's typed option values, the console's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    /// Text, or a word the console read (`3d`, `scepter`, `on`).
    Text(String),
    /// A whole number, or the index of a menu's choice.
    Integer(i64),
    /// True or false.
    Bool(bool),
    /// A user, resolved by the face.
    User(Mention),
    /// A role, resolved by the face.
    Role(RoleId),
}

/// What a face received for one command: its name and its options' values, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invocation {
    /// The command's name as given.
    pub command: String,
    /// Each given option's name and value.
    pub options: Vec<(String, Value)>,
}

/// An option's value once checked against its kind.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Parsed {
    Choice(usize),
    Bool(bool),
    Integer(i64),
    Text(String),
    User(Mention),
    Role(RoleId),
}

/// A command's options, checked against its specification, for its [`Build`].
#[derive(Debug)]
pub struct Args {
    name: CommandName,
    values: Vec<(&'static OptionSpec, Parsed)>,
}

/// Why what a face received is not a command Sanctum can run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unreadable {
    /// No command has this name.
    #[error("no command {0:?}")]
    UnknownCommand(String),
    /// The command has no option of this name.
    #[error("no option {option:?} of {command:?}")]
    UnknownOption {
        /// The command.
        command: CommandName,
        /// What was given.
        option: String,
    },
    /// A required option is missing.
    #[error("{} missing in {command:?}", option.name)]
    Missing {
        /// The command.
        command: CommandName,
        /// The option.
        option: &'static OptionSpec,
    },
    /// An option named without its value (`game` at the end of a line).
    #[error("{} without a value in {command:?}", option.name)]
    NoValue {
        /// The command.
        command: CommandName,
        /// The option.
        option: &'static OptionSpec,
    },
    /// A value the option's kind does not allow.
    #[error("{value:?} is not a {} of {command:?}", option.name)]
    BadValue {
        /// The command.
        command: CommandName,
        /// The option.
        option: &'static OptionSpec,
        /// What was given, shortened.
        value: String,
    },
}

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

impl Unreadable {
    /// What the player reads: what was wrong, and how the command is given.
    pub fn user_text(&self) -> Text {
        match self {
            Unreadable::UnknownCommand(name) => Text::from("I don't know the command ")
                .code(name.clone())
                .plain(": ")
                .command(CommandRef::new(CommandName::Help))
                .plain(" lists the ones I have."),
            Unreadable::UnknownOption { command, option } => {
                Text::from(format!("{} has no option ", command.id()))
                    .code(option.clone())
                    .plain(". Usage: ")
                    .usage(*command)
                    .plain(".")
            }
            Unreadable::Missing { command, option } => {
                let what = match option.kind {
                    OptionKind::Variant => {
                        format!("Which game? Choose {}", option.kind.choices_text())
                    }
                    _ => format!("{} needs its {}", command.id(), option.name),
                };
                Text::from(format!("{what}: ")).usage(*command).plain(".")
            }
            Unreadable::NoValue { command, option } => {
                Text::from(format!("{} needs a value after it: ", option.name))
                    .usage(*command)
                    .plain(".")
            }
            Unreadable::BadValue {
                command,
                option,
                value,
            } => {
                let quoted = |before: &str, after: String| {
                    Text::from(before.to_owned())
                        .code(value.clone())
                        .plain(after)
                };
                let said = match option.kind {
                    OptionKind::Variant => quoted(
                        "I don't know the game ",
                        format!(": choose {}.", option.kind.choices_text()),
                    ),
                    OptionKind::Days => quoted(
                        "",
                        format!(
                            " days per move isn't offered: choose {} days.",
                            DaysPerMove::choices_text()
                        ),
                    ),
                    OptionKind::Color | OptionKind::Orientation | OptionKind::Theme => quoted(
                        "",
                        format!(
                            " isn't a {}: choose {}.",
                            option.name,
                            option.kind.choices_text()
                        ),
                    ),
                    OptionKind::Bool { yes, no } => {
                        quoted("", format!(": write {yes} or {no} for {}.", option.name))
                    }
                    OptionKind::Flag => quoted("", format!(": {} takes no value.", option.name)),
                    OptionKind::Page => quoted(
                        "",
                        format!(
                            " is not a page number: write 1, 2, 3… up to {}.",
                            policy::MAX_PAGE
                        ),
                    ),
                    OptionKind::Level | OptionKind::Count { .. } => {
                        let (lo, hi) = option.kind.range().unwrap_or((0, 0));
                        quoted(
                            "",
                            format!(" is not a number: {} takes {lo} to {hi}.", option.name),
                        )
                    }
                    OptionKind::User
                    | OptionKind::Role
                    | OptionKind::Move
                    | OptionKind::Game
                    | OptionKind::Line => quoted("", format!(" can't be a {} here.", option.name)),
                };
                said.plain(" Usage: ").usage(*command).plain(".")
            }
        }
    }
}

/// The longest piece of what someone typed that a refusal quotes back.
const QUOTE: usize = 40;

fn quote(text: &str) -> String {
    let mut short: String = text.chars().take(QUOTE).collect();
    if text.chars().count() > QUOTE {
        short.push('…');
    }
    short
}

impl OptionKind {
    /// What a typed yes/no word means: this option's own two words (`rated`,
    /// `casual`) or the usual ones (`yes`, `on`, `true`, `no`…).
    pub fn yes_no(self, word: &str) -> Option<bool> {
        yes_no_word(self, word)
    }
}

fn yes_no_word(kind: OptionKind, word: &str) -> Option<bool> {
    let word = word.trim().to_lowercase();
    if let OptionKind::Bool { yes, no } = kind {
        if word == yes {
            return Some(true);
        }
        if word == no {
            return Some(false);
        }
    }
    match word.as_str() {
        "yes" | "on" | "true" | "y" => Some(true),
        "no" | "off" | "false" | "n" => Some(false),
        _ => None,
    }
}

/// `value` checked against `option`'s kind.
fn read(
    command: CommandName,
    option: &'static OptionSpec,
    value: &Value,
) -> Result<Parsed, Unreadable> {
    let bad = |shown: String| Unreadable::BadValue {
        command,
        option,
        value: quote(&shown),
    };
    let kind = option.kind;
    if let Value::Text(t) = value
        && t.trim().is_empty()
    {
        return Err(Unreadable::NoValue { command, option });
    }
    let parsed = match (kind, value) {
        (OptionKind::User, Value::User(m)) => Parsed::User(m.clone()),
        (OptionKind::Role, Value::Role(r)) => Parsed::Role(*r),
        (
            OptionKind::Variant
            | OptionKind::Color
            | OptionKind::Days
            | OptionKind::Orientation
            | OptionKind::Theme,
            choice,
        ) => {
            let index = match choice {
                Value::Integer(i) => usize::try_from(*i)
                    .ok()
                    .filter(|i| *i < kind.choices().len()),
                Value::Text(t) => kind.choice_index(t),
                _ => None,
            };
            Parsed::Choice(index.ok_or_else(|| bad(shown(value)))?)
        }
        (OptionKind::Bool { .. } | OptionKind::Flag, Value::Bool(b)) => Parsed::Bool(*b),
        (OptionKind::Bool { .. } | OptionKind::Flag, Value::Text(t)) => {
            Parsed::Bool(yes_no_word(kind, t).ok_or_else(|| bad(t.clone()))?)
        }
        (OptionKind::Page | OptionKind::Level | OptionKind::Count { .. }, number) => {
            let n = match number {
                Value::Integer(n) => Some(*n),
                Value::Text(t) => {
                    let t = t.trim().to_lowercase();
                    let digits = match kind {
                        OptionKind::Count { .. } => t
                            .trim_end_matches("days")
                            .trim_end_matches("day")
                            .trim_end_matches('d')
                            .to_owned(),
                        _ => t,
                    };
                    digits.parse::<i64>().ok()
                }
                _ => None,
            };
            let n = n.ok_or_else(|| bad(shown(value)))?;
            // Pages are read here; a level or a count out of range is refused by its
            // handler, which can say more about it.
            if kind == OptionKind::Page
                && kind.range().is_some_and(|(lo, hi)| !(lo..=hi).contains(&n))
            {
                return Err(bad(n.to_string()));
            }
            Parsed::Integer(n)
        }
        (OptionKind::Move | OptionKind::Game | OptionKind::Line, Value::Text(t)) => {
            Parsed::Text(t.clone())
        }
        (OptionKind::Move | OptionKind::Game | OptionKind::Line, Value::Integer(n)) => {
            Parsed::Text(n.to_string())
        }
        _ => return Err(bad(shown(value))),
    };
    Ok(parsed)
}

fn shown(value: &Value) -> String {
    match value {
        Value::Text(t) => t.clone(),
        Value::Integer(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::User(m) => format!("@{}", m.name),
        Value::Role(r) => format!("@&{r}"),
    }
}

/// Turns what a face received into a typed command: the command found by name, each
/// option checked against its kind (choices, numbers, pages), required ones present.
pub fn parse(invocation: &Invocation) -> Result<Command, Unreadable> {
    let name = CommandName::from_id(&invocation.command)
        .ok_or_else(|| Unreadable::UnknownCommand(quote(&invocation.command)))?;
    let spec = name.spec();
    let mut values: Vec<(&'static OptionSpec, Parsed)> = Vec::new();
    for (given, value) in &invocation.options {
        let option = spec
            .option(given)
            .ok_or_else(|| Unreadable::UnknownOption {
                command: name,
                option: quote(given),
            })?;
        let parsed = read(name, option, value)?;
        values.retain(|(o, _)| o.name != option.name);
        values.push((option, parsed));
    }
    if let Some(option) = spec
        .options
        .iter()
        .find(|o| o.required && !values.iter().any(|(v, _)| v.name == o.name))
    {
        return Err(Unreadable::Missing {
            command: name,
            option,
        });
    }
    (spec.build)(&Args { name, values })
}

impl Args {
    fn get(&self, option: &str) -> Option<&Parsed> {
        debug_assert!(
            self.name.spec().option(option).is_some(),
            "{option} is not an option of {:?}",
            self.name
        );
        self.values
            .iter()
            .find(|(o, _)| o.name == option)
            .map(|(_, v)| v)
    }

    fn choice<T: Copy>(&self, option: &str, all: impl Iterator<Item = T>) -> Option<T> {
        match self.get(option)? {
            Parsed::Choice(i) => all.into_iter().nth(*i),
            _ => None,
        }
    }

    /// The game picked.
    pub fn variant(&self, option: &str) -> Option<Variant> {
        self.choice(option, menu_variants())
    }

    /// The colour picked.
    pub fn color(&self, option: &str) -> Option<ColorWish> {
        self.choice(option, ColorWish::ALL.into_iter())
    }

    /// The days per move picked.
    pub fn days(&self, option: &str) -> Option<DaysPerMove> {
        self.choice(option, DaysPerMove::ALL.into_iter())
    }

    /// The board orientation picked.
    pub fn orientation(&self, option: &str) -> Option<Orientation> {
        self.choice(option, Orientation::ALL.into_iter())
    }

    /// The board theme picked.
    pub fn theme(&self, option: &str) -> Option<render::Theme> {
        self.choice(option, render::Theme::ALL.into_iter())
    }

    /// Yes or no; a flag given is yes.
    pub fn bool(&self, option: &str) -> Option<bool> {
        match self.get(option)? {
            Parsed::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// A whole number.
    pub fn integer(&self, option: &str) -> Option<i64> {
        match self.get(option)? {
            Parsed::Integer(n) => Some(*n),
            _ => None,
        }
    }

    /// A page, 1 when not given.
    pub fn page(&self, option: &str) -> u32 {
        self.integer(option)
            .and_then(|n| u32::try_from(n).ok())
            .unwrap_or(1)
    }

    /// Text as given.
    pub fn text(&self, option: &str) -> Option<String> {
        match self.get(option)? {
            Parsed::Text(t) => Some(t.clone()),
            _ => None,
        }
    }

    /// A user named.
    pub fn user(&self, option: &str) -> Option<Mention> {
        match self.get(option)? {
            Parsed::User(m) => Some(m.clone()),
            _ => None,
        }
    }

    /// A role named.
    pub fn role(&self, option: &str) -> Option<RoleId> {
        match self.get(option)? {
            Parsed::Role(r) => Some(*r),
            _ => None,
        }
    }

    /// A required option's value: parsing checked it is there.
    pub fn need<T>(
        &self,
        option: &str,
        read: impl FnOnce(&Args, &str) -> Option<T>,
    ) -> Result<T, Unreadable> {
        let spec = self.name.spec();
        read(self, option).ok_or_else(|| match spec.option(option) {
            Some(o) => Unreadable::Missing {
                command: self.name,
                option: o,
            },
            None => Unreadable::UnknownOption {
                command: self.name,
                option: option.to_owned(),
            },
        })
    }
}

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
