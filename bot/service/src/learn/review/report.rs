//! A review in words and pictures: the slips with the better move, the missed wins,
//! each side's accuracy, the evaluation graph and the final board.

use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::reply::{Attachment, Drawn, Reply};
use crate::core::text::Msg;
use crate::core::text::Text;
use crate::core::words::variant_name;
use crate::learn::review::analysis::{Analysis, Verdict, white_view};
use crate::learn::review::judge::{self, is_win};
use data::LoadedGame;
use engine::score::moves_to_end;
use render::{EvalGraph, GraphWords, Slip};
use rules::{ByColor, Color, Variant};

/// The most lines listed; the rest are counted.
const MOST_LINES: usize = 12;

/// One move worth a line in the review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The half-move's index (0 for White's first move).
    pub ply: usize,
    /// What kind of note.
    pub kind: NoteKind,
    /// The move played, in SAN.
    pub played: String,
    /// The better move, in SAN.
    pub better: String,
}

/// What a note says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoteKind {
    /// The mover gave away this much of their chance to win.
    Slip(Slip),
    /// A forced win was there, ending in this many moves; letting it go was this bad
    /// (by how good what was left still is).
    MissedWin(i32, Slip),
}

/// The notes and each side's accuracy (White's first), from an analysis of `game`,
/// judged as [`judge`] says.
pub fn notes(game: &rules::Game, analysis: &Analysis) -> (Vec<Note>, [f64; 2]) {
    let positions = game.positions();
    let mut notes = Vec::new();
    for (i, mv) in game.moves().iter().enumerate() {
        let (Some(before), Some(after)) = (analysis.verdicts.get(i), analysis.verdicts.get(i + 1))
        else {
            break;
        };
        let pos = &positions[i];
        let (best_score, played_score) = (before.score, -after.score);
        let Some(best) = before.best.filter(|b| b != mv) else {
            continue;
        };
        let Some(slip) = judge::mark(best_score, played_score) else {
            continue;
        };
        let kind = if is_win(best_score) && !is_win(played_score) {
            NoteKind::MissedWin(moves_to_end(best_score).unwrap_or(1), slip)
        } else {
            NoteKind::Slip(slip)
        };
        notes.push(Note {
            ply: i,
            kind,
            played: pos.san(mv),
            better: pos.san(&best),
        });
    }
    let scores = white_scores(game, analysis);
    (notes, judge::accuracy(&scores))
}

/// Every analysed position's score from White's view, in order.
fn white_scores(game: &rules::Game, analysis: &Analysis) -> Vec<i32> {
    analysis
        .verdicts
        .iter()
        .zip(&game.positions())
        .map(|(v, p)| white_view(v.score, p))
        .collect()
}

/// `12.` for White's twelfth move, `12...` for Black's.
fn move_number(ply: usize) -> String {
    let n = ply / 2 + 1;
    if ply.is_multiple_of(2) {
        format!("{n}.")
    } else {
        format!("{n}...")
    }
}

/// What a forced win is called in `variant`: `sanctuary in 2`, `mate in 3`.
fn win_msg(variant: Variant, moves: i32) -> Msg {
    Msg::new("review-win")
        .str("variant", variant.id())
        .num("moves", moves)
}

/// [`win_msg`] in English.
#[cfg(test)]
fn win_words(variant: Variant, moves: i32) -> String {
    win_msg(variant, moves).plain(crate::core::i18n::Lang::En)
}

