//! Board pictures of games: the position, both names, the time left and the time
//! banks, the last move.

use crate::core::context::{Ctx, name_in_game, name_of};
use crate::core::i18n::Lang;
use crate::core::reply::{Attachment, BoardPicture, Drawn};
use crate::core::text::Msg;
use crate::core::words::variant_name;
use crate::game::bank::bar_label;
use data::{StoredGame, Timestamp};
use render::{BoardOptions, GifOptions, PlayerBar, ResultWords, SquareSize, Theme};
use rules::{ByColor, Color, Move, Position};

/// Which names a picture carries: those the game's own server gives its players (for
/// what is posted there), or their global names (for what anyone may see, such as
/// the web pages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Names {
    /// Nicknames of the game's server, where only that server shows the game.
    InServer,
    /// Global names.
    Public,
}

/// `user`'s name in `game` as `names` asks.
fn named(cx: &Ctx<'_>, game: &StoredGame, user: data::UserId, names: Names) -> String {
    match names {
        Names::InServer => name_in_game(cx, game, user),
        Names::Public => name_of(cx, user),
    }
}

/// A picture of `pos` in `game`, with `orientation` at the bottom, in the classic
/// theme. While the game is going, the player to move is marked and their time left shown.
pub fn picture(
    cx: &Ctx<'_>,
    game: &StoredGame,
    pos: &Position,
    last: Option<&Move>,
    orientation: Color,
    names: Names,
) -> BoardPicture {
    picture_in(cx, game, pos, last, orientation, Theme::default(), names)
}

/// [`picture`] in `theme`.
pub fn picture_in(
    cx: &Ctx<'_>,
    game: &StoredGame,
    pos: &Position,
    last: Option<&Move>,
    orientation: Color,
    theme: Theme,
    names: Names,
) -> BoardPicture {
    let sketch = Sketch::of(cx, game, pos, last, orientation, theme, names);
    let how = BoardPicture {
        game: Some(game.id),
        alt: String::new(),
        variant: game.variant,
        fen: pos.fen(),
        orientation,
        last_move: sketch.last_move,
        ply: game.ply,
        file_name: format!("game-{}-ply-{}.png", game.id, game.ply),
        png: None,
        words: None,
    };
    let renderer = cx.renderer.cloned();
    let id = game.id;
    BoardPicture::drawn(how, move |lang| {
        Drawn {
        bytes: renderer.as_ref().and_then(|r| {
            r.render_png(&sketch.pos, &sketch.options(lang))
                .map_err(|e| {
                    tracing::warn!(error = %e, game = %id, "board picture failed; sending text only");
                })
                .ok()
        }),
        alt: crate::game::alt::describe(&sketch.pos, Some(&sketch.names), sketch.over, lang),
    }
    })
}

/// What one name bar says at the right, before it is put in words.
#[derive(Debug, Clone, Copy)]
enum BarNote {
    /// Nothing.
    Nothing,
    /// The game is over and this side won.
    Wins,
    /// The game was drawn.
    Draw,
    /// The side to move, with no clock to show.
    ToMove,
    /// The time left on the move (the side to move) and the bank.
    Clock(Option<Timestamp>, Option<Timestamp>),
}

impl BarNote {
    fn words(self, lang: Lang) -> Option<String> {
        let word = |id: &str| Some(Msg::new(id.to_owned()).plain(lang));
        match self {
            BarNote::Nothing => None,
            BarNote::Wins => word("bar-wins"),
            BarNote::Draw => word("bar-draw"),
            BarNote::ToMove => word("bar-to-move"),
            BarNote::Clock(left, bank) => bar_label(left, bank, lang),
        }
    }
}

/// A game's picture gathered before it is drawn: everything but the words, which
/// each reader's language fills in.
struct Sketch {
    pos: Position,
    names: ByColor<String>,
    notes: ByColor<BarNote>,
    over: bool,
    last_move: Option<(rules::Square, rules::Square)>,
    orientation: Color,
    theme: Theme,
}

impl Sketch {
    fn of(
        cx: &Ctx<'_>,
        game: &StoredGame,
        pos: &Position,
        last: Option<&Move>,
        orientation: Color,
        theme: Theme,
        names: Names,
    ) -> Sketch {
        let active = game.is_active();
        // A finished game's bars say who won, or that it was drawn, as the replay's last
        // frame does: the result is on the picture, not only in the text beside it.
        let ended = game.result.filter(|_| !active);
        let note = |color: Color| match ended {
            Some(result) => match result.winner {
                Some(w) if w == color => BarNote::Wins,
                Some(_) => BarNote::Nothing,
                None => BarNote::Draw,
            },
            None if !active => BarNote::Nothing,
            None => match clock_of(cx, game, pos.turn(), color) {
                (None, None) => BarNote::Nothing,
                (left, bank) => BarNote::Clock(left, bank),
            },
        };
        Sketch {
            pos: *pos,
            names: ByColor::new(
                named(cx, game, game.white, names),
                named(cx, game, game.black, names),
            ),
            notes: ByColor::new(note(Color::White), note(Color::Black)),
            over: !active,
            last_move: last.map(|m| (m.from, m.to)),
            orientation,
            theme,
        }
    }

