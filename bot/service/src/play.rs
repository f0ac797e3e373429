//! Moves: checking who may move, parsing what they typed, storing it, and telling
//! the channel what it did. Also the autocomplete suggestions.

use super::announce::move_notes;
use super::catalogue::MAX_SUGGESTIONS;
use super::command::{Actor, Place};
use super::context::Ctx;
use super::error::{Refusal, Result};
use super::reply::{Reply, Response, Suggestion};
use super::text::Text;
use data::{LoadedGame, UserId};
use rules::Move;

impl Ctx<'_> {
    /// `move`: plays the typed move for the caller if it is theirs to play.
    pub fn play(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        expected_ply: Option<u32>,
    ) -> Result<Response> {
        let loaded = self.game_here(actor.user, place)?;
        let game = &loaded.stored;
        let color = Self::color_in(game, actor.user)?;
        if expected_ply.is_some_and(|p| p != game.ply) {
            return Err(Refusal::MovedOn.into());
        }
        // Two submissions at the same moment (a double click, two devices): the one that
        // lost the race finds its own move on the board, and is told so.
        let own_last = loaded.moves.last().filter(|m| m.by == actor.user);
        if game.turn() != color
            && let Some(last) = own_last
        {
            return Err(Refusal::AlreadyMoved {
                to_move: game.player_to_move(),
                last: last.san.clone(),
            }
            .into());
        }
        if game.turn() != color {
            return Err(Refusal::NotYourTurn {
                to_move: game.player_to_move(),
            }
            .into());
        }
        let mv = loaded
            .game
            .parse_move(text)
            .map_err(|e| Refusal::BadMove(e.to_string()))?;
        if self.store.preferences(actor.user)?.confirm_moves {
            return self.ask_to_confirm(&loaded, mv, actor);
        }
        self.commit_move(&loaded, mv, actor.user, &actor.name)
    }

    /// Stores `mv` by `by` (called `name`) in the freshly loaded game and announces
    /// it: a person's move and Sanctum's own go out the same way.
    pub fn commit_move(
        &self,
        loaded: &LoadedGame,
        mv: Move,
        by: UserId,
        name: &str,
    ) -> Result<Response> {
        let game = &loaded.stored;
        let color = Self::color_in(game, by)?;
        // The game was just loaded and replayed to read the move: the store checks it is
        // unchanged instead of replaying every stored move again.
        let recorded = self.store.record_move_in(loaded, &mv, by, self.now)?;
        tracing::info!(game = %game.id, ply = recorded.saved.ply, mv = %recorded.saved.uci, "move played");
        let before = *loaded.game.position();
        let mut played = loaded.game.clone();
        if let Err(e) = played.play(&mv) {
            tracing::error!(error = %e, "a recorded move does not replay");
        }
        let after = *played.position();
        let mut text = Text::from(format!("{name} played "))
            .mv(recorded.saved.san.clone())
            .plain(".");
        if game.draw_offer == Some(!color) {
            text.push_plain(format!(" The draw offer lapses: {name} played on."));
        }
        if !recorded.stored.is_active() {
            let ending = self.ending_reply(&recorded.stored, &played, recorded.ratings.as_ref());
            let message = Reply {
                text: text.line().then(ending.text.clone()),
                ..ending
            };
            return Ok(Response::closing_offer(game.id, message));
        }
        for note in move_notes(&before, mv, &after) {
            text = text.line().plain(note);
        }
        let next = recorded.stored.player_to_move();
        let engine = self.store.engine_side(game.id)?;
        let engine_next = engine.is_some_and(|e| e.color == after.turn());
        let text = if engine_next {
            text.line()
                .plain(format!("{} is thinking…", self.name(next)))
        } else {
            text.line()
                .user(next)
                .plain(", your move — due ")
                .moment(recorded.stored.deadline)
                .plain(".")
        };
        // Drawn for its reader: the player now to move (against Sanctum, the mover).
        let reader = if engine_next { by } else { next };
        let board = self.picture_for(reader, &recorded.stored, &after, Some(&mv), after.turn());
        let message = Reply::public(text).with_board(board);
        let replies = if engine_next {
            vec![message]
        } else {
            self.announce_turn(&recorded.stored, message, Some(&recorded.saved.san))
        };
        let offer_lapsed = game.draw_offer == Some(!color) || game.takeback_offer.is_some();
        let mut response = Response {
            replies,
            closed_offer: offer_lapsed.then_some(game.id),
            ..Response::default()
        };
        if engine_next {
            response.engine_to_move = Some(game.id);
        }
        Ok(response)
    }

    /// Autocomplete for `move`.
    pub fn suggest_moves(
        &self,
        user: UserId,
        place: Place,
        typed: &str,
    ) -> Result<Vec<Suggestion>> {
        let Some(LoadedGame {
            stored: game,
            game: played,
            ..
        }) = self.store.load_active_game_in_channel(place.channel)?
        else {
            return Ok(Vec::new());
        };
        if game.player_to_move() != user {
            return Ok(Vec::new());
        }
        let typed = normalise(typed);
        let pos = played.position();
        let mover = pos.turn();
        let mut matching = Vec::new();
        let mut others = Vec::new();
        for mv in &played.legal_moves() {
            let san = pos.san(mv);
            let mut after = played.clone();
            let wins =
                after.play(mv).is_ok() && after.outcome().is_some_and(|o| o.winner == Some(mover));
            let key = normalise(&san);
            let label = if wins {
                format!("{san} — wins")
            } else {
                san.clone()
            };
            let suggestion = (wins, Suggestion { label, value: san });
            if key.starts_with(&typed) || mv.uci().starts_with(&typed) {
                matching.push(suggestion);
            } else if key.contains(&typed) {
                others.push(suggestion);
            }
        }
        // Winning moves first, then the board's order.
        matching.sort_by_key(|(wins, _)| !wins);
        others.sort_by_key(|(wins, _)| !wins);
        Ok(matching
            .into_iter()
            .chain(others)
            .take(MAX_SUGGESTIONS)
            .map(|(_, s)| s)
            .collect())
    }
}

/// Lower case without the decorations people leave out: `Nxf7+` → `nf7`.
fn normalise(s: &str) -> String {
    s.trim()
        .chars()
        .filter(|c| !matches!(c, 'x' | 'X' | '+' | '#' | '!' | '?' | '=' | '-' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn normalising_drops_decorations() {
        assert_eq!(normalise("Nxf7+"), "nf7");
        assert_eq!(normalise(" e8=Q# "), "e8q");
    }
}
