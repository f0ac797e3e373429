//! `help`: every command at a glance, or one command whole (its usage, what each
//! option takes), with the closest name offered for a misspelt one. It lists the
//! whole catalogue, so it sits on top, beside the router.

use crate::core::catalogue::{BUTTONS, CommandSpec, OptionKind, closest, command, optional};
use crate::core::i18n::Lang;
use crate::core::names::CommandName;
use crate::core::policy::{self, MAX_SUGGESTIONS};
use crate::core::reply::Suggestion;
use crate::core::request::Command;
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Span, Text};
use crate::core::words::variant_name;
use data::DaysPerMove;
use rules::Variant;

/// `help [command]`.
pub(crate) const HELP: CommandSpec = command(
    "help-description",
    &[optional("command", "help-command", OptionKind::Command)],
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
        let help = CommandRef::new(CommandName::Help);
        let unknown = Text::new().code(wanted.to_owned());
        return match closest(wanted, CommandName::ALL.map(CommandName::id)) {
            Some(near) => Msg::new("help-unknown-near")
                .text("typed", unknown)
                .code("near", near)
                .command("help", help),
            None => Msg::new("help-unknown")
                .text("typed", unknown)
                .command("help", help),
        }
        .into();
    };
    let spec = name.spec();
    let mut text = Text::new()
        .usage(name)
        .plain(" — ")
        .msg(Msg::new(spec.description));
    if spec.manage_server {
        text = text.line().msg(Msg::new("help-manage-server"));
    }
    for option in spec.options {
        let choices = option.kind.choices_text();
        let line = Msg::new(if option.required {
            "help-option-required"
        } else {
            "help-option"
        })
        .code("option", option.name)
        .text("description", Msg::new(option.description));
        text = text.plain("\n• ").msg(line);
        if !choices.is_empty() {
            text = text.plain(format!(": {choices}"));
        }
    }
    if spec.options.is_empty() {
        text = text.line().msg(Msg::new("help-no-options"));
    }
    if !spec.aliases.is_empty() {
        text = text
            .line()
            .msg(Msg::new("help-aliases").str("aliases", spec.aliases.join(", ")));
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
                label: format!(
                    "{id} — {}",
                    Msg::new(name.spec().description).plain(Lang::En)
                ),
                value: id.to_owned(),
            })
        })
        .collect()
}

/// The help text: what Sanctum is, every command of the [catalogue](crate::core::catalogue)
/// (each adapter writes a command's usage its own way), and the answers that are buttons.
pub fn help_text() -> Text {
    let mut text = Text::new()
        .msg(Msg::new("help-intro").text("sanctum", Text::new().strong("Sanctum")))
        .line();
    for name in CommandName::ALL {
        text = text
            .line()
            .usage(name)
            .plain(" — ")
            .msg(Msg::new(name.spec().description));
    }
    text = text.plain("\n\n").msg(Msg::new("help-buttons"));
    for button in BUTTONS {
        text.push_plain("\n");
        for (i, action) in button.buttons.iter().enumerate() {
            if i > 0 {
                text.push_plain(" / ");
            }
            text.push(Span::Button(action.label().to_owned()));
        }
        text = text.plain(" — ").msg(Msg::new(button.description));
    }
    let mut days: Vec<String> = DaysPerMove::ALL
        .iter()
        .map(|d| d.get().to_string())
        .collect();
    let last_days = days.pop().unwrap_or_default();
    let [chess, scepter, sanctuary] = Variant::ALL.map(|v| Msg::new(variant_name(v)));
    text.plain("\n\n")
        .msg(
            Msg::new("help-clocks")
                .text("sanctuary", sanctuary)
                .text("scepter", scepter)
                .text("chess", chess)
                .str("days", days.join(", "))
                .str("last_days", last_days)
                .num("reminder_percent", policy::REMINDER_PERCENT)
                .num("bank_factor", policy::DEFAULT_BANK_FACTOR)
                .num("vacation_days", policy::MAX_VACATION_DAYS)
                .num("vacation_window", policy::VACATION_WINDOW / policy::DAY),
        )
        .plain("\n\n")
        .msg(
            Msg::new("help-boards")
                .command(
                    "keep_white",
                    CommandRef::new(CommandName::Settings).arg("boards_turn", "false"),
                )
                .command(
                    "mine",
                    CommandRef::new(CommandName::Preferences).arg("orientation", "mine"),
                ),
        )
}
