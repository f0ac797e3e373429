//! Board pictures of games: the position, both names, the time left and the time
//! banks, the last move.

use crate::core::context::{Ctx, name_in_game, name_of};
use crate::core::reply::{Attachment, BoardPicture};
use crate::game::bank::bar_label;
use data::StoredGame;
use render::{BoardOptions, GifOptions, PlayerBar, SquareSize, Theme};
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
    let active = game.is_active();
    let opts = options(cx, game, pos, last, orientation, theme, names);
    let png = cx.renderer.as_ref().and_then(|r| match r.render_png(pos, &opts) {
        Ok(png) => Some(png),
        Err(e) => {
            tracing::warn!(error = %e, game = %game.id, "board picture failed; sending text only");
            None
        }
    });
    let names = ByColor::new(
        named(cx, game, game.white, names),
        named(cx, game, game.black, names),
    );
    BoardPicture {
        game: Some(game.id),
        alt: crate::game::alt::describe(pos, Some(&names), !active),
        variant: game.variant,
        fen: pos.fen(),
        orientation,
        last_move: opts.last_move,
        ply: game.ply,
        file_name: format!("game-{}-ply-{}.png", game.id, game.ply),
        png,
    }
}

/// `color`'s clock in `game` while it goes on, `turn` being the side to move: the time
/// left on the move (for the side to move) and the time bank, as a name bar shows it.
pub fn clock_label(cx: &Ctx<'_>, game: &StoredGame, turn: Color, color: Color) -> Option<String> {
    if !game.is_active() {
        return None;
    }
    let left = (turn == color).then(|| game.deadline - cx.now);
    bar_label(left, crate::game::bank::bank_of(cx, game, color))
}

/// How [`picture_in`] draws: both names with the time left and banks (once it is over,
/// who won or that it was drawn), the last move, the mover marked while the game goes on. A page that lays buttons over the picture
/// reads its squares from these options' [`render::Layout`].
pub fn options(
    cx: &Ctx<'_>,
    game: &StoredGame,
    pos: &Position,
    last: Option<&Move>,
    orientation: Color,
    theme: Theme,
    names: Names,
) -> BoardOptions {
    let active = game.is_active();
    // A finished game's bars say who won, or that it was drawn, as the replay's last
    // frame does: the result is on the picture, not only in the text beside it.
    let ended = game.result.filter(|_| !active);
    let bar = |color: Color| {
        let bar = PlayerBar::new(named(cx, game, game.player(color), names));
        if let Some(result) = ended {
            return match result.winner {
                Some(w) if w == color => bar.with_clock("wins"),
                Some(_) => bar,
                None => bar.with_clock("draw"),
            };
        }
        match clock_label(cx, game, pos.turn(), color) {
            Some(label) => bar.with_clock(label),
            None => bar,
        }
    };
    BoardOptions {
        orientation,
        square_size: SquareSize::DEFAULT,
        last_move: last.map(|m| (m.from, m.to)),
        players: Some(ByColor::new(bar(Color::White), bar(Color::Black))),
        show_turn: active,
        theme,
        ..BoardOptions::default()
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
    let opts = GifOptions {
        players: Some(ByColor::new(white.clone(), black.clone())),
        frame_delay_ms: 800,
        ..GifOptions::default()
    };
    let renderer = cx.renderer.as_ref()?;
    match renderer.game_gif(played, &opts) {
        Ok(bytes) => Some(Attachment {
            name: format!("game-{}-replay.gif", game.id),
            bytes,
            alt: Some(crate::game::alt::clip(&format!(
                "Replay of game {}, {} against {}, {}: every position from the start, one move at a time; the game's moves are in the record.",
                game.id,
                white,
                black,
                game.variant.name(),
            ))),
        }),
        Err(e) => {
            tracing::warn!(error = %e, game = %game.id, "replay picture failed; the record goes without it");
            None
        }
    }
}
