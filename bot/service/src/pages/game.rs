//! A game as a web page sees it: who played, how it stands or ended, and every
//! position with the move that led to it, each with its board picture and the alt
//! text the bot writes. The web face lays it out; it decides nothing.

use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::text::{Msg, Text};
use crate::core::words::{rated_word, utc_text, variant_name};
use crate::game::announce::side_name;
use crate::game::archive::{label_text, result_msg};
use crate::learn::review::Analysis;
use crate::learn::review::report;
use crate::pages::board::BoardView;
use data::{GameId, GameStatus, StoredGame};
use rules::{Color, Square};

/// One game, ready to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamePage {
    /// The game's number, as Sanctum's messages name it.
    pub number: GameId,
    /// `Capture the Scepter: alice vs bob`.
    pub title: String,
    /// White's display name.
    pub white: String,
    /// Black's display name.
    pub black: String,
    /// `rated, 3 days per move` and, in a tournament, which one.
    pub terms: String,
    /// `1-0, alice won by resignation`, or whose move it is and until when.
    pub status: String,
    /// Whether moves may still come.
    pub active: bool,
    /// Whether the engine may review it: it finished (not aborted).
    pub reviewable: bool,
    /// Which game it is.
    pub variant: rules::Variant,
    /// Until when the side to move may move, while the game goes on: the status
    /// names it in UTC, and a page may show it in its reader's zone.
    pub deadline: Option<data::Timestamp>,
    /// The tournament it belongs to, if any.
    pub tournament: Option<data::TournamentId>,
    /// The start position (index 0) and the position after every move.
    pub plies: Vec<PagePly>,
    /// Each side's clock while the game goes on (`alice (White): 2d 4h left · bank 6d`).
    pub clocks: Vec<String>,
    /// The engine's review, once someone asked for one.
    pub review: Option<PageReview>,
}

/// A game's review as a page shows it beside the moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageReview {
    /// Each side's accuracy: `alice (White) 92%`.
    pub accuracy: Vec<String>,
    /// The noted moves in words, each with the ply its move led to.
    pub notes: Vec<(usize, Text)>,
    /// The evaluation graph in words (its picture's alt text).
    pub graph_alt: String,
}

/// A position of the game and the move that led to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PagePly {
    /// The move in SAN (`None` for the start position).
    pub san: Option<String>,
    /// The position as FEN.
    pub fen: String,
    /// The move's squares, highlighted on the board.
    pub last_move: Option<(Square, Square)>,
    /// The move in UCI (`None` for the start position), to name the line in a link.
    pub uci: Option<String>,
    /// When the move was played.
    pub at: Option<data::Timestamp>,
    /// The position to draw.
    pub board: BoardView,
    /// The board in words, as its picture's alt text.
    pub alt: String,
    /// The review's mark on the move that led here: `?!`, `?` or `??`.
    pub mark: Option<&'static str>,
    /// The review's view of this position: the evaluation and the line the engine
    /// expected (`Engine: +0.4 · 12. Nf3 Nc6`), once the game was reviewed.
    pub engine: Option<String>,
}

