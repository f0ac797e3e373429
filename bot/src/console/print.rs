//! Showing a response in the terminal: text with names for mentions, the board as
//! Unicode, pictures and files saved with their paths, buttons and pings.

use super::{Console, board::unicode_board};
use service::{Reply, Response, Visibility};
use std::io::{self, Write};

/// Markdown emphasis removed: the terminal shows plain text.
pub fn plain(text: &str) -> String {
    text.replace("**", "")
}

/// Indents every line of `text` by `pad`.
fn indent(text: &str, pad: &str) -> String {
    text.lines()
        .map(|l| format!("{pad}{l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

impl<W: Write> Console<W> {
    /// `<@123>` → `@alice`, `<#456>` → `#general`, `<t:1790086400:R>` → `in 1d`.
    fn names_in(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(start) = rest.find('<') {
            out.push_str(&rest[..start]);
            let tail = &rest[start..];
            let parsed = tail.find('>').and_then(|end| {
                let inner = &tail[1..end];
                if let Some(at) = inner
                    .strip_prefix("t:")
                    .and_then(|t| t.strip_suffix(":R"))
                    .and_then(|t| t.parse::<data::Timestamp>().ok())
                {
                    return Some((
                        service::relative_text(at.saturating_sub(self.service.now())),
                        end,
                    ));
                }
                let sigil = inner.chars().next()?;
                let id = &inner[sigil.len_utf8()..];
                let id: u64 = id.parse().ok()?;
                let name = match sigil {
                    '@' => format!(
                        "@{}",
                        self.names
                            .get(&id)
                            .cloned()
                            .unwrap_or_else(|| self.service.player_name(data::UserId(id)))
                    ),
                    '#' => self
                        .names
                        .get(&id)
                        .cloned()
                        .unwrap_or_else(|| format!("#{id}")),
                    _ => return None,
                };
                Some((name, end))
            });
            if let Some((name, end)) = parsed {
                out.push_str(&name);
                rest = &tail[end + 1..];
            } else {
                out.push('<');
                rest = &tail[1..];
            }
        }
        out.push_str(rest);
        out
    }

    /// Prints every reply of a response; `speaker` is who gave the command (for private replies).
    pub(super) fn print_response(
        &mut self,
        response: &Response,
        speaker: Option<&str>,
    ) -> io::Result<()> {
        if response.duplicate {
            return writeln!(self.out, "  (already handled)");
        }
        for reply in &response.replies {
            self.print_reply(reply, speaker)?;
        }
        if let Some(thread) = &response.thread {
            writeln!(
                self.out,
                "  (on Discord this game would get its own thread, “{}”; here it stays in #{})",
                thread.name, self.channel.0
            )?;
        }
        self.remember_buttons(response);
        Ok(())
    }

    fn print_reply(&mut self, reply: &Reply, speaker: Option<&str>) -> io::Result<()> {
        if let Some(channel) = reply.channel.filter(|c| *c != self.channel.1) {
            let name = self
                .names
                .get(&channel.0)
                .cloned()
                .unwrap_or_else(|| format!("#{channel}"));
            writeln!(self.out, "  [in {name}]")?;
        }
        if reply.visibility == Visibility::Private {
            writeln!(self.out, "  (only {} sees this)", speaker.unwrap_or("you"))?;
        }
        let text = plain(&self.names_in(&reply.text));
        writeln!(self.out, "{}", indent(&text, "  "))?;
        if let Some(board) = &reply.board {
            if let Ok(pos) = rules::Position::from_fen(board.variant, &board.fen) {
                writeln!(
                    self.out,
                    "{}",
                    indent(
                        &unicode_board(&pos, board.orientation, board.last_move),
                        "  "
                    )
                )?;
            }
            if let Some(png) = &board.png {
                let path = self.pictures.join(&board.file_name);
                self.save(&path, png, "picture")?;
            }
        }
        for file in &reply.files {
            let path = self.pictures.join(&file.name);
            self.save(&path, &file.bytes, "file")?;
        }
        if !reply.buttons.is_empty() {
            let labels: Vec<String> = reply
                .buttons
                .iter()
                .map(|b| format!("[{}]", b.label))
                .collect();
            let first = reply.buttons[0].label.to_lowercase();
            writeln!(
                self.out,
                "  buttons: {} — press one with `<user>: press {first}`",
                labels.join(" ")
            )?;
        }
        if !reply.pings.is_empty() {
            let names: Vec<String> = reply
                .pings
                .iter()
                .map(|u| self.names_in(&format!("<@{u}>")))
                .collect();
            writeln!(self.out, "  (pings {})", names.join(", "))?;
        }
        writeln!(self.out)
    }

    fn save(&mut self, path: &std::path::Path, bytes: &[u8], what: &str) -> io::Result<()> {
        match std::fs::write(path, bytes) {
            Ok(()) => {
                writeln!(self.out, "  {what}: {}", path.display())?;
                self.saved.push(path.to_path_buf());
            }
            Err(e) => writeln!(self.out, "  ({what} not saved to {}: {e})", path.display())?,
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Console;
    use service::ManualClock;
    use std::sync::Arc;

    #[test]
    fn mentions_become_names_and_odd_brackets_survive() {
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
        let text = format!("<@{alice}> vs <é> and <#1> <@x> <");
        assert_eq!(console.names_in(&text), "@alice vs <é> and #1 <@x> <");
        let due = format!("due <t:{}:R>, <t:x:R>", 1_790_000_000 + 86_400 + 7200);
        assert_eq!(console.names_in(&due), "due in 1d 2h, <t:x:R>");
        // Anyone can type a timestamp: the extremes must not overflow.
        let far = format!("<t:{}:R> <t:{}:R>", i64::MIN, i64::MAX);
        assert!(
            console
                .names_in(&far)
                .starts_with("106751991167300d 15h ago in ")
        );
    }
}
