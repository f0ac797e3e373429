//! What a move or an ending means, in words: refugees, sanctuary progress and
//! threats, scepter threats, check, and every way a game ends.

use crate::core::context::{Ctx, color_in, name_in_game, name_of};
use crate::core::refusal::Result;
use crate::core::reply::{Attachment, Button, ButtonStyle, Effect, Reply, Response};
use crate::core::request::Action;
use crate::core::request::ButtonOwner;
use crate::core::text::Text;
use crate::core::text::{Msg, bold};
use crate::core::words::rating_change;
use data::{GameId, GameResult, MoveSaved, RatingUpdate, StoredGame, Termination};
use rules::{Bitboard, Color, EndReason, Move, Position, Role, Variant};

/// Squares as players write them, any one of them: `b8`, or `b8/h8`.
fn any_of(b: Bitboard) -> String {
    b.into_iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

/// The message id of a side's name, as a move's notes say it.
pub(crate) const fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    }
}

/// Squares as players write them, all of them: `b8`, or `b8 and h8`.
fn all_of(b: Bitboard) -> Text {
    let squares: Vec<String> = b.into_iter().map(|s| s.to_string()).collect();
    squares
        .into_iter()
        .rev()
        .fold(None, |rest: Option<Text>, square| {
            Some(match rest {
                None => Text::from(square),
                Some(rest) => Msg::new("ending-squares-and")
                    .str("first", square)
                    .text("rest", rest)
                    .into(),
            })
        })
        .unwrap_or_default()
}

/// The news a move makes, besides the move itself, for a game that goes on.
pub(crate) fn move_notes(before: &Position, mv: Move, after: &Position) -> Vec<Msg> {
    let mover = before.turn();
    let (me, them) = (side_name(mover), side_name(!mover));
    let mut notes = Vec::new();
    if after.variant() == Variant::Sanctuary {
        if mv.role == Role::Pawn && after.is_refugee(mv.to) {
            notes.push(
                Msg::new("note-refugee")
                    .text("me", Msg::new(me))
                    .str("square", mv.to.to_string()),
            );
        }
        let occupants = after.sanctuary_occupants(mover);
        if occupants.contains(mv.to) {
            let safe = after.sanctuary_safe(mover);
            let exposed = Bitboard(occupants.0 & !safe.0);
            match occupants.count() {
                1 => notes.push(
                    Msg::new("note-sanctuary-one")
                        .text("me", Msg::new(me))
                        .str("square", mv.to.to_string()),
                ),
                n if safe.count() < 2 && exposed.any() => notes.push(
                    Msg::new("note-sanctuary-many")
                        .text("me", Msg::new(me))
                        .text("them", Msg::new(them))
                        .count("n", n)
                        .str("squares", any_of(exposed)),
                ),
                _ => {}
            }
        }
    }
    if after.variant() == Variant::Scepter && after.scepter_threatened(!mover) {
        let scepter = Position::scepter_square(!mover);
        notes.push(
            Msg::new("note-scepter-threat")
                .text("me", Msg::new(me))
                .text("them", Msg::new(them))
                .str("square", scepter.to_string()),
        );
    }
    if after.variant().has_king() && after.is_check() {
        notes.push(Msg::new("note-check").text("them", Msg::new(them)));
    }
    notes
}

