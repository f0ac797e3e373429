//! Showing a response in the terminal: text with names for mentions, the board as
//! Unicode, pictures and files saved with their paths, buttons and pings.

use super::{Console, board::unicode_board};
use service::{
    CommandName, CommandRef, Effect, MomentStyle, Msg, OptionKind, Reply, Response, Span, Text,
    Visibility,
};
use std::fmt::Write as _;
use std::io::{self, Write};

/// Indents every line of `text` by `pad`.
fn indent(text: &str, pad: &str) -> String {
    text.lines()
        .map(|l| format!("{pad}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// How the console writes a command with its arguments: `challenge @someone sanctuary`,
/// `settings days 3`.
pub fn command_line(command: &CommandRef) -> String {
    let spec = command.name.spec();
    let mut line = command.name.id().to_owned();
    for (option, value) in &command.args {
        let kind = spec.option(option).map(|o| (o.keyword, o.kind));
        // A yes or no is written in the option's own words, as its usage shows them.
        let value = value.to_string();
        let value = match (kind, value.as_str()) {
            (Some((_, OptionKind::Bool { yes, .. })), "true") => yes,
            (Some((_, OptionKind::Bool { no, .. })), "false") => no,
            _ => value.as_str(),
        };
        if matches!(kind, Some((_, OptionKind::Flag))) {
            let _ = write!(line, " {option}");
        } else if matches!(kind, Some((true, _))) {
            let _ = write!(line, " {option} {value}");
        } else {
            let _ = write!(line, " {value}");
        }
    }
    line
}

/// How the console writes a command's usage, from the catalogue:
/// `challenge @opponent <sanctuary|scepter|chess> [white|black|random] ...`.
pub fn usage(name: CommandName) -> String {
    usage_parts(name).join(" ")
}

/// The most characters of a command's usage in the help's list: a longer one stops
/// after its last whole option that fits, and `help <command>` shows the rest.
const OVERVIEW_USAGE: usize = 60;

/// A command's usage for the help's list: as [`usage`], cut to [`OVERVIEW_USAGE`]
/// characters at an option's end, with `…` where options are left out.
pub fn short_usage(name: CommandName) -> String {
    let parts = usage_parts(name);
    let mut line = String::new();
    for (i, part) in parts.iter().enumerate() {
        let longer = line.chars().count() + 1 + part.chars().count();
        if i > 0 && longer > OVERVIEW_USAGE {
            line.push_str(" …");
            return line;
        }
        if i > 0 {
            line.push(' ');
        }
        line.push_str(part);
    }
    line
}

/// A command's name, then each option as its usage writes it.
fn usage_parts(name: CommandName) -> Vec<String> {
    let spec = name.spec();
    let mut parts = vec![name.id().to_owned()];
    for o in spec.options {
        let choices: Vec<String> = o.kind.choices().into_iter().map(|c| c.typed).collect();
        let value = match o.kind {
            OptionKind::User => format!("@{}", o.name),
            OptionKind::Bool { yes, no } if o.keyword => format!("{yes}|{no}"),
            OptionKind::Bool { yes, no } => format!("{yes}|{no}"),
            OptionKind::Days => {
                let numbers: Vec<String> = data::DaysPerMove::ALL
                    .iter()
                    .map(|d| d.get().to_string())
                    .collect();
                format!("<{}>d", numbers.join("|"))
            }
            OptionKind::Move
            | OptionKind::Answer
            | OptionKind::Page
            | OptionKind::Game
            | OptionKind::Command
            | OptionKind::Line => {
                format!("<{}>", o.name)
            }
            OptionKind::Role => "@role".to_owned(),
            OptionKind::Channel => "#channel".to_owned(),
            OptionKind::Level | OptionKind::Count { .. } => {
                let (min, max) = o.kind.range().unwrap_or_default();
                format!("<{min}-{max}>")
            }
            OptionKind::Flag => o.name.to_owned(),
            OptionKind::Variant
            | OptionKind::Color
            | OptionKind::Orientation
            | OptionKind::Theme
            | OptionKind::PuzzleTheme
            | OptionKind::TournamentAction
            | OptionKind::TournamentFormat
            | OptionKind::Scope
            | OptionKind::Language => choices.join("|"),
        };
        let value = match (o.keyword, o.kind) {
            (true, OptionKind::Bool { yes, no }) => format!("{} {yes}|{no}", o.name),
            (true, OptionKind::Flag) => value,
            (true, _) => format!("{} {value}", o.name),
            (false, OptionKind::Variant) if o.required => format!("<{value}>"),
            (false, _) => value,
        };
        parts.push(if o.required {
            value
        } else {
            format!("[{value}]")
        });
    }
    parts
}

impl<W: Write> Console<W> {
    /// The name the console shows for a user: `@alice`.
    fn user_name(&self, user: data::UserId) -> String {
        let name = self
            .names
            .get(&user.0)
            .cloned()
            .unwrap_or_else(|| self.service.player_name(user));
        format!("@{name}")
    }

    /// A reply's text in the console's words: names for mentions, "in 2d 4h" for
    /// moments, console syntax for commands, no markdown.
    pub fn words(&self, text: &Text) -> String {
        self.words_with(text, usage)
    }

    /// `text` in the console's words, each command's usage written by `usage_of`.
    pub(super) fn words_with(&self, text: &Text, usage_of: fn(CommandName) -> String) -> String {
        let mut out = String::new();
        let text = text.localized(self.lang);
        for span in text.spans() {
            match span {
                Span::Plain(p) | Span::Strong(p) | Span::Move(p) => out.push_str(p),
                Span::User(u) => out.push_str(&self.user_name(*u)),
                Span::Role(r) => out.push_str(
                    &self
                        .names
                        .get(&r.0)
                        .map_or_else(|| format!("@&{r}"), |n| format!("@{n}")),
                ),
                Span::Channel(c) => out.push_str(
                    &self
                        .names
                        .get(&c.0)
                        .cloned()
                        .unwrap_or_else(|| format!("#{c}")),
                ),
                Span::Moment { at, style } => out.push_str(&match style {
                    MomentStyle::Relative => {
                        service::relative_msg(at.saturating_sub(self.service.now()))
                            .plain(self.lang)
                    }
                    MomentStyle::DateTime => service::utc_text(*at),
                }),
                Span::Command(c) => {
                    let _ = write!(out, "`{}`", command_line(c));
                }
                Span::Usage(name) => {
                    let _ = write!(out, "`{}`", usage_of(*name));
                }
                Span::Button(label) => {
                    let _ = write!(out, "[{label}]");
                }
                Span::Code(c) => {
                    let _ = write!(out, "`{c}`");
                }
                Span::Msg(m) => out.push_str(&m.plain(self.lang)),
            }
        }
        out
    }

    /// Prints every reply of a response; `speaker` is who gave the command (for private replies).
    pub(super) fn print_response(
        &mut self,
        response: &Response,
        speaker: Option<&str>,
    ) -> io::Result<()> {
        if response.duplicate {
            let words = Msg::new("console-already-handled").plain(self.lang);
            return writeln!(self.out, "  {words}");
        }
        // The console serves no pages: a note that only carries a link to play on
        // the web has nothing to say here.
        // The pictures' words too, in the console's language.
        let readers = service::Readers {
            asker: self.lang,
            channel: self.lang,
        };
        for reply in response.replies.iter().filter(|r| !r.only_a_play_link()) {
            let mut reply = reply.clone();
            reply.localize(readers);
            self.print_reply(&reply, speaker)?;
        }
        for effect in &response.effects {
            match effect {
                Effect::GameThread(thread) if !thread.mirror => {
                    let words = Msg::new("console-game-thread")
                        .str("thread", thread.name.plain(self.lang))
                        .str("channel", self.channel.0.as_str())
                        .plain(self.lang);
                    writeln!(self.out, "  {words}")?;
                }
                // The other server's thread, roles and Sanctum's turn mean nothing
                // to print here (Sanctum's move is printed when it is made).
                Effect::GameThread(_) | Effect::GrantRole(..) | Effect::Think(_) => {}
            }
        }
        if let Some(refresh) = &response.refresh {
            let words = Msg::new("console-announcement-redrawn").plain(self.lang);
            writeln!(self.out, "  {words}")?;
            self.print_reply(&refresh.reply, None)?;
            self.buttons.extend(refresh.reply.buttons.iter().cloned());
        }
        self.remember_buttons(response);
        for wanted in &response.threads {
            let channels: Vec<data::ChannelId> = (1..=wanted.parents.len())
                .map(|i| {
                    let name = if i == 1 {
                        wanted.label.clone()
                    } else {
                        format!("{}-{i}", wanted.label)
                    };
                    self.channel_named(&name)
                })
                .collect();
            let words = Msg::new("console-opens-thread")
                .str("thread", wanted.name.plain(self.lang))
                .str("channel", wanted.label.as_str())
                .plain(self.lang);
            writeln!(self.out, "  {words}")?;
            let opened = self.service.threads_opened(wanted, &channels);
            self.print_response(&opened, None)?;
        }
        Ok(())
    }

    fn print_reply(&mut self, reply: &Reply, speaker: Option<&str>) -> io::Result<()> {
        if let Some(channel) = reply.channel.filter(|c| *c != self.channel.1) {
            let name = self
                .names
                .get(&channel.0)
                .cloned()
                .unwrap_or_else(|| format!("#{channel}"));
            let words = Msg::new("console-in-channel")
                .str("channel", name)
                .plain(self.lang);
            writeln!(self.out, "  {words}")?;
        }
        match reply.visibility {
            Visibility::Private => {
                let words = match speaker {
                    Some(user) => Msg::new("console-only-user-sees").str("user", user),
                    None => Msg::new("console-only-you-see"),
                }
                .plain(self.lang);
                writeln!(self.out, "  {words}")?;
            }
            Visibility::Direct(user) => {
                let words = Msg::new("console-direct-message")
                    .str("user", self.user_name(user))
                    .plain(self.lang);
                writeln!(self.out, "  {words}")?;
            }
            Visibility::Public => {}
        }
        let text = self.words(&reply.text);
        writeln!(self.out, "{}", indent(&text, "  "))?;
        if let Some(board) = &reply.board {
            if let Ok(pos) = rules::Position::from_fen(board.variant, &board.fen) {
                writeln!(
                    self.out,
                    "{}",
                    indent(
                        &unicode_board(&pos, board.orientation, board.last_move, self.lang),
                        "  "
                    )
                )?;
            }
            if let Some(png) = &board.png {
                let path = self.pictures.join(&board.file_name);
                self.save(&path, png, Saving::Picture)?;
                // Each game's latest board is kept, not one picture per move.
                for stale in super::memory::superseded(&self.pictures, &board.file_name) {
                    let _ = std::fs::remove_file(&stale);
                    self.saved.retain(|p| p != &stale);
                }
            }
        }
        for file in &reply.files {
            let path = self.pictures.join(&file.name);
            self.save(&path, &file.bytes, Saving::File)?;
        }
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| format!("[{}]", b.label_in(self.lang)))
                .collect();
            let first = reply.buttons[0].label_in(self.lang).to_lowercase();
            let words = Msg::new("console-buttons")
                .str("labels", labels.join(" "))
                .str("first", first)
                .plain(self.lang);
            writeln!(self.out, "  {words}")?;
        }
        if !reply.pings.is_empty() {
            let names: Vec<String> = reply.pings.iter().map(|u| self.user_name(*u)).collect();
            let words = Msg::new("console-pings")
                .str("users", names.join(", "))
                .plain(self.lang);
            writeln!(self.out, "  {words}")?;
        }
        writeln!(self.out)
    }

    fn save(&mut self, path: &std::path::Path, bytes: &[u8], what: Saving) -> io::Result<()> {
        let (saved, failed) = what.messages();
        let shown = path.display().to_string();
        match std::fs::write(path, bytes) {
            Ok(()) => {
                let words = Msg::new(saved).str("path", shown).plain(self.lang);
                writeln!(self.out, "  {words}")?;
                self.saved.push(path.to_path_buf());
            }
            Err(e) => {
                let words = Msg::new(failed)
                    .str("path", shown)
                    .str("error", e.to_string())
                    .plain(self.lang);
                writeln!(self.out, "  {words}")?;
            }
        }
        Ok(())
    }
}

/// What [`Console::save`] writes, so its line says a picture or a file.
#[derive(Debug, Clone, Copy)]
enum Saving {
    /// A board picture.
    Picture,
    /// A reply's file: a game record, an animation.
    File,
}

impl Saving {
    /// The message for its path once saved, and the one for a failure to save it.
    fn messages(self) -> (&'static str, &'static str) {
        match self {
            Saving::Picture => ("console-saved-picture", "console-not-saved-picture"),
            Saving::File => ("console-saved-file", "console-not-saved-file"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Console;
    use service::{CommandName, CommandRef, ManualClock, Text};
    use std::sync::Arc;

    #[test]
    fn spans_become_console_words() {
        let dir = tempfile::tempdir().expect("temp dir");
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        let mut console = Console::open_at(
            &dir.path().join("t.db"),
            &dir.path().join("p"),
            Vec::new(),
            clock,
        )
        .expect("console");
        let alice = console.user("alice");
        let text = Text::new()
            .user(alice)
            .plain(" vs <é> ")
            .strong("wins")
            .plain(", due ")
            .moment(1_790_000_000 + 86_400 + 7200)
            .plain("; try ")
            .command(
                CommandRef::new(CommandName::Challenge)
                    .arg("opponent", "@someone")
                    .arg("variant", "sanctuary"),
            )
            .plain(" or ")
            .command(CommandRef::new(CommandName::Settings).arg("days", "3"));
        assert_eq!(
            console.words(&text),
            "@alice vs <é> wins, due in 1d 2h; try `challenge @someone sanctuary` or `settings days 3`"
        );
        // Moments at the extremes must not overflow.
        let far = Text::new().moment(i64::MIN).plain(" ").moment(i64::MAX);
        assert!(
            console
                .words(&far)
                .starts_with("106751991167300d 15h ago in ")
        );
    }

    #[test]
    fn the_helps_list_shows_each_usage_short_and_help_command_the_rest() {
        for name in CommandName::ALL {
            let (short, whole) = (super::short_usage(name), super::usage(name));
            assert!(
                short.chars().count() <= super::OVERVIEW_USAGE + 2,
                "{short}"
            );
            match short.strip_suffix(" …") {
                Some(head) => assert!(whole.starts_with(head) && whole.len() > head.len()),
                None => assert_eq!(short, whole),
            }
        }
        assert_eq!(
            super::short_usage(CommandName::Challenge),
            "challenge <sanctuary|scepter|chess> [@opponent] …"
        );
    }

    #[test]
    fn usage_comes_from_the_catalogue() {
        assert_eq!(
            super::usage(CommandName::Challenge),
            "challenge <sanctuary|scepter|chess> [@opponent] [white|black|random] [<1|2|3|5|7|10|14>d] [rated|casual] [level <1-8>] [team yes|no] [team_role @role] [share <1-100>] [anywhere yes|no] [min_rating <0-4000>] [max_rating <0-4000>]"
        );
        assert_eq!(
            super::usage(CommandName::Settings),
            "settings [days <1|2|3|5|7|10|14>d] [rated yes|no] [threads yes|no] [seek_variant sanctuary|scepter|chess] [seek_role @role] [bank <0-5>] [ping_every <0-1440>] [daily_puzzle #channel] [daily_puzzle_off] [course_variant sanctuary|scepter|chess] [course_role @role] [organiser_role @role] [organiser_role_off] [web yes|no] [boards_turn yes|no] [lobby #channel] [lobby_off] [language discord|en|de|fr|es|pt-br|ru|zh-cn]"
        );
        assert_eq!(super::usage(CommandName::Pgn), "pgn [<game>]");
        assert_eq!(
            super::usage(CommandName::Preferences),
            "preferences [orientation to-move|mine] [theme classic|contrast|colorblind] [confirm on|off]"
        );
        assert_eq!(
            super::usage(CommandName::Notify),
            "notify [dm on|off] [remind80 on|off] [remind2h on|off] [digest on|off]"
        );
        assert_eq!(
            super::usage(CommandName::Vacation),
            "vacation [<1-14>] [end]"
        );
        let end = service::CommandRef::new(CommandName::Vacation).arg("end", "True");
        assert_eq!(super::command_line(&end), "vacation end");
        // A yes or no in the words its usage shows.
        let confirm = service::CommandRef::new(CommandName::Preferences)
            .arg("confirm", "true")
            .arg("theme", "colorblind");
        assert_eq!(
            super::command_line(&confirm),
            "preferences confirm on theme colorblind"
        );
        let casual = service::CommandRef::new(CommandName::Challenge).arg("rated", "false");
        assert_eq!(super::command_line(&casual), "challenge casual");
    }
}
