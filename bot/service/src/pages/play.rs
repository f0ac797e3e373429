//! A player's own page for moving by clicking: their game seen from their side, every
//! legal move with its squares (so a page can light up where a piece may go), and the
//! move sent back as the Confirm button's own request, so the web plays through the
//! same call, refusals and announcements as Discord. The face signs and checks the
//! private link; this module decides what the page shows and what a move does.

use crate::core::context::{Ctx, name_of};
use crate::core::i18n::Lang;
use crate::core::refusal::Result;
use crate::core::request::{Action, Actor, Command, Place, Request, UciMove};
use crate::core::text::Msg;
use crate::pages::game::load;
use data::GameId;
use rules::{Color, Piece, Role, Square, Variant};

/// The page of one player's game, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayPage {
    /// The game's number.
    pub number: GameId,
    /// `Capture the Scepter: alice vs bob`.
    pub title: String,
    /// The side the link's holder plays.
    pub color: Color,
    /// Their display name.
    pub player: String,
    /// How the game stands: whose move and until when, or its result.
    pub status: String,
    /// Whether moves may still come.
    pub active: bool,
    /// Whether it is this player's move now.
    pub your_turn: bool,
    /// The game's ply: a move is sent back with it, so one chosen on an older
    /// position is refused.
    pub ply: u32,
    /// The board in words (the picture's alt text).
    pub alt: String,
    /// The player asked to confirm each move before it is played.
    pub confirm: bool,
    /// Every legal move when it is their turn (else none), in the board's order.
    pub choices: Vec<PlayChoice>,
    /// Each occupied square and what stands there (`White pawn`), for labels.
    pub pieces: Vec<(Square, String)>,
    /// Where the squares lie in the board's picture.
    pub board: BoardBox,
    /// The position to draw on the page, from this player's side.
    pub view: crate::pages::board::BoardView,
    /// The game's moves so far, each with when it was played and the review's mark.
    pub moves: Vec<PlayedMove>,
    /// Until when the side to move may move, while the game goes on.
    pub deadline: Option<data::Timestamp>,
    /// The player's own notes on the game: each position in words (`after 2. Nf3`)
    /// and the note, in the game's order. Nobody else's page shows them.
    pub notes: Vec<(String, String)>,
    /// Where the engine's review of a finished game stands; `None` while the game
    /// goes on (no engine looks at a game in progress) or when it was aborted.
    pub review: Option<ReviewState>,
}

/// Where the engine's review of a finished game stands, as its player's page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewState {
    /// Nobody asked yet: the page offers to.
    Ask,
    /// Waiting in the analysis queue or under way.
    Waiting,
    /// Done: the game's page shows it.
    Done,
}

/// A move of the game as the page's move list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move in SAN.
    pub san: String,
    /// When it was played.
    pub at: data::Timestamp,
    /// The review's mark on it (`?!`, `?`, `??`), once the game was reviewed.
    pub mark: Option<&'static str>,
}

/// One legal move as a page offers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayChoice {
    /// The square it leaves.
    pub from: Square,
    /// The square it reaches.
    pub to: Square,
    /// The move in UCI (`e7e8q`): what the page sends back.
    pub uci: String,
    /// The move in SAN, as the move list and Discord write it.
    pub san: String,
    /// What else happens that the squares do not say (a promotion, a refugee).
    pub note: Option<String>,
}

/// The board's eight by eight squares inside the picture, as fractions of the
/// picture's width and height, so buttons laid over it line up at any size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardBox {
    /// The board's left edge.
    pub left: f32,
    /// The board's top edge.
    pub top: f32,
    /// The board's width.
    pub width: f32,
    /// The board's height.
    pub height: f32,
}