/// The headline of a finished game: what happened and who won.
pub fn ending_headline(
    cx: &Ctx<'_>,
    game: &StoredGame,
    result: GameResult,
    final_pos: &Position,
) -> Text {
    let name = |c: Color| name_in_game(cx, game, game.player(c));
    // "**bob wins** with Black": the winner in bold, then their side.
    let won = |msg: Msg, c: Color| {
        msg.text(
            "winner",
            bold(&Msg::new("ending-winner").str("name", name(c))),
        )
        .text("side", Msg::new(side_name(c)))
    };
    let draw = |msg: Msg| msg.text("draw", bold(&Msg::new("ending-draw")));
    let to_move = final_pos.turn();
    let msg = match result.termination {
        Termination::Board(EndReason::Scepter) => {
            let c = result.winner.unwrap_or(!to_move);
            won(
                Msg::new("ending-scepter")
                    .str("name", name(c))
                    .str("square", Position::scepter_square(!c).to_string()),
                c,
            )
        }
        Termination::Board(EndReason::Sanctuary) => {
            let c = result.winner.unwrap_or(!to_move);
            won(
                Msg::new("ending-sanctuary")
                    .str("name", name(c))
                    .text("squares", all_of(final_pos.sanctuary_safe(c))),
                c,
            )
        }
        Termination::Board(EndReason::Checkmate) => won(
            Msg::new("ending-checkmate"),
            result.winner.unwrap_or(!to_move),
        ),
        Termination::Board(EndReason::Stalemate) => {
            draw(Msg::new("ending-stalemate").str("name", name(to_move)))
        }
        Termination::Board(EndReason::Repetition) => draw(Msg::new("ending-repetition")),
        Termination::Board(EndReason::FiftyMove) => draw(Msg::new("ending-fifty-moves")),
        Termination::Board(EndReason::InsufficientMaterial) => {
            draw(Msg::new("ending-insufficient-material"))
        }
        Termination::Board(EndReason::DeadPosition) => draw(Msg::new("ending-dead-position")),
        Termination::Resignation => {
            let loser = result.winner.map_or(to_move, |c| !c);
            won(
                Msg::new("ending-resignation").str("name", name(loser)),
                !loser,
            )
        }
        Termination::Timeout => match result.winner {
            Some(c) => won(Msg::new("ending-timeout").str("name", name(!c)), c),
            None => draw(
                Msg::new("ending-timeout-draw")
                    .str("name", name(to_move))
                    .str("opponent", name(!to_move)),
            ),
        },
        Termination::Agreement => Msg::new("ending-agreement"),
        Termination::Adjudication => match result.winner {
            Some(c) => won(Msg::new("ending-adjudication"), c),
            None => draw(Msg::new("ending-adjudication-draw")),
        },
        Termination::Aborted => Msg::new("ending-aborted"),
    };
    msg.into()
}

/// The announcement of a finished game: headline, result, rating changes, the
/// final picture and the PGN; both players pinged.
pub fn ending_reply(
    cx: &Ctx<'_>,
    game: &StoredGame,
    played: &rules::Game,
    ratings: Option<&RatingUpdate>,
) -> Reply {
    let result = game.result.unwrap_or(GameResult::aborted());
    let final_pos = played.position();
    let mut text = ending_headline(cx, game, result, final_pos);
    if result.termination != Termination::Aborted {
        text = text
            .line()
            .msg(
                Msg::new("ending-result")
                    .text("result", Text::new().strong(result.pgn_result()))
                    .user("white", game.white)
                    .user("black", game.black)
                    .num("game", game.id.0),
            )
            .line();
        let ratings_line = match ratings {
            Some(u) => Msg::new("ending-ratings")
                .str("white", rating_change(&name_of(cx, game.white), &u.white))
                .str("black", rating_change(&name_of(cx, game.black), &u.black)),
            None if cx.store.engine_side(game.id).is_ok_and(|e| e.is_some()) => {
                Msg::new("ending-unrated-sanctum")
            }
            None if !game.rated => Msg::new("ending-unrated-casual"),
            None => Msg::new("ending-unrated-short"),
        };
        text = text.msg(ratings_line);
    }
    // The winner's side, or the person's against Sanctum (whoever won).
    let orientation = crate::game::preferences::person_against_sanctum(cx, game)
        .or(result.winner)
        .unwrap_or(Color::White);
    let engine = cx.store.engine_side(game.id).ok().flatten();
    let people = [Color::White, Color::Black]
        .into_iter()
        .filter(|c| engine.is_none_or(|e| e.color != *c))
        .map(|c| game.player(c));
    let message = Reply::public(text)
        .ping(people)
        .with_board(crate::game::pictures::picture(
            cx,
            game,
            final_pos,
            played.last_move(),
            orientation,
            crate::game::pictures::Names::InServer,
        ));
    let mut message = naming_teams(cx, game.id, message);
    if result.termination != Termination::Aborted {
        // Sanctum answers no rematch button, and a game between two servers has none
        // (the new one would have no place in one of them): a new `/challenge` plays
        // it again.
        if engine.is_none() && game.mirror.is_none() {
            message = message.with_button(rematch_button(game.id));
        }
        message = message.with_button(Button::new(Action::Review(game.id), ButtonStyle::Secondary));
        match crate::game::pgn::pgn_text(cx, game) {
            Ok(pgn) => {
                message = message.with_file(Attachment::file(
                    crate::game::pgn::pgn_file_name(cx, game),
                    pgn.into_bytes(),
                ));
            }
            Err(e) => tracing::warn!(game = game.id.0, error = %e, "no PGN for the ending"),
        }
    }
    message
}

