//! Why what a face received is not a command, in the player's words.

use crate::core::catalogue::{OptionKind, OptionSpec};
use crate::core::names::CommandName;
use crate::core::policy;
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
                    OptionKind::Color
                    | OptionKind::Orientation
                    | OptionKind::Theme
                    | OptionKind::PuzzleTheme
                    | OptionKind::TournamentAction
                    | OptionKind::TournamentFormat
                    | OptionKind::Scope => quoted(
                        "",
                        format!(
                            " isn't {} {}: choose {}.",
                            if option.name.starts_with(['a', 'e', 'i', 'o', 'u']) {
                                "an"
                            } else {
                                "a"
                            },
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
                    | OptionKind::Channel
                    | OptionKind::Answer
                    | OptionKind::Move
                    | OptionKind::Game
                    | OptionKind::Command
                    | OptionKind::Line => quoted("", format!(" can't be a {} here.", option.name)),
                };
                said.plain(" Usage: ").usage(*command).plain(".")
            }
        }
    }
}

/// "I don't know the command `x`", with the closest command when one is near.
fn unknown_command(name: &str) -> Text {
    let text = Text::from("I don't know the command ").code(name.to_owned());
    let near = super::closest(name, CommandName::ALL.map(CommandName::id))
        .and_then(|id| CommandName::ALL.into_iter().find(|n| n.id() == id));
    let text = match near {
        Some(near) => text
            .plain(". Did you mean ")
            .command(CommandRef::new(near))
            .plain("? "),
        None => text.plain(": "),
    };
    text.command(CommandRef::new(CommandName::Help))
        .plain(" lists the ones I have.")
}

/// "`command` has no option `x`", with the option it most likely misspells.
fn unknown_option(command: CommandName, option: &str, near: Option<&str>) -> Text {
    let text = Text::from(format!("{} has no option ", command.id())).code(option.to_owned());
    let text = match near {
        Some(near) => text
            .plain(". Did you mean ")
            .code(near.to_owned())
            .plain("?"),
        None => text,
    };
    text.plain(" Usage: ").usage(command).plain(".")
}