/// `game`'s page, or `None` if there is no such game.
pub(crate) fn game_page(cx: &Ctx<'_>, id: GameId, lang: Lang) -> Result<Option<GamePage>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let g = &loaded.stored;
    let (white, black) = (name_of(cx, g.white), name_of(cx, g.black));
    let names = rules::ByColor::new(white.clone(), black.clone());
    let analysis = analysis_of(cx, &loaded)?;
    let notes = analysis
        .as_ref()
        .map(|a| report::notes(&loaded.game, a))
        .unwrap_or_default();
    let mut plies = plies_of(&loaded, &names, lang);
    for (ply, mark) in plies.iter_mut().zip(marks(&notes.0, loaded.game.ply() + 1)) {
        ply.mark = mark;
    }
    if let Some(a) = &analysis {
        let positions = loaded.game.positions();
        for ((ply, verdict), pos) in plies.iter_mut().zip(&a.verdicts).zip(&positions) {
            ply.engine = report::engine_line(pos, verdict, lang);
        }
    }
    let name = |c: Color| names[c].clone();
    let review = analysis.as_ref().map(|a| PageReview {
        accuracy: [Color::White, Color::Black]
            .into_iter()
            .map(|c| {
                Msg::new("page-data-game-accuracy")
                    .str("name", names[c].clone())
                    .text("side", Msg::new(side_name(c)))
                    .str("percent", format!("{:.0}", notes.1[c.index()]))
                    .plain(lang)
            })
            .collect(),
        notes: notes
            .0
            .iter()
            .map(|n| (n.ply + 1, report::note_line(n, g.variant, &name)))
            .collect(),
        graph_alt: report::graph_alt(
            g.id.0,
            &report::graph(&loaded.game, a, &notes.0, lang),
            &notes.0,
            &name,
            lang,
        ),
    });
    let turn = loaded.game.position().turn();
    let clocks = [Color::White, Color::Black]
        .into_iter()
        .filter_map(|c| {
            crate::game::pictures::clock_label(cx, g, turn, c, lang).map(|label| {
                Msg::new("page-data-game-clock")
                    .str("name", names[c].clone())
                    .text("side", Msg::new(side_name(c)))
                    .str("clock", label)
                    .plain(lang)
            })
        })
        .collect();
    Ok(Some(GamePage {
        number: g.id,
        title: title(g.variant, &white, &black, lang),
        terms: Msg::new("page-data-game-terms")
            .str("rated", rated_word(g.rated))
            .num("days", g.days_per_move)
            .text("label", label_text(cx, g.id))
            .plain(lang),
        status: status(cx, g, lang),
        active: g.is_active(),
        reviewable: g.status == GameStatus::Finished,
        variant: g.variant,
        deadline: g.is_active().then_some(g.deadline),
        tournament: cx.store.tournament_of_game(g.id)?.map(|(t, _, _)| t),
        white,
        black,
        plies,
        clocks,
        review,
    }))
}

/// The start position and the position after every move, each with its move.
fn plies_of(loaded: &data::LoadedGame, names: &rules::ByColor<String>, lang: Lang) -> Vec<PagePly> {
    let positions = loaded.game.positions();
    let moves = loaded.game.moves();
    let last = positions.len().saturating_sub(1);
    let over = !loaded.stored.is_active();
    positions
        .iter()
        .enumerate()
        .map(|(i, pos)| {
            let played = i.checked_sub(1).and_then(|m| moves.get(m));
            let stored = i.checked_sub(1).and_then(|m| loaded.moves.get(m));
            PagePly {
                san: stored.map(|m| m.san.clone()),
                fen: pos.fen(),
                last_move: played.map(|m| (m.from, m.to)),
                uci: played.map(rules::Move::uci),
                at: stored.map(|m| m.played_at),
                board: BoardView::of(pos, played),
                alt: crate::game::alt::describe(pos, Some(names), i == last && over, lang),
                mark: None,
                engine: None,
            }
        })
        .collect()
}

/// The evaluation graph of `game`'s review, if it has one and pictures are on.
pub(crate) fn review_png(cx: &Ctx<'_>, id: GameId, lang: Lang) -> Result<Option<Vec<u8>>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let Some(analysis) = analysis_of(cx, &loaded)? else {
        return Ok(None);
    };
    let Some(renderer) = cx.renderer.as_ref() else {
        return Ok(None);
    };
    let (notes, _) = report::notes(&loaded.game, &analysis);
    let graph = report::graph(&loaded.game, &analysis, &notes, lang);
    Ok(renderer
        .eval_graph_png(&graph)
        .map_err(|e| tracing::warn!(error = %e, game = %id, "no evaluation graph"))
        .ok())
}

/// The game replayed move by move as an animated GIF, and whether the game is over
/// (so the file never changes); `None` before the first move or without pictures.
pub(crate) fn gif(cx: &Ctx<'_>, id: GameId, lang: Lang) -> Result<Option<(Vec<u8>, bool)>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let over = !loaded.stored.is_active();
    Ok(crate::game::pictures::replay_gif(
        cx,
        &loaded.stored,
        &loaded.game,
        crate::game::pictures::Names::Public,
    )
    .map(|a| (a.localized(lang).bytes, over)))
}

