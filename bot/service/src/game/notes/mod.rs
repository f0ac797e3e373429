//! `note` and `notes`: a player's private notes on the positions of their own games.
//!
//! A correspondence game lasts days, and its players think between moves: a note keeps
//! that thought beside the position it is about, for its author alone. Notes are kept
//! after the game, and `notes` hands them back as a PGN with each note a comment, so
//! they travel into any study tool; a player's own `board` shows those on the position.

pub(crate) mod refusal;
pub use refusal::NoteRefusal;

use crate::core::catalogue::{CommandSpec, OptionKind, YOUR_GAME, command, keyword, required};
use crate::core::context::{Ctx, game_here, name_of};
use crate::core::i18n::Lang;
use crate::core::names::CommandName;
use crate::core::policy::{MAX_LINE_LENGTH, MAX_NOTES_PER_GAME};
use crate::core::refusal::Result;
use crate::core::reply::{Attachment, Reply, Response};
use crate::core::request::{Actor, Command, Place};
use crate::core::text::Msg;
use crate::core::text::{CommandRef, Text};
use data::{LoadedGame, Note};

/// How many characters of notes (with their positions) a `notes` listing shows before
/// it says how many more there are: the listing stays inside one Discord message.
const LISTED_CHARACTERS: usize = 1_500;

/// `note <text> [ply] [game]`: keeps `text` on a position of the caller's game.
pub fn note(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    text: &str,
    ply: Option<i64>,
    game: Option<&str>,
) -> Result<Response> {
    let loaded = your_game(cx, actor, place, game)?;
    let body = clean(text);
    if body.is_empty() {
        return Err(NoteRefusal::Empty.into());
    }
    let length = body.chars().count();
    if length > usize::from(MAX_LINE_LENGTH) {
        return Err(NoteRefusal::TooLong { length }.into());
    }
    let ply = position(&loaded, ply)?;
    let id = loaded.stored.id;
    let Some(seq) = cx
        .store
        .add_note(id, actor.user, ply, &body, cx.now, MAX_NOTES_PER_GAME)?
    else {
        return Err(NoteRefusal::TooMany { game: id.0 }.into());
    };
    tracing::info!(game = %id, author = %actor.user, ply, seq, "note");
    let text = Text::from(
        Msg::new("notes-noted")
            .str("game", id.to_string())
            .text("position", label_msg(&loaded, ply))
            .str("note", body),
    )
    .line()
    .msg(Msg::new("notes-see").command(
        "notes",
        CommandRef::new(CommandName::Notes).arg("game", id.0.to_string()),
    ));
    Ok(Response::one(Reply::private(text)))
}

/// `notes [game] [delete]`: the caller's notes on a game, privately, with the game's
/// PGN carrying them as comments; or a position's notes taken back.
pub fn notes(
    cx: &Ctx<'_>,
    actor: &Actor,
    place: Place,
    game: Option<&str>,
    delete: Option<i64>,
) -> Result<Response> {
    let loaded = your_game(cx, actor, place, game)?;
    let id = loaded.stored.id;
    if let Some(typed) = delete {
        let ply = position(&loaded, Some(typed))?;
        let removed = cx.store.delete_notes(id, actor.user, ply)?;
        if removed == 0 {
            return Err(NoteRefusal::NoneThere { ply }.into());
        }
        let text = Msg::new("notes-took-back")
            .num("count", i64::try_from(removed).unwrap_or(i64::MAX))
            .text("position", label_msg(&loaded, ply))
            .str("game", id.to_string());
        return Ok(Response::one(Reply::private(text)));
    }
    let kept = cx.store.notes(id, actor.user)?;
    if kept.is_empty() {
        let text = Msg::new("notes-none").str("game", id.to_string()).command(
            "note",
            CommandRef::new(CommandName::Note)
                .arg("game", id.0.to_string())
                .arg("text", "…"),
        );
        return Ok(Response::one(Reply::private(text)));
    }
    let mut text = Text::from(
        Msg::new("notes-heading")
            .str("game", id.to_string())
            .str("white", name_of(cx, loaded.stored.white))
            .str("black", name_of(cx, loaded.stored.black)),
    );
    let mut shown = 0;
    let mut listed = 0;
    for note in &kept {
        let position = label_msg(&loaded, note.ply);
        // Counted in English: every language's label is about as long.
        let length = position.plain(Lang::En).chars().count() + note.body.chars().count() + 7;
        if listed > 0 && shown + length > LISTED_CHARACTERS {
            break;
        }
        shown += length;
        listed += 1;
        text = text
            .line()
            .strong_msg(position)
            .plain(": ")
            .plain(note.body.clone());
    }
    let rest = kept.len() - listed;
    text = text.line().msg(if rest > 0 {
        Msg::new("notes-more-in-pgn").count("count", rest)
    } else {
        Msg::new("notes-all-in-pgn")
    });
    let file = Attachment::file(
        format!("game-{id}-notes.pgn"),
        annotated_pgn(cx, &loaded, &kept)?.into_bytes(),
    );
    Ok(Response::one(Reply::private(text).with_file(file)))
}

