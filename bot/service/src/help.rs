//! `help`: every command at a glance, or one command whole (its usage, what each
//! option takes), with the closest name offered for a misspelt one. It lists the
//! whole catalogue, so it sits on top, beside the router.

use crate::core::catalogue::{BUTTONS, CommandSpec, OptionKind, closest, command, optional};
use crate::core::names::CommandName;
use crate::core::policy::{self, MAX_SUGGESTIONS};
use crate::core::reply::Suggestion;
use crate::core::request::Command;
use crate::core::text::{CommandRef, Span, Text};
use data::DaysPerMove;
use rules::Variant;

/// `help [command]`.
pub(crate) const HELP: CommandSpec = command(
    "List Sanctum's commands, or explain one of them whole.",
    &[optional(
        "command",
        "The command to explain (default: all of them)",
        OptionKind::Command,
    )],
    |a| {
        Ok(Command::Help {
            command: a.text("command"),
        })
    },
);

/// `help`, or `help command`.
pub(crate) fn help(typed: Option<&str>) -> Text {
    typed.map_or_else(help_text, help_for)
}

/// One command whole: its usage, what it does, each option and what it takes; for a
/// name that is no command, the closest one.
pub fn help_for(typed: &str) -> Text {
    let wanted = typed.trim().trim_start_matches('/');
    let Some(name) = CommandName::from_id(wanted) else {
        let mut text = Text::from("I don't know the command ").code(wanted.to_owned());
        if let Some(near) = closest(wanted, CommandName::ALL.map(CommandName::id)) {
            text = text
                .plain(". Did you mean ")
                .code(near.to_owned())
                .plain("?");
        } else {
            text = text.plain(".");
        }
        return text
            .plain(" ")
            .command(CommandRef::new(CommandName::Help))
            .plain(" lists them all.");
    };
    let spec = name.spec();
    let mut text = Text::new().usage(name);
    text.push_plain(format!(" — {}", spec.description));
    if spec.manage_server {
        text.push_plain("\nChanging things with it is for members who may manage the server.");
    }
    for option in spec.options {
        text.push_plain("\n• ");
        text.push(Span::Code(option.name.to_owned()));
        let choices = option.kind.choices_text();
        text.push_plain(format!(
            "{} — {}{}",
            if option.required { " (required)" } else { "" },
            option.description,
            if choices.is_empty() {
                String::new()
            } else {
                format!(": {choices}")
            }
        ));
    }
    if spec.options.is_empty() {
        text.push_plain("\nIt takes no options.");
    }
    if !spec.aliases.is_empty() {
        text.push_plain(format!(
            "\nIn the console also: {}.",
            spec.aliases.join(", ")
        ));
    }
    text
}

/// The commands whose names fit what was typed, for autocomplete: those starting
/// with it, then those containing it, then the closest.
pub(crate) fn suggest_commands(typed: &str) -> Vec<Suggestion> {
    let typed = typed.trim().trim_start_matches('/').to_lowercase();
    let ids = CommandName::ALL.map(CommandName::id);
    let mut chosen: Vec<&'static str> = ids
        .iter()
        .copied()
        .filter(|id| id.starts_with(&typed))
        .collect();
    chosen.extend(
        ids.iter()
            .copied()
            .filter(|id| !id.starts_with(&typed) && id.contains(&typed)),
    );
    if chosen.is_empty()
        && let Some(near) = closest(&typed, ids)
    {
        chosen.push(near);
    }
    chosen
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .filter_map(|id| {
            let name = CommandName::from_id(id)?;
            Some(Suggestion {
                label: format!("{id} — {}", name.spec().description),
                value: id.to_owned(),
            })
        })
        .collect()
}

/// The help text: what Sanctum is, every command of the [catalogue](crate::core::catalogue)
/// (each adapter writes a command's usage its own way), and the answers that are buttons.
pub fn help_text() -> Text {
    let mut text = Text::new()
        .strong("Sanctum")
        .plain(" plays Sanctuary Chess, Capture the Scepter and chess by correspondence: one move at a time, over hours or days.\n");
    for name in CommandName::ALL {
        text.push_plain("\n");
        text.push(Span::Usage(name));
        text.push_plain(format!(" — {}", name.spec().description));
    }
    text.push_plain("\n\nAnswers are buttons under the message they answer:");
    for button in BUTTONS {
        text.push_plain("\n");
        for (i, action) in button.buttons.iter().enumerate() {
            if i > 0 {
                text.push_plain(" / ");
            }
            text.push(Span::Button(action.label().to_owned()));
        }
        text.push_plain(format!(" — {}", button.description));
    }
    text.push_plain(format!(
        "\n\nGames: {}. Days per move: {}. Each move has a deadline (the game's days per move). You get one reminder when {}% of your time is gone. If the deadline passes, your time bank pays for it a whole day at a time (spare days for the whole game: by default {} times the days per move, a server setting); only with the bank empty do you lose on time — but a game in which a side never made its first move is aborted instead: no result, ratings unchanged. A vacation pauses all your clocks at once, up to {} days in any {}.",
        Variant::ALL.map(Variant::name).join(", "),
        DaysPerMove::choices_text(),
        policy::REMINDER_PERCENT,
        policy::DEFAULT_BANK_FACTOR,
        policy::MAX_VACATION_DAYS,
        policy::VACATION_WINDOW / policy::DAY
    ));
    text.plain("\n\nBoards: the board a game's channel shares turns with each move, so that whoever is to move reads it from their own side (against Sanctum, always from yours); a server manager may keep White at the bottom instead with ")
        .command(CommandRef::new(CommandName::Settings).arg("boards_turn", "false"))
        .plain(". ")
        .command(CommandRef::new(CommandName::Preferences).arg("orientation", "mine"))
        .plain(" shows your own side at the bottom of every board drawn for you.")
}