/// `game`'s page for the player of `color`; `None` if there is no such game.
pub(crate) fn play_page(
    cx: &Ctx<'_>,
    id: GameId,
    color: Color,
    lang: Lang,
) -> Result<Option<PlayPage>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let g = &loaded.stored;
    let user = g.player(color);
    let pos = loaded.game.position();
    let active = g.is_active();
    let your_turn = active && pos.turn() == color;
    let choices = if your_turn {
        loaded
            .game
            .legal_moves()
            .iter()
            .map(|mv| PlayChoice {
                from: mv.from,
                to: mv.to,
                uci: mv.uci(),
                san: pos.san(mv),
                note: note(g.variant, mv.role, mv.promotion, mv.to, color, lang),
            })
            .collect()
    } else {
        Vec::new()
    };
    let pieces = pos
        .pieces()
        .map(|(sq, p)| (sq, piece_words(p, pos.is_refugee(sq), lang)))
        .collect();
    let prefs = crate::game::preferences::preferences_of(cx, user);
    let options = crate::game::pictures::options(
        cx,
        g,
        pos,
        loaded.game.last_move(),
        color,
        crate::game::preferences::theme_of(&prefs),
        crate::game::pictures::Names::Public,
        lang,
    );
    let names = rules::ByColor::new(name_of(cx, g.white), name_of(cx, g.black));
    Ok(Some(PlayPage {
        number: g.id,
        title: crate::pages::game::title(
            g.variant,
            &names[Color::White],
            &names[Color::Black],
            lang,
        ),
        color,
        player: names[color].clone(),
        status: crate::pages::game::status(cx, g, lang),
        active,
        your_turn,
        ply: g.ply,
        alt: crate::game::alt::describe(pos, Some(&names), !active, lang),
        confirm: prefs.confirm_moves,
        choices,
        pieces,
        board: board_box(&render::Layout::of(&options)),
        view: crate::pages::board::BoardView::of(pos, loaded.game.last_move()),
        moves: played_moves(cx, &loaded)?,
        deadline: active.then_some(g.deadline),
        notes: crate::game::notes::listed(cx, user, &loaded, lang)?,
        review: match g.status {
            data::GameStatus::Finished if cx.store.review(g.id)?.is_some() => {
                Some(ReviewState::Done)
            }
            data::GameStatus::Finished => Some(ReviewState::Ask),
            _ => None,
        },
    }))
}

/// `loaded`'s moves for the move list, marked by its review if it has one.
fn played_moves(cx: &Ctx<'_>, loaded: &data::LoadedGame) -> Result<Vec<PlayedMove>> {
    let notes = crate::pages::game::analysis_of(cx, loaded)?
        .map(|a| crate::learn::review::report::notes(&loaded.game, &a).0)
        .unwrap_or_default();
    let marks = crate::pages::game::marks(&notes, loaded.moves.len() + 1);
    Ok(loaded
        .moves
        .iter()
        .zip(marks.into_iter().skip(1))
        .map(|(m, mark)| PlayedMove {
            san: m.san.clone(),
            at: m.played_at,
            mark,
        })
        .collect())
}

/// The current board of `game` as its `color` player sees it: their side at the
/// bottom, in their theme; `None` if there is no such game or pictures are off.
pub(crate) fn play_board_png(
    cx: &Ctx<'_>,
    id: GameId,
    color: Color,
    lang: Lang,
) -> Result<Option<Vec<u8>>> {
    let Some(loaded) = load(cx, id)? else {
        return Ok(None);
    };
    let g = &loaded.stored;
    let prefs = crate::game::preferences::preferences_of(cx, g.player(color));
    let picture = crate::game::pictures::picture_in(
        cx,
        g,
        loaded.game.position(),
        loaded.game.last_move(),
        color,
        crate::game::preferences::theme_of(&prefs),
        crate::game::pictures::Names::Public,
    );
    Ok(picture.localized(lang).png)
}