/// The caller's notes on the position `loaded` stands at, as a private reply: what a
/// player's own `board` adds for them alone. `None` when they have none there (or
/// do not play the game).
pub(crate) fn on_this_position(
    cx: &Ctx<'_>,
    actor: &Actor,
    loaded: &LoadedGame,
) -> Result<Option<Reply>> {
    if loaded.stored.color_of(actor.user).is_none() {
        return Ok(None);
    }
    let ply = loaded.stored.ply;
    let here: Vec<Note> = cx
        .store
        .notes(loaded.stored.id, actor.user)?
        .into_iter()
        .filter(|n| n.ply == ply)
        .collect();
    if here.is_empty() {
        return Ok(None);
    }
    let mut text =
        Text::from(Msg::new("notes-on-this-position").text("position", label_msg(loaded, ply)));
    for note in here {
        text = text.line().plain("• ").plain(note.body);
    }
    Ok(Some(Reply::private(text)))
}

/// The game the caller means: by number, or this channel's (going on, or its last
/// one here once over). Only its players keep notes on it.
fn your_game(cx: &Ctx<'_>, actor: &Actor, place: Place, typed: Option<&str>) -> Result<LoadedGame> {
    let loaded = match typed {
        Some(t) => {
            let id = crate::game::archive::parse_game_number(t)?;
            match cx.store.load_game(id) {
                Ok(l) => l,
                Err(data::Error::GameNotFound(_)) => {
                    return Err(NoteRefusal::NotYours { game: id.0 }.into());
                }
                Err(e) => return Err(e.into()),
            }
        }
        None => {
            if let Some(l) = cx.store.load_active_game_in_channel(place.channel)? {
                l
            } else {
                let last = cx.store.recent_games_of(actor.user, Some(place.guild), 1)?;
                match last.first() {
                    Some(g) if g.channel_of(actor.user) == place.channel => {
                        cx.store.load_game(g.id)?
                    }
                    _ => game_here(cx, actor.user, place)?,
                }
            }
        }
    };
    if loaded.stored.color_of(actor.user).is_none() {
        return Err(NoteRefusal::NotYours {
            game: loaded.stored.id.0,
        }
        .into());
    }
    Ok(loaded)
}

/// The position a typed half-move number names: the current one when none is given.
fn position(loaded: &LoadedGame, typed: Option<i64>) -> Result<u32> {
    let last = loaded.stored.ply;
    match typed {
        None => Ok(last),
        Some(n) => u32::try_from(n)
            .ok()
            .filter(|n| *n <= last)
            .ok_or_else(|| NoteRefusal::NoSuchPosition { typed: n, last }.into()),
    }
}

