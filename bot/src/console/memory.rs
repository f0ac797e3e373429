//! What the console remembers between runs, beside its pictures: the names behind
//! its ids (a channel's id is made from its name and cannot be read back) and the
//! buttons shown last, so news after a restart says `#general` and `press rematch`
//! still finds the button. One small text file, `console-memory.tsv`, a line each:
//! `name <id> <name>` or `button <custom id> <label>`, tab-separated.
//!
//! The file is a convenience: one that is missing, unreadable or half-written is
//! read as far as it makes sense, and a failure to write it is said once and then
//! ignored; the game itself lives in the database.

use service::{Action, Button, ButtonStyle};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The file's name in the pictures folder.
pub(super) const FILE: &str = "console-memory.tsv";

/// The names and buttons read back from the file.
#[derive(Debug, Default)]
pub(super) struct Remembered {
    /// Every name the console gave an id to.
    pub names: HashMap<u64, String>,
    /// The buttons shown last, oldest first.
    pub buttons: Vec<Button>,
}

/// The memory file in `folder`.
pub(super) fn file_in(folder: &Path) -> PathBuf {
    folder.join(FILE)
}

/// Reads `file`; what cannot be read is left out.
pub(super) fn read(file: &Path) -> Remembered {
    let mut remembered = Remembered::default();
    let Ok(text) = std::fs::read_to_string(file) else {
        return remembered;
    };
    for line in text.lines() {
        let mut fields = line.splitn(3, '\t');
        match (fields.next(), fields.next(), fields.next()) {
            (Some("name"), Some(id), Some(name)) if !name.is_empty() => {
                if let Ok(id) = id.parse() {
                    remembered.names.insert(id, name.to_owned());
                }
            }
            (Some("button"), Some(id), Some(label)) => {
                if let Some(action) = Action::parse(id) {
                    remembered.buttons.push(Button {
                        label: label.to_owned(),
                        style: ButtonStyle::Secondary,
                        action,
                    });
                }
            }
            _ => {}
        }
    }
    remembered
}

/// Writes `names` and `buttons` to `file` in one piece (a new file renamed over the
/// old), so a run stopped mid-write leaves the old memory whole.
pub(super) fn write(
    file: &Path,
    names: &HashMap<u64, String>,
    buttons: &[Button],
) -> std::io::Result<()> {
    let mut ids: Vec<_> = names.keys().copied().collect();
    ids.sort_unstable();
    let mut text = String::new();
    // Tabs and line breaks would split a field: names and labels never carry them.
    let clean = |s: &str| s.replace(['\t', '\n', '\r'], " ");
    for id in ids {
        if let Some(name) = names.get(&id) {
            let _ = writeln!(text, "name\t{id}\t{}", clean(name));
        }
    }
    for button in buttons {
        let _ = writeln!(
            text,
            "button\t{}\t{}",
            button.action.custom_id(),
            clean(&button.label)
        );
    }
    let fresh = file.with_extension("tsv.new");
    std::fs::write(&fresh, text)?;
    std::fs::rename(&fresh, file)
}

/// The earlier boards of the same game that the picture `name` makes stale
/// (`game-3-ply-12.png` supersedes every other `game-3-ply-N.png` in `folder`), so
/// the folder keeps each game's latest board rather than one picture per move.
pub(super) fn superseded(folder: &Path, name: &str) -> Vec<PathBuf> {
    let Some((game, _)) = board_of(name) else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let other = entry.file_name();
            let other = other.to_string_lossy();
            other != name && board_of(&other).is_some_and(|(g, _)| g == game)
        })
        .map(|entry| entry.path())
        .collect()
}

/// `game-3-ply-12.png` read as its game's part (`game-3`) and its ply.
fn board_of(name: &str) -> Option<(&str, u32)> {
    let (game, ply) = name.strip_suffix(".png")?.rsplit_once("-ply-")?;
    let number = game.strip_prefix("game-")?;
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if ply.is_empty() || !ply.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((game, ply.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_buttons_come_back_and_odd_lines_are_left_out() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = file_in(dir.path());
        let names = HashMap::from([(7, "#general".to_owned()), (9, "alice\tbob".to_owned())]);
        let rematch = Button::new(Action::Rematch(data::GameId(3)), ButtonStyle::Primary);
        write(&file, &names, std::slice::from_ref(&rematch)).expect("written");
        let mut text = std::fs::read_to_string(&file).expect("read");
        text.push_str("button\tnot-an-action\tX\nname\tseven\t#x\nnonsense\n");
        std::fs::write(&file, text).expect("spoiled");
        let back = read(&file);
        assert_eq!(back.names.get(&7).map(String::as_str), Some("#general"));
        assert_eq!(back.names.get(&9).map(String::as_str), Some("alice bob"));
        assert_eq!(back.names.len(), 2);
        assert_eq!(back.buttons.len(), 1);
        assert_eq!(back.buttons[0].action, rematch.action);
        assert_eq!(back.buttons[0].label, rematch.label);
        assert!(read(&dir.path().join("missing.tsv")).names.is_empty());
    }

    #[test]
    fn a_games_new_board_supersedes_only_its_own_older_ones() {
        let dir = tempfile::tempdir().expect("temp dir");
        for name in [
            "game-3-ply-1.png",
            "game-3-ply-2.png",
            "game-31-ply-2.png",
            "game-3-ply-2.pgn",
            "game-3.gif",
            "rules-chess.png",
        ] {
            std::fs::write(dir.path().join(name), b"x").expect("a file");
        }
        let mut stale: Vec<String> = superseded(dir.path(), "game-3-ply-2.png")
            .iter()
            .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .collect();
        stale.sort();
        assert_eq!(stale, ["game-3-ply-1.png"]);
        assert!(superseded(dir.path(), "rules-chess.png").is_empty());
    }
}