    /// How it is drawn in `lang`: both names with the time left and banks (once it is
    /// over, who won or that it was drawn), the last move, the mover marked while the
    /// game goes on.
    fn options(&self, lang: Lang) -> BoardOptions {
        let bar = |color: Color| {
            let note = match self.notes[color] {
                BarNote::Nothing if !self.over && self.pos.turn() == color => BarNote::ToMove,
                note => note,
            };
            let bar = PlayerBar::new(self.names[color].clone());
            match note.words(lang) {
                Some(words) => bar.with_clock(words),
                None => bar,
            }
        };
        BoardOptions {
            orientation: self.orientation,
            square_size: SquareSize::DEFAULT,
            last_move: self.last_move,
            players: Some(ByColor::new(bar(Color::White), bar(Color::Black))),
            show_turn: !self.over,
            theme: self.theme,
            ..BoardOptions::default()
        }
    }
}

/// `color`'s clock in `game` while it goes on, `turn` being the side to move, in
/// `lang`: the time left on the move (for the side to move) and the time bank, as a
/// name bar shows it.
pub fn clock_label(
    cx: &Ctx<'_>,
    game: &StoredGame,
    turn: Color,
    color: Color,
    lang: Lang,
) -> Option<String> {
    if !game.is_active() {
        return None;
    }
    let (left, bank) = clock_of(cx, game, turn, color);
    bar_label(left, bank, lang)
}

/// `color`'s time left on the move (only for `turn`, the side to move) and time bank.
fn clock_of(
    cx: &Ctx<'_>,
    game: &StoredGame,
    turn: Color,
    color: Color,
) -> (Option<Timestamp>, Option<Timestamp>) {
    let left = (turn == color).then(|| game.deadline - cx.now);
    (left, crate::game::bank::bank_of(cx, game, color))
}

/// How [`picture_in`] draws, in `lang`. A page that lays buttons over the picture
/// reads its squares from these options' [`render::Layout`].
#[allow(clippy::too_many_arguments)]
pub fn options(
    cx: &Ctx<'_>,
    game: &StoredGame,
    pos: &Position,
    last: Option<&Move>,
    orientation: Color,
    theme: Theme,
    names: Names,
    lang: Lang,
) -> BoardOptions {
    Sketch::of(cx, game, pos, last, orientation, theme, names).options(lang)
}

/// What a finished game's name bars say, in `lang`: the winner's "wins", "draw".
pub fn result_words(lang: Lang) -> ResultWords {
    ResultWords {
        wins: Msg::new("bar-wins").plain(lang),
        draw: Msg::new("bar-draw").plain(lang),
    }
}

/// An animated replay of the whole game (one frame a move, from White's side, with
/// both names as `names` asks), or `None` before the first move or without pictures.
pub fn replay_gif(
    cx: &Ctx<'_>,
    game: &StoredGame,
    played: &rules::Game,
    names: Names,
) -> Option<Attachment> {
    if played.ply() == 0 {
        return None;
    }
    let (white, black) = (
        named(cx, game, game.white, names),
        named(cx, game, game.black, names),
    );
    let renderer = cx.renderer.cloned()?;
    let (id, variant, played) = (game.id, game.variant, played.clone());
    Attachment::picture(format!("game-{id}-replay.gif"), move |lang| {
        let opts = GifOptions {
            players: Some(ByColor::new(white.clone(), black.clone())),
            frame_delay_ms: 800,
            result: result_words(lang),
            ..GifOptions::default()
        };
        Drawn {
            bytes: renderer
                .game_gif(&played, &opts)
                .map_err(|e| {
                    tracing::warn!(error = %e, game = %id, "replay picture failed; the record goes without it");
                })
                .ok(),
            alt: crate::game::alt::clip(
                &Msg::new("alt-replay")
                    .str("game", id.to_string())
                    .str("white", white.clone())
                    .str("black", black.clone())
                    .text("variant", Msg::new(variant_name(variant)))
                    .plain(lang),
            ),
        }
    })
}