/// The evaluation graph in words, in `lang`: whose game it was over the moves, where
/// it ended, and the marked moves, for screen readers.
pub fn graph_alt(
    id: i64,
    graph: &EvalGraph,
    notes: &[Note],
    name: &dyn Fn(Color) -> String,
    lang: Lang,
) -> String {
    let standing = |cp: i32| {
        let (id, side) = match cp {
            c if is_win(c) => ("graph-winning", Some(Color::White)),
            c if is_win(-c) => ("graph-winning", Some(Color::Black)),
            c if c > 150 => ("graph-ahead", Some(Color::White)),
            c if c < -150 => ("graph-ahead", Some(Color::Black)),
            _ => ("graph-level", None),
        };
        let msg = Msg::new(id);
        match side {
            Some(side) => msg.str("name", name(side)),
            None => msg,
        }
    };
    let moves = graph.evals.len().saturating_sub(1).div_ceil(2);
    let end = graph
        .evals
        .last()
        .map_or_else(|| Msg::new("graph-level"), |&cp| standing(cp));
    let mut text = match (graph.evals.iter().max(), graph.evals.iter().min()) {
        (Some(&best), Some(&worst)) => Msg::new("graph-alt-range")
            .text("best", standing(best))
            .text("worst", standing(worst)),
        _ => Msg::new("graph-alt"),
    }
    .str("game", id.to_string())
    .count("moves", moves)
    .text("end", end)
    .plain(lang);
    if !notes.is_empty() {
        let marks: Vec<String> = notes
            .iter()
            .map(|n| {
                let what = match n.kind {
                    NoteKind::Slip(slip) => slip_msg(slip),
                    NoteKind::MissedWin(..) => Msg::new("graph-missed-win"),
                };
                Msg::new("graph-marked-move")
                    .num("move", i64::try_from(n.ply / 2 + 1).unwrap_or(i64::MAX))
                    .str("name", name(mover(n)))
                    .text("what", what)
                    .plain(lang)
            })
            .collect();
        text.push(' ');
        text.push_str(
            &Msg::new("graph-marked")
                .str("moves", marks.join("; "))
                .plain(lang),
        );
    }
    crate::game::alt::clip(&text)
}

/// The key `review-note-slip` selects its wording by.
fn slip_word(slip: Slip) -> &'static str {
    match slip {
        Slip::Inaccuracy => "inaccuracy",
        Slip::Mistake => "mistake",
        Slip::Blunder => "blunder",
    }
}

/// The word for a slip, as the graph's key and its alt text say it.
fn slip_msg(slip: Slip) -> Msg {
    Msg::new(match slip {
        Slip::Inaccuracy => "graph-inaccuracy",
        Slip::Mistake => "graph-mistake",
        Slip::Blunder => "graph-blunder",
    })
}

/// The words drawn on the evaluation graph, in `lang`.
pub fn graph_words(lang: Lang) -> GraphWords {
    let word = |id: &'static str| Msg::new(id).plain(lang);
    GraphWords {
        white: word("color-white"),
        black: word("color-black"),
        axis: word("graph-axis"),
        inaccuracy: slip_msg(Slip::Inaccuracy).plain(lang),
        mistake: slip_msg(Slip::Mistake).plain(lang),
        blunder: slip_msg(Slip::Blunder).plain(lang),
    }
}

/// The review's message: the findings, the final board and the graph.
pub fn review_reply(cx: &Ctx<'_>, loaded: &LoadedGame, analysis: &Analysis) -> Reply {
    let game = &loaded.stored;
    let (notes, accuracy) = notes(&loaded.game, analysis);
    let name = |c: Color| name_of(cx, game.player(c));
    let result = game.result.map_or("*", |r| r.pgn_result());
    let mut text = Text::from(
        Msg::new("review-heading")
            .num("game", game.id.0)
            .str("white", name(Color::White))
            .str("black", name(Color::Black))
            .text("variant", Msg::new(variant_name(game.variant)))
            .str("result", result),
    )
    .line()
    .msg(
        Msg::new("review-accuracy")
            .str("white", name(Color::White))
            .str("white_accuracy", format!("{:.0}", accuracy[0]))
            .str("black", name(Color::Black))
            .str("black_accuracy", format!("{:.0}", accuracy[1])),
    );
    if notes.is_empty() {
        text = text
            .line()
            .msg(Msg::new("review-clean").str("points", format!("{:.0}", judge::INACCURACY)));
    } else {
        let counts = [Color::White, Color::Black].map(|c| Text::from(tally(&notes, c, name(c))));
        text = text.line().then(Text::join(counts, " · "));
    }
    for note in notes.iter().take(MOST_LINES) {
        text = text
            .line()
            .plain("• ")
            .then(note_line(note, game.variant, &name));
    }
    if notes.len() > MOST_LINES {
        text = text
            .line()
            .msg(Msg::new("review-more").count("more", notes.len() - MOST_LINES));
    }
    let final_pos = loaded.game.position();
    let orientation = game.result.and_then(|r| r.winner).unwrap_or(Color::White);
    let reply = Reply::public(text).with_board(crate::game::pictures::picture(
        cx,
        game,
        final_pos,
        loaded.game.last_move(),
        orientation,
        crate::game::pictures::Names::InServer,
    ));
    let Some(renderer) = cx.renderer.cloned() else {
        return reply;
    };
    let graph = graph(&loaded.game, analysis, &notes, Lang::En);
    let names = ByColor::new(name(Color::White), name(Color::Black));
    let id = game.id;
    let file = Attachment::picture(format!("game-{id}-review.png"), move |lang| {
        let graph = EvalGraph {
            words: graph_words(lang),
            ..graph.clone()
        };
        Drawn {
            bytes: renderer
                .eval_graph_png(&graph)
                .map_err(|e| tracing::warn!(error = %e, game = %id, "no evaluation graph"))
                .ok(),
            alt: graph_alt(id.0, &graph, &notes, &|c| names[c].clone(), lang),
        }
    });
    match file {
        Some(file) => reply.with_file(file),
        None => reply,
    }
}