/// A note's words on one line: control characters (line breaks among them) become
/// spaces, runs of spaces one, as a name's are.
fn clean(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the position after a number of half-moves stands in a game.
enum Spot {
    /// The start, before any move.
    Start,
    /// A half-move the game's moves do not reach.
    HalfMove(u32),
    /// After a numbered move.
    After {
        /// The move's number.
        number: u32,
        /// The move in SAN.
        san: String,
        /// True for Black's move (`12… Nc6`), false for White's (`12. Nf3`).
        black: bool,
    },
}

/// Where the position after `ply` stands in `loaded`.
fn spot(loaded: &LoadedGame, ply: u32) -> Spot {
    let Some(index) = ply.checked_sub(1) else {
        return Spot::Start;
    };
    let game = &loaded.game;
    let start = game.start();
    let sans = game.san_moves();
    let Some(san) = usize::try_from(index).ok().and_then(|i| sans.get(i)) else {
        return Spot::HalfMove(ply);
    };
    // Half-moves since White's move of the first numbered pair.
    let from_white = index + u32::from(start.turn() == rules::Color::Black);
    Spot::After {
        number: start.fullmove_number() + from_white / 2,
        san: san.clone(),
        black: from_white % 2 != 0,
    }
}

/// The position after `ply` as a message: `the start`, `after 12. Nf3`, `after 12… Nc6`.
fn label_msg(loaded: &LoadedGame, ply: u32) -> Msg {
    match spot(loaded, ply) {
        Spot::Start => Msg::new("notes-position-start"),
        Spot::HalfMove(ply) => Msg::new("notes-position-half-move").num("ply", ply),
        Spot::After { number, san, black } => Msg::new(if black {
            "notes-position-after-black"
        } else {
            "notes-position-after-white"
        })
        .num("number", number)
        .str("move", san),
    }
}

/// `user`'s notes on `loaded`, each with the position it is on in `lang`'s words, in the
/// game's order: what their private web page lists beside the board.
pub(crate) fn listed(
    cx: &Ctx<'_>,
    user: data::UserId,
    loaded: &LoadedGame,
    lang: Lang,
) -> Result<Vec<(String, String)>> {
    Ok(cx
        .store
        .notes(loaded.stored.id, user)?
        .into_iter()
        .map(|n| (label_msg(loaded, n.ply).plain(lang), n.body))
        .collect())
}

/// The game's PGN with the author's notes as comments, each after the move it follows.
fn annotated_pgn(cx: &Ctx<'_>, loaded: &LoadedGame, notes: &[Note]) -> Result<String> {
    let comments: Vec<(u32, &str)> = notes.iter().map(|n| (n.ply, n.body.as_str())).collect();
    Ok(cx.store.score_sheet(loaded.stored.id)?.pgn_with(&comments))
}

/// `note`.
pub(crate) const NOTE: CommandSpec = command(
    "note-description",
    &[
        required("text", "note-text", OptionKind::Line),
        keyword(
            "ply",
            "note-ply",
            OptionKind::Count {
                min: 0,
                max: u16::MAX,
            },
        ),
        YOUR_GAME,
    ],
    |a| {
        Ok(Command::Note {
            text: a.need("text", crate::core::catalogue::Args::text)?,
            ply: a.integer("ply"),
            game: a.text("game"),
        })
    },
);

/// `notes`.
pub(crate) const NOTES: CommandSpec = command(
    "notes-description",
    &[
        YOUR_GAME,
        keyword(
            "delete",
            "notes-delete",
            OptionKind::Count {
                min: 0,
                max: u16::MAX,
            },
        ),
    ],
    |a| {
        Ok(Command::Notes {
            game: a.text("game"),
            delete: a.integer("delete"),
        })
    },
);

#[cfg(test)]
mod tests {
    use super::clean;

    #[test]
    fn notes_are_one_line_of_plain_words() {
        assert_eq!(clean("  Nf5\n\nthen\tg4?! \u{7}"), "Nf5 then g4?!");
        assert_eq!(clean("\n\r\t"), "");
        assert_eq!(clean("**bold** @everyone"), "**bold** @everyone");
    }
}
