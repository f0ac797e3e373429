//! Why what a face received is not a command, in the player's words.

use crate::core::catalogue::{OptionKind, OptionSpec};
use crate::core::names::CommandName;
use crate::core::policy;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::DaysPerMove;

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
        /// The option it most likely misspells.
        near: Option<&'static str>,
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

impl Unreadable {
    /// What the player reads: what was wrong, and how the command is given.
    pub fn user_text(&self) -> Text {
        match self {
            Unreadable::UnknownCommand(name) => unknown_command(name),
            Unreadable::UnknownOption {
                command,
                option,
                near,
            } => unknown_option(*command, option, *near),
            Unreadable::Missing { command, option } => match option.kind {
                OptionKind::Variant => Msg::new("unreadable-missing-variant")
                    .str("choices", option.kind.choices_text()),
                _ => Msg::new("unreadable-missing")
                    .str("command", command.id())
                    .str("option", option.name),
            }
            .text("usage", Text::new().usage(*command))
            .into(),
            Unreadable::NoValue { command, option } => Msg::new("unreadable-no-value")
                .str("option", option.name)
                .text("usage", Text::new().usage(*command))
                .into(),
            Unreadable::BadValue {
                command,
                option,
                value,
            } => bad_value(option)
                .code("value", value.clone())
                .str("option", option.name)
                .text("usage", Text::new().usage(*command))
                .into(),
        }
    }
}

/// The message for a value `option` does not take, without the arguments every such
/// message has (the value, the option, the usage).
fn bad_value(option: &OptionSpec) -> Msg {
    match option.kind {
        OptionKind::Variant => {
            Msg::new("unreadable-bad-variant").str("choices", option.kind.choices_text())
        }
        OptionKind::Days => {
            let mut days: Vec<String> = DaysPerMove::ALL
                .iter()
                .map(|d| d.get().to_string())
                .collect();
            let last = days.pop().unwrap_or_default();
            Msg::new("unreadable-bad-days")
                .str("days", days.join(", "))
                .str("last_days", last)
        }
        OptionKind::Color
        | OptionKind::Orientation
        | OptionKind::Theme
        | OptionKind::PuzzleTheme
        | OptionKind::TournamentAction
        | OptionKind::TournamentFormat
        | OptionKind::Scope
        | OptionKind::Language => Msg::new("unreadable-bad-choice")
            .str(
                "article",
                if option.name.starts_with(['a', 'e', 'i', 'o', 'u']) {
                    "an"
                } else {
                    "a"
                },
            )
            .str("choices", option.kind.choices_text()),
        OptionKind::Bool { yes, no } => Msg::new("unreadable-bad-bool")
            .str("yes", yes)
            .str("no", no),
        OptionKind::Flag => Msg::new("unreadable-bad-flag"),
        OptionKind::Page => Msg::new("unreadable-bad-page").num("max", policy::MAX_PAGE),
        OptionKind::Level | OptionKind::Count { .. } => {
            let (lo, hi) = option.kind.range().unwrap_or((0, 0));
            Msg::new("unreadable-bad-number")
                .num("lo", lo)
                .num("hi", hi)
        }
        OptionKind::User
        | OptionKind::Role
        | OptionKind::Channel
        | OptionKind::Answer
        | OptionKind::Move
        | OptionKind::Game
        | OptionKind::Command
        | OptionKind::Line => Msg::new("unreadable-bad-other"),
    }
}

/// "I don't know the command `x`", with the closest command when one is near.
fn unknown_command(name: &str) -> Text {
    let near = super::closest(name, CommandName::ALL.map(CommandName::id))
        .and_then(|id| CommandName::ALL.into_iter().find(|n| n.id() == id));
    match near {
        Some(near) => {
            Msg::new("unreadable-unknown-command-near").command("near", CommandRef::new(near))
        }
        None => Msg::new("unreadable-unknown-command"),
    }
    .code("name", name.to_owned())
    .command("help", CommandRef::new(CommandName::Help))
    .into()
}

/// "`command` has no option `x`", with the option it most likely misspells.
fn unknown_option(command: CommandName, option: &str, near: Option<&str>) -> Text {
    match near {
        Some(near) => Msg::new("unreadable-unknown-option-near").code("near", near.to_owned()),
        None => Msg::new("unreadable-unknown-option"),
    }
    .str("command", command.id())
    .code("option", option.to_owned())
    .text("usage", Text::new().usage(command))
    .into()
}