/// The Rematch button for under a finished game.
pub(crate) fn rematch_button(game: GameId) -> Button {
    Button::new(Action::Rematch(game), ButtonStyle::Secondary)
}

/// A move just stored, with what its announcement needs.
pub(crate) struct Played {
    /// The game as stored before the move (its offers).
    pub before_stored: StoredGame,
    /// The game before the move.
    pub before: rules::Game,
    /// The move.
    pub mv: Move,
    /// The name of who played it.
    pub name: String,
    /// What the store did.
    pub recorded: MoveSaved,
    /// The game after the move.
    pub after: rules::Game,
    /// True for an answer from a conditional queue.
    pub conditional: bool,
}

/// The messages for moves played one after the other: each says who played what;
/// the last shows the board and says who is to move (or how the game ended).
pub(crate) fn announce_moves(cx: &Ctx<'_>, steps: &[Played]) -> Result<Response> {
    let mut response = Response::default();
    let mut closes_offer = false;
    for (i, step) in steps.iter().enumerate() {
        let game = &step.before_stored;
        let color = color_in(game, step.recorded.saved.by)?;
        let name = &step.name;
        let mut text = Text::from(
            Msg::new(if step.conditional {
                "move-played-conditional"
            } else {
                "move-played"
            })
            .str("name", name.clone())
            .mv("move", step.recorded.saved.san.clone()),
        );
        if game.draw_offer == Some(!color) {
            text = text
                .plain(" ")
                .msg(Msg::new("move-draw-lapses").str("name", name.clone()));
        }
        closes_offer |= game.draw_offer == Some(!color) || game.takeback_offer.is_some();
        let stored = &step.recorded.stored;
        if !stored.is_active() {
            let ending = ending_reply(cx, stored, &step.after, step.recorded.ratings.as_ref());
            response.replies.push(Reply {
                text: text.line().then(ending.text.clone()),
                ..ending
            });
            response.closed.push(ButtonOwner::Offer(game.id));
            return Ok(response);
        }
        let before = *step.before.position();
        let after = *step.after.position();
        for note in move_notes(&before, step.mv, &after) {
            text = text.line().msg(note);
        }
        if i + 1 < steps.len() {
            response.replies.push(Reply::public(text));
            continue;
        }
        let next = stored.player_to_move();
        let engine = cx.store.engine_side(game.id)?;
        let engine_next = engine.is_some_and(|e| e.color == after.turn());
        // A team is named, never pinged: its members vote.
        let team_next = cx.store.team_side(game.id, next)?.is_some();
        let text = if engine_next {
            text.line()
                .msg(Msg::new("move-thinking").str("name", name_of(cx, next)))
        } else if team_next {
            text.line().msg(
                Msg::new("move-team-to-move")
                    .str("name", name_of(cx, next))
                    .command(
                        "vote",
                        crate::core::text::CommandRef::new(crate::core::names::CommandName::Vote)
                            .blank("move", "blank-move"),
                    )
                    .moment("due", stored.deadline),
            )
        } else {
            text.line().msg(
                Msg::new("move-your-move")
                    .user("user", next)
                    .moment("due", stored.deadline),
            )
        };
        if engine_next {
            // No board yet: Sanctum's reply comes with one, from the player's side,
            // so each move of theirs is answered by one picture the right way up.
            response.replies.push(Reply::public(text));
            response.effects.push(Effect::Think(game.id));
            if closes_offer {
                response.closed.push(ButtonOwner::Offer(game.id));
            }
            continue;
        }
        // Drawn for its reader: the player now to move.
        let board = crate::game::preferences::picture_for(
            cx,
            next,
            stored,
            &after,
            Some(&step.mv),
            crate::game::preferences::shared_side(cx, stored, after.turn()),
        );
        let message = Reply::public(text).with_board(board);
        if team_next {
            response.replies.push(message);
        } else {
            let last = Some(step.recorded.saved.san.as_str());
            response.replies.extend(crate::game::notify::announce_turn(
                cx, stored, message, last,
            ));
        }
        if closes_offer {
            response.closed.push(ButtonOwner::Offer(game.id));
        }
    }
    Ok(response)
}

