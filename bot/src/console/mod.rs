//! The console adapter: the same service in a terminal. Each line is
//! `<user>: <command>`; replies print as text with a Unicode board, pictures and PGN
//! files are saved to a folder and their paths printed, and `wait 2d` moves the
//! clock forward and runs the deadline work.

mod board;
mod memory;
mod parse;
mod print;

pub use board::unicode_board;
pub use parse::{Line, Said, parse_line, parse_line_in, resolve};

use data::{ChannelId, GuildId, UserId};
use service::{
    Actor, Button, Command, Lang, ManualClock, Mention, Msg, OptionKind, Place, Request, Response,
    Service, Value, help_text,
};
use std::collections::HashMap;
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The console's one server.
const GUILD: GuildId = GuildId(1);
/// Sanctum's own name in the console: `challenge @sanctum` plays the engine.
const SANCTUM: &str = "sanctum";
/// How many recent buttons `press` can find.
const BUTTON_MEMORY: usize = 20;

/// Why the console could not start.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    /// The database did not open. (Its own message names the database.)
    #[error(transparent)]
    Database(#[from] data::Error),
    /// The pictures folder could not be made. (Why is its source, shown after it.)
    #[error("cannot create the pictures folder {path}")]
    Pictures {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// A terminal session on one database.
pub struct Console<W: Write> {
    service: Service,
    clock: Arc<ManualClock>,
    pictures: PathBuf,
    channel: (String, ChannelId),
    names: HashMap<u64, String>,
    buttons: Vec<Button>,
    /// Where the names and buttons are kept between runs ([`memory`]).
    memory: PathBuf,
    /// Whether a failure to keep them was said already (it is said once).
    memory_failed: bool,
    saved: Vec<PathBuf>,
    /// The language replies are shown in.
    lang: Lang,
    out: W,
}

/// A span of time in `lang` as the console writes it (`2d 4h`).
fn duration_in(seconds: i64, lang: Lang) -> String {
    service::duration_msg(seconds).plain(lang)
}

/// A stable id for a name, so the same names mean the same players after a restart.
fn id_for(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    (h >> 2) | 1
}

impl<W: Write> Console<W> {
    /// Opens the database, with the clock at the current time, writing to `out`.
    pub fn open(db: &Path, pictures: &Path, out: W) -> Result<Console<W>, ConsoleError> {
        Console::open_at(db, pictures, out, Arc::new(ManualClock::starting_now()))
    }

    /// Opens with a given clock (tests start at a fixed time).
    pub fn open_at(
        db: &Path,
        pictures: &Path,
        out: W,
        clock: Arc<ManualClock>,
    ) -> Result<Console<W>, ConsoleError> {
        std::fs::create_dir_all(pictures).map_err(|source| ConsoleError::Pictures {
            path: pictures.to_path_buf(),
            source,
        })?;
        let service = Service::open(db, clock.clone())?;
        service.set_own_user(UserId(id_for(SANCTUM)), "Sanctum");
        service.resume_thinking();
        let memory = memory::file_in(pictures);
        let remembered = memory::read(&memory);
        let mut console = Console {
            service,
            clock,
            pictures: pictures.to_path_buf(),
            channel: (String::new(), ChannelId(0)),
            names: remembered.names,
            buttons: remembered.buttons,
            memory,
            memory_failed: false,
            saved: Vec::new(),
            lang: Lang::En,
            out,
        };
        console.switch_channel("general");
        Ok(console)
    }

    /// Shows every reply from now on in `lang`.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The files saved so far (pictures and PGN), in order.
    pub fn saved_files(&self) -> &[PathBuf] {
        &self.saved
    }

    /// The output written so far (for a console writing into a `Vec<u8>`).
    pub fn output(&self) -> &W {
        &self.out
    }

    fn switch_channel(&mut self, name: &str) {
        let id = ChannelId(id_for(&format!("#{name}")));
        self.names.insert(id.0, format!("#{name}"));
        self.channel = (name.to_owned(), id);
    }

    /// A channel by name (`#puzzles`), the same id as switching to it gives.
    fn channel_named(&mut self, name: &str) -> ChannelId {
        let id = ChannelId(id_for(&format!("#{name}")));
        self.names.insert(id.0, format!("#{name}"));
        id
    }

    fn user(&mut self, name: &str) -> UserId {
        let id = id_for(name);
        self.names.insert(id, name.to_owned());
        UserId(id)
    }

    /// A role by name (`@players`): ids apart from users', the same after a restart.
    fn role(&mut self, name: &str) -> data::RoleId {
        let id = id_for(&format!("&{name}"));
        self.names.insert(id, name.to_owned());
        data::RoleId(id)
    }

    fn place(&self) -> Place {
        Place {
            guild: GUILD,
            channel: self.channel.1,
        }
    }

    /// Runs every line of a script, echoing each one first.
    pub fn run_script(&mut self, script: &str) -> io::Result<()> {
        for line in script.lines() {
            if !line.trim().is_empty() {
                writeln!(self.out, "> {line}")?;
            }
            if !self.run_line(line)? {
                break;
            }
        }
        Ok(())
    }

    /// Reads lines from `input` until it ends or `quit`, with a prompt when `prompt` is set.
    pub fn run_interactive(&mut self, input: impl BufRead, prompt: bool) -> io::Result<()> {
        let mut lines = input.lines();
        loop {
            if prompt {
                write!(self.out, "> ")?;
                self.out.flush()?;
            }
            let Some(line) = lines.next() else { break };
            if !self.run_line(&line?)? {
                break;
            }
        }
        Ok(())
    }

    /// Runs one line, then keeps the names and buttons for the next run; `false` once
    /// the user quits.
    pub fn run_line(&mut self, line: &str) -> io::Result<bool> {
        let going_on = self.run_one(line)?;
        self.keep_memory()?;
        Ok(going_on)
    }

    /// Writes the names and buttons to the memory file; a failure is said once.
    fn keep_memory(&mut self) -> io::Result<()> {
        if let Err(e) = memory::write(&self.memory, &self.names, &self.buttons)
            && !self.memory_failed
        {
            self.memory_failed = true;
            let words = Msg::new("console-memory-not-kept")
                .str("path", self.memory.display().to_string())
                .str("error", e.to_string())
                .plain(self.lang);
            writeln!(self.out, "  {words}")?;
        }
        Ok(())
    }

    fn run_one(&mut self, line: &str) -> io::Result<bool> {
        // Sanctum's moves in games it resumed after a restart.
        self.print_engine_moves()?;
        match parse_line_in(line, self.lang) {
            Line::Nothing => {}
            Line::Quit => return Ok(false),
            Line::Help => self.print_help()?,
            Line::HelpOn(command) => {
                let help = self.words(&service::help_for(&command));
                writeln!(self.out, "{help}")?;
            }
            Line::Unreadable(hint) => writeln!(self.out, "  ? {hint}")?,
            Line::Channel(name) => {
                self.switch_channel(&name);
                let words = Msg::new("console-now-in")
                    .str("channel", name)
                    .plain(self.lang);
                writeln!(self.out, "  {words}")?;
            }
            Line::Wait(seconds) => {
                let now = self.clock.advance(seconds);
                let words = Msg::new("console-clock-forward")
                    .str("duration", duration_in(seconds, self.lang))
                    .plain(self.lang);
                writeln!(self.out, "  {words}")?;
                for response in self.service.tick(now) {
                    self.print_response(&response, None)?;
                }
                self.print_engine_moves()?;
            }
            Line::Say { user, said } => self.say(&user, said)?,
        }
        self.out.flush()?;
        Ok(true)
    }

    fn say(&mut self, user: &str, said: Said) -> io::Result<()> {
        let actor = Actor {
            user: self.user(user),
            name: user.to_owned(),
            nickname: None,
            manage_server: true,
            roles: Vec::new(),
            lang: self.lang,
        };
        let command = match said {
            Said::Answer(c) => c,
            Said::Command(invocation) => {
                let invocation = parse::resolve(invocation, |kind, name| match kind {
                    OptionKind::Role => Value::Role(self.role(name)),
                    OptionKind::Channel => Value::Channel(self.channel_named(name)),
                    _ => Value::User(self.mention(name)),
                });
                match service::parse(&invocation) {
                    Ok(c) => c,
                    Err(unreadable) => {
                        let hint = self.words(&unreadable.user_text());
                        return writeln!(self.out, "  ? {hint}");
                    }
                }
            }
            Said::Press(what) => {
                if let Some(b) = self.find_button(&what) {
                    Command::Press(b.action)
                } else {
                    let words = Msg::new("console-no-button")
                        .str("typed", what)
                        .plain(self.lang);
                    return writeln!(self.out, "  ? {words}");
                }
            }
            Said::Suggest(prefix) => {
                let list = self
                    .service
                    .suggest_moves(actor.user, self.place(), &prefix);
                let labels: Vec<String> = list.into_iter().map(|s| s.label).collect();
                let words = if labels.is_empty() {
                    Msg::new("console-no-suggestions")
                } else {
                    Msg::new("console-suggestions").str("moves", labels.join(", "))
                }
                .plain(self.lang);
                return writeln!(self.out, "  {words}");
            }
        };
        let request = Request {
            actor,
            place: self.place(),
            command,
            interaction: None,
        };
        // A review's progress is not shown: the console waits for its result.
        let response = self.service.handle_with_progress(&request, &|_| {});
        self.print_response(&response, Some(user))?;
        if let Some(game) = response.to_think() {
            self.service.think_about(game);
        }
        self.print_engine_moves()
    }

    /// Lets Sanctum think for every game waiting for it, here and now, and prints its moves.
    fn print_engine_moves(&mut self) -> io::Result<()> {
        for response in self.service.think_pending() {
            self.print_response(&response, None)?;
        }
        Ok(())
    }

    fn mention(&mut self, name: &str) -> Mention {
        let is_bot = name.eq_ignore_ascii_case(SANCTUM) || name.to_lowercase().ends_with("bot");
        Mention {
            user: self.user(name),
            name: name.to_owned(),
            is_bot,
            member: true,
        }
    }

    fn find_button(&self, what: &str) -> Option<Button> {
        let want = what.trim().to_lowercase();
        self.buttons
            .iter()
            .rev()
            .find(|b| {
                [b.label_in(self.lang), b.label_in(Lang::En)]
                    .iter()
                    .map(|l| l.to_lowercase())
                    .any(|label| label == want || label.starts_with(&want))
                    || b.action.custom_id() == want
            })
            .cloned()
    }

    fn remember_buttons(&mut self, response: &Response) {
        for reply in &response.replies {
            self.buttons.extend(reply.buttons.iter().cloned());
        }
        let excess = self.buttons.len().saturating_sub(BUTTON_MEMORY);
        self.buttons.drain(..excess);
    }

    fn print_help(&mut self) -> io::Result<()> {
        let help = self.words_with(&help_text(), print::short_usage);
        writeln!(self.out, "{help}")?;
        let console = Msg::new("console-help").plain(self.lang);
        writeln!(self.out, "\n{console}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_lists_the_legal_moves_piece_by_piece() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        let mut console = Console::open_at(
            &dir.path().join("sanctum.db"),
            &dir.path().join("pictures"),
            Vec::new(),
            clock,
        )
        .expect("a console");
        console
            .run_script(
                "alice: challenge @bob sanctuary white\nbob: accept\nbob: moves\nalice: moves",
            )
            .expect("the script runs");
        let out = String::from_utf8_lossy(console.output()).into_owned();
        let asked = out.split("> alice: moves").nth(1).expect("alice asked");
        assert!(asked.contains("White to move"), "{asked}");
        assert!(asked.contains("knight: Na3, Nc3, Nf3, Nh3"), "{asked}");
        assert!(asked.contains("Swiss guard:"), "{asked}");
        // The moves of the side to move, whoever asks: bob sees White's too.
        let bob = out.split("> bob: moves").nth(1).expect("bob asked");
        assert!(bob.contains("White to move"), "{bob}");
        // Nowhere to look without a game here.
        console
            .run_script("channel other\ncarol: moves")
            .expect("the script runs");
        let out = String::from_utf8_lossy(console.output()).into_owned();
        let carol = out.split("> carol: moves").nth(1).expect("carol asked");
        assert!(carol.contains("no game"), "{carol}");
    }
}

#[cfg(test)]
mod restart {
    use super::*;

    fn console(dir: &Path, clock: &Arc<ManualClock>) -> Console<Vec<u8>> {
        Console::open_at(
            &dir.join("sanctum.db"),
            &dir.join("pictures"),
            Vec::new(),
            clock.clone(),
        )
        .expect("a console")
    }

    fn output(console: &Console<Vec<u8>>) -> String {
        String::from_utf8_lossy(console.output()).into_owned()
    }

    #[test]
    fn after_a_restart_channels_keep_their_names_and_buttons_can_be_pressed() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        let mut first = console(dir.path(), &clock);
        first
            .run_script(
                "channel side\nalice: challenge @bob chess white\nbob: accept\nalice: e4\n\
                 channel general\ncarol: challenge @dave chess white\ndave: accept\n\
                 carol: e4\ndave: resign\ndave: press yes",
            )
            .expect("the script runs");
        let said = output(&first);
        assert!(said.contains("[Rematch]"), "{said}");
        drop(first);

        let mut second = console(dir.path(), &clock);
        second
            .run_script("wait 5d\ndave: press review\ncarol: press rematch")
            .expect("the script runs");
        let said = output(&second);
        // The news of the game in #side names its channel, not a number.
        assert!(said.contains("#side"), "{said}");
        assert!(
            !said
                .split_whitespace()
                .any(|w| w.starts_with('#') && w[1..].starts_with(|c: char| c.is_ascii_digit())),
            "{said}"
        );
        let reviewed = said
            .split("> dave: press review")
            .nth(1)
            .and_then(|rest| rest.split("> carol: press rematch").next())
            .expect("pressed");
        assert!(!reviewed.contains("no recent button"), "{reviewed}");
        assert!(reviewed.contains("Review of game"), "{reviewed}");
        let pressed = said
            .split("> carol: press rematch")
            .nth(1)
            .expect("pressed");
        assert!(!pressed.contains("no recent button"), "{pressed}");
        assert!(pressed.contains("dave"), "{pressed}");
    }

    #[test]
    fn the_pictures_folder_keeps_each_games_latest_board() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let clock = Arc::new(ManualClock::new(1_790_000_000));
        let mut console = console(dir.path(), &clock);
        console
            .run_script(
                "alice: challenge @bob chess white\nbob: accept\n\
                 alice: e4\nbob: e5\nalice: Nf3\nbob: Nc6\nalice: Bb5\nbob: a6",
            )
            .expect("the script runs");
        let mut boards: Vec<String> = std::fs::read_dir(dir.path().join("pictures"))
            .expect("the folder")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| {
                std::path::Path::new(n)
                    .extension()
                    .is_some_and(|e| e.eq_ignore_ascii_case("png"))
            })
            .collect();
        boards.sort();
        assert_eq!(boards, ["game-1-ply-6.png"]);
    }
}
