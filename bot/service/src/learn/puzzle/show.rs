//! A puzzle on the board: where it stands after the player's moves so far, its goal,
//! and its pictures (the position with its goal, the solution as arrows, a replay).

use crate::core::context::Ctx;
use crate::core::i18n::Lang;
use crate::core::reply::{Attachment, BoardPicture, Drawn};
use crate::core::text::Msg;
use data::StoredPuzzle;
use puzzles::Theme;
use render::{Arrow, Banner, BoardOptions, Circle, GifOptions, SquareSize, Tone};
use rules::{Color, Game, Move, Position};

/// A stored puzzle read back: its game from the starting FEN with the setting-up
/// move played, and its solution as moves.
pub(crate) struct Live {
    /// The game from the puzzle's FEN, the setting-up move and `progress` more plies played.
    pub game: Game,
    /// Every move of the puzzle, the setting-up one first.
    pub moves: Vec<Move>,
    /// The side that solves.
    pub solver: Color,
    /// The themes read back (unknown ids skipped).
    pub themes: Vec<Theme>,
}

impl Live {
    /// The puzzle with the setting-up move and `progress` plies after it played;
    /// `None` if the stored puzzle does not replay (never so for one the miner or the
    /// reader checked).
    pub fn new(puzzle: &StoredPuzzle, progress: u32) -> Option<Live> {
        let mut game = Game::from_fen(puzzle.variant, &puzzle.fen).ok()?;
        let mut moves = Vec::with_capacity(puzzle.moves.len());
        let mut replay = game.clone();
        for text in &puzzle.moves {
            let m = replay.parse_move(text).ok()?;
            replay.play(&m).ok()?;
            moves.push(m);
        }
        let shown = 1 + progress as usize;
        for m in moves.iter().take(shown) {
            game.play(m).ok()?;
        }
        let solver = !Game::from_fen(puzzle.variant, &puzzle.fen)
            .ok()?
            .position()
            .turn();
        let themes = puzzle
            .themes
            .iter()
            .filter_map(|t| t.parse().ok())
            .collect();
        Some(Live {
            game,
            moves,
            solver,
            themes,
        })
    }

    /// The solver's moves in the whole solution.
    pub fn solver_moves(&self) -> usize {
        self.moves.len() / 2
    }

    /// "White to play: win by sanctuary in 2".
    pub fn goal(&self) -> Msg {
        let goal = puzzles::goal::goal(&self.themes, self.solver, self.solver_moves());
        Msg::new("puzzle-aim")
            .text(
                "side",
                Msg::new(match goal.solver {
                    Color::White => "color-white",
                    Color::Black => "color-black",
                }),
            )
            .str("aim", goal.aim.id())
            .count("moves", goal.moves)
    }

    /// The whole line in SAN from the puzzle's position (after the setting-up move).
    pub fn solution_san(&self) -> Vec<String> {
        let Some(first) = self.moves.first() else {
            return Vec::new();
        };
        let mut game = Game::from_position(self.start_position());
        if game.play(first).is_err() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for m in &self.moves[1..] {
            out.push(game.position().san(m));
            if game.play(m).is_err() {
                break;
            }
        }
        out
    }

    fn start_position(&self) -> Position {
        *self.game.start()
    }
}

/// What a puzzle's or lesson's picture marks on the board.
#[derive(Debug, Default, Clone)]
pub(crate) struct Marks {
    /// The last move, tinted.
    pub last: Option<Move>,
    /// Arrows: a solution, an answer.
    pub arrows: Vec<Arrow>,
    /// Rings: targets, a goal square.
    pub circles: Vec<Circle>,
    /// How the banner over the board looks (its text is the goal).
    pub tone: Tone,
}

/// A still picture of `pos` for a puzzle or lesson: `orientation` at the bottom,
/// `marks` drawn, `banner` (the goal) over the board and in words for screen readers.
pub(crate) fn exercise_picture(
    cx: &Ctx<'_>,
    pos: &Position,
    orientation: Color,
    marks: Marks,
    file_name: String,
    banner: Msg,
) -> BoardPicture {
    let how = BoardPicture {
        game: None,
        alt: String::new(),
        variant: pos.variant(),
        fen: pos.fen(),
        orientation,
        last_move: marks.last.map(|m| (m.from, m.to)),
        ply: pos.ply(),
        file_name,
        png: None,
        words: None,
    };
    let (renderer, pos) = (cx.renderer.cloned(), *pos);
    BoardPicture::drawn(how, move |lang| {
        let goal = banner.plain(lang);
        let opts = exercise_options(orientation, marks.clone(), &goal);
        Drawn {
            bytes: renderer.as_ref().and_then(|r| {
                r.render_png(&pos, &opts)
                    .map_err(|e| tracing::warn!(error = %e, "exercise picture failed; sending text only"))
                    .ok()
            }),
            alt: exercise_alt(&pos, &goal, lang),
        }
    })
}

/// How a puzzle's or lesson's picture is drawn: the same on Discord and on a page.
pub(crate) fn exercise_options(orientation: Color, marks: Marks, goal: &str) -> BoardOptions {
    BoardOptions {
        orientation,
        square_size: SquareSize::DEFAULT,
        last_move: marks.last.map(|m| (m.from, m.to)),
        arrows: marks.arrows,
        circles: marks.circles,
        banner: Some(Banner::new(goal).with_tone(marks.tone)),
        ..BoardOptions::default()
    }
}

/// The alt text of a puzzle's or lesson's picture, in `lang`: its goal, then the
/// board in words.
pub(crate) fn exercise_alt(pos: &Position, goal: &str, lang: Lang) -> String {
    crate::game::alt::clip(&format!(
        "{goal}. {}",
        crate::game::alt::describe(pos, None, false, lang)
    ))
}

/// The solution as arrows: the solver's moves in green, the defences in red.
pub(crate) fn solution_arrows(live: &Live) -> Vec<Arrow> {
    Arrow::solution(live.moves.iter().skip(1).map(|m| (m.from, m.to)))
}

/// A replay of the puzzle from its position, the solver's side at the bottom.
pub(crate) fn solution_gif(cx: &Ctx<'_>, id: &str, live: &Live) -> Option<Attachment> {
    let renderer = cx.renderer.cloned()?;
    let mut game = Game::from_position(live.start_position());
    for m in &live.moves {
        game.play(m).ok()?;
    }
    let (id, goal, solver, solution) = (
        id.to_owned(),
        live.goal(),
        live.solver,
        live.solution_san().join(", "),
    );
    Attachment::picture(format!("puzzle-{id}.gif"), move |lang| {
        let opts = GifOptions {
            orientation: solver,
            frame_delay_ms: 1000,
            banner: Some(Banner::new(goal.plain(lang))),
            move_arrows: Some(solver),
            ..GifOptions::default()
        };
        Drawn {
            bytes: renderer
                .game_gif(&game, &opts)
                .map_err(|e| tracing::warn!(error = %e, puzzle = %id, "puzzle replay failed"))
                .ok(),
            alt: crate::game::alt::clip(
                &Msg::new("alt-puzzle-replay")
                    .str("puzzle", id.clone())
                    .str("line", solution.clone())
                    .plain(lang),
            ),
        }
    })
}