/// `reply` with `game`'s teams named rather than mentioned, and never pinged: a team's
/// id is no Discord user.
pub(crate) fn naming_teams(
    cx: &Ctx<'_>,
    game: data::GameId,
    mut reply: crate::core::reply::Reply,
) -> crate::core::reply::Reply {
    let teams: Vec<data::UserId> = cx
        .store
        .team_sides(game)
        .unwrap_or_default()
        .iter()
        .map(|s| s.team)
        .collect();
    if teams.is_empty() {
        return reply;
    }
    reply.pings.retain(|u| !teams.contains(u));
    let text = std::mem::take(&mut reply.text);
    reply.text = text.naming(|u| teams.contains(&u).then(|| name_of(cx, u)));
    reply
}

#[cfg(test)]
mod tests {
    use super::*;

    fn notes(variant: Variant, fen: &str, san: &str) -> Vec<String> {
        notes_msgs(variant, fen, san)
            .into_iter()
            .map(|m| Text::from(m).to_string())
            .collect()
    }

    fn notes_msgs(variant: Variant, fen: &str, san: &str) -> Vec<Msg> {
        let before = Position::from_fen(variant, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = before
            .parse_san(san)
            .unwrap_or_else(|e| panic!("{san}: {e}"));
        let mut after = before;
        after.play(&mv);
        move_notes(&before, mv, &after)
    }

    #[test]
    fn a_pawn_on_the_last_rank_becomes_a_refugee() {
        let n = notes(Variant::Sanctuary, "8/4P3/8/8/8/8/3g4/g6G w - - 0 1", "e8");
        assert!(
            n.iter()
                .any(|t| t.contains("White's pawn reaches e8 and becomes a refugee")),
            "{n:?}"
        );
        assert!(
            n.iter().any(|t| t.contains("a piece in sanctuary on e8")),
            "{n:?}"
        );
    }

    #[test]
    fn two_in_sanctuary_with_one_exposed_is_a_threat() {
        // White has a refugee on b8; a rook arrives on h8 where Black's guard on g7... is not: f6 guard hits h8.
        let n = notes(Variant::Sanctuary, "1P6/8/5g2/7R/8/8/8/g7 w - - 0 1", "Rh8");
        assert!(
            n.iter().any(|t| t.contains("Black: capture on h8 or lose")),
            "{n:?}"
        );
    }

    #[test]
    fn a_king_next_to_the_scepter_is_announced() {
        let n = notes(Variant::Scepter, "8/8/8/8/8/2k5/8/7K b - - 0 1", "Kd2");
        assert!(
            n.iter()
                .any(|t| t.contains("White: Black's king can seize your scepter on e1")),
            "{n:?}"
        );
    }

    #[test]
    fn check_is_announced() {
        let n = notes(Variant::Chess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra8+");
        assert_eq!(n, vec!["Black is in check.".to_owned()]);
    }
}