/// The request a page's move makes: the Confirm button's, pressed by the player of
/// `color` in the game's own channel. `None` if there is no such game or `uci` does not
/// read as a move. Confirming plays the move only on the position it was chosen in,
/// and a second send of the same move is answered "already played".
pub(crate) fn move_request(
    cx: &Ctx<'_>,
    id: GameId,
    color: Color,
    uci: &str,
    ply: u32,
) -> Result<Option<Request>> {
    let Some(mv) = UciMove::parse(uci.trim()) else {
        return Ok(None);
    };
    let g = match cx.store.game(id) {
        Ok(g) => g,
        Err(data::Error::GameNotFound(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let command = Command::Press(Action::ConfirmMove { game: id, ply, mv });
    Ok(Some(seat_request(cx, &g, color, command)?))
}

/// The request for the engine's review of `game` made from the page of its player of
/// `color`: `/review` with the game's number, in the game's own channel. `None` if
/// there is no such game.
pub(crate) fn review_request(cx: &Ctx<'_>, id: GameId, color: Color) -> Result<Option<Request>> {
    let g = match cx.store.game(id) {
        Ok(g) => g,
        Err(data::Error::GameNotFound(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let command = Command::Review {
        game: Some(id.0.to_string()),
    };
    Ok(Some(seat_request(cx, &g, color, command)?))
}

/// `command` as the player of `color` in `g` makes it from their page, in the game's
/// own channel.
fn seat_request(
    cx: &Ctx<'_>,
    g: &data::StoredGame,
    color: Color,
    command: Command,
) -> Result<Request> {
    let user = g.player(color);
    // The page knows no nickname: the one the server gave is kept as it is.
    let actor = Actor {
        nickname: cx.store.nickname(user, g.guild)?,
        ..Actor::new(user, name_of(cx, user))
    };
    Ok(Request {
        actor,
        place: Place {
            guild: g.guild,
            channel: g.channel,
        },
        command,
        interaction: None,
    })
}

/// What a move does beyond its squares, in `lang`.
fn note(
    variant: Variant,
    role: Role,
    promotion: Option<Role>,
    to: Square,
    color: Color,
    lang: Lang,
) -> Option<String> {
    if let Some(p) = promotion {
        return Some(
            Msg::new("page-data-move-promotes")
                .str("role", p.id())
                .plain(lang),
        );
    }
    let last_rank = match color {
        Color::White => 7,
        Color::Black => 0,
    };
    (variant == Variant::Sanctuary && role == Role::Pawn && to.rank() == last_rank)
        .then(|| Msg::new("page-data-move-refugee").plain(lang))
}

/// What stands on a square in `lang` (`White knight`): one message a role, so a
/// translation can make the colour agree with the piece.
fn piece_words(piece: Piece, refugee: bool, lang: Lang) -> String {
    let id = if refugee {
        "page-data-piece-refugee"
    } else {
        match piece.role {
            Role::Pawn => "page-data-piece-pawn",
            Role::Knight => "page-data-piece-knight",
            Role::Bishop => "page-data-piece-bishop",
            Role::Rook => "page-data-piece-rook",
            Role::Queen => "page-data-piece-queen",
            Role::King => "page-data-piece-king",
            Role::Archbishop => "page-data-piece-archbishop",
            Role::Guard => "page-data-piece-guard",
        }
    };
    let color = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    Msg::new(id).str("color", color).plain(lang)
}

/// Where `layout`'s board lies, as fractions of its picture.
#[allow(clippy::cast_precision_loss)]
fn board_box(layout: &render::Layout) -> BoardBox {
    let (w, h) = (layout.width as f32, layout.height as f32);
    let side = 8.0 * layout.square as f32;
    BoardBox {
        left: layout.board_x as f32 / w,
        top: layout.board_y as f32 / h,
        width: side / w,
        height: side / h,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_says_what_its_squares_do_not() {
        let e8 = Square::E8;
        assert_eq!(
            note(
                Variant::Chess,
                Role::Pawn,
                Some(Role::Knight),
                e8,
                Color::White,
                Lang::En
            )
            .as_deref(),
            Some("promotes to a knight")
        );
        assert!(
            note(
                Variant::Sanctuary,
                Role::Pawn,
                None,
                e8,
                Color::White,
                Lang::En
            )
            .is_some_and(|n| n.starts_with("becomes a refugee"))
        );
        assert_eq!(
            note(
                Variant::Sanctuary,
                Role::Pawn,
                None,
                e8,
                Color::Black,
                Lang::En
            ),
            None
        );
        assert_eq!(
            note(
                Variant::Sanctuary,
                Role::Rook,
                None,
                e8,
                Color::White,
                Lang::En
            ),
            None
        );
        assert_eq!(
            piece_words(Piece::new(Color::White, Role::Guard), false, Lang::En),
            "White Swiss guard"
        );
        assert_eq!(
            piece_words(Piece::new(Color::Black, Role::Pawn), true, Lang::En),
            "Black refugee"
        );
    }

    #[test]
    fn the_board_lies_inside_its_picture() {
        let layout = render::Layout::new(70, Color::Black, true);
        let b = board_box(&layout);
        assert!(b.left > 0.0 && b.top > 0.0);
        assert!(b.left + b.width < 1.0 && b.top + b.height < 1.0);
    }
}