/// The stored review of `loaded`, if someone asked for one.
pub(crate) fn analysis_of(cx: &Ctx<'_>, loaded: &data::LoadedGame) -> Result<Option<Analysis>> {
    Ok(cx
        .store
        .review(loaded.stored.id)?
        .and_then(|text| Analysis::from_text(&text, &loaded.game)))
}

/// The review's mark on the move that led to each of a game's `positions` positions
/// (none on the start): what a move list shows beside its moves.
pub(crate) fn marks(notes: &[report::Note], positions: usize) -> Vec<Option<&'static str>> {
    let mut marks = vec![None; positions];
    for note in notes {
        if let Some(m) = marks.get_mut(note.ply + 1) {
            *m = Some(mark(report::slip_of(note)));
        }
    }
    marks
}

/// How a move list marks a slip.
fn mark(slip: render::Slip) -> &'static str {
    match slip {
        render::Slip::Inaccuracy => "?!",
        render::Slip::Mistake => "?",
        render::Slip::Blunder => "??",
    }
}

/// The board picture at `ply` (0: the start), from White's side with both names, and
/// whether the game is over (the picture then never changes); `None` if there is no
/// such game or ply, or pictures are off.
pub(crate) fn board_png(
    cx: &Ctx<'_>,
    id: GameId,
    ply: usize,
    lang: Lang,
) -> Result<Option<(Vec<u8>, bool)>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let positions = loaded.game.positions();
    let Some(pos) = positions.get(ply) else {
        return Ok(None);
    };
    let last = ply.checked_sub(1).and_then(|m| loaded.game.moves().get(m));
    let picture = crate::game::pictures::picture(
        cx,
        &loaded.stored,
        pos,
        last,
        Color::White,
        crate::game::pictures::Names::Public,
    );
    let over = !loaded.stored.is_active();
    Ok(picture.localized(lang).png.map(|png| (png, over)))
}

/// The board at `ply` (0: the start) to draw, and its words (the board's alt text);
/// `None` if there is no such game or ply.
pub(crate) fn position_view(
    cx: &Ctx<'_>,
    id: GameId,
    ply: usize,
    lang: Lang,
) -> Result<Option<(BoardView, String)>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let positions = loaded.game.positions();
    let Some(pos) = positions.get(ply) else {
        return Ok(None);
    };
    let g = &loaded.stored;
    let names = rules::ByColor::new(name_of(cx, g.white), name_of(cx, g.black));
    let last = ply.checked_sub(1).and_then(|m| loaded.game.moves().get(m));
    let end = ply + 1 == positions.len() && !g.is_active();
    Ok(Some((
        BoardView::of(pos, last),
        crate::game::alt::describe(pos, Some(&names), end, lang),
    )))
}

/// The game's PGN and a file name for it.
pub(crate) fn pgn(cx: &Ctx<'_>, id: GameId) -> Result<Option<(String, String)>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let g = &loaded.stored;
    Ok(Some((
        crate::game::pgn::pgn_file_name(cx, g),
        crate::game::pgn::pgn_text(cx, g)?,
    )))
}

/// `id`'s game loaded, or `None` if there is no such game.
pub(crate) fn load(cx: &Ctx<'_>, id: GameId) -> Result<Option<data::LoadedGame>> {
    match cx.store.load_game(id) {
        Ok(loaded) => Ok(Some(loaded)),
        Err(data::Error::GameNotFound(_)) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// A game's title in `lang`: `Capture the Scepter: alice vs bob`.
pub(crate) fn title(variant: rules::Variant, white: &str, black: &str, lang: Lang) -> String {
    Msg::new("page-data-game-title")
        .text("variant", Msg::new(variant_name(variant)))
        .str("white", white)
        .str("black", black)
        .plain(lang)
}

/// How the game stands in `lang`: its result, or whose move it is and until when (a
/// UTC time: the page cannot know the reader's zone).
pub(crate) fn status(cx: &Ctx<'_>, g: &StoredGame, lang: Lang) -> String {
    match g.status {
        GameStatus::Active => Msg::new("page-data-game-to-move")
            .str("name", name_of(cx, g.player_to_move()))
            .text("side", Msg::new(side_name(g.turn())))
            .str("deadline", utc_text(g.deadline))
            .plain(lang),
        _ => result_msg(cx, g).plain(lang),
    }
}