/// A side's marked moves counted, after the side's player `name`: `alice: 2
/// inaccuracies, 1 mistake, no blunders`, or `alice: nothing marked`.
fn tally(notes: &[Note], side: Color, name: String) -> Msg {
    if !notes.iter().any(|n| mover(n) == side) {
        return Msg::new("review-tally-none").str("name", name);
    }
    let count = |slip: Slip| {
        notes
            .iter()
            .filter(|n| mover(n) == side && slip_of(n) == slip)
            .count()
    };
    Msg::new("review-tally")
        .str("name", name)
        .count("inaccuracies", count(Slip::Inaccuracy))
        .count("mistakes", count(Slip::Mistake))
        .count("blunders", count(Slip::Blunder))
}

/// One note in words: `12. Nf3 (alice): mistake — better was d4.`
pub fn note_line(note: &Note, variant: Variant, name: &dyn Fn(Color) -> String) -> Text {
    let line = match note.kind {
        NoteKind::MissedWin(n, _) => {
            Msg::new("review-note-missed-win").text("win", win_msg(variant, n))
        }
        NoteKind::Slip(slip) => Msg::new("review-note-slip").str("slip", slip_word(slip)),
    };
    line.str("number", move_number(note.ply))
        .str("name", name(mover(note)))
        .mv("played", note.played.clone())
        .mv("better", note.better.clone())
        .into()
}

/// Who played the noted move.
fn mover(note: &Note) -> Color {
    if note.ply.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    }
}

/// The engine's view of `pos` from its review, in `lang`: the evaluation from
/// White's side and the line it expected (`Engine: +0.4 · 12. Nf3 Nc6 13. Bb5`);
/// `None` where the game was over.
pub fn engine_line(pos: &rules::Position, verdict: &Verdict, lang: Lang) -> Option<String> {
    let best = verdict.best?;
    let white = white_view(verdict.score, pos);
    let eval = match engine::score::moves_to_end(white) {
        Some(n) => Msg::new("review-engine-win")
            .text(
                "side",
                Msg::new(crate::game::announce::side_name(if n > 0 {
                    Color::White
                } else {
                    Color::Black
                })),
            )
            .text("win", win_msg(pos.variant(), n.abs()))
            .plain(lang),
        None => format!("{:+.1}", f64::from(white) / 100.0),
    };
    let mut moves = vec![best];
    moves.extend_from_slice(&verdict.then);
    Some(
        Msg::new("review-engine-line")
            .str("eval", eval)
            .str("line", crate::core::words::numbered_line(pos, &moves))
            .plain(lang),
    )
}

/// How bad a noted move was, as the graph marks it.
pub fn slip_of(note: &Note) -> Slip {
    match note.kind {
        NoteKind::Slip(s) | NoteKind::MissedWin(_, s) => s,
    }
}

/// The evaluation graph of `game`: every position's score from White's side, and
/// the noted moves marked.
pub fn graph(game: &rules::Game, analysis: &Analysis, notes: &[Note], lang: Lang) -> EvalGraph {
    EvalGraph {
        evals: white_scores(game, analysis),
        marks: notes.iter().map(|n| (n.ply + 1, slip_of(n))).collect(),
        words: graph_words(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_numbers_and_win_words() {
        assert_eq!(move_number(0), "1.");
        assert_eq!(move_number(3), "2...");
        assert_eq!(win_words(Variant::Sanctuary, 2), "sanctuary in 2");
    }
}
