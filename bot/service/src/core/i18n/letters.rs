//! Moves typed with a language's own piece letters: `Sf3` in German, `Cf3` in French,
//! `Кf3` in Russian, read as `Nf3`. English SAN is always read too; where the two
//! readings are different legal moves (`Rf1`: a French king, an English rook), the
//! player is asked, never guessed for.

use super::Lang;
use rules::{Game, Move, MoveError};

/// A language's piece letters, each with the English letter it stands for: the
/// letters its chess books print (the pawn has none in SAN).
fn letters(lang: Lang) -> &'static [(&'static str, char)] {
    match lang {
        Lang::De => &[("K", 'K'), ("D", 'Q'), ("T", 'R'), ("L", 'B'), ("S", 'N')],
        Lang::Fr => &[("R", 'K'), ("D", 'Q'), ("T", 'R'), ("F", 'B'), ("C", 'N')],
        Lang::Es => &[("R", 'K'), ("D", 'Q'), ("T", 'R'), ("A", 'B'), ("C", 'N')],
        Lang::PtBr => &[("R", 'K'), ("D", 'Q'), ("T", 'R'), ("B", 'B'), ("C", 'N')],
        Lang::Ru => &[("Кр", 'K'), ("Ф", 'Q'), ("Л", 'R'), ("С", 'B'), ("К", 'N')],
        // Chinese players write moves with the English letters.
        Lang::En | Lang::ZhCn => &[],
    }
}

/// `text` with `lang`'s piece letters (the moving piece's, and a promotion's after
/// `=`) in English; `None` when it has none of them.
pub(crate) fn in_english(text: &str, lang: Lang) -> Option<String> {
    let table = letters(lang);
    if table.is_empty() {
        return None;
    }
    let swap = |s: &str| {
        table
            .iter()
            .find(|(local, _)| s.starts_with(local))
            .map(|(local, english)| (local.len(), *english))
    };
    let start = text.find(|c: char| c.is_alphabetic())?;
    let mut out = String::with_capacity(text.len());
    out.push_str(&text[..start]);
    let mut rest = &text[start..];
    let mut changed = false;
    if let Some((len, english)) = swap(rest) {
        out.push(english);
        rest = &rest[len..];
        changed = true;
    }
    if let Some(eq) = rest.find('=') {
        out.push_str(&rest[..=eq]);
        rest = &rest[eq + 1..];
        if let Some((len, english)) = swap(rest) {
            out.push(english);
            rest = &rest[len..];
            changed = true;
        }
    }
    out.push_str(rest);
    changed.then_some(out)
}

/// The move `text` names in `game`, read as English SAN or UCI and with `lang`'s piece
/// letters; two different legal readings are [`MoveError::Ambiguous`].
pub(crate) fn read_move(game: &Game, text: &str, lang: Lang) -> Result<Move, MoveError> {
    let english = game.parse_move(text);
    let Some(local) = in_english(text, lang).map(|t| game.parse_move(&t)) else {
        return english;
    };
    match (english, local) {
        (Ok(a), Ok(b)) if a != b => Err(MoveError::Ambiguous {
            input: text.trim().to_owned(),
            candidates: vec![game.position().san(&a), game.position().san(&b)],
        }),
        (Ok(m), _) | (Err(_), Ok(m)) => Ok(m),
        (Err(e), Err(_)) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::Variant;

    fn read(moves: &[&str], text: &str, lang: Lang) -> Result<String, MoveError> {
        let mut game = Game::new(Variant::Chess);
        for m in moves {
            let mv = game.parse_move(m).unwrap_or_else(|e| panic!("{m}: {e}"));
            game.play(&mv).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        read_move(&game, text, lang).map(|m| game.position().san(&m))
    }

    #[test]
    fn each_languages_letters_name_the_same_piece() {
        for (lang, knight) in [
            (Lang::De, "Sf3"),
            (Lang::Fr, "Cf3"),
            (Lang::Es, "Cf3"),
            (Lang::PtBr, "Cf3"),
            (Lang::Ru, "Кf3"),
        ] {
            assert_eq!(read(&[], knight, lang).as_deref(), Ok("Nf3"), "{lang}");
        }
        // English SAN is read in every language.
        for lang in Lang::ALL {
            assert_eq!(read(&[], "Nf3", lang).as_deref(), Ok("Nf3"), "{lang}");
            assert_eq!(read(&[], "e4", lang).as_deref(), Ok("e4"), "{lang}");
        }
        // Letters of another language are not read.
        assert!(read(&[], "Sf3", Lang::Fr).is_err());
        assert_eq!(in_english("1. Sf3", Lang::De).as_deref(), Some("1. Nf3"));
        assert_eq!(in_english("e8=D", Lang::De).as_deref(), Some("e8=Q"));
        assert_eq!(in_english("Крe2", Lang::Ru).as_deref(), Some("Ke2"));
        assert_eq!(in_english("e4", Lang::De), None);
    }

    #[test]
    fn a_letter_two_pieces_could_be_is_asked() {
        // With f1 and g1 empty, `Rf1` is the English rook and the French king.
        let opening = ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"];
        match read(&opening, "Rf1", Lang::Fr) {
            Err(MoveError::Ambiguous { candidates, .. }) => {
                assert_eq!(candidates, ["Rf1", "Kf1"]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(read(&opening, "Rf1", Lang::En).as_deref(), Ok("Rf1"));
        assert_eq!(read(&opening, "Re2", Lang::Fr).as_deref(), Ok("Ke2"));
    }
}
