//! What a face received, read against a command's specification: [`parse`] finds the
//! command, checks each option against its kind and hands the values to its [`Build`](crate::core::catalogue::Build).

use crate::core::catalogue::{CommandSpec, OptionKind, OptionSpec, Unreadable, menu_variants};
use crate::core::names::CommandName;
use crate::core::request::{Command, Mention};
use data::{ChannelId, ColorWish, DaysPerMove, Orientation, RoleId};
use rules::Variant;

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
    /// A channel of the server, resolved by the face.
    Channel(ChannelId),
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
    Channel(ChannelId),
}

/// A command's options, checked against its specification, for its [`Build`](crate::core::catalogue::Build).
#[derive(Debug)]
pub struct Args {
    name: CommandName,
    spec: &'static CommandSpec,
    values: Vec<(&'static OptionSpec, Parsed)>,
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
        (OptionKind::Channel, Value::Channel(c)) => Parsed::Channel(*c),
        (
            OptionKind::Variant
            | OptionKind::Color
            | OptionKind::Days
            | OptionKind::Orientation
            | OptionKind::Theme
            | OptionKind::PuzzleTheme
            | OptionKind::TournamentAction
            | OptionKind::TournamentFormat
            | OptionKind::Scope
            | OptionKind::Language,
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
        (
            OptionKind::Move
            | OptionKind::Answer
            | OptionKind::Game
            | OptionKind::Command
            | OptionKind::Line,
            Value::Text(t),
        ) => Parsed::Text(t.clone()),
        (
            OptionKind::Move
            | OptionKind::Answer
            | OptionKind::Game
            | OptionKind::Command
            | OptionKind::Line,
            Value::Integer(n),
        ) => Parsed::Text(n.to_string()),
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
        Value::Channel(c) => format!("#{c}"),
    }
}

/// Why `invocation` names no command.
pub(crate) fn unknown(invocation: &Invocation) -> Unreadable {
    Unreadable::UnknownCommand(quote(&invocation.command))
}

/// Turns the options a face received for command `name` (whose specification is
/// `spec`) into its typed command: each option checked against its kind (choices,
/// numbers, pages), required ones present.
pub(crate) fn read_options(
    name: CommandName,
    spec: &'static CommandSpec,
    invocation: &Invocation,
) -> Result<Command, Unreadable> {
    let mut values: Vec<(&'static OptionSpec, Parsed)> = Vec::new();
    for (given, value) in &invocation.options {
        let option = spec
            .option(given)
            .ok_or_else(|| Unreadable::UnknownOption {
                command: name,
                option: quote(given),
                near: super::closest(given, spec.options.iter().map(|o| o.name)),
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
    (spec.build)(&Args { name, spec, values })
}

impl Args {
    fn get(&self, option: &str) -> Option<&Parsed> {
        debug_assert!(
            self.spec.option(option).is_some(),
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

    /// The language picked: `Some(None)` for the one Discord says the server uses.
    pub fn language(&self, option: &str) -> Option<Option<crate::core::i18n::Lang>> {
        self.choice(
            option,
            std::iter::once(None).chain(crate::core::i18n::Lang::ALL.map(Some)),
        )
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

    /// The puzzle theme picked.
    pub fn puzzle_theme(&self, option: &str) -> Option<puzzles::Theme> {
        self.choice(
            option,
            crate::core::catalogue::PUZZLE_THEMES.iter().copied(),
        )
    }

    /// The tournament action picked.
    pub fn tournament_action(
        &self,
        option: &str,
    ) -> Option<crate::core::request::tournament::TournamentAction> {
        self.choice(
            option,
            crate::core::request::tournament::TournamentAction::ALL.into_iter(),
        )
    }

    /// The tournament format picked.
    pub fn tournament_format(&self, option: &str) -> Option<data::Format> {
        self.choice(option, data::Format::ALL.into_iter())
    }

    /// The leaderboard's scope picked.
    pub fn scope(&self, option: &str) -> Option<crate::core::catalogue::Scope> {
        self.choice(option, crate::core::catalogue::Scope::ALL.into_iter())
    }

    /// A channel named.
    pub fn channel(&self, option: &str) -> Option<ChannelId> {
        match self.get(option)? {
            Parsed::Channel(c) => Some(*c),
            _ => None,
        }
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
        read(self, option).ok_or_else(|| match self.spec.option(option) {
            Some(o) => Unreadable::Missing {
                command: self.name,
                option: o,
            },
            None => Unreadable::UnknownOption {
                command: self.name,
                option: option.to_owned(),
                near: None,
            },
        })
    }
}
